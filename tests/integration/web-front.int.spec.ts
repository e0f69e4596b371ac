import http from 'node:http';
// @ts-expect-error plain ESM module without types
import { ensureNats, freePort, portAnswers } from '../../tools/infra.mjs';
// @ts-expect-error plain ESM module without types
import { createWebApp, listen, pageSecurity, remotesManifest } from '../../tools/web-server.mjs';
import express from 'express';
import { rawExchange } from '../support/raw-http.js';
import { requestFrom } from '../support/client-address.js';

/** The web front on a free port with `env` as its environment; closed by the returned function. */
async function webFront(gatewayUrl: string, env: Record<string, string> = {}): Promise<{ base: string; close(): Promise<void> }> {
  const web = await listen(createWebApp({ gatewayUrl, env }), 0, '127.0.0.1');
  return {
    base: `http://127.0.0.1:${(web.address() as { port: number }).port}`,
    close: async () => {
      web.closeAllConnections();
      await new Promise((r) => web.close(r));
    },
  };
}

/** The CSP's directives by name, e.g. { 'script-src': ["'self'", 'https://cdn.example.com'] }. */
function cspOf(res: Response): Record<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('web front (npm start)', () => {
  it('builds remotes.json from the environment, defaulting to the copies it serves', () => {
    expect(remotesManifest({ REMOTE_DIAGNOSTIC_MFE_URL: 'https://cdn.example.com/diag/mf-manifest.json' })).toEqual({
      search_mfe: '/remotes/search-mfe/mf-manifest.json',
      analysis_mfe: '/remotes/analysis-mfe/mf-manifest.json',
      diagnostic_mfe: 'https://cdn.example.com/diag/mf-manifest.json',
    });
  });

  it('forwards /api to the gateway with the body, and answers 503 in the envelope when the gateway is down', async () => {
    const seen: { method?: string; url?: string; body: string }[] = [];
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    const gatewayPort = await freePort();
    await new Promise<void>((r) => gateway.listen(gatewayPort, '127.0.0.1', () => r()));
    const web = await listen(createWebApp({ gatewayUrl: `http://127.0.0.1:${gatewayPort}`, env: {} }), 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(web.address() as { port: number }).port}`;
    try {
      const res = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.co"}' });
      expect(res.status).toBe(200);
      expect(seen[0]).toEqual({ method: 'POST', url: '/api/auth/signin', body: '{"email":"a@b.co"}' });
      expect((await fetch(`${base}/remotes.json`)).headers.get('cache-control')).toBe('no-store');

      await new Promise<void>((r) => gateway.close(() => r()));
      const down = await fetch(`${base}/api/config`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      web.closeAllConnections();
      await new Promise((r) => web.close(r));
    }
  });

  it('sends a CSP, frame protection, nosniff and a referrer policy on the pages and the remotes\' files', async () => {
    const front = await webFront('http://127.0.0.1:9', {
      REMOTE_DIAGNOSTIC_MFE_URL: 'https://cdn.example.com/diag/mf-manifest.json',
    });
    try {
      for (const page of ['/', '/app', '/signin', '/remotes.json', '/remotes/search-mfe/remoteEntry.js', '/remotes/search-mfe/mf-manifest.json']) {
        const res = await fetch(front.base + page);
        expect([page, res.status]).toEqual([page, 200]);
        expect([page, res.headers.get('x-content-type-options')]).toEqual([page, 'nosniff']);
        expect([page, res.headers.get('x-frame-options')]).toEqual([page, 'SAMEORIGIN']);
        expect([page, res.headers.get('referrer-policy')]).toEqual([page, 'no-referrer']);
        // Plain http: no HSTS, no upgrade of the page's requests to https.
        expect([page, res.headers.get('strict-transport-security')]).toEqual([page, null]);
        const csp = cspOf(res);
        expect(csp['frame-ancestors']).toEqual(["'self'"]);
        expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
        expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
        expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(csp['upgrade-insecure-requests']).toBeUndefined();
      }
      // A shell on another origin may load the remotes' files; the shell's own files stay same-origin.
      const remote = await fetch(front.base + '/remotes/search-mfe/remoteEntry.js');
      expect(remote.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect((await fetch(front.base + '/app')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    } finally {
      await front.close();
    }
  });

  it('allows scripts from the app\'s own origin only when every remote is served here', async () => {
    const front = await webFront('http://127.0.0.1:9');
    try {
      const csp = cspOf(await fetch(front.base + '/app'));
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
    } finally {
      await front.close();
    }
  });

  it('adds HSTS and upgrades the page\'s requests only when the page came over https', async () => {
    // As behind a TLS-terminating proxy the web server trusts: the scheme comes from X-Forwarded-Proto.
    const app = express().set('trust proxy', true).use(pageSecurity({})).get('/', (_req, res) => res.send('ok'));
    const web = await listen(app, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(web.address() as { port: number }).port}/`;
    try {
      const secure = await fetch(base, { headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(cspOf(secure)['upgrade-insecure-requests']).toEqual([]);
      const plain = await fetch(base);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      expect(cspOf(plain)['upgrade-insecure-requests']).toBeUndefined();
    } finally {
      web.closeAllConnections();
      await new Promise((r) => web.close(r));
    }
  });

  it('leaves the gateway\'s own headers on what it forwards', async () => {
    const gateway = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "sandbox; default-src 'none'" });
      res.end('<p>demo</p>');
    });
    const gatewayPort = await freePort();
    await new Promise<void>((r) => gateway.listen(gatewayPort, '127.0.0.1', () => r()));
    const front = await webFront(`http://127.0.0.1:${gatewayPort}`);
    try {
      const res = await fetch(`${front.base}/demo-sites/casa.example.net/`);
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(res.headers.get('x-frame-options')).toBeNull();
    } finally {
      await front.close();
      await new Promise<void>((r) => gateway.close(() => r()));
    }
  });

  it('keeps /metrics off the app\'s address, and answers wrong methods and malformed requests in the envelope', async () => {
    const seen: string[] = [];
    const gateway = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('http_requests_total 1');
    });
    const gatewayPort = await freePort();
    await new Promise<void>((r) => gateway.listen(gatewayPort, '127.0.0.1', () => r()));
    const front = await webFront(`http://127.0.0.1:${gatewayPort}`);
    try {
      for (const path of ['/metrics', '/metrics/', '/metrics?x=1']) {
        const res = await fetch(front.base + path);
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.stringContaining('/metrics') });
      }
      expect(seen).toEqual([]);
      expect((await fetch(`${front.base}/healthz`)).status).toBe(200);
      const missingRemote = await fetch(`${front.base}/remotes/no-such-remote/remoteEntry.js`);
      expect(missingRemote.status).toBe(404);
      expect(await missingRemote.json()).toEqual({ success: false, code: 'NOT_FOUND', error: 'Unknown route: GET /remotes/no-such-remote/remoteEntry.js' });

      for (const [method, path] of [['POST', '/'], ['DELETE', '/remotes.json'], ['PUT', '/some/page']]) {
        const res = await fetch(front.base + path, { method });
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
        expect(await res.json()).toEqual({ success: false, code: 'METHOD_NOT_ALLOWED', error: `${method} is not supported on ${path}.` });
      }

      const malformed: Array<[string, number, string]> = [
        ['POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n{}', 400, 'BAD_REQUEST'],
        ['FOO / HTTP/1.1\r\nHost: x\r\n\r\n', 501, 'NOT_IMPLEMENTED'],
        [`GET / HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
        ['GET / HTTP/1.x\r\nHost: x\r\n\r\n', 400, 'BAD_REQUEST'],
      ];
      for (const [request, status, code] of malformed) {
        const res = await rawExchange(front.base, request);
        expect(res.status).toBe(status);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.connection).toBe('close');
        expect(JSON.parse(res.body)).toEqual({ success: false, code, error: expect.any(String) });
      }
      expect(seen).toEqual(['GET /healthz']);
    } finally {
      await front.close();
      await new Promise<void>((r) => gateway.close(() => r()));
    }
  });

  it('tells the gateway the client address and scheme it saw itself, replacing what the client sent; a trusted balancer\'s are kept', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const gateway = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', () => r()));
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as { port: number }).port}`;
    const direct = await webFront(gatewayUrl);
    const behindBalancer = await webFront(gatewayUrl, { WEB_TRUST_PROXY: '127.0.0.5' });
    const claims = { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443', forwarded: 'for=6.6.6.6', 'x-real-ip': '6.6.6.6' };
    try {
      await requestFrom('127.0.0.2', `${direct.base}/api/config`, { method: 'GET', headers: claims });
      expect(seen[0]).toMatchObject({ 'x-forwarded-for': '127.0.0.2', 'x-forwarded-proto': 'http' });
      for (const gone of ['x-forwarded-port', 'forwarded', 'x-real-ip']) expect(seen[0]).not.toHaveProperty(gone);
      await requestFrom('127.0.0.5', `${behindBalancer.base}/api/config`, { method: 'GET', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-proto': 'https' } });
      expect(seen[1]).toMatchObject({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' });
      expect(() => createWebApp({ gatewayUrl, env: { WEB_TRUST_PROXY: 'true' } })).toThrow(/WEB_TRUST_PROXY: trusting every caller/);
    } finally {
      await direct.close();
      await behindBalancer.close();
      await new Promise<void>((r) => gateway.close(() => r()));
    }
  });

  it('starts nats-server when nothing answers on the NATS port', async () => {
    const port = await freePort();
    const nats = await ensureNats({ natsUrl: '', port });
    try {
      expect(nats.url).toBe(`nats://127.0.0.1:${port}`);
      expect(await portAnswers(port)).toBe(true);
      const again = await ensureNats({ natsUrl: '', port });
      expect(again.child).toBeNull(); // reuses the one answering
    } finally {
      nats.child?.kill();
    }
  });
});
