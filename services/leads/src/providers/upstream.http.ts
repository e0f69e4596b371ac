/** Errors from outside HTTP, already phrased for the rep; the handler turns them into the envelope. */
export class UpstreamError extends Error {
  constructor(
    readonly code: 'UPSTREAM_FAILED' | 'TIMEOUT',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

const MAX_BODY_BYTES = 20 * 1024 * 1024;

export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * fetch with a time limit covering connect, headers and body; every failure is an UpstreamError:
 * TIMEOUT when the limit passes, UPSTREAM_FAILED when the host cannot be reached, answers with an
 * error status (the caller phrases those, so they come back with their parsed body), or with a body
 * that is not JSON.
 */
export async function fetchJson(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  label: string,
): Promise<JsonResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { ...init, signal, redirect: 'error' });
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_BODY_BYTES) {
      await res.body?.cancel().catch(() => undefined);
      throw new UpstreamError('UPSTREAM_FAILED', `${label} sent a response that is too large.`);
    }
    text = await res.text();
  } catch (err) {
    if (err instanceof UpstreamError) throw err;
    const name = (err as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError' || signal.aborted) {
      throw new UpstreamError(
        'TIMEOUT',
        `${label} did not answer within ${Math.round(timeoutMs / 100) / 10} s. Please try again.`,
      );
    }
    throw new UpstreamError('UPSTREAM_FAILED', `${label} could not be reached. Please try again.`);
  }
  if (text.length > MAX_BODY_BYTES)
    throw new UpstreamError('UPSTREAM_FAILED', `${label} sent a response that is too large.`);
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    if (res.ok)
      throw new UpstreamError(
        'UPSTREAM_FAILED',
        `${label} answered with a malformed response. Please try again.`,
        res.status,
      );
    body = text.slice(0, 500);
  }
  return { status: res.status, body };
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
