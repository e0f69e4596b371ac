import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import {
  DEMO_SITE_BANNER_TEXT,
  DEMO_SITE_PAGES_PER_MINUTE,
  GatewayEnvSchema,
  type RunningGateway,
  startGateway,
} from '@leadgen/gateway/testing';
import { makeWebApps } from '@leadgen/test-kit';

/** One page as the simulator's view of a site answers it (GET /sites/<host>/<path>). */
interface SitePage {
  found: boolean;
  status: number;
  content_type: string;
  location?: string;
  body: string;
  delay_ms: number;
}

const gatewayEnv = (extra: Record<string, string> = {}) =>
  GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test', ...extra });

const HOME = `<!doctype html><html><head><title>Casa Demo</title><script>document.title = 'ran'</script></head>
<body><h1>Casa Demo</h1><a href="/private-events/">Private events</a> <a href="https://www.doordash.com/store/casa-demo">Order</a></body></html>`;

const html = (body: string, status = 200): SitePage => ({
  found: true,
  status,
  content_type: 'text/html; charset=utf-8',
  body,
  delay_ms: 0,
});

/**
 * The simulator's view of a handful of sites, played by a local stand-in: it also plays the
 * failures the simulator itself never has (a reply out of shape, being down).
 */
const SITES: Record<string, SitePage | 'garbage'> = {
  'https://casa-demo-austin.example.net/': html(HOME),
  'https://casa-demo-austin.example.net/private-events/?party=40': html('<p>Private events for up to 40 guests.</p>'),
  'https://moved.example.com/': { ...html(''), status: 301, location: 'https://www.moved.example.com/' },
  'https://upgraded.example.org/': { ...html(''), status: 301, location: 'http://upgraded.example.org/' },
  'http://upgraded.example.org/': html('<p>Upgraded</p>'),
  'https://blocked.example.com/': html('<h1>Access denied</h1>', 403),
  'https://slow.example.org/': { ...html('<p>Finally</p>'), delay_ms: 30_000 },
  'https://menu.example.net/menu.txt': {
    found: true,
    status: 200,
    content_type: 'text/plain',
    body: '<b>Tacos $4</b>',
    delay_ms: 0,
  },
  'https://away.example.net/': { ...html(''), status: 302, location: 'https://elsewhere.test/' },
  'https://broken.example.com/': 'garbage',
};

const asked: string[] = [];

async function startSimulatorStandIn(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const m = /^\/sites\/([^/?]+)(\/[^?]*)?(\?.*)?$/.exec(req.url ?? '');
    if (!m) return res.writeHead(404).end();
    const scheme = req.headers['x-forwarded-proto'] === 'http' ? 'http' : 'https';
    const url = `${scheme}://${m[1]}${m[2] ?? '/'}${m[3] ?? ''}`;
    asked.push(url);
    const site = SITES[url];
    const body = JSON.stringify(
      site === 'garbage'
        ? { found: 'maybe' }
        : (site ?? { found: false, status: 404, content_type: 'text/html', body: '', delay_ms: 0 }),
    );
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('gateway: demo websites at /demo-sites', () => {
  let gateway: RunningGateway;
  let simulator: { url: string; close(): Promise<void> } | undefined;
  const view = (path: string, init: RequestInit = {}) =>
    fetch(`${gateway.url}/demo-sites/${path}`, { redirect: 'manual', ...init });

  const apps = makeWebApps();

  beforeAll(async () => {
    simulator = await startSimulatorStandIn();
    gateway = await startGateway(
      gatewayEnv({ SIMULATED_SITES_URL: simulator.url, WEB_PORT: '0', WEB_APPS_DIR: apps.dir }),
      silentLogger(),
      0,
    );
  });

  afterAll(async () => {
    await simulator?.close();
    await gateway.close();
    apps.remove();
  });

  it('shows a demo page without a session, marked as fictional, sandboxed, links kept on the view', async () => {
    const res = await view('casa-demo-austin.example.net/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(
      "sandbox allow-popups; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await res.text();
    expect(page).toContain(DEMO_SITE_BANNER_TEXT);
    expect(page.indexOf(DEMO_SITE_BANNER_TEXT)).toBeLessThan(page.indexOf('<h1>Casa Demo</h1>'));
    expect(page).toContain('href="/demo-sites/casa-demo-austin.example.net/private-events/"');
    expect(page).toContain('href="https://www.doordash.com/store/casa-demo"');
    expect(asked).toContain('https://casa-demo-austin.example.net/');
  });

  it('asks for the path and query the view names', async () => {
    const res = await view('casa-demo-austin.example.net/private-events/?party=40');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Private events for up to 40 guests.');
  });

  it("answers the site's own status, and other types as they are under the same headers", async () => {
    const blocked = await view('blocked.example.com/');
    expect(blocked.status).toBe(403);
    expect(await blocked.text()).toContain(DEMO_SITE_BANNER_TEXT);
    const menu = await view('menu.example.net/menu.txt');
    expect(menu.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(menu.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await menu.text()).toBe('<b>Tacos $4</b>');
  });

  it('keeps redirects on the view; a scheme-only redirect is followed here', async () => {
    const moved = await view('moved.example.com/');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/demo-sites/www.moved.example.com/');
    const upgraded = await view('upgraded.example.org/');
    expect(upgraded.status).toBe(200);
    expect(await upgraded.text()).toContain('Upgraded');
    const away = await view('away.example.net/');
    expect(away.status).toBe(502);
    expect(away.headers.get('location')).toBeNull();
  });

  it('answers a slow site at once: its delay is only for the site readers', async () => {
    const started = Date.now();
    const res = await view('slow.example.org/');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 404 for an unknown demo host and for any host off the reserved demo domains, never asking for those', async () => {
    const unknown = await view('nobody-here.example.com/');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'There is no demo website at this address.',
    });
    const before = asked.length;
    for (const path of [
      '127.0.0.1/',
      'localhost:3001/api/stats',
      'evil.test/',
      'example.net.evil.test/',
      'a@casa-demo-austin.example.net/',
    ]) {
      expect((await view(path)).status).toBe(404);
    }
    expect(asked.length).toBe(before);
  });

  it('answers 502 when the simulator replies outside the shape of a page', async () => {
    const res = await view('broken.example.com/');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'UPSTREAM_FAILED' });
  });

  it("is reached on the app's address like /api, with its own sandbox, not the pages' policy", async () => {
    const [there, here] = await Promise.all(
      [gateway.webUrl!, gateway.url].map((base) => fetch(`${base}/demo-sites/casa-demo-austin.example.net/`)),
    );
    expect(there.status).toBe(200);
    expect(await there.text()).toContain(DEMO_SITE_BANNER_TEXT);
    expect(there.headers.get('content-security-policy')).toBe(here.headers.get('content-security-policy'));
    expect(there.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('limits pages per address', async () => {
    const limited = await startGateway(gatewayEnv({ SIMULATED_SITES_URL: simulator!.url }), silentLogger(), 0);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < DEMO_SITE_PAGES_PER_MINUTE; i++)
        statuses.push((await fetch(`${limited.url}/demo-sites/casa.example.net/`)).status);
      expect(statuses.every((s) => s === 404)).toBe(true);
      const over = await fetch(`${limited.url}/demo-sites/casa.example.net/`);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 quickly when the simulator is down', async () => {
    await simulator?.close();
    simulator = undefined;
    const started = Date.now();
    const res = await view('casa-demo-austin.example.net/');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('gateway: /demo-sites without the simulator', () => {
  it('answers 404 when no simulator is set, whether demo mode is on or off', async () => {
    const settings: Record<string, string>[] = [{ DEMO_MODE: 'false' }, { DEMO_MODE: 'true' }];
    for (const extra of settings) {
      const gateway = await startGateway(gatewayEnv(extra), silentLogger(), 0);
      try {
        const res = await fetch(`${gateway.url}/demo-sites/casa-demo-austin.example.net/`);
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
      } finally {
        await gateway.close();
      }
    }
  });

  it('refuses to start in production with the simulator set, naming the setting', () => {
    expect(() =>
      gatewayEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SIMULATED_SITES_URL: 'http://127.0.0.1:4010' }),
    ).toThrow(/SIMULATED_SITES_URL/);
  });
});
