import { bearerOf, sessionFetch } from './session.fetch.js';

const answer = (status: number) => new Response('{}', { status });
const withToken = (token: string): RequestInit => ({ method: 'GET', headers: { authorization: `Bearer ${token}` } });

/** A fetch that answers the statuses given, one per call, and records the token each call carried. */
function fakeFetch(...statuses: number[]) {
  const sent: (string | null)[] = [];
  const fn = async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(bearerOf(init));
    return answer(statuses.shift() ?? 200);
  };
  return { fn: fn as typeof fetch, sent };
}

describe('bearerOf', () => {
  it('reads the token of a plain or Headers authorization header, else null', () => {
    expect(bearerOf(withToken('abc'))).toBe('abc');
    expect(bearerOf({ headers: new Headers({ Authorization: 'Bearer xyz' }) })).toBe('xyz');
    expect(bearerOf({})).toBeNull();
    expect(bearerOf(undefined)).toBeNull();
  });
});

describe('sessionFetch', () => {
  it('passes every answer but a 401 through, sending once', async () => {
    const { fn, sent } = fakeFetch(200);
    const res = await sessionFetch({ current: () => 'old', switching: () => null, fetch: fn })(
      '/api/x',
      withToken('old'),
    );
    expect(res.status).toBe(200);
    expect(sent).toEqual(['old']);
  });

  it('keeps a 401 for the token the browser still holds (the session really ended)', async () => {
    const { fn, sent } = fakeFetch(401);
    const res = await sessionFetch({ current: () => 'old', switching: () => null, fetch: fn })(
      '/api/x',
      withToken('old'),
    );
    expect(res.status).toBe(401);
    expect(sent).toEqual(['old']);
  });

  it('sends a request again with the new token when its session was replaced while it travelled', async () => {
    const { fn, sent } = fakeFetch(401, 200);
    const res = await sessionFetch({ current: () => 'new', switching: () => null, fetch: fn })(
      '/api/x',
      withToken('old'),
    );
    expect(res.status).toBe(200);
    expect(sent).toEqual(['old', 'new']);
  });

  it('waits for a switch under way before deciding, then sends with the token it brought', async () => {
    const { fn, sent } = fakeFetch(401, 200);
    let token = 'old';
    let settle!: () => void;
    const switched = new Promise<void>((resolve) => (settle = resolve)).then(() => void (token = 'new'));
    const pending = sessionFetch({ current: () => token, switching: () => switched, fetch: fn })(
      '/api/x',
      withToken('old'),
    );
    settle();
    expect((await pending).status).toBe(200);
    expect(sent).toEqual(['old', 'new']);
  });

  it('keeps the 401 when the switch failed and the old token stays', async () => {
    const { fn, sent } = fakeFetch(401);
    const failed = Promise.reject(new Error('join refused'));
    const res = await sessionFetch({ current: () => 'old', switching: () => failed, fetch: fn })(
      '/api/x',
      withToken('old'),
    );
    expect(res.status).toBe(401);
    expect(sent).toEqual(['old']);
  });

  it('never sends again a request that carried no token, or once signed out', async () => {
    const a = fakeFetch(401);
    expect((await sessionFetch({ current: () => 'new', switching: () => null, fetch: a.fn })('/api/x')).status).toBe(
      401,
    );
    const b = fakeFetch(401);
    const res = await sessionFetch({ current: () => null, switching: () => null, fetch: b.fn })('/x', withToken('old'));
    expect(res.status).toBe(401);
    expect(b.sent).toEqual(['old']);
  });
});
