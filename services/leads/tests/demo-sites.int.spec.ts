import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import { DEMO_VENDOR_EXAMPLES, DemoSitePageReplySchema, SUBJECTS, type DemoSitePageReply } from '@leadgen/contracts';
import { testNatsUrl } from '@leadgen/service-kit/testing';
import { demoSiteHosts, demoSiteTruth, LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';

interface Packet {
  response?: unknown;
  err?: { code: string; error: string; fields?: Record<string, string[]> };
}

/** The demo world's pages over real NATS, answered by the leads service as the site readers and the gateway ask for them. */
describe('leads.demo-site-page over NATS (demo mode)', () => {
  let leads: INestMicroservice;
  let nc: NatsConnection;
  let n = 0;
  const request = async (body: unknown): Promise<Packet> => {
    const id = `demo-site-${++n}`;
    const reply = await nc.request(
      SUBJECTS.leads.demoSitePage,
      JSON.stringify({
        pattern: SUBJECTS.leads.demoSitePage,
        id,
        data: { request_id: id, caller: null, ip: '', body },
      }),
      { timeout: 10_000 },
    );
    return reply.json<Packet>();
  };
  const pageAt = async (url: string): Promise<DemoSitePageReply> => {
    const packet = await request({ url });
    expect(packet.err).toBeUndefined();
    return DemoSitePageReplySchema.parse(packet.response);
  };
  const sites = demoSiteHosts(40).map((h) => demoSiteTruth(h)!);
  const normal = sites.find((t) => t.behaviour === 'normal' && !t.chain)!;

  beforeAll(async () => {
    const env = LeadsEnvSchema.parse({ NATS_URL: testNatsUrl(), NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    leads = await startLeadsService(env);
    nc = await connect({ servers: testNatsUrl() });
  }, 30_000);

  afterAll(async () => {
    await nc?.close();
    await leads?.close();
  });

  it('answers a demo restaurant’s home page as its site would: 200 HTML naming the restaurant, its address and its pages', async () => {
    const home = await pageAt(normal.listing_url);
    expect(home).toMatchObject({ found: true, status: 200, content_type: 'text/html; charset=utf-8', delay_ms: 0 });
    expect(home.body).toContain(`<title>${normal.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}`);
    for (const path of normal.pages.filter((p) => p !== '/'))
      expect(home.body).toContain(`https://${normal.host}${path}"`);
    for (const path of normal.pages) expect((await pageAt(`https://${normal.host}${path}`)).status).toBe(200);
  });

  it('answers a chain location’s page on the brand’s site', async () => {
    const chain = sites.find((t) => t.chain && t.behaviour === 'normal')!;
    const page = await pageAt(chain.listing_url);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`https://${chain.host}/locations`);
  });

  it('answers a path the site does not have with a small 404 page, and a host no site has with found: false', async () => {
    const missing = await pageAt(`https://${normal.host}/wp-login.php`);
    expect(missing).toMatchObject({ found: true, status: 404 });
    expect(missing.body).toContain('Page not found');
    expect(await pageAt('https://no-restaurant-here.example.net/')).toMatchObject({ found: false });
  });

  it('answers redirects, refusals and slowness as the real web does', async () => {
    expect(await pageAt(normal.listing_url.replace('https:', 'http:'))).toMatchObject({
      status: 301,
      location: normal.listing_url,
    });
    const many = demoSiteHosts(400).map((h) => demoSiteTruth(h)!);
    const redirecting = many.find((t) => t.behaviour === 'redirect')!;
    expect(await pageAt(redirecting.listing_url)).toMatchObject({ status: 301, location: redirecting.redirect_to });
    expect((await pageAt(many.find((t) => t.behaviour === 'blocked')!.listing_url)).status).toBe(403);
    expect((await pageAt(many.find((t) => t.behaviour === 'slow')!.listing_url)).delay_ms).toBeGreaterThanOrEqual(
      30_000,
    );
    expect((await pageAt(many.find((t) => t.behaviour === 'script_shell')!.listing_url)).body).toContain(
      '<div id="root"></div>',
    );
  });

  it('serves the demo vendors’ sites offered in the Business Analysis form', async () => {
    for (const vendor of DEMO_VENDOR_EXAMPLES) {
      const page = await pageAt(vendor.url);
      expect(page).toMatchObject({ found: true, status: 200, content_type: 'text/html; charset=utf-8' });
      expect(page.body).toContain(vendor.name);
    }
  });

  it('refuses a bad payload or an address off the demo domains with a clear error, and keeps answering', async () => {
    const missingUrl = await request({});
    expect(missingUrl.err).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(missingUrl.err!.fields!)).toEqual(['body.url']);
    expect((await request({ url: 'not an address' })).err).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await request({ url: `https://${'a'.repeat(3000)}.example.com/` })).err).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await request({ url: 'http://127.0.0.1:4222/' })).err).toMatchObject({
      code: 'BAD_REQUEST',
      error: expect.stringContaining('reserved demo domains'),
    });
    expect((await request({ url: 'https://example.com.attacker.test/' })).err).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await pageAt(normal.listing_url)).status).toBe(200);
  });
});
