import { RdapClient, type RdapOptions } from './rdap.client.js';

const REGISTERED = '2026-09-01T12:00:00Z';
const domainObject = (name: string) => ({
  objectClassName: 'domain',
  ldhName: name.toUpperCase(),
  events: [{ eventAction: 'registration', eventDate: REGISTERED }],
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/rdap+json' } });

/** A registry answering from a table of URL -> answer, counting what it was asked. */
function registry(answer: (url: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    return answer(url);
  }) as typeof fetch;
  return { asked, fetchFn };
}

const client = (fetchFn: typeof fetch, options: Partial<RdapOptions> = {}) =>
  new RdapClient({
    baseUrl: 'http://127.0.0.1:9/rdap',
    bootstrapUrl: null,
    timeoutMs: 1_000,
    fetch: fetchFn,
    ...options,
  });

describe('RDAP client', () => {
  it('gives the registration date, and asks about a domain once while it is kept', async () => {
    const { asked, fetchFn } = registry((url) => json(domainObject(url.split('/').pop()!)));
    const rdap = client(fetchFn);
    const [a, b] = await Promise.all([rdap.lookup('lola.example.net'), rdap.lookup('LOLA.example.net.')]);
    expect(a).toEqual({ registered_at: Date.parse(REGISTERED) });
    expect(b).toEqual(a);
    expect(await rdap.lookup('lola.example.net')).toEqual(a);
    expect(asked).toEqual(['http://127.0.0.1:9/rdap/domain/lola.example.net']);
  });

  it('marks the date unknown for a 404, a refusal, a server error, malformed JSON, a time-out or a server that is down', async () => {
    const answers: Record<string, () => Response | Promise<Response>> = {
      'missing.com': () => json({ errorCode: 404, title: 'Not Found' }, 404),
      'refused.com': () => json({ errorCode: 429 }, 429),
      'forbidden.com': () => json({ errorCode: 403 }, 403),
      'broken.com': () => json({ errorCode: 500 }, 500),
      'garbled.com': () => new Response('{"objectClassName": "domain", "events": [', { status: 200 }),
      'html.com': () => new Response('<html>Rate limited</html>', { status: 200 }),
      'entity.com': () => json({ objectClassName: 'entity' }),
      'undated.com': () => json({ objectClassName: 'domain', events: [] }),
      'slow.com': () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      'down.com': () => Promise.reject(new TypeError('fetch failed')),
    };
    const { fetchFn } = registry((url) => answers[url.split('/').pop()!]!());
    const rdap = client(fetchFn);
    const reasons = Object.fromEntries(
      await Promise.all(
        Object.keys(answers).map(async (d) => {
          const answer = await rdap.lookup(d);
          expect(answer.registered_at).toBeNull();
          return [d, 'unknown' in answer ? answer.unknown : null];
        }),
      ),
    );
    expect(reasons).toEqual({
      'missing.com': 'not_found',
      'refused.com': 'refused',
      'forbidden.com': 'refused',
      'broken.com': 'unreachable',
      'garbled.com': 'malformed',
      'html.com': 'malformed',
      'entity.com': 'malformed',
      'undated.com': 'no_date',
      'slow.com': 'timed_out',
      'down.com': 'unreachable',
    });
  });

  it('keeps an unknown answer a shorter time than a known date', async () => {
    let missing = true;
    const { asked, fetchFn } = registry((url) =>
      url.endsWith('/new.com') && missing ? json({ errorCode: 404 }, 404) : json(domainObject('x')),
    );
    const rdap = client(fetchFn, { unknownTtlMs: 1 });
    expect((await rdap.lookup('new.com')).registered_at).toBeNull();
    expect((await rdap.lookup('old.com')).registered_at).toBe(Date.parse(REGISTERED));
    missing = false;
    await new Promise((r) => setTimeout(r, 20));
    expect((await rdap.lookup('new.com')).registered_at).toBe(Date.parse(REGISTERED));
    expect((await rdap.lookup('old.com')).registered_at).toBe(Date.parse(REGISTERED));
    expect(asked.filter((u) => u.endsWith('/old.com'))).toHaveLength(1);
    expect(asked.filter((u) => u.endsWith('/new.com'))).toHaveLength(2);
  });

  it("finds each TLD's server in the bootstrap file, read once for every domain", async () => {
    const { asked, fetchFn } = registry((url) =>
      url.endsWith('dns.json')
        ? json({
            services: [
              [['com'], ['http://127.0.0.1:9/com/']],
              [['org'], ['http://127.0.0.1:9/org']],
            ],
          })
        : json(domainObject('x')),
    );
    const rdap = client(fetchFn, { baseUrl: null, bootstrapUrl: 'http://127.0.0.1:9/dns.json' });
    const answers = await Promise.all(['a.com', 'b.org', 'c.restaurant'].map((d) => rdap.lookup(d)));
    expect(answers.map((a) => a.registered_at !== null)).toEqual([true, true, false]);
    expect(answers[2]).toEqual({ registered_at: null, unknown: 'no_registry' });
    expect(asked.sort()).toEqual([
      'http://127.0.0.1:9/com/domain/a.com',
      'http://127.0.0.1:9/dns.json',
      'http://127.0.0.1:9/org/domain/b.org',
    ]);
  });

  it('marks dates unknown while the bootstrap file cannot be read, and tries it again later', async () => {
    let up = false;
    const { asked, fetchFn } = registry((url) => {
      if (url.endsWith('dns.json'))
        return up ? json({ services: [[['com'], ['http://127.0.0.1:9/']]] }) : new Response('', { status: 503 });
      return json(domainObject('x'));
    });
    const rdap = client(fetchFn, {
      baseUrl: null,
      bootstrapUrl: 'http://127.0.0.1:9/dns.json',
      bootstrapRetryMs: 0,
      unknownTtlMs: 1,
    });
    expect(await rdap.lookup('a.com')).toEqual({ registered_at: null, unknown: 'unreachable' });
    up = true;
    await new Promise((r) => setTimeout(r, 20));
    expect((await rdap.lookup('a.com')).registered_at).toBe(Date.parse(REGISTERED));
    expect(asked.filter((u) => u.endsWith('dns.json'))).toHaveLength(2);
  });

  it('asks at most `concurrency` questions at once', async () => {
    let open = 0;
    let most = 0;
    const { fetchFn } = registry(async () => {
      open++;
      most = Math.max(most, open);
      await new Promise((r) => setImmediate(r));
      open--;
      return json(domainObject('x'));
    });
    const rdap = client(fetchFn, { concurrency: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => rdap.lookup(`place-${i}.com`)));
    expect(answers.every((a) => a.registered_at !== null)).toBe(true);
    expect(most).toBe(3);
  });
});
