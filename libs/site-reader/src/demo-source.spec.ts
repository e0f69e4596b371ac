import diagnostics_channel from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { DEMO_SITE_OFF_MESSAGE, type DemoSitePageReply } from '@leadgen/contracts';
import { readSite } from './crawl.js';
import { DEMO_WORLD_DOWN, demoSourceOver, type DemoSource } from './demo-source.js';
import { SiteReaderError } from './errors.js';
import { createSiteReader, type LookupFn } from './fetcher.js';
import { serveFixtures, type FixtureServer } from './testing/index.js';

let fx: FixtureServer;
/** Every outgoing TCP connection this process makes while a test runs. */
const sockets: string[] = [];
const onSocket = (msg: unknown): void => {
  const s = (msg as { socket: Socket }).socket;
  s.once('connect', () => sockets.push(`${s.remoteAddress}:${s.remotePort}`));
};

beforeAll(async () => {
  fx = await serveFixtures({ only: ['canary', 'redirect-hub'] });
  diagnostics_channel.subscribe('net.client.socket', onSocket);
});
afterAll(async () => {
  diagnostics_channel.unsubscribe('net.client.socket', onSocket);
  await fx.close();
});
beforeEach(() => {
  fx.resetRequests();
  sockets.length = 0;
});

const canaryPort = (): number => fx.sites['canary'].port;

/** A resolver that fails the test if the reader ever asks DNS. */
const noDns: LookupFn = async (host) => {
  throw new Error(`the resolver must not be asked (asked for ${host})`);
};

const html = (title: string, links = ''): string =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${links}<p>Tacos, tortas and aguas frescas every day.</p></body></html>`;

function page(body: string, extra: Partial<DemoSitePageReply> = {}): DemoSitePageReply {
  return { found: true, status: 200, content_type: 'text/html; charset=utf-8', body, delay_ms: 0, ...extra };
}
const redirect = (location: string, status = 301): DemoSitePageReply => ({
  found: true,
  status,
  content_type: 'text/html',
  location,
  body: '',
  delay_ms: 0,
});

/** A demo world in a table: URL -> reply; anything else is "no such site". Records what it was asked. */
function world(table: Record<string, DemoSitePageReply>): DemoSource & { asked: string[] } {
  const asked: string[] = [];
  const source = async (url: URL) => {
    asked.push(url.href);
    return table[url.href] ?? { found: false, status: 404, content_type: 'text/plain', body: '', delay_ms: 0 };
  };
  return Object.assign(source, { asked });
}

async function refusal(p: Promise<unknown>): Promise<SiteReaderError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(SiteReaderError);
    return err as SiteReaderError;
  }
  throw new Error('expected the fetch to be refused');
}

function canaryUntouched(): void {
  expect(fx.requestsTo('canary')).toHaveLength(0);
  expect(sockets.filter((s) => s.endsWith(`:${canaryPort()}`))).toEqual([]);
}

describe('demo-site addresses with demo mode off', () => {
  it.each([
    'https://dot-and-lola-s-taqueria-austin.example.net/',
    'http://EXAMPLE.COM/menu',
    'https://www.casa.example.org./',
  ])('%s is refused at once as DEMO_SITE_OFF', async (u) => {
    const err = await refusal(createSiteReader({ lookup: noDns, demoSites: 'off' }).fetchPage(u));
    expect(err.code).toBe('DEMO_SITE_OFF');
    expect(err.message).toBe(DEMO_SITE_OFF_MESSAGE);
    expect(sockets).toEqual([]);
  });

  it('a live site that redirects to a demo-site address is refused the same way', async () => {
    const reader = createSiteReader({ allowPrivateHosts: fx.allowPrivateHosts, lookup: noDns, demoSites: 'off' });
    const err = await refusal(
      reader.fetchPage(fx.url('redirect-hub', `/go?to=${encodeURIComponent('http://x.example.com/')}`)),
    );
    expect(err.code).toBe('DEMO_SITE_OFF');
  });
});

describe('demo-site pages from a demo source', () => {
  it('reads a page from the source, never from the network', async () => {
    const source = world({ 'https://lola.example.net/': page(html('Lola Taqueria')) });
    const got = await createSiteReader({ lookup: noDns, demoSites: source }).fetchPage('https://lola.example.net');
    expect(got).toMatchObject({ url: 'https://lola.example.net/', status: 200, redirects: [], charset: 'utf-8' });
    expect(got.html).toContain('Lola Taqueria');
    expect(got.bytes).toBe(Buffer.byteLength(got.html));
    expect(source.asked).toEqual(['https://lola.example.net/']);
    expect(sockets).toEqual([]);
  });

  it('never asks the source about a host that is not a demo host', async () => {
    const source = world({});
    const dns = Object.assign(async () => [{ address: '10.0.0.7', family: 4 as const }], {});
    const reader = createSiteReader({ lookup: dns, demoSites: source });
    for (const u of [
      'http://example.com.evil.test/',
      'http://notexample.com/',
      `http://127.0.0.1:${canaryPort()}/?site=x.example.com`,
      `http://127.0.0.1:${canaryPort()}/#.example.com`,
    ]) {
      expect((await refusal(reader.fetchPage(u))).code).toBe('BLOCKED_ADDRESS');
    }
    expect(source.asked).toEqual([]);
    canaryUntouched();
  });

  it('a demo-looking name built on a loopback address goes to the source and nowhere else', async () => {
    const source = world({});
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: source }).fetchPage(`http://127.0.0.1.example.com:${canaryPort()}/`),
    );
    expect(err.code).toBe('DNS_FAILED');
    expect(source.asked).toEqual([`http://127.0.0.1.example.com:${canaryPort()}/`]);
    canaryUntouched();
    expect(sockets).toEqual([]);
  });

  it('a user name before a loopback host is refused before anything is asked', async () => {
    const source = world({});
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: source }).fetchPage(`http://example.com@127.0.0.1:${canaryPort()}/`),
    );
    expect(err.code).toBe('INVALID_URL');
    expect(source.asked).toEqual([]);
    canaryUntouched();
  });

  it('"no such site" reads as an address that could not be found', async () => {
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: world({}) }).fetchPage('https://nobody.example.com/'),
    );
    expect(err.code).toBe('DNS_FAILED');
    expect(err.message).toBe('The website address could not be found.');
  });

  it.each([
    [403, 'The website answered 403 (access denied).'],
    [404, 'The website answered 404 (page not found).'],
    [503, 'The website answered 503 (service unavailable).'],
  ])('status %i is HTTP_STATUS with the live message', async (status, message) => {
    const source = world({ 'https://shy.example.com/': page('<html>Forbidden</html>', { status }) });
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: source }).fetchPage('https://shy.example.com/'),
    );
    expect(err).toMatchObject({ code: 'HTTP_STATUS', status, message });
  });

  it('a PDF is NOT_HTML and an over-size page is TOO_LARGE, as for a live site', async () => {
    const source = world({
      'https://menu.example.com/menu.pdf': page('%PDF-1.4', { content_type: 'application/pdf' }),
      'https://menu.example.com/': page(html('x'.repeat(20_000))),
    });
    const reader = createSiteReader({ lookup: noDns, demoSites: source, maxBytes: 10_000 });
    expect((await refusal(reader.fetchPage('https://menu.example.com/menu.pdf'))).message).toBe(
      'This address is not a web page (it returned a PDF file).',
    );
    expect((await refusal(reader.fetchPage('https://menu.example.com/'))).code).toBe('TOO_LARGE');
  });

  it('follows demo redirects (http to https, to www) and reports them', async () => {
    const source = world({
      'http://lola.example.net/': redirect('https://lola.example.net/'),
      'https://lola.example.net/': redirect('https://www.lola.example.net/', 308),
      'https://www.lola.example.net/': page(html('Lola')),
    });
    const got = await createSiteReader({ lookup: noDns, demoSites: source }).fetchPage('http://lola.example.net/');
    expect(got.url).toBe('https://www.lola.example.net/');
    expect(got.redirects).toEqual(['https://lola.example.net/', 'https://www.lola.example.net/']);
    expect(sockets).toEqual([]);
  });

  it('a demo redirect loop is TOO_MANY_REDIRECTS', async () => {
    const source = world({ 'https://loop.example.com/': redirect('/') });
    expect(
      (await refusal(createSiteReader({ lookup: noDns, demoSites: source }).fetchPage('https://loop.example.com/')))
        .code,
    ).toBe('TOO_MANY_REDIRECTS');
  });

  it('a sub-page redirecting to another site is refused when the reader keeps to the site', async () => {
    const source = world({
      'https://a.example.com/menu': redirect('https://b.example.com/menu'),
      'https://b.example.com/menu': page(html('B')),
    });
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: source }).fetchPage('https://a.example.com/menu', {
        sameSiteOnly: true,
      }),
    );
    expect(err.message).toBe("The page redirected away from the restaurant's own site.");
  });
});

describe('a demo page can never lead to a private address', () => {
  const hostile = (target: string): DemoSource =>
    world({ 'https://trap.example.com/': redirect(target.replace('PORT', String(canaryPort()))) });

  it.each([
    ['loopback literal', 'http://127.0.0.1:PORT/'],
    ['loopback in decimal', 'http://2130706433:PORT/'],
    ['localhost', 'http://localhost:PORT/'],
    ['IPv6 loopback', 'http://[::1]:PORT/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:PORT/'],
    ['metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['private network', 'http://10.0.0.5/admin'],
  ])('a demo redirect to %s is BLOCKED_ADDRESS and nothing is contacted', async (_label, target) => {
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: hostile(target) }).fetchPage('https://trap.example.com/'),
    );
    expect(err.code).toBe('BLOCKED_ADDRESS');
    canaryUntouched();
    expect(sockets).toEqual([]);
  });

  it('a demo redirect to a name that resolves to loopback is refused at the address check', async () => {
    const lookups: string[] = [];
    const dns: LookupFn = async (host) => {
      lookups.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const err = await refusal(
      createSiteReader({ lookup: dns, demoSites: hostile('http://rebind.attacker.test:PORT/') }).fetchPage(
        'https://trap.example.com/',
      ),
    );
    expect(err.code).toBe('BLOCKED_ADDRESS');
    expect(lookups).toEqual(['rebind.attacker.test']);
    canaryUntouched();
  });

  it('a demo redirect to file:// is UNSUPPORTED_PROTOCOL', async () => {
    expect(
      (
        await refusal(
          createSiteReader({ lookup: noDns, demoSites: hostile('file:///etc/passwd') }).fetchPage(
            'https://trap.example.com/',
          ),
        )
      ).code,
    ).toBe('UNSUPPORTED_PROTOCOL');
  });
});

describe('a slow or failing demo world', () => {
  it('a site slower than the time limit is TIMEOUT, within the limit', async () => {
    const source = world({ 'https://slow.example.com/': page(html('Slow'), { delay_ms: 60_000 }) });
    const t = Date.now();
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: source, timeoutMs: 300 }).fetchPage('https://slow.example.com/'),
    );
    expect(err.code).toBe('TIMEOUT');
    expect(err.message).toBe('The website took too long to answer.');
    expect(Date.now() - t).toBeLessThan(2500);
  });

  it('a site a little slow but within the limit is read', async () => {
    const source = world({ 'https://steady.example.com/': page(html('Steady'), { delay_ms: 50 }) });
    const got = await createSiteReader({ lookup: noDns, demoSites: source, timeoutMs: 3000 }).fetchPage(
      'https://steady.example.com/',
    );
    expect(got.ms).toBeGreaterThanOrEqual(45);
  });

  it('a source that never answers is TIMEOUT even when it ignores the abort signal', async () => {
    const source: DemoSource = () => new Promise(() => undefined);
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: source, timeoutMs: 300 }).fetchPage('https://hang.example.com/'),
    );
    expect(err.code).toBe('TIMEOUT');
  });

  it('a source that fails is FETCH_FAILED', async () => {
    const source: DemoSource = async () => {
      throw new Error('boom');
    };
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: source }).fetchPage('https://down.example.com/'),
    );
    expect(err).toMatchObject({ code: 'FETCH_FAILED', message: 'The demo website could not be reached.' });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'hello'],
    ['a reply without a status', { found: true, content_type: 'text/html', body: '<html></html>' }],
    ['an impossible status', { found: true, status: 42, content_type: 'text/html', body: '' }],
  ])('a source answering %s is FETCH_FAILED, not a crash', async (_label, reply) => {
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: async () => reply }).fetchPage('https://garbage.example.com/'),
    );
    expect(err).toMatchObject({
      code: 'FETCH_FAILED',
      message: 'The demo website answered with something that is not a web page.',
    });
  });

  it('a transport that fails says the demo world did not answer', async () => {
    const source = demoSourceOver(async () => {
      throw new Error('no responders');
    });
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: source }).fetchPage('https://down.example.com/'),
    );
    expect(err).toMatchObject({ code: 'FETCH_FAILED', message: DEMO_WORLD_DOWN });
  });

  it('a demo world that is itself off refuses the address as demo mode off', async () => {
    const source = demoSourceOver(async () => {
      throw { error: DEMO_SITE_OFF_MESSAGE, code: 'NOT_FOUND' };
    });
    const err = await refusal(
      createSiteReader({ lookup: noDns, demoSites: source }).fetchPage('https://lola.example.net/'),
    );
    expect(err).toMatchObject({ code: 'DEMO_SITE_OFF', message: DEMO_SITE_OFF_MESSAGE });
  });

  it('a transport passes the URL asked for and its answer through', async () => {
    const asked: unknown[] = [];
    const source = demoSourceOver(async (req) => {
      asked.push(req);
      return page(html('Over the wire'));
    });
    const got = await createSiteReader({ lookup: noDns, demoSites: source }).fetchPage('https://wire.example.com/');
    expect(got.html).toContain('Over the wire');
    expect(asked).toEqual([{ url: 'https://wire.example.com/' }]);
  });
});

describe('readSite over a demo source', () => {
  it('reads the home page and the pages it links that matter', async () => {
    const links =
      '<a href="/menu">Menu</a> <a href="/private-events">Private Events</a> <a href="/careers">Careers</a> <a href="https://other.example.com/catering">Catering</a>';
    const source = world({
      'https://lola.example.net/': page(html('Lola', links)),
      'https://lola.example.net/menu': page(html('Menu')),
      'https://lola.example.net/private-events': page(html('Private events')),
      'https://lola.example.net/careers': page(html('Careers')),
    });
    const facts = await readSite(createSiteReader({ lookup: noDns, demoSites: source }), 'https://lola.example.net/', {
      maxPages: 6,
    });
    expect(facts.pages.map((p) => new URL(p.url).pathname).sort()).toEqual(['/careers', '/menu', '/private-events']);
    expect(facts.errors).toEqual([]);
    expect(source.asked).not.toContain('https://other.example.com/catering');
    expect(sockets).toEqual([]);
  });
});
