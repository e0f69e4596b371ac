import diagnostics_channel from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createSiteReader, type LookupFn } from './fetcher.js';
import { SiteReaderError } from './errors.js';
import { fixtureTls, serveFixtures, type FixtureServer } from './testing/index.js';

let fx: FixtureServer;
/** Every outgoing TCP connection attempt made by this process while a test runs. */
const sockets: string[] = [];
const onSocket = (msg: unknown): void => {
  const s = (msg as { socket: Socket }).socket;
  // remote address is only known once connected: record it then (and on failure the attempted one).
  s.once('connect', () => sockets.push(`${s.remoteAddress}:${s.remotePort}`));
};

beforeAll(async () => {
  fx = await serveFixtures({
    only: ['redirect-hub', 'canary', 'huge-body', 'endless', 'not-html', 'slow', 'gatekeeper-steakhouse'],
    slowMs: 3000,
  });
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

/** A resolver that never touches real DNS. */
const fakeDns = (table: Record<string, string[]>): LookupFn & { calls: string[] } => {
  const calls: string[] = [];
  const fn = async (host: string) => {
    calls.push(host);
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));
  };
  return Object.assign(fn, { calls });
};

const noDns: LookupFn = async (host) => {
  throw new Error(`test resolver must not be called (asked for ${host})`);
};

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
  const canaryPort = String(fx.sites['canary'].port);
  expect(sockets.filter((s) => s.endsWith(`:${canaryPort}`))).toEqual([]);
}

describe('createSiteReader settings', () => {
  it('refuses an allow-list in production', () => {
    const prev = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => createSiteReader({ allowPrivateHosts: ['127.0.0.1'] })).toThrow(/production/);
      expect(() => createSiteReader({})).not.toThrow();
    } finally {
      process.env.NODE_ENV = prev;
    }
  });

  it('has sane defaults and a desktop Chrome user agent', () => {
    const r = createSiteReader();
    expect(r.settings).toMatchObject({ timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 });
    expect(r.settings.userAgent).toMatch(
      /^Mozilla\/5\.0 \(Windows NT 10\.0; Win64; x64\) AppleWebKit\/537\.36 \(KHTML, like Gecko\) Chrome\/\d+\.0\.0\.0 Safari\/537\.36$/,
    );
  });
});

describe('fetchPage: URLs and protocols', () => {
  const reader = createSiteReader({ lookup: noDns });
  it.each(['', '   ', 'not a url', 'http//missing-colon.example.com', '//example.com/x'])(
    'refuses %p as INVALID_URL',
    async (u) => {
      expect((await refusal(reader.fetchPage(u))).code).toBe('INVALID_URL');
    },
  );
  it.each([
    'file:///etc/passwd',
    'ftp://ftp.example.com/menu.html',
    'gopher://127.0.0.1:70/_GET',
    'javascript:alert(1)',
    'data:text/html,<h1>x</h1>',
    'ws://example.com/',
  ])('refuses %s as UNSUPPORTED_PROTOCOL', async (u) => {
    const err = await refusal(reader.fetchPage(u));
    expect(err.code).toBe('UNSUPPORTED_PROTOCOL');
    expect(err.message).toBe('Only http:// and https:// web addresses can be fetched.');
  });
  it('refuses credentials in the URL', async () => {
    expect((await refusal(reader.fetchPage('http://user:pw@example.com/'))).code).toBe('INVALID_URL');
  });
});

describe('fetchPage: SSRF refusals (no connection made)', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:PORT/'],
    ['loopback, other /8 address', 'http://127.9.9.9:PORT/'],
    ['loopback in decimal', 'http://2130706433:PORT/'],
    ['loopback in hex', 'http://0x7f000001:PORT/'],
    ['localhost name', 'http://localhost:PORT/'],
    ['*.localhost name', 'http://app.localhost:PORT/'],
    ['10/8', 'http://10.0.0.5/'],
    ['172.16/12 low', 'http://172.16.0.1/'],
    ['172.16/12 high', 'http://172.31.255.254/'],
    ['192.168/16', 'http://192.168.1.1/'],
    ['metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['link-local', 'http://169.254.10.10/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['unspecified', 'http://0.0.0.0:PORT/'],
    ['multicast', 'http://224.0.0.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['IPv6 loopback', 'http://[::1]:PORT/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:PORT/'],
    ['IPv4-mapped IPv6 private', 'http://[::ffff:10.0.0.1]/'],
    ['IPv6 unique-local', 'http://[fd00::1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv6 unspecified', 'http://[::]:PORT/'],
    ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/'],
    ['IPv4-compatible IPv6 loopback', 'http://[::127.0.0.1]:PORT/'],
    ['IPv4-compatible IPv6, hex form', 'http://[::7f00:1]:PORT/'],
    ['NAT64 of a public address', 'http://[64:ff9b::808:808]/'],
    ['local-use NAT64', 'http://[64:ff9b:1::a00:1]/'],
    ['IPv6 site-local', 'http://[fec0::1]/'],
    ['IPv6 discard', 'http://[100::1]/'],
    ['6to4', 'http://[2002:a00:1::1]/'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
    ['IPv6 documentation', 'http://[2001:db8::1]/'],
    ['IPv4 benchmarking', 'http://198.18.0.1/'],
  ])('%s (%s) -> BLOCKED_ADDRESS', async (_label, template) => {
    const reader = createSiteReader({ lookup: noDns });
    const u = template.replace('PORT', String(fx.sites['canary'].port));
    const err = await refusal(reader.fetchPage(u));
    expect(err.code).toBe('BLOCKED_ADDRESS');
    expect(err.message).toBe('This address points to a private network and cannot be fetched.');
    canaryUntouched();
    expect(sockets).toEqual([]);
  });

  it('a public-looking name that resolves to a private address is refused', async () => {
    const dns = fakeDns({ 'evil.example.com': ['10.0.0.5'] });
    const reader = createSiteReader({ lookup: dns });
    const err = await refusal(reader.fetchPage('http://evil.example.com/'));
    expect(err.code).toBe('BLOCKED_ADDRESS');
    expect(dns.calls).toEqual(['evil.example.com']);
    expect(sockets).toEqual([]);
  });

  it('a name that resolves to loopback is refused before connecting (canary untouched)', async () => {
    const dns = fakeDns({ 'evil.example.com': ['127.0.0.1'] });
    const reader = createSiteReader({ lookup: dns });
    const err = await refusal(reader.fetchPage(`http://evil.example.com:${fx.sites['canary'].port}/`));
    expect(err.code).toBe('BLOCKED_ADDRESS');
    canaryUntouched();
  });

  it('a name with one public and one private address is refused', async () => {
    const reader = createSiteReader({ lookup: fakeDns({ 'mixed.example.com': ['93.184.215.14', '192.168.0.10'] }) });
    expect((await refusal(reader.fetchPage('http://mixed.example.com/'))).code).toBe('BLOCKED_ADDRESS');
    expect(sockets).toEqual([]);
  });

  it('a name that resolves to IPv4-mapped loopback or metadata is refused', async () => {
    const reader = createSiteReader({
      lookup: fakeDns({ a: ['::ffff:127.0.0.1'], b: ['169.254.169.254'], c: ['::1'] }),
    });
    for (const h of ['a', 'b', 'c']) {
      expect((await refusal(reader.fetchPage(`http://${h}:${fx.sites['canary'].port}/`))).code).toBe('BLOCKED_ADDRESS');
    }
    canaryUntouched();
  });

  it.each([
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible public', '::808:808'],
    ['NAT64', '64:ff9b::7f00:1'],
    ['local-use NAT64', '64:ff9b:1::a00:1'],
    ['site-local', 'fec0::1'],
    ['discard', '100::1'],
    ['6to4', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['SIIT', '::ffff:0:7f00:1'],
  ])('a name whose DNS answer is %s (%s) is refused before connecting', async (_label, address) => {
    const dns = fakeDns({ 'sneaky.example.com': [address] });
    const reader = createSiteReader({ lookup: dns });
    const err = await refusal(reader.fetchPage(`http://sneaky.example.com:${fx.sites['canary'].port}/`));
    expect(err.code).toBe('BLOCKED_ADDRESS');
    expect(dns.calls).toEqual(['sneaky.example.com']);
    canaryUntouched();
    expect(sockets).toEqual([]);
  });

  it('resolves once per connection and connects to exactly the address it checked (no rebinding window)', async () => {
    // An allow-listed test name resolving to loopback: the connection must go to the address the
    // resolver gave at connect time, and the resolver is consulted once per connection.
    const dns = fakeDns({ 'canary.test': ['127.0.0.1'] });
    const reader = createSiteReader({ lookup: dns, allowPrivateHosts: ['canary.test'] });
    const page = await reader.fetchPage(`http://canary.test:${fx.sites['canary'].port}/`);
    expect(page.status).toBe(200);
    expect(dns.calls).toEqual(['canary.test']);
    expect(sockets).toEqual([`127.0.0.1:${fx.sites['canary'].port}`]);
    expect(fx.requestsTo('canary')[0].headers.host).toBe(`canary.test:${fx.sites['canary'].port}`);
  });

  it('an unresolvable name is DNS_FAILED', async () => {
    const reader = createSiteReader({ lookup: fakeDns({}) });
    const err = await refusal(reader.fetchPage('http://no-such-restaurant.example.com/'));
    expect(err.code).toBe('DNS_FAILED');
    expect(err.message).toBe('The website address could not be found.');
  });
});

describe('fetchPage: redirects re-checked at every hop', () => {
  const make = () =>
    createSiteReader({
      allowPrivateHosts: fx.allowPrivateHosts,
      lookup: fakeDns({ 'evil.example.com': ['127.0.0.1'] }),
      timeoutMs: 3000,
    });

  it.each([
    ['/to-loopback-name', 'BLOCKED_ADDRESS'],
    ['/to-mapped', 'BLOCKED_ADDRESS'],
    ['/to-ipv6-loopback', 'BLOCKED_ADDRESS'],
    ['/to-private', 'BLOCKED_ADDRESS'],
    ['/to-metadata', 'BLOCKED_ADDRESS'],
    ['/to-evil-name', 'BLOCKED_ADDRESS'],
    ['/to-file', 'UNSUPPORTED_PROTOCOL'],
    ['/to-gopher', 'UNSUPPORTED_PROTOCOL'],
  ])('allowed site redirecting %s -> %s', async (p, code) => {
    const err = await refusal(make().fetchPage(fx.url('redirect-hub', p)));
    expect(err.code).toBe(code);
    expect(fx.requestsTo('redirect-hub').map((r) => r.path)).toEqual([p]);
    canaryUntouched();
  });

  it('follows a same-site redirect and reports it', async () => {
    const page = await make().fetchPage(fx.url('redirect-hub', '/to-self-site'));
    expect(page.url).toBe(fx.url('redirect-hub', '/landing'));
    expect(page.redirects).toEqual([fx.url('redirect-hub', '/landing')]);
    expect(page.html).toContain('You arrived');
  });

  it('follows exactly maxRedirects hops, refuses one more', async () => {
    const page = await make().fetchPage(fx.url('redirect-hub', '/chain/5'));
    expect(page.redirects).toHaveLength(5);
    const err = await refusal(make().fetchPage(fx.url('redirect-hub', '/chain/6')));
    expect(err.code).toBe('TOO_MANY_REDIRECTS');
    expect(fx.requestsTo('redirect-hub')).toHaveLength(6 + 6);
  });

  it('a redirect loop is TOO_MANY_REDIRECTS', async () => {
    expect((await refusal(make().fetchPage(fx.url('redirect-hub', '/loop')))).code).toBe('TOO_MANY_REDIRECTS');
  });

  it('an allowed redirect to another allow-listed fixture works (positive control)', async () => {
    const page = await make().fetchPage(fx.url('redirect-hub', '/to-canary'));
    expect(page.html).toContain('Canary');
    expect(fx.requestsTo('canary')).toHaveLength(1);
  });
});

describe('fetchPage: bodies, types, statuses, time', () => {
  const make = (o: { timeoutMs?: number; maxBytes?: number } = {}) =>
    createSiteReader({ allowPrivateHosts: fx.allowPrivateHosts, ...o });

  it('a 50 MB body is refused from its Content-Length without reading it', async () => {
    const err = await refusal(make().fetchPage(fx.url('huge-body')));
    expect(err.code).toBe('TOO_LARGE');
    expect(err.message).toBe('The page is too large to read.');
  });

  it('a 50 MB chunked body is cut off while streaming', async () => {
    const t = Date.now();
    expect((await refusal(make().fetchPage(fx.url('huge-body', '/chunked')))).code).toBe('TOO_LARGE');
    expect(Date.now() - t).toBeLessThan(5000);
  });

  it('a never-ending body is cut off at maxBytes', async () => {
    expect((await refusal(make({ maxBytes: 256 * 1024 }).fetchPage(fx.url('endless')))).code).toBe('TOO_LARGE');
  });

  it.each([
    ['/', /JSON/],
    ['/menu.pdf', /PDF/],
    ['/untyped', /not a web page/],
  ])('non-HTML %s is NOT_HTML', async (p, msg) => {
    const err = await refusal(make().fetchPage(fx.url('not-html', p)));
    expect(err.code).toBe('NOT_HTML');
    expect(err.message).toMatch(msg);
  });

  it('403 is HTTP_STATUS with the status and a plain message', async () => {
    const err = await refusal(make().fetchPage(fx.url('gatekeeper-steakhouse')));
    expect(err.code).toBe('HTTP_STATUS');
    expect(err.status).toBe(403);
    expect(err.message).toBe('The website answered 403 (access denied).');
  });

  it('404 is HTTP_STATUS 404', async () => {
    const err = await refusal(make().fetchPage(fx.url('canary', '/no-such-page')));
    expect(err.status).toBe(404);
  });

  it('a slow site is TIMEOUT within the total time limit', async () => {
    const t = Date.now();
    const err = await refusal(make({ timeoutMs: 300 }).fetchPage(fx.url('slow')));
    expect(err.code).toBe('TIMEOUT');
    expect(err.message).toBe('The website took too long to answer.');
    expect(Date.now() - t).toBeLessThan(2500);
  });

  it('a closed port is FETCH_FAILED (refused)', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const err = await refusal(make().fetchPage(`http://127.0.0.1:${port}/`));
    expect(err.code).toBe('FETCH_FAILED');
    expect(err.message).toBe('The website refused the connection.');
  });

  it('a body that trickles forever is TIMEOUT (the limit covers the body too)', async () => {
    const t = Date.now();
    const err = await refusal(make({ timeoutMs: 400 }).fetchPage(fx.url('slow', '/drip')));
    expect(err.code).toBe('TIMEOUT');
    expect(Date.now() - t).toBeLessThan(2500);
  });

  it('a good page comes back with its facts and a browser-like request', async () => {
    const page = await make().fetchPage(fx.url('canary'));
    expect(page).toMatchObject({ url: fx.url('canary'), status: 200, redirects: [] });
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.bytes).toBe(Buffer.byteLength(page.html));
    expect(page.ms).toBeGreaterThanOrEqual(0);
    const req = fx.requestsTo('canary')[0];
    expect(req.headers['user-agent']).toMatch(/Chrome\/\d+/);
    expect(req.headers['accept']).toMatch(/text\/html/);
  });
});

describe('fetchPage: encodings and charsets', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/gzip') {
        const body = gzipSync(Buffer.from('<!doctype html><title>Zipped</title><p>Crêpes</p>'));
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          'content-length': body.length,
        });
        return res.end(body);
      }
      if (req.url === '/bomb') {
        const body = gzipSync(Buffer.alloc(8 * 1024 * 1024, 'a'));
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': body.length });
        return res.end(body);
      }
      if (req.url === '/latin1') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(
          Buffer.concat([
            Buffer.from('<html><head><meta charset="windows-1252"><title>Caf'),
            Buffer.from([0xe9]),
            Buffer.from('</title></head></html>'),
          ]),
        );
      }
      if (req.url === '/undeclared') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(Buffer.concat([Buffer.from('<p>Jalape'), Buffer.from([0xf1]), Buffer.from('o</p>')]));
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  const reader = () => createSiteReader({ allowPrivateHosts: ['127.0.0.1'] });

  it('decompresses gzip', async () => {
    expect((await reader().fetchPage(`${origin}/gzip`)).html).toContain('Crêpes');
  });
  it('caps the decompressed size (zip bomb)', async () => {
    expect((await refusal(reader().fetchPage(`${origin}/bomb`))).code).toBe('TOO_LARGE');
  });
  it('honours <meta charset>', async () => {
    const page = await reader().fetchPage(`${origin}/latin1`);
    expect(page.html).toContain('Café');
    expect(page.charset).toBe('windows-1252');
  });
  it('reads undeclared non-UTF-8 bytes as windows-1252', async () => {
    expect((await reader().fetchPage(`${origin}/undeclared`)).html).toContain('Jalapeño');
  });
});

describe('fetchPage: https keeps the hostname for SNI and certificate checks while connecting to the pinned address', () => {
  const tls = fixtureTls();
  let server: ReturnType<typeof createHttpsServer>;
  let port = 0;
  const seen: Array<string | undefined> = [];
  beforeAll(async () => {
    server = createHttpsServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      seen.push(req.headers.host);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Secure</title><p>over TLS</p>');
    });
    server.on('tlsClientError', () => undefined);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('fetches https://secure.test through the validated address with a verified certificate', async () => {
    const reader = createSiteReader({
      tlsCa: tls.ca,
      allowPrivateHosts: ['secure.test'],
      lookup: fakeDns({ 'secure.test': ['127.0.0.1'] }),
    });
    const page = await reader.fetchPage(`https://secure.test:${port}/`);
    expect(page.html).toContain('over TLS');
    expect(seen.at(-1)).toBe(`secure.test:${port}`);
    expect(sockets).toEqual([`127.0.0.1:${port}`]);
  });

  it('refuses a certificate that does not name the host', async () => {
    const reader = createSiteReader({ tlsCa: tls.ca, allowPrivateHosts: ['127.0.0.1'] });
    const err = await refusal(reader.fetchPage(`https://127.0.0.1:${port}/`));
    expect(err.code).toBe('FETCH_FAILED');
    expect(err.message).toBe("The website's security certificate is not valid.");
  });

  it('refuses an untrusted certificate', async () => {
    const reader = createSiteReader({
      allowPrivateHosts: ['secure.test'],
      lookup: fakeDns({ 'secure.test': ['127.0.0.1'] }),
    });
    const err = await refusal(reader.fetchPage(`https://secure.test:${port}/`));
    expect(err.code).toBe('FETCH_FAILED');
    expect(err.message).toBe("The website's security certificate is not valid.");
  });
});
