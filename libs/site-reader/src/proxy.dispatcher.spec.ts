import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createSiteReader, type SiteReader } from './fetcher.js';
import { SiteReaderError } from './errors.js';
import { PROXY_DOWN_MESSAGE, PROXY_REFUSED_MESSAGE } from './proxy.dispatcher.js';
import { fixtureTls } from './testing/index.js';

/**
 * A local outbound proxy like an operator's egress proxy: it resolves the names it serves itself
 * (to local test sites), answers absolute-form requests and opens CONNECT tunnels, and refuses
 * every other name. It records what it was asked, so a test can see what reached it.
 */
interface FakeProxy {
  url: string;
  asked: string[];
  close(): Promise<void>;
}

const listen = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

let site: Server;
let secure: Server;
let proxy: FakeProxy;
let names: Record<string, number>;

beforeAll(async () => {
  site = createServer((req, res) => {
    const host = req.headers.host ?? '';
    if (req.url === '/moved') {
      res.writeHead(301, { location: 'http://other.test/landing' });
      return res.end();
    }
    if (req.url === '/to-private') {
      res.writeHead(302, { location: 'http://10.0.0.7/admin' });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<html><head><title>${host}${req.url}</title></head><body><p>Served for ${host}</p></body></html>`);
  });
  const tls = fixtureTls();
  secure = createHttpsServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html><head><title>secure ${req.url}</title></head><body>tls</body></html>`);
  });
  const sitePort = await listen(site);
  const securePort = await listen(secure);
  names = { 'bistro.test': sitePort, 'other.test': sitePort, 'secure.test': securePort };
  proxy = await startFakeProxy();
});
afterAll(async () => {
  await proxy.close();
  await closeServer(site);
  await closeServer(secure);
});
beforeEach(() => {
  proxy.asked.length = 0;
});

async function startFakeProxy(): Promise<FakeProxy> {
  const asked: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    asked.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? '/');
    const port = names[target.hostname];
    if (!port) {
      res.writeHead(403, { 'content-type': 'text/html', 'proxy-status': 'fakeproxy; error=http_request_denied' });
      return res.end('<html><body>Access denied by the proxy</body></html>');
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port, path: `${target.pathname}${target.search}`, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.end();
  });
  server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    asked.push(`CONNECT ${req.url}`);
    const [host] = (req.url ?? '').split(':');
    const port = names[host];
    if (!port || host !== 'secure.test') return socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    const upstream = connect(port, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, asked, close: () => closeServer(server) };
}

const through = (url = proxy.url): SiteReader =>
  createSiteReader({ proxy: { url, ca: fixtureTls().ca }, timeoutMs: 5000 });

async function refusal(p: Promise<unknown>): Promise<SiteReaderError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(SiteReaderError);
    return err as SiteReaderError;
  }
  throw new Error('expected the fetch to be refused');
}

describe('reading websites through an outbound proxy', () => {
  it('reads a plain http page by asking the proxy in absolute form; the proxy resolves the name', async () => {
    const page = await through().fetchPage('http://bistro.test/menu');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Served for bistro.test');
    expect(proxy.asked).toEqual(['GET http://bistro.test/menu']);
  });

  it('reads an https page through a CONNECT tunnel, trusting the extra certificate authority', async () => {
    const page = await through().fetchPage('https://secure.test/about');
    expect(page.html).toContain('secure /about');
    expect(proxy.asked).toEqual(['CONNECT secure.test:443']);
  });

  it("trusts the proxy's authority only in a reader given it, though every reader shares one TLS context per authority", async () => {
    await through().fetchPage('https://secure.test/about');
    const plain = createSiteReader({ proxy: { url: proxy.url }, timeoutMs: 5000 });
    const err = await refusal(plain.fetchPage('https://secure.test/about'));
    expect(err).toMatchObject({ code: 'FETCH_FAILED', message: "The website's security certificate is not valid." });
    const page = await through().fetchPage('https://secure.test/menu');
    expect(page.html).toContain('secure /menu');
  });

  it('follows a redirect through the proxy, every hop asked of it', async () => {
    const page = await through().fetchPage('http://bistro.test/moved');
    expect(page.url).toBe('http://other.test/landing');
    expect(page.redirects).toEqual(['http://other.test/landing']);
    expect(proxy.asked).toEqual(['GET http://bistro.test/moved', 'GET http://other.test/landing']);
  });

  it.each(['http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://localhost/', 'https://[::1]/'])(
    'refuses %s before the proxy is contacted',
    async (url) => {
      const err = await refusal(through().fetchPage(url));
      expect(err.code).toBe('BLOCKED_ADDRESS');
      expect(proxy.asked).toEqual([]);
    },
  );

  it('refuses a redirect to a private address before asking the proxy for it', async () => {
    const err = await refusal(through().fetchPage('http://bistro.test/to-private'));
    expect(err.code).toBe('BLOCKED_ADDRESS');
    expect(proxy.asked).toEqual(['GET http://bistro.test/to-private']);
  });

  it("reads the tests' allow-listed loopback sites directly, never asking the proxy; every other host still goes through it", async () => {
    const reader = createSiteReader({
      proxy: { url: proxy.url, ca: fixtureTls().ca },
      allowPrivateHosts: ['127.0.0.1'],
      timeoutMs: 5000,
    });
    const local = await reader.fetchPage(`http://127.0.0.1:${names['bistro.test']}/fixture`);
    expect(local.html).toContain('/fixture');
    expect(proxy.asked).toEqual([]);
    await reader.fetchPage('http://bistro.test/menu');
    expect(proxy.asked).toEqual(['GET http://bistro.test/menu']);
  });

  it('says the proxy did not answer when it is down', async () => {
    const gone = await startFakeProxy();
    await gone.close();
    const err = await refusal(through(gone.url).fetchPage('http://bistro.test/'));
    expect(err).toMatchObject({ code: 'FETCH_FAILED', message: PROXY_DOWN_MESSAGE });
  });

  it('says the proxy refused the address when it answers 403 to a tunnel', async () => {
    const err = await refusal(through().fetchPage('https://elsewhere.test/'));
    expect(err).toMatchObject({ code: 'FETCH_FAILED', message: PROXY_REFUSED_MESSAGE });
    expect(proxy.asked).toEqual(['CONNECT elsewhere.test:443']);
  });

  it('says the proxy refused the address when its own 403 says so, not that the site denied access', async () => {
    const err = await refusal(through().fetchPage('http://elsewhere.test/'));
    expect(err).toMatchObject({ code: 'FETCH_FAILED', message: PROXY_REFUSED_MESSAGE });
  });

  it('refuses a proxy address that is not http://host:port when the reader is made', () => {
    expect(() => createSiteReader({ proxy: { url: 'socks5://127.0.0.1:1080' } })).toThrow(/http:\/\/host:port/);
    expect(() => createSiteReader({ proxy: { url: 'not a url' } })).toThrow(/http:\/\/host:port/);
  });
});
