/** The bearer token a request carried, or null. */
export function bearerOf(init?: RequestInit): string | null {
  const value = new Headers(init?.headers).get('authorization') ?? '';
  return /^Bearer (.+)$/.exec(value)?.[1] ?? null;
}

export interface SessionFetchOptions {
  /** The token the browser holds now. */
  current: () => string | null;
  /** A new session on its way (joining a team answers one and ends the old), or null. */
  switching: () => Promise<unknown> | null;
  fetch?: typeof fetch;
}

/**
 * Fetch for the signed-in client. A request refused (401) because the session it carried was
 * replaced while it travelled (joining a team ends the old session) is sent once more with the new
 * token, after the switch has settled; any other 401 stands, and signs the rep out as before. The
 * gateway refuses a token before anything runs, so sending again never does a thing twice.
 */
export function sessionFetch({ current, switching, fetch: send = (...a) => fetch(...a) }: SessionFetchOptions) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const res = await send(input, init);
    if (res.status !== 401) return res;
    const sent = bearerOf(init);
    await switching()?.catch(() => undefined);
    const token = current();
    if (!sent || !token || token === sent) return res;
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    return send(input, { ...init, headers });
  };
}
