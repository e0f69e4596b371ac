import { ApiError, ErrorEnvelopeSchema, errorEnvelope, type ErrorEnvelope } from './error.js';
import { ENDPOINTS, fillPath } from './endpoints.js';
import type { RouteId, RouteParams, RouteQuery, RouteRequest, RouteResponse } from './routes.js';

export interface ApiClientOptions {
  baseUrl?: string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
  /** Called on 401 so the shell can sign the user out. */
  onUnauthorized?: () => void;
}

export interface FileDownload {
  filename: string;
  blob: Blob;
}

export interface ApiClient {
  /**
   * `params` fills a templated path's `{name}` segments, e.g. call('sessionEnd', undefined, { id });
   * `query` becomes the query string of a route that reads one, e.g. call('myLeadsList', undefined, undefined, { status: 'new' }).
   */
  call<K extends RouteId>(
    id: K,
    body?: RouteRequest<K>,
    params?: RouteParams<K>,
    query?: RouteQuery<K>,
  ): Promise<RouteResponse<K>>;
  download<K extends RouteId>(
    id: K,
    body?: RouteRequest<K>,
    params?: RouteParams<K>,
    query?: RouteQuery<K>,
  ): Promise<FileDownload>;
}

async function toError(res: Response): Promise<ApiError> {
  let envelope: ErrorEnvelope;
  try {
    const parsed = ErrorEnvelopeSchema.safeParse(await res.json());
    envelope = parsed.success ? parsed.data : errorEnvelope('INTERNAL', `HTTP error! status: ${res.status}`);
  } catch {
    envelope = errorEnvelope('INTERNAL', `HTTP error! status: ${res.status}`);
  }
  return new ApiError(res.status, envelope);
}

/** `?name=value&...` of the values set (undefined, null and '' are left out), or '' when none is. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Typed client over the route table: each route's method and path come from ENDPOINTS, its types from ROUTES. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = options.baseUrl ?? '';

  async function send(id: RouteId, body: unknown, params: unknown, query: unknown): Promise<Response> {
    const route = ENDPOINTS[id];
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = { method: route.method, headers };
    if (route.method !== 'GET' && route.method !== 'DELETE') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body ?? {});
    }
    let res: Response;
    try {
      res = await doFetch(
        base + fillPath(route.path, params as Record<string, unknown> | undefined) + queryString(query),
        init,
      );
    } catch {
      throw new ApiError(0, errorEnvelope('SERVICE_UNAVAILABLE', 'Cannot reach the server. Check your connection.'));
    }
    if (!res.ok) {
      if (res.status === 401) options.onUnauthorized?.();
      throw await toError(res);
    }
    return res;
  }

  return {
    async call(id, body, params, query) {
      const res = await send(id, body, params, query);
      return (await res.json()) as RouteResponse<typeof id>;
    },
    async download(id, body, params, query) {
      const res = await send(id, body, params, query);
      const disposition = res.headers.get('content-disposition') ?? '';
      const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
      return { filename, blob: await res.blob() };
    },
  };
}
