import { contentSites, serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { extractPage } from '@leadgen/site-reader';
import { BUNDLED_RULES } from '../platforms/platform.rules.js';
import { createSiteSource, describeSite } from '../site/site.source.js';
import { buildChecklist } from './checklist.builder.js';
import { expectedFromManifest } from '../../testing/checklist.expectations.js';

describe('checklist over the fixture sites', () => {
  let fx: FixtureServer;
  const source = () =>
    createSiteSource({ timeoutMs: 5000, maxBytes: 2_000_000, maxPages: 6, allowPrivateHosts: fx.allowPrivateHosts });

  beforeAll(async () => {
    fx = await serveFixtures();
  });
  afterAll(() => fx?.close());

  const graded = contentSites().filter((s) => !s.shapes.includes('javascript-shell'));

  it.each(graded.map((s) => [s.slug, s] as const))(
    '%s: platform, every quality check and conversion flag as the manifest says',
    async (slug, site) => {
      const read = await source().read(fx.url(slug));
      const list = buildChecklist(read, BUNDLED_RULES);
      const want = expectedFromManifest(site);
      expect(list.website_analysis.platform_id).toBe(want.platform);
      const got = Object.fromEntries(list.website_analysis.checks!.map((c) => [c.id, c.status]));
      const expected = Object.fromEntries(
        Object.entries(want.checks).map(([id, pass]) => [id, pass ? 'pass' : 'fail']),
      );
      expect(got).toEqual(expected);
      const c = list.conversions;
      expect({
        mentions_parties: c.private_parties.mentions_parties,
        has_group_form: c.private_parties.has_group_form,
        mentions_catering: c.catering.mentions_catering,
        has_catering_form: c.catering.has_catering_form,
        has_ordering_system: c.catering.has_ordering_system,
        mentions_hiring: c.hiring.mentions_hiring,
        has_job_form: c.hiring.has_job_form,
        has_newsletter: list.marketing.email.has_newsletter,
      }).toEqual(want.conversions);
      expect(list.website_analysis.quality_status).toBe('graded');
      const points = list.website_analysis.checks!.reduce((n, ch) => n + ch.points, 0);
      expect(list.website_analysis.quality_score).toBe(points);
      // Evidence for every positive finding and every passed check
      for (const ch of list.website_analysis.checks!)
        if (ch.status === 'pass') expect(ch.evidence.length).toBeGreaterThan(0);
      for (const f of list.findings) if (f.status === 'found') expect(f.evidence.length).toBeGreaterThan(0);
      expect(list.restaurant_name).toBe(site.name);
    },
  );
});

describe('checklist on sites that cannot be read', () => {
  let fx: FixtureServer;
  beforeAll(async () => {
    fx = await serveFixtures({ only: ['pixel-taco', 'gatekeeper-steakhouse', 'maple-street-tavern'] });
  });
  afterAll(() => fx?.close());
  const source = () =>
    createSiteSource({ timeoutMs: 5000, maxBytes: 2_000_000, maxPages: 6, allowPrivateHosts: fx.allowPrivateHosts });

  it('a JavaScript shell: content checks and conversions inconclusive, no score, head checks still graded', async () => {
    const read = await source().read(fx.url('pixel-taco'));
    expect(read.status).toBe('script_shell');
    const list = buildChecklist(read, BUNDLED_RULES);
    const wa = list.website_analysis;
    expect(wa.quality_score).toBeNull();
    expect(wa.quality_status).toBe('inconclusive');
    const status = Object.fromEntries(wa.checks!.map((c) => [c.id, c.status]));
    for (const id of [
      'structured_data',
      'menu_text',
      'click_to_call',
      'hours',
      'online_ordering',
      'reservations',
      'image_alt',
    ])
      expect(status[id]).toBe('inconclusive');
    expect(status).toMatchObject({
      https: 'fail',
      mobile_viewport: 'pass',
      title_description: 'fail',
      page_weight: 'pass',
    });
    for (const c of wa.checks!.filter((c) => c.status === 'inconclusive')) expect(c.reason).toMatch(/JavaScript/);
    expect(list.conversions.private_parties.mentions_parties).toBeNull();
    expect(list.conversions.catering).toMatchObject({
      mentions_catering: null,
      has_catering_form: null,
      has_ordering_system: null,
    });
    expect(list.conversions.hiring).toEqual({ mentions_hiring: null, has_job_form: null });
    expect(list.marketing.email.has_newsletter).toBeNull();
    expect(list.recommendations[0]).toMatch(/JavaScript/);
    expect(list.recommendations.join(' ')).not.toMatch(/Publish the menu|click-to-call/);
  });

  it('a site that answers 403: every check inconclusive with the reason, no platform, no score', async () => {
    const read = await source().read(fx.url('gatekeeper-steakhouse'));
    expect(read.status).toBe('unreadable');
    expect(read.reason).toMatch(/403/);
    const list = buildChecklist(read, BUNDLED_RULES);
    expect(list.website_analysis).toMatchObject({
      platform: null,
      platform_type: null,
      quality_score: null,
      quality_status: 'inconclusive',
      points_decided: 0,
      points_possible_decided: 0,
    });
    for (const c of list.website_analysis.checks!) {
      expect(c.status).toBe('inconclusive');
      expect(c.reason).toMatch(/403/);
    }
    for (const f of list.findings) expect(['inconclusive', 'unavailable']).toContain(f.status);
    expect(list.recommendations).toEqual([expect.stringMatching(/could not be read automatically/)]);
  });

  it('a sub-page that fails (not a 404) leaves only the checks it could decide open', async () => {
    const read = await source().read(fx.url('maple-street-tavern'));
    const home = read.pages[0]!;
    const partial = describeSite(read.url, {
      home,
      pages: [],
      errors: [
        {
          url: fx.url('maple-street-tavern', '/jobs'),
          code: 'HTTP_STATUS',
          status: 503,
          message: 'The website answered 503 (service unavailable).',
        },
      ],
      visits: [{ url: fx.url('maple-street-tavern', '/jobs'), kinds: ['careers'], ok: false }],
    });
    expect(partial.status).toBe('partial');
    const list = buildChecklist(partial, BUNDLED_RULES);
    // The jobs page held the application form: without it the form is unknown, not missing.
    expect(list.conversions.hiring).toEqual({ mentions_hiring: true, has_job_form: null });
    expect(list.findings.find((f) => f.id === 'conversions.hiring.has_job_form')!.reason).toMatch(/503/);
    // Home-page checks are unaffected; the score is withheld only if a check stays open.
    expect(list.website_analysis.checks!.every((c) => c.status !== 'inconclusive')).toBe(true);
  });
});

describe('checklist texts a rep reads', () => {
  const html = `<!doctype html><html lang="en"><head><title>Ember &amp; Oak Steakhouse</title>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"Restaurant","name":"Ember & Oak Steakhouse","servesCuisine":"Steakhouse","priceRange":"$$$",
      "address":{"@type":"PostalAddress","streetAddress":"12 Main St","addressLocality":"Austin","addressRegion":"TX","postalCode":"78701","addressCountry":"US"}}</script></head>
    <body><h1>Ember &amp; Oak Steakhouse</h1>
    <p>Call <a href="tel:+15125550113">512.555.0113</a></p>
    <p>Monday: Closed</p><p>Tuesday – Sunday: 5:00 PM – 10:00 PM</p>
    <a href="https://order.toasttab.com/online/ember-oak">Order Online</a> <a href="https://www.doordash.com/store/ember-oak-1/">DoorDash</a>
    <a href="https://www.facebook.com/emberoak">Facebook</a> <a href="https://www.instagram.com/emberoak/">Instagram</a></body></html>`;
  const list = () => {
    const home = extractPage(html, 'https://ember-oak-austin.example.com/');
    return buildChecklist(describeSite(home.url, { home, pages: [], errors: [], visits: [] }), BUNDLED_RULES);
  };

  it('names the cuisine once, as the category, and lists vendors and networks as a sentence would', () => {
    const l = list();
    expect(l.category).toBe('Steakhouse');
    expect(l.unique_features.join(' | ')).not.toMatch(/Serves/);
    expect(l.unique_features).toEqual(
      expect.arrayContaining(['Online ordering through Toast and DoorDash', 'On Facebook and Instagram']),
    );
  });

  it('shows the phone as guests read it, the hours of an open day, and the address without the country', () => {
    const checks = Object.fromEntries(list().website_analysis.checks!.map((c) => [c.id, c.detail]));
    expect(checks.click_to_call).toBe('Phone (512) 555-0113 is a tel: link.');
    expect(checks.hours).toBe('Hours shown: Tuesday – Sunday: 5:00 PM – 10:00 PM');
    expect(list().location).toBe('12 Main St, Austin, TX 78701');
  });
});
