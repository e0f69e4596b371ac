import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import type { SimWorld } from '../world/world.js';
import type { SitePage } from '../world/sites/site-page.js';
import { createSitesProxy, type SitesProxy } from './sites.proxy.js';

/** A world of three sites: enough to see every kind of answer the proxy gives. */
const PAGES: Record<string, SitePage> = {
  'https://casa.example.net/': {
    found: true,
    status: 200,
    content_type: 'text/html',
    body: '<h1>Casa</h1>',
    delay_ms: 0,
  },
  'https://casa.example.net/menu': {
    found: true,
    status: 200,
    content_type: 'text/html; charset=utf-8',
    body: '<h1>Casa menu</h1>',
    delay_ms: 0,
  },
  'http://casa.example.net/menu': {
    found: true,
    status: 301,
    content_type: 'text/html',
    location: 'https://casa.example.net/menu',
    body: 'moved',
    delay_ms: 0,
  },
  'https://slow.example.net/': { found: true, status: 200, content_type: 'text/html', body: 'at last', delay_ms: 250 },
  'http://slow.example.net/': { found: true, status: 200, content_type: 'text/html', body: 'at last', delay_ms: 250 },
};
const viewers: string[] = [];
const world = {
  sites: {
    page(url: string, viewer = 'reader'): SitePage {
      viewers.push(viewer);
      return PAGES[url] ?? { found: false, status: 404, content_type: 'text/plain', body: '', delay_ms: 0 };
    },
  },
} as unknown as SimWorld;

let dataDir: string;
let proxy: SitesProxy;
let server: Server;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sites-proxy-'));
  proxy = await createSitesProxy(world, dataDir);
  server = createServer((req, res) => {
    void Promise.resolve(proxy.route(req, res, new URL(req.url ?? '/', 'http://simulator.invalid'))).then((taken) => {
      if (!taken) res.writeHead(404).end();
    });
  });
  server.on('connect', (req, socket, head) => proxy.connect(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  proxy.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request to the proxy with the request target as given (absolute form or a path). */
function ask(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a CONNECT tunnel; resolves with the proxy's status and, on 200, the raw socket. */
function tunnel(authority: string): Promise<{ status: number; socket: import('node:net').Socket }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'CONNECT', path: authority });
    req.on('connect', (res, socket) => resolve({ status: res.statusCode ?? 0, socket }));
    req.on('error', reject);
    req.end();
  });
}

/** An https GET inside a tunnel, trusting only the simulator's authority. */
async function askOverTls(host: string, pathname: string, ca: string): Promise<Answer> {
  const { status, socket } = await tunnel(`${host}:443`);
  expect(status).toBe(200);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host, path: pathname, ca, createConnection: () => tlsConnect({ socket, servername: host, ca }) },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the simulated sites behind the outbound proxy', () => {
  it("answers an absolute-form request with the site's page: status, type and body", async () => {
    const res = await ask('http://casa.example.net/menu');
    expect(res).toMatchObject({ status: 301, body: 'moved' });
    expect(res.headers.location).toBe('https://casa.example.net/menu');
    expect(res.headers['content-type']).toBe('text/html');
    expect(res.headers['proxy-status']).toBeUndefined();
  });

  it('refuses any other host in absolute form, saying the refusal is its own', async () => {
    const res = await ask('http://www.google.com/');
    expect(res.status).toBe(403);
    expect(res.headers['proxy-status']).toMatch(/error=http_request_denied/);
  });

  it("serves a world's site over TLS inside a CONNECT tunnel, with a certificate its own authority signed", async () => {
    const res = await askOverTls('casa.example.net', '/menu', proxy.caPem);
    expect(res).toMatchObject({ status: 200, body: '<h1>Casa menu</h1>' });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('is not trusted by a client that does not trust its authority', async () => {
    await expect(askOverTls('casa.example.net', '/', '')).rejects.toThrow(/certificate/i);
  });

  it.each(['www.google.com:443', 'casa.example.net:8443', '127.0.0.1:443'])('answers 403 to CONNECT %s', async (a) => {
    const { status, socket } = await tunnel(a);
    socket.destroy();
    expect(status).toBe(403);
  });

  it('keeps its certificate authority in the data folder, so a restart is still trusted', async () => {
    const again = await createSitesProxy(world, dataDir);
    expect(again.caPem).toBe(proxy.caPem);
    expect(again.caPem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(again.caFile).toBe(path.join(dataDir, 'sites-ca.pem'));
  });

  it('makes a slow site wait its delay before answering', async () => {
    const started = Date.now();
    const res = await ask('http://slow.example.net/');
    expect(res.body).toBe('at last');
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it("answers the gateway's view of a page as JSON, seen as a person sees it", async () => {
    viewers.length = 0;
    const res = await ask('/sites/casa.example.net/menu');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual(PAGES['https://casa.example.net/menu']);
    expect(viewers).toEqual(['person']);
    expect(JSON.parse((await ask('/sites/nowhere.example.net/')).body)).toMatchObject({ found: false });
  });

  it("asks for the page over http when the gateway's view says X-Forwarded-Proto: http", async () => {
    const res = await ask('/sites/casa.example.net/menu', { 'x-forwarded-proto': 'http' });
    expect(JSON.parse(res.body)).toEqual(PAGES['http://casa.example.net/menu']);
  });
});
