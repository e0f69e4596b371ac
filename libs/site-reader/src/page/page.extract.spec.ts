import { createSiteReader } from '../fetcher.js';
import { extractPage, linksOfKind } from './page.extract.js';
import { PageFactsSchema, type PageFacts } from '../schemas.js';
import { contentSites, serveFixtures, type FixtureServer, type FixtureSite } from '../testing/index.js';

let fx: FixtureServer;
const homes = new Map<string, PageFacts>();

beforeAll(async () => {
  fx = await serveFixtures();
  const reader = createSiteReader({ allowPrivateHosts: fx.allowPrivateHosts, timeoutMs: 5000 });
  for (const site of contentSites(fx.manifest)) {
    const page = await reader.fetchPage(fx.sites[site.slug].url);
    homes.set(site.slug, extractPage(page.html, page.url, { bytes: page.bytes, headers: page.headers }));
  }
});
afterAll(async () => {
  await fx.close();
});

const sites = contentSites();
const sorted = (xs: Iterable<string>): string[] => [...new Set(xs)].sort();

describe.each(sites.map((s) => [s.slug, s] as [string, FixtureSite]))('extractPage on fixture %s', (slug, site) => {
  const expected = site.home!;
  const facts = (): PageFacts => {
    const f = homes.get(slug);
    if (!f) throw new Error(`no facts for ${slug}`);
    return f;
  };

  it('matches the PageFacts schema', () => {
    expect(() => PageFactsSchema.parse(facts())).not.toThrow();
  });

  it('head: title, description, viewport, https, weight', () => {
    const f = facts();
    expect(f.title).toBe(expected.title);
    expect(f.metaDescription).toBe(expected.metaDescription);
    expect(f.viewport).toBe(expected.viewport);
    expect(f.https).toBe(false);
    expect(f.bytes).toBeGreaterThan(200);
    expect(f.headings.find((h) => h.level === 1)?.text ?? null).toBe(expected.h1);
  });

  it('JSON-LD', () => {
    const f = facts();
    expect(f.jsonLd.business?.types[0] ?? null).toBe(expected.jsonLdType);
    if (expected.jsonLdName) expect(f.jsonLd.business?.name).toBe(expected.jsonLdName);
    if (expected.servesCuisine) expect(f.jsonLd.business?.servesCuisine).toEqual(expected.servesCuisine);
    if (expected.priceRange) expect(f.jsonLd.business?.priceRange).toBe(expected.priceRange);
    if (expected.openingHoursInJsonLd !== undefined)
      expect((f.jsonLd.business?.openingHours.length ?? 0) > 0).toBe(expected.openingHoursInJsonLd);
    expect(f.jsonLd.errors).toBe(expected.jsonLdErrors ?? 0);
  });

  it('phones, click-to-call and e-mails', () => {
    const f = facts();
    expect(sorted(f.phones.map((p) => p.digits))).toEqual(sorted(expected.phones));
    expect(sorted(f.phones.filter((p) => p.source === 'tel').map((p) => p.digits))).toEqual(sorted(expected.telLinks));
    expect(sorted(f.emails.map((e) => e.value))).toEqual(sorted(expected.emails));
  });

  it('links by kind, social profiles and PDFs', () => {
    const f = facts();
    expect(sorted(f.links.flatMap((l) => l.kinds))).toEqual(sorted(expected.linkKinds));
    expect(sorted(f.social.map((s) => s.network))).toEqual(sorted(expected.social));
    expect(f.pdfLinks).toHaveLength(expected.pdfLinks);
  });

  it('images and alt text', () => {
    expect(facts().images).toEqual(expected.images);
  });

  it('forms and their purposes', () => {
    const got = facts().forms.map((x) => ({ purpose: x.purpose, inIframe: x.inIframe, provider: x.provider }));
    expect(got).toEqual(expected.forms);
  });

  it('providers (ordering, reservations, ...)', () => {
    expect(sorted(facts().providers.map((p) => p.provider))).toEqual(sorted(expected.providers));
  });

  it('platform markers (evidence only) and script shell flag', () => {
    const f = facts();
    expect(f.platformMarkers).toEqual(expect.arrayContaining(expected.platformMarkers));
    expect(f.looksLikeScriptShell).toBe(expected.looksLikeScriptShell);
    for (const m of f.markerEvidence) expect(m.evidence.snippet.length).toBeGreaterThan(0);
  });

  it('main text', () => {
    const f = facts();
    for (const t of expected.textIncludes ?? []) expect(f.text).toContain(t);
    expect(f.text).not.toMatch(/<script|function\s*\(/);
    expect(f.text.length).toBeLessThanOrEqual(20_000);
  });

  it('hours lines when the site shows hours on the home page', () => {
    const f = facts();
    const hasHours = f.hours.length > 0 || (f.jsonLd.business?.openingHours.length ?? 0) > 0;
    if (site.site?.hoursOnSite && !['pixel-taco'].includes(slug)) expect(hasHours).toBe(true);
    if (!site.site?.hoursOnSite) expect(hasHours).toBe(false);
  });

  it('every link, form and provider carries evidence from this page', () => {
    const f = facts();
    for (const item of [...f.links, ...f.forms, ...f.providers, ...f.social, ...f.phones, ...f.emails]) {
      expect(item.evidence.url).toBe(fx.sites[slug].url);
      expect(item.evidence.snippet.length).toBeGreaterThan(0);
      expect(item.evidence.snippet.length).toBeLessThanOrEqual(200);
    }
  });
});

describe('extractPage details', () => {
  it('reads the rich JSON-LD Restaurant completely', () => {
    const b = homes.get('casa-del-sol')!.jsonLd.business!;
    expect(b).toMatchObject({
      types: ['Restaurant'],
      name: 'Casa del Sol',
      telephone: '+1-512-555-0147',
      email: 'hola@casadelsol.example.com',
      priceRange: '$$',
      acceptsReservations: true,
      menuUrl: 'https://www.casadelsol.example.com/menus/',
      address: {
        street: '220 Congress Street',
        locality: 'Riverton',
        region: 'TX',
        postalCode: '78701',
        country: 'US',
        text: '220 Congress Street, Riverton, TX 78701, US',
      },
    });
    expect(b.openingHours).toEqual([
      'Monday, Tuesday, Wednesday, Thursday 11:00-22:00',
      'Friday, Saturday 11:00-23:30',
      'Sunday 10:00-21:00',
    ]);
    expect(b.sameAs).toHaveLength(3);
    expect(b.evidence.snippet).toMatch(/Restaurant/);
  });

  it('finds Organization inside a Yoast @graph', () => {
    const j = homes.get('olive-and-thyme')!.jsonLd;
    expect(j.types).toEqual(expect.arrayContaining(['WebPage', 'WebSite', 'Organization', 'ImageObject']));
    expect(j.business?.sameAs).toEqual([
      'https://www.facebook.com/oliveandthymebrookfield',
      'https://www.instagram.com/oliveandthyme_kitchen',
    ]);
  });

  it('classifies links with their evidence (href and tag)', () => {
    const f = homes.get('casa-del-sol')!;
    const res = linksOfKind(f, 'reservations');
    expect(res.map((l) => l.href)).toEqual(['https://resy.com/cities/aus/casa-del-sol']);
    expect(res[0].evidence.snippet).toContain('href="https://resy.com/cities/aus/casa-del-sol"');
    expect(res[0].internal).toBe(false);
    expect(linksOfKind(f, 'menu')[0]).toMatchObject({ href: fx.url('casa-del-sol', '/menus/'), internal: true });
  });

  it('reports iframe forms with the provider host', () => {
    const f = homes.get('maple-street-tavern')!;
    expect(f.iframes.map((i) => i.provider)).toEqual(['mailchimp']);
    expect(f.forms[0].evidence.snippet).toContain('list-manage.com');
  });

  it('survives broken HTML and keeps reading after it', () => {
    const f = homes.get('rusty-spoon-diner')!;
    expect(f.generator).toEqual(['Microsoft FrontPage 6.0']);
    expect(f.hours.map((h) => h.value)).toEqual(expect.arrayContaining([expect.stringContaining('Mon-Sat 6am - 9pm')]));
    expect(f.social[0].url).toBe('https://www.facebook.com/rustyspoondinerohio');
  });

  it('flags a script shell and nothing else there', () => {
    const f = homes.get('pixel-taco')!;
    expect(f).toMatchObject({ looksLikeScriptShell: true, links: [], forms: [], phones: [] });
    expect(f.textLength).toBeLessThan(50);
    expect(f.scripts.inlineBytes).toBeGreaterThan(2000);
  });

  it('handles empty and non-document input without throwing', () => {
    const f = extractPage('', 'http://example.com/');
    expect(f).toMatchObject({ title: null, links: [], looksLikeScriptShell: false, bytes: 0 });
    const g = extractPage('just words, call 312-555-0199 or mail a@example.org', 'https://example.com/x');
    expect(g.https).toBe(true);
    expect(g.phones.map((p) => p.digits)).toEqual(['3125550199']);
    expect(g.emails.map((e) => e.value)).toEqual(['a@example.org']);
  });

  it('caps main text at 20,000 characters', () => {
    const big = `<html><body><main>${'<p>brisket and ribs every day</p>'.repeat(3000)}</main></body></html>`;
    const f = extractPage(big, 'http://example.com/');
    expect(f.text.length).toBeLessThanOrEqual(20_000);
    expect(f.textLength).toBeGreaterThan(20_000);
  });

  it('drops nav and footer from main text but still finds phones there', () => {
    const f = extractPage(
      '<body><nav>Menu Order</nav><main><p>Hello</p></main><footer>Call (312) 555-0100</footer></body>',
      'http://example.com/',
    );
    expect(f.text).toBe('Hello');
    expect(f.phones[0]).toMatchObject({ digits: '3125550100', source: 'text' });
  });

  it('resolves links against <base href> and reads a meta refresh', () => {
    const f = extractPage(
      '<head><base href="https://cdn.bistro.example.com/site/"><meta http-equiv="refresh" content="3; URL=\'/new-home\'"></head><body><a href="menu">Menu</a></body>',
      'https://bistro.example.com/',
    );
    expect(f.links[0].href).toBe('https://cdn.bistro.example.com/site/menu');
    expect(f.metaRefresh).toBe('https://cdn.bistro.example.com/new-home');
    expect(extractPage('<meta http-equiv="refresh" content="300">', 'https://x.example.com/').metaRefresh).toBeNull();
  });

  it('adds response headers as markers', () => {
    const f = extractPage('<p>x</p>', 'http://example.com/', {
      headers: { 'x-powered-by': 'PHP/8.2', 'x-shopify-stage': 'production', 'content-type': 'text/html' },
    });
    expect(f.platformMarkers).toEqual(['header:x-powered-by:PHP/8.2', 'header:x-shopify-stage']);
  });
});

describe("the site's own branding", () => {
  const page = (body: string) =>
    extractPage(
      `<html><head><title>Vietnamese Cuisite | Home</title></head><body>${body}</body></html>`,
      'https://goldenlantern.example.com/menu',
    );

  it("keeps the logo's alt text without the word logo", () => {
    expect(page('<header><img class="site-logo" src="/logo.png" alt="Golden Lantern logo"></header>').logoAlt).toBe(
      'Golden Lantern',
    );
    expect(page('<header><a href="/"><img src="/a.png" alt="Golden Lantern"></a></header>').logoAlt).toBe(
      'Golden Lantern',
    );
  });

  it('takes no other image for a logo, nor an alt that says only "logo"', () => {
    expect(page('<img src="/pho.jpg" alt="A bowl of pho">').logoAlt).toBeNull();
    expect(page('<img class="logo" src="/l.png" alt="logo">').logoAlt).toBeNull();
  });
});
