import { request } from 'undici';

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

/** What a provider sends: its method, headers and body. */
export interface JsonRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/**
 * An HTTP call with a time limit covering connect, headers and body; every failure is an
 * UpstreamError: TIMEOUT when the limit passes, UPSTREAM_FAILED when the host cannot be reached or
 * redirects elsewhere, answers with an error status (the caller phrases those, so they come back
 * with their parsed body), or with a body that is not JSON. Sent with undici's request rather than
 * fetch: a search reads two pages or more, and request takes about a third less CPU for each.
 */
export async function fetchJson(
  url: string,
  init: JsonRequest,
  timeoutMs: number,
  label: string,
): Promise<JsonResponse> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  let status: number;
  let text: string;
  try {
    const res = await request(url, { ...init, signal: deadline.signal });
    status = res.statusCode;
    if (status >= 300 && status < 400) {
      await res.body.dump();
      throw new UpstreamError('UPSTREAM_FAILED', `${label} could not be reached. Please try again.`);
    }
    if (Number(res.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      res.body.destroy();
      throw new UpstreamError('UPSTREAM_FAILED', `${label} sent a response that is too large.`);
    }
    text = await res.body.text();
  } catch (err) {
    if (err instanceof UpstreamError) throw err;
    if (deadline.signal.aborted) {
      throw new UpstreamError(
        'TIMEOUT',
        `${label} did not answer within ${Math.round(timeoutMs / 100) / 10} s. Please try again.`,
      );
    }
    throw new UpstreamError('UPSTREAM_FAILED', `${label} could not be reached. Please try again.`);
  } finally {
    clearTimeout(timer);
  }
  if (text.length > MAX_BODY_BYTES)
    throw new UpstreamError('UPSTREAM_FAILED', `${label} sent a response that is too large.`);
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    if (status >= 200 && status < 300)
      throw new UpstreamError(
        'UPSTREAM_FAILED',
        `${label} answered with a malformed response. Please try again.`,
        status,
      );
    body = text.slice(0, 500);
  }
  return { status, body };
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
