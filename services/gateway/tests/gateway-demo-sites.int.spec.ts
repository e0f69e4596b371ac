import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DemoSitePageRequestSchema,
  SUBJECTS,
  type DemoSitePageReply,
  type DemoSitePageRequest,
  type RpcRequest,
} from '@leadgen/contracts';
import { rpcPayload } from '@leadgen/service-kit';
import { startTestService, silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import {
  DEMO_SITE_BANNER_TEXT,
  DEMO_SITE_PAGES_PER_MINUTE,
  GatewayEnvSchema,
  type RunningGateway,
  startGateway,
} from '@leadgen/gateway/testing';
import { makeWebApps } from '@leadgen/test-kit';

const gatewayEnv = (extra: Record<string, string> = {}) =>
  GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test', ...extra });

const HOME = `<!doctype html><html><head><title>Casa Demo</title><script>document.title = 'ran'</script></head>
<body><h1>Casa Demo</h1><a href="/private-events/">Private events</a> <a href="https://www.doordash.com/store/casa-demo">Order</a></body></html>`;

const html = (body: string, status = 200): DemoSitePageReply => ({
  found: true,
  status,
  content_type: 'text/html; charset=utf-8',
  body,
  delay_ms: 0,
});

/** The demo world as the leads service answers it, for a handful of addresses. */
const SITES: Record<string, DemoSitePageReply | 'garbage'> = {
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

@Controller()
class DemoSitesStandIn {
  @MessagePattern(SUBJECTS.leads.demoSitePage)
  page(
    @Payload(rpcPayload(DemoSitePageRequestSchema)) req: RpcRequest<DemoSitePageRequest>,
  ): DemoSitePageReply | { found: string } {
    asked.push(req.body.url);
    const site = SITES[req.body.url];
    if (site === 'garbage') return { found: 'maybe' };
    return site ?? { found: false, status: 404, content_type: 'text/html', body: '', delay_ms: 0 };
  }
}

@Module({ controllers: [DemoSitesStandIn] })
class LeadsStandIn {}

describe('gateway: demo websites at /demo-sites', () => {
  let gateway: RunningGateway;
  let leads: INestMicroservice | undefined;
  const view = (path: string, init: RequestInit = {}) =>
    fetch(`${gateway.url}/demo-sites/${path}`, { redirect: 'manual', ...init });

  const apps = makeWebApps();

  beforeAll(async () => {
    gateway = await startGateway(
      gatewayEnv({ DEMO_MODE: 'true', WEB_PORT: '0', WEB_APPS_DIR: apps.dir }),
      silentLogger(),
      0,
    );
    leads = await startTestService('leads', LeadsStandIn);
  });

  afterAll(async () => {
    await leads?.close();
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

  it('answers 502 when the leads service replies outside the contract', async () => {
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

  it('answers 503 quickly when the leads service is down', async () => {
    await leads?.close();
    leads = undefined;
    const started = Date.now();
    const res = await view('casa-demo-austin.example.net/');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('gateway: /demo-sites outside demo mode', () => {
  it('answers 404 when demo mode is off, and in production even when demo mode is forced on', async () => {
    const settings: Record<string, string>[] = [{ DEMO_MODE: 'false' }, { NODE_ENV: 'production', DEMO_MODE: 'true' }];
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

  it('limits pages per address', async () => {
    const gateway = await startGateway(gatewayEnv({ DEMO_MODE: 'false' }), silentLogger(), 0);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < DEMO_SITE_PAGES_PER_MINUTE; i++)
        statuses.push((await fetch(`${gateway.url}/demo-sites/casa.example.net/`)).status);
      expect(statuses.every((s) => s === 404)).toBe(true);
      const limited = await fetch(`${gateway.url}/demo-sites/casa.example.net/`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await gateway.close();
    }
  });
});
