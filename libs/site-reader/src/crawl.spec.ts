import { readSite, type SiteFacts } from './crawl.js';
import { SiteReaderError } from './errors.js';
import { createSiteReader } from './fetcher.js';
import type { PageFacts } from './schemas.js';
import {
  contentSites,
  serveFixtures,
  type FixtureServer,
  type FixtureSite,
  type FixtureSiteFacts,
} from './testing/index.js';

let fx: FixtureServer;
const results = new Map<string, SiteFacts>();
const requestLog = new Map<string, Array<{ site: string; path: string }>>();

beforeAll(async () => {
  fx = await serveFixtures();
  const reader = createSiteReader({ allowPrivateHosts: fx.allowPrivateHosts, timeoutMs: 5000 });
  for (const site of contentSites(fx.manifest)) {
    fx.resetRequests();
    results.set(site.slug, await readSite(reader, fx.sites[site.slug].url));
    requestLog.set(
      site.slug,
      fx.requests.map((r) => ({ site: r.site, path: r.path })),
    );
  }
});
afterAll(async () => {
  await fx.close();
});

/** Site-level facts the way a checklist would read them (the manifest's definitions). */
function summarise(r: SiteFacts): Omit<FixtureSiteFacts, 'crawledPaths' | 'failingPaths'> {
  const all: PageFacts[] = [r.home, ...r.pages];
  const kinds = new Set(all.flatMap((p) => p.links.flatMap((l) => l.kinds)));
  const categories = new Set(all.flatMap((p) => p.providers.map((x) => x.category)));
  const purposes = new Set(all.flatMap((p) => p.forms.map((f) => f.purpose)));
  const prices = (p: PageFacts): number => (p.text.match(/\$\s?\d/g) ?? []).length;
  const menuLinks = r.home.links.filter((l) => l.kinds.includes('menu'));
  const menuPages = r.pages.filter((p) => r.visits.some((v) => v.ok && v.url === p.url && v.kinds.includes('menu')));
  let menu: FixtureSiteFacts['menu'] = 'none';
  if ([r.home, ...menuPages].some((p) => prices(p) >= 3)) menu = 'text';
  else if (menuLinks.length > 0 && menuLinks.every((l) => /\.pdf$/i.test(new URL(l.href).pathname))) menu = 'pdf';
  else if (menuPages.some((p) => p.images.total >= 2 && p.textLength < 100)) menu = 'image';
  return {
    menu,
    hoursOnSite: all.some((p) => p.hours.length > 0 || (p.jsonLd.business?.openingHours.length ?? 0) > 0),
    clickToCall: all.some((p) => p.phones.some((x) => x.source === 'tel')),
    onlineOrdering: kinds.has('order_online') || categories.has('ordering') || categories.has('delivery'),
    reservations: kinds.has('reservations') || categories.has('reservations'),
    privateEvents: kinds.has('private_events') || purposes.has('private_party') || categories.has('events'),
    catering: kinds.has('catering') || purposes.has('catering') || categories.has('catering'),
    hiring: kinds.has('careers') || purposes.has('job') || categories.has('careers'),
    newsletter: kinds.has('newsletter') || purposes.has('newsletter') || categories.has('newsletter'),
    formPurposes: [...purposes].sort(),
  };
}

describe.each(contentSites().map((s) => [s.slug, s] as [string, FixtureSite]))(
  'readSite on fixture %s',
  (slug, site) => {
    const expected = site.site!;

    it('visits the pages that matter, and only those', () => {
      const r = results.get(slug)!;
      const origin = fx.sites[slug].origin;
      const visited = r.visits.map((v) => v.url.replace(origin, ''));
      expect([...visited].sort()).toEqual([...expected.crawledPaths].sort());
      expect(r.pages.map((p) => p.url.replace(origin, '')).sort()).toEqual(
        expected.crawledPaths.filter((p) => !(expected.failingPaths ?? []).includes(p)).sort(),
      );
      expect(r.errors.map((e) => e.url.replace(origin, ''))).toEqual(expected.failingPaths ?? []);
      // never left the site: every request went to this fixture
      expect(requestLog.get(slug)!.every((q) => q.site === slug)).toBe(true);
      expect(requestLog.get(slug)!).toHaveLength(1 + expected.crawledPaths.length);
    });

    it('shows what the manifest says the site shows', () => {
      const { crawledPaths: _c, failingPaths: _f, ...facts } = expected;
      expect(summarise(results.get(slug)!)).toEqual(facts);
    });

    it('carries the evidence URL of the page each fact came from', () => {
      const r = results.get(slug)!;
      for (const p of r.pages) for (const f of p.forms) expect(f.evidence.url).toBe(p.url);
    });
  },
);

describe('readSite behaviour', () => {
  const reader = () => createSiteReader({ allowPrivateHosts: fx.allowPrivateHosts, timeoutMs: 3000 });

  it('respects maxPages', async () => {
    const r = await readSite(reader(), fx.sites['maple-street-tavern'].url, { maxPages: 3 });
    expect(r.pages).toHaveLength(2);
    expect(r.visits.map((v) => v.kinds[0])).toEqual(['menu', 'private_events']);
  });

  it('maxPages 1 reads the home page only', async () => {
    fx.resetRequests();
    const r = await readSite(reader(), fx.sites['copper-kettle'].url, { maxPages: 1 });
    expect(r.pages).toEqual([]);
    expect(fx.requests).toHaveLength(1);
  });

  it('never follows links to other sites (off-site farm, another fixture origin)', async () => {
    fx.resetRequests();
    await readSite(reader(), fx.sites['olive-and-thyme'].url);
    expect(fx.requestsTo('canary')).toEqual([]);
  });

  it('a blocked home page throws its error', async () => {
    await expect(readSite(reader(), fx.sites['gatekeeper-steakhouse'].url)).rejects.toMatchObject({
      code: 'HTTP_STATUS',
      status: 403,
    });
    await expect(readSite(reader(), fx.sites['gatekeeper-steakhouse'].url)).rejects.toBeInstanceOf(SiteReaderError);
  });

  it('sub-pages go through the safe fetcher: private redirects, off-site redirects and loops are recorded, not fatal', async () => {
    fx.resetRequests();
    const r = await readSite(reader(), fx.sites['redirect-hub'].url);
    const origin = fx.sites['redirect-hub'].origin;
    const errors = Object.fromEntries(r.errors.map((e) => [e.url.replace(origin, ''), e.code]));
    expect(errors).toEqual({
      '/to-private': 'BLOCKED_ADDRESS',
      '/to-canary': 'FETCH_FAILED',
      '/chain/9': 'TOO_MANY_REDIRECTS',
    });
    expect(r.pages.map((p) => p.url.replace(origin, ''))).toEqual(['/landing']);
    expect(fx.requestsTo('canary')).toEqual([]);
    expect(r.errors.find((e) => e.code === 'FETCH_FAILED')?.message).toMatch(/away from the restaurant's own site/);
  });

  it('follows a home page that only forwards with <meta http-equiv="refresh">', async () => {
    const r = await readSite(reader(), fx.url('redirect-hub', '/refresh'));
    expect(r.home.url).toBe(fx.url('redirect-hub', '/landing'));
    expect(r.home.title).toBe('Landed');
  });

  it('a JavaScript shell yields a home page flagged as such and nothing to crawl', async () => {
    const r = results.get('pixel-taco')!;
    expect(r.home.looksLikeScriptShell).toBe(true);
    expect(r.pages).toEqual([]);
  });
});
