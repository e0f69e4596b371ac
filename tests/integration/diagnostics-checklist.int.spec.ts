import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { contentSites, serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import {
  DiagnosticsEnvSchema,
  DiagnosticsModule,
  expectedFromManifest,
  openDatabase,
} from '@leadgen/diagnostics/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, listingsProvider, type Place, startLeadsService, testPlace } from '@leadgen/leads/testing';
import {
  gatewayClient,
  type HeardUsage,
  hearUsage,
  type RunningAccounts,
  settle,
  startAccounts,
} from '@leadgen/test-kit';

/** A restaurant's listing as Google gives it: open 11:00-22:00 every day, in Central time unless said. */
const listing = (over: Partial<Place> & Pick<Place, 'name' | 'cuisine_type' | 'address_parts'>): Place => {
  const { street, city, state, zip } = over.address_parts;
  return testPlace({
    address: `${street}, ${city}, ${state} ${zip}`,
    phone: null,
    website: null,
    hours: Array.from({ length: 7 }, () => [[660, 1320]]),
    clock: { timeZone: 'America/Chicago' },
    review_response_rate: null,
    ...over,
  });
};

/** The listings of two fixture restaurants (by their loopback websites) and their neighbours. */
function fixtureListings(fx: FixtureServer): Place[] {
  const riverton = { city: 'Riverton', state: 'TX', zip: '78701' };
  const oakFalls = { city: 'Oak Falls', state: 'OH', zip: '44240' };
  return [
    listing({
      name: 'Casa del Sol',
      cuisine_type: 'mexican',
      address_parts: { street: '220 Congress Street', ...riverton },
      rating: 4.7,
      review_count: 1450,
      phone: '(512) 555-0147',
      website: fx.url('casa-del-sol'),
      review_response_rate: 0.62,
      // Google lists 10 photos at most: this listing shows all 10, so it has 10 or more.
      photo_count: 10,
    }),
    listing({
      name: 'Taqueria Lupita',
      cuisine_type: 'mexican',
      address_parts: { street: '12 Elm St', ...riverton },
      rating: 4.4,
      review_count: 320,
      website: 'https://lupita.example.com',
      photo_count: 5,
    }),
    listing({
      name: 'Riverton Pizza Co',
      cuisine_type: 'pizza',
      address_parts: { street: '9 Oak Ave', ...riverton },
      rating: 4.8,
      review_count: 2000,
      photo_count: 20,
    }),
    listing({
      name: 'Maple Street Tavern',
      cuisine_type: 'american',
      address_parts: { street: '1200 Maple Street', ...oakFalls },
      rating: 4.3,
      review_count: 610,
      phone: '(330) 555-0188',
      clock: { timeZone: 'America/New_York' },
      review_response_rate: 0.22,
      photo_count: 3,
    }),
    listing({
      name: 'Falls Diner',
      cuisine_type: 'american',
      address_parts: { street: '3 River Rd', ...oakFalls },
      rating: 4.1,
      review_count: 150,
      clock: { timeZone: 'America/New_York' },
      photo_count: 3,
    }),
  ];
}

describe('diagnostic checklist through the gateway, over NATS, against the fixture sites', () => {
  let fx: FixtureServer;
  let gateway: RunningGateway;
  let diagnostics: INestMicroservice;
  let leads: INestMicroservice;
  let orm: MikroORM;
  let nc: NatsConnection;
  let usage: HeardUsage;
  let userId: string;
  let accounts: RunningAccounts;
  let token: string;

  const diagnose = (website_url: string, use_gpt = false) =>
    settle(gatewayClient(gateway.url, token).call('checklist', { website_url, use_gpt }));

  beforeAll(async () => {
    fx = await serveFixtures();
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    ({ token, userId } = await accounts.signIn(gateway.url, `diag-rep-${Date.now()}@example.com`));
    const leadsEnv = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LEADS_RECORD_USAGE: 'false',
      // The listings come from the test's own provider below; the setting only has to be valid.
      LEADS_PROVIDER: 'osm',
    });
    leads = await startLeadsService(leadsEnv, { provider: listingsProvider(fixtureListings(fx)) });
    const env = DiagnosticsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      SITE_ALLOW_PRIVATE_HOSTS: fx.allowPrivateHosts.join(','),
      SITE_FETCH_TIMEOUT_MS: '5000',
    });
    orm = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
    diagnostics = await startTestService('diagnostics', DiagnosticsModule.forRoot(env, orm, silentLogger()));
    nc = await connect({ servers: testNatsUrl() });
    usage = hearUsage(nc);
    await nc.flush();
  }, 60_000);

  afterAll(async () => {
    usage?.stop();
    await nc?.close();
    await diagnostics?.close();
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await fx?.close();
  });

  const graded = contentSites().filter((s) => !s.shapes.includes('javascript-shell'));

  it('covers at least ten fixture sites of distinct platforms and shapes (403, script shell, iframe forms, PDF menu among them)', () => {
    const all = contentSites();
    expect(all.length + 1).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((s) => s.platform)).size).toBeGreaterThanOrEqual(9);
    const shapes = new Set(fx.manifest.sites.flatMap((s) => s.shapes));
    for (const shape of ['blocked-403', 'javascript-shell', 'forms-in-iframes', 'pdf-only-menu'])
      expect(shapes.has(shape)).toBe(true);
  });

  it.each(graded.map((s) => [s.slug, s] as const))(
    '%s: platform, each quality check and conversion flag as the site really is, with evidence',
    async (slug, site) => {
      const { status, body } = await diagnose(fx.url(slug));
      expect(status).toBe(200);
      const want = expectedFromManifest(site);
      expect(body.website_analysis.platform_id).toBe(want.platform);
      expect(body.website_analysis.platform).toEqual(expect.any(String));
      expect(body.website_analysis.platform_type).toEqual(expect.any(String));
      expect(Object.fromEntries(body.website_analysis.checks!.map((c) => [c.id, c.status]))).toEqual(
        Object.fromEntries(Object.entries(want.checks).map(([id, pass]) => [id, pass ? 'pass' : 'fail'])),
      );
      const c = body.conversions;
      expect({
        mentions_parties: c.private_parties.mentions_parties,
        has_group_form: c.private_parties.has_group_form,
        mentions_catering: c.catering.mentions_catering,
        has_catering_form: c.catering.has_catering_form,
        has_ordering_system: c.catering.has_ordering_system,
        mentions_hiring: c.hiring.mentions_hiring,
        has_job_form: c.hiring.has_job_form,
        has_newsletter: body.marketing.email.has_newsletter,
      }).toEqual(want.conversions);
      // Score: the sum of the reported checks' points, out of 100.
      const checks = body.website_analysis.checks!;
      expect(checks.reduce((n, ch) => n + ch.max_points, 0)).toBe(100);
      expect(body.website_analysis.quality_score).toBe(checks.reduce((n, ch) => n + ch.points, 0));
      expect(body.website_analysis.quality_status).toBe('graded');
      // Evidence, not guesses: each check and each positive finding names a page of this site and what was seen.
      for (const ch of checks) {
        expect(ch.evidence.length).toBeGreaterThan(0);
        for (const e of ch.evidence) expect(e.url.startsWith(fx.sites[slug]!.origin)).toBe(true);
      }
      for (const f of body.findings!.filter((f) => f.status === 'found')) {
        expect(f.evidence.length).toBeGreaterThan(0);
        expect(f.evidence[0]!.snippet.length).toBeGreaterThan(0);
      }
      expect(body.website_analysis.platform_evidence!.length).toBeGreaterThan(0);
      expect(body.restaurant_name).toBe(site.name);
      expect(body.site!.status).toBe('read');
      expect(body.recommendations.length).toBeGreaterThan(0);
    },
  );

  it('the site with forms in iframes: the party form, party software, catering and job forms are found inside the iframes', async () => {
    const { body } = await diagnose(fx.url('maple-street-tavern'));
    expect(body.conversions.private_parties).toMatchObject({ has_group_form: true, party_software: 'Tripleseat' });
    const form = body.findings!.find((f) => f.id === 'conversions.private_parties.has_group_form')!;
    expect(form.evidence[0]!.snippet).toMatch(/iframe/i);
    expect(body.marketing.social.facebook.url).toMatch(/facebook/);
    expect(body.marketing.social.facebook.posting_frequency).toBeNull();
    expect(body.findings!.find((f) => f.id === 'marketing.social.facebook.posting_frequency')!.status).toBe(
      'unavailable',
    );
  });

  it('the PDF-only menu fails the menu check and says it is a PDF, with the PDF links as evidence', async () => {
    const { body } = await diagnose(fx.url('la-petite-creperie'));
    const menu = body.website_analysis.checks!.find((c) => c.id === 'menu_text')!;
    expect(menu).toMatchObject({ status: 'fail', points: 0 });
    expect(menu.detail).toMatch(/only a PDF/);
    expect(menu.evidence.map((e) => e.snippet).join(' ')).toMatch(/\.pdf/);
    expect(body.recommendations.join(' ')).toMatch(/menu as text/i);
  });

  it('a site that answers 403 comes back inconclusive (no score, no platform), saying why — not graded low', async () => {
    const { status, body } = await diagnose(fx.url('gatekeeper-steakhouse'));
    expect(status).toBe(200);
    expect(body.site).toMatchObject({ status: 'unreadable', reason: expect.stringMatching(/403/) });
    expect(body.website_analysis).toMatchObject({
      quality_score: null,
      quality_status: 'inconclusive',
      platform: null,
    });
    expect(
      body.website_analysis.checks!.every(
        (c) => c.status === 'inconclusive' && c.points === 0 && /403/.test(c.reason ?? ''),
      ),
    ).toBe(true);
    expect(body.conversions.catering.mentions_catering).toBeNull();
    expect(body.conversions.hiring).toEqual({ mentions_hiring: null, has_job_form: null });
    expect(body.marketing.email.has_newsletter).toBeNull();
  });

  it('a JavaScript shell comes back inconclusive for everything drawn by scripts, saying why', async () => {
    const { status, body } = await diagnose(fx.url('pixel-taco'));
    expect(status).toBe(200);
    expect(body.site).toMatchObject({ status: 'script_shell', reason: expect.stringMatching(/JavaScript/) });
    expect(body.website_analysis.quality_score).toBeNull();
    const open = body.website_analysis.checks!.filter((c) => c.status === 'inconclusive').map((c) => c.id);
    expect(open).toEqual([
      'structured_data',
      'menu_text',
      'click_to_call',
      'hours',
      'online_ordering',
      'reservations',
      'image_alt',
    ]);
    expect(body.conversions.private_parties.mentions_parties).toBeNull();
  });

  it('google data and nearby competition come from the leads service (matched by website domain), graded by the thresholds', async () => {
    const { body } = await diagnose(fx.url('casa-del-sol'));
    expect(body.google_data).toMatchObject({
      review_count: 1450,
      rating: 4.7,
      review_response_rate: 62,
      // A listing with a rate shows it, with no note in its place.
      review_response_rate_note: null,
      professional_photos: 10,
      professional_photos_at_least: true,
      status: 'found',
      matched_name: 'Casa del Sol',
      grades: {
        review_count: 'Strong',
        rating: 'Excellent',
        review_response_rate: 'Good',
        professional_photos: '10+',
      },
    });
    expect(body.recommendations.join(' ')).not.toMatch(/Add professional photos/);
    expect(body.google_data.note).toMatch(/website domain/);
    expect(body.nearby_competition.map((c) => c.name)).toEqual(['Taqueria Lupita', 'Riverton Pizza Co']);
    expect(body.location).toMatch(/Riverton, TX/);
    expect(body.category).toBe('Mexican, Tex-Mex');

    // Matched by name and city when the listing has no website; grades below the thresholds.
    const maple = (await diagnose(fx.url('maple-street-tavern'))).body;
    expect(maple.google_data).toMatchObject({
      rating: 4.3,
      review_count: 610,
      review_response_rate: 22,
      professional_photos: 3,
      professional_photos_at_least: false,
      grades: {
        review_count: 'Needs improvement',
        rating: 'Needs improvement',
        review_response_rate: 'Needs improvement',
        professional_photos: '3',
      },
    });
    expect(maple.google_data.note).toMatch(/by name/);
    expect(maple.recommendations.join(' ')).toMatch(/Answer more Google reviews: 22%/);
    expect(maple.recommendations).toContain('Add professional photos to the Google listing (3 listed).');

    // No city on the site and no listing: says why instead of inventing figures.
    const bluefin = (await diagnose(fx.url('bluefin-grill'))).body;
    expect(bluefin.google_data).toMatchObject({ status: 'not_found', rating: null, review_count: null });
    expect(bluefin.google_data.note).toBeTruthy();
  });

  it('records usage per diagnostic and refuses bad or private addresses with 400', async () => {
    usage.clear();
    await diagnose(fx.url('noodle-corner'));
    expect(await usage.settle(1, [userId])).toEqual([expect.objectContaining({ kind: 'diagnostics_run', amount: 1 })]);
    expect((await diagnose('   ')).status).toBe(400);
    const priv = await diagnose('http://10.0.0.5/admin');
    expect(priv.status).toBe(400);
    expect(priv.body.error).toMatch(/private network/);
  });
});
