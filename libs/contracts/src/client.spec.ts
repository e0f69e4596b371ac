import { ApiError } from './error.js';
import { createApiClient } from './client.js';

function fakeFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('typed API client', () => {
  it('calls the route of the table with the token and JSON body', async () => {
    const { fn, calls } = fakeFetch(200, { leads: [], analytics: {}, count: 0, processing_time: 0 });
    const api = createApiClient({ baseUrl: 'http://gw', fetch: fn, getToken: () => 'a.b.c' });
    await api.call('leadSearch', { city: 'Austin' });
    expect(calls[0]!.url).toBe('http://gw/api/leads/search');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer a.b.c');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ city: 'Austin' });
  });

  it('sends GET routes without a body', async () => {
    const { fn, calls } = fakeFetch(200, { base_cuisines_with_names: [] });
    await createApiClient({ fetch: fn }).call('cuisineTypes');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it("fills a templated path's values, encoded, and sends DELETE without a body", async () => {
    const { fn, calls } = fakeFetch(200, { success: true, message: 'Session ended.', sessions_ended: 1 });
    const id = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
    await createApiClient({ baseUrl: 'http://gw', fetch: fn }).call('sessionEnd', undefined, { id });
    expect(calls[0]!.url).toBe(`http://gw/api/auth/sessions/${id}`);
    expect(calls[0]!.init.method).toBe('DELETE');
    expect(calls[0]!.init.body).toBeUndefined();
    await createApiClient({ baseUrl: 'http://gw', fetch: fn }).call('sessionEnd', undefined, { id: 'a/b c' });
    expect(calls[1]!.url).toBe('http://gw/api/auth/sessions/a%2Fb%20c');
  });

  it("sends a route's query as the query string, leaving out values not set", async () => {
    const { fn, calls } = fakeFetch(200, { items: [], total: 0, page: 2, page_size: 25 });
    await createApiClient({ baseUrl: 'http://gw', fetch: fn }).call('myLeadsList', undefined, undefined, {
      status: 'lost',
      q: 'taco & co',
      page: 2,
      page_size: 25,
      due: undefined,
    });
    expect(calls[0]!.url).toBe('http://gw/api/my-leads?status=lost&q=taco+%26+co&page=2&page_size=25');
    expect(calls[0]!.init.method).toBe('GET');
    await createApiClient({ baseUrl: 'http://gw', fetch: fn }).call('myLeadsList');
    expect(calls[1]!.url).toBe('http://gw/api/my-leads');
  });

  it('raises the server envelope as an ApiError and reports 401', async () => {
    const { fn } = fakeFetch(401, { error: 'Your session has expired. Please sign in again.', code: 'UNAUTHORIZED' });
    let signedOut = false;
    const api = createApiClient({ fetch: fn, onUnauthorized: () => (signedOut = true) });
    const err = await api.call('stats').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(401);
    expect(err.message).toBe('Your session has expired. Please sign in again.');
    expect(signedOut).toBe(true);
  });

  it('turns a non-JSON error into the HTTP status message', async () => {
    const { fn } = fakeFetch(502, '<html>bad gateway</html>');
    const err = await createApiClient({ fetch: fn })
      .call('stats')
      .catch((e) => e);
    expect(err.message).toBe('HTTP error! status: 502');
  });

  it('reports an unreachable server as unavailable', async () => {
    const fn = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const err = await createApiClient({ fetch: fn })
      .call('stats')
      .catch((e) => e);
    expect(err.envelope.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('downloads files with the name the server gives', async () => {
    const { fn } = fakeFetch(200, 'a,b\n', {
      'content-disposition': 'attachment; filename="leads-2026.csv"',
      'content-type': 'text/csv',
    });
    const file = await createApiClient({ fetch: fn }).download('leadExport', { leads: [] as never, format: 'csv' });
    expect(file.filename).toBe('leads-2026.csv');
    expect(await file.blob.text()).toBe('a,b\n');
  });
});
