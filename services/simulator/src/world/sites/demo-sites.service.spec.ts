import { generateDemoData } from '../demo.generator.js';
import {
  DEMO_SITE_BEHAVIOURS,
  DEMO_SITE_PLATFORMS,
  type DemoSitePlatform,
  type DemoSiteTruth,
} from './demo-site.truth.js';
import { DemoSites, SLOW_SITE_DELAY_MS } from './demo-sites.service.js';

const data = generateDemoData();
const sites = new DemoSites(data);
const sample = sites.hosts(1000).map((h) => sites.truth(h)!);
const share = (pred: (t: DemoSiteTruth) => boolean, list = sample) => list.filter(pred).length / list.length;
const page = (url: string) => sites.page(url);
const home = (t: DemoSiteTruth) => page(t.redirect_to ?? t.listing_url);

/** What each platform leaves in every page (its generator, CDN or settings). */
const PLATFORM_TRACE: Record<DemoSitePlatform, RegExp | null> = {
  wordpress: /\/wp-content\//,
  wix: /wixBiSession/,
  squarespace: /This is Squarespace/,
  godaddy: /Go Daddy Website Builder/,
  bentobox: /getbento\.com/,
  popmenu: /popmenu\.com/,
  toast: /cdn\.toasttab\.com/,
  owner: /static\.owner\.com/,
  spothopper: /spotapps\.co/,
  custom: null,
};
const ANY_TRACE = new RegExp(
  Object.values(PLATFORM_TRACE)
    .filter(Boolean)
    .map((r) => r!.source)
    .join('|'),
);

describe('demo sites: one site per listing with a website, the same every time', () => {
  it('builds identical pages and truth for a host from a second, separate world', () => {
    const again = new DemoSites(generateDemoData(), { sites: 2, pages: 2 });
    for (const t of sample.slice(0, 60)) {
      expect(again.truth(t.host)).toEqual(t);
      for (const path of t.pages)
        expect(again.page(`https://${t.host}${path}`)).toEqual(page(`https://${t.host}${path}`));
    }
  });

  it('has a site for every listing with a website, chains sharing the brand host with a page per location', () => {
    const withSite = data.rows.filter((r) => r.w && r.dup === undefined);
    expect(sites.size).toBe(new Set(withSite.map((r) => new URL(r.w!).hostname)).size);
    const chain = sample.find((t) => t.chain && t.locations > 20)!;
    const row = data.rows.find(
      (r) => r.w?.startsWith(`https://${chain.host}/locations/`) && r.w !== chain.listing_url,
    )!;
    const location = page(row.w!);
    expect(location.status).toBe(chain.behaviour === 'normal' ? 200 : expect.any(Number));
    if (chain.behaviour === 'normal') expect(location.body).toContain(row.s);
  });

  it('lists hosts spread over the world, the same ones every time, and finds truth by host or address', () => {
    expect(sites.hosts(1000)).toEqual(sample.map((t) => new URL(t.listing_url).hostname));
    expect(new Set(sites.hosts(1000)).size).toBe(1000);
    const cities = new Set(
      sample.map((t) => data.rows.find((r) => r.w === t.listing_url || r.w === t.listing_url.replace(/\/$/, ''))!.ci),
    );
    expect(cities.size).toBeGreaterThan(60);
    const t = sample[3]!;
    expect(sites.truth(t.listing_url)).toEqual(t);
    expect(sites.truth('nobody-here.example.com')).toBeNull();
  });
});

describe('demo sites: shares like the real web, following the restaurant', () => {
  it('spreads platforms in realistic shares', () => {
    const shares = Object.fromEntries(DEMO_SITE_PLATFORMS.map((p) => [p, share((t) => t.platform === p)]));
    expect(shares.wordpress).toBeGreaterThan(0.14);
    expect(shares.wordpress).toBeLessThan(0.3);
    expect(shares.custom).toBeGreaterThan(0.1);
    for (const p of DEMO_SITE_PLATFORMS) expect(shares[p]).toBeGreaterThan(0.02);
    for (const p of DEMO_SITE_PLATFORMS) expect(shares[p]).toBeLessThan(0.3);
  });

  it('has a few sites that behave as the real web does, and most that answer normally', () => {
    const shares = Object.fromEntries(DEMO_SITE_BEHAVIOURS.map((b) => [b, share((t) => t.behaviour === b)]));
    expect(shares.normal).toBeGreaterThan(0.82);
    for (const b of ['script_shell', 'blocked', 'slow', 'redirect']) {
      expect(shares[b]).toBeGreaterThan(0.005);
      expect(shares[b]).toBeLessThan(0.08);
    }
    expect(sample.filter((t) => t.behaviour === 'script_shell').every((t) => t.platform === 'custom')).toBe(true);
  });

  it('follows the restaurant: bars on SpotHopper, big chains built for them, fine dining booking tables, counters ordering online', () => {
    const bars = sample.filter((t) => t.cuisine === 'bar');
    expect(share((t) => t.platform === 'spothopper', bars)).toBeGreaterThan(
      3 * share((t) => t.platform === 'spothopper'),
    );
    const bigChains = sample.filter((t) => t.chain && t.locations >= 10);
    expect(share((t) => t.platform === 'custom' || t.platform === 'wordpress', bigChains)).toBeGreaterThan(0.6);
    const upscale = sample.filter((t) => ['steakhouse', 'french', 'new_american', 'sushi'].includes(t.cuisine));
    const counters = sample.filter((t) => ['pizza', 'burgers', 'fast_food', 'chicken'].includes(t.cuisine));
    expect(share((t) => t.reservations.provider !== null, upscale)).toBeGreaterThan(0.6);
    expect(share((t) => t.reservations.provider !== null, counters)).toBeLessThan(0.1);
    expect(share((t) => t.ordering.kind !== 'none', counters)).toBeGreaterThan(0.8);
    expect(share((t) => t.platform === 'toast', counters)).toBeGreaterThan(
      share((t) => t.platform === 'toast', upscale),
    );
  });
});

/** Every page of a site that answers normally, as one text. */
function allPages(t: DemoSiteTruth): string {
  return [home(t).body, ...t.pages.map((p) => page(`https://${t.host}${p}`).body)].join('\n');
}

describe('demo sites: each site has what its truth says, and nothing it says it lacks', () => {
  const normal = sample.filter((t) => t.behaviour === 'normal' || t.behaviour === 'redirect').slice(0, 200);

  it('answers every page it lists, HTML with the platform’s traces', () => {
    for (const t of normal) {
      for (const path of t.pages)
        expect(page(`https://${t.host}${path}`)).toMatchObject({
          found: true,
          status: 200,
          content_type: 'text/html; charset=utf-8',
          delay_ms: 0,
        });
      const html = home(t).body;
      const trace = PLATFORM_TRACE[t.platform];
      if (trace) expect(html).toMatch(trace);
      else expect(html).not.toMatch(ANY_TRACE);
    }
  });

  it('has the menu its truth names: prices as text, a PDF that opens, or pictures', () => {
    for (const t of normal.filter((x) => x.has_menu)) {
      const path = t.pages.find((p) => /^\/menus?$/.test(p))!;
      const menu = page(`https://${t.host}${path}`).body;
      const prices = menu.match(/\$\d/g)?.length ?? 0;
      if (t.menu_kind === 'text') expect(prices).toBeGreaterThanOrEqual(3);
      else expect(allPages(t).match(/\$\d/g)?.length ?? 0).toBeLessThan(3);
      if (t.menu_kind === 'pdf') {
        const pdf = /href="([^"]+\.pdf)"/.exec(menu)![1]!;
        expect(page(pdf)).toMatchObject({ status: 200, content_type: 'application/pdf' });
        expect(page(pdf).body.startsWith('%PDF-1.4')).toBe(true);
      }
      if (t.menu_kind === 'images') expect(menu).toMatch(/<img [^>]*alt="[^"]*menu, page 1"/);
    }
  });

  it('offers parties, catering and jobs with a page and a form only where its truth does, and never mentions them otherwise', () => {
    for (const t of normal) {
      const text = allPages(t).replace(/<script[\s\S]*?<\/script>/g, '');
      if (!t.private_events.mentioned)
        expect(
          text.match(
            /private (part|event|dining|room)|banquet|buyout|rehearsal dinner|>[^<]*\b(parties|events?)\b[^<]*<\/a>/i,
          )?.[0],
        ).toBeUndefined();
      if (!t.catering.mentioned) expect(text.match(/cater/i)?.[0]).toBeUndefined();
      if (!t.careers.mentioned)
        expect(text.match(/hiring|careers?\b|\bjobs?\b|employment|join our (team|crew)/i)?.[0]).toBeUndefined();
      for (const [offer, truth] of [
        ['events', t.private_events],
        ['catering', t.catering],
        ['careers', t.careers],
      ] as const) {
        const forms =
          text.match(
            /<form[^>]*id="(event-inquiry|catering-request|job-application)"|<iframe[^>]*(tripleseat|jotform|harri|workstream)/g,
          ) ?? [];
        const wanted = {
          events: /event-inquiry|tripleseat/,
          catering: /catering-request|jotform/,
          careers: /job-application|harri|workstream/,
        }[offer];
        expect(forms.some((f) => wanted.test(f))).toBe(truth.form);
      }
    }
  });

  it('links the ordering, booking, newsletter and social profiles its truth names, and shows the phone and hours as it says', () => {
    const HOSTS: Record<string, string> = {
      toast: 'toasttab.com',
      chownow: 'chownow.com',
      square: 'square.site',
      owner: 'owner.com',
      popmenu: 'order.popmenu.com',
      bentobox: 'getbento.com/online-ordering',
      doordash: 'doordash.com',
      ubereats: 'ubereats.com',
      grubhub: 'grubhub.com',
      opentable: 'opentable.com',
      resy: 'resy.com',
      tock: 'exploretock.com',
    };
    for (const t of normal) {
      const html = home(t).body;
      for (const p of t.ordering.providers) expect(html).toContain(HOSTS[p]);
      if (t.ordering.kind === 'none') expect(html).not.toMatch(/>Order/);
      if (t.reservations.provider) expect(html).toContain(HOSTS[t.reservations.provider]);
      else expect(html).not.toMatch(/opentable|resy\.com|exploretock|>Reservations</);
      expect(/list-manage\.com|klaviyo\.com|\/subscribe"/.test(html)).toBe(t.newsletter.present);
      expect(html.includes('www.facebook.com/')).toBe(t.facebook_url !== null);
      expect(html.includes('www.instagram.com/')).toBe(t.instagram_url !== null);
      expect(html.includes('application/ld+json')).toBe(t.json_ld);
      expect(html.includes('href="tel:')).toBe(t.phone_tel_link);
      expect(/class="hours"/.test(html)).toBe(t.hours_shown);
    }
  });
});

describe('demo sites: answering like a web server', () => {
  const of = (b: DemoSiteTruth['behaviour']) => sample.find((t) => t.behaviour === b)!;

  it('forwards http to https, and a redirecting site’s listed address to its www (or bare) twin', () => {
    const t = sample.find((x) => x.behaviour === 'normal' && !x.chain)!;
    expect(page(t.listing_url.replace('https:', 'http:'))).toMatchObject({ status: 301, location: t.listing_url });
    const r = of('redirect');
    expect(page(r.listing_url)).toMatchObject({ found: true, status: 301, location: r.redirect_to });
    expect(new URL(r.redirect_to!).hostname).toBe(r.host);
    expect(page(r.redirect_to!).status).toBe(200);
  });

  it('answers 403 to automated visitors on a blocked site, and a slow site after longer than any reader waits', () => {
    const blocked = of('blocked');
    expect(home(blocked)).toMatchObject({ status: 403, content_type: 'text/html; charset=utf-8' });
    expect(home(blocked).body).toContain('Access denied');
    const slow = of('slow');
    expect(home(slow)).toMatchObject({ status: 200, delay_ms: SLOW_SITE_DELAY_MS });
  });

  it('answers a script shell (an empty root and a bundle) for every page of a site drawn by scripts', () => {
    const t = of('script_shell');
    for (const path of t.pages) {
      const shell = page(`https://${t.host}${path}`);
      expect(shell.body).toContain('<div id="root"></div>');
      expect(shell.body.replace(/<[^>]+>/g, '').trim().length).toBeLessThan(200);
    }
    const bundle = /src="([^"]+\.js)"/.exec(home(t).body)![1]!;
    expect(page(bundle)).toMatchObject({ status: 200, content_type: 'text/javascript; charset=utf-8' });
  });

  it('lets a person viewing the site past the bot check, and shows what a script-drawn site renders', () => {
    const at = (t: DemoSiteTruth) => t.redirect_to ?? t.listing_url;
    const blocked = of('blocked');
    const seen = sites.page(at(blocked), 'person');
    expect(seen.status).toBe(200);
    expect(seen.body).not.toContain('Access denied');
    const drawn = of('script_shell');
    const shown = sites.page(at(drawn), 'person');
    expect(shown.body).not.toContain('<div id="root"></div>');
    expect(shown.body.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(200);
    // A reader still gets what a bot gets.
    expect(page(at(blocked)).status).toBe(403);
    expect(page(at(drawn)).body).toContain('<div id="root"></div>');
  });

  it('answers an unknown path with a small 404 page, and an unknown host or a non-web address with found: false', () => {
    const t = sample.find((x) => x.behaviour === 'normal')!;
    const missing = page(`https://${t.host}/no-such-page`);
    expect(missing).toMatchObject({ found: true, status: 404, content_type: 'text/html; charset=utf-8' });
    expect(missing.body.length).toBeLessThan(1000);
    expect(page(`https://${t.host}/menu/`).status).toBe(page(`https://${t.host}/menu`).status);
    expect(page('https://nobody-here.example.com/')).toMatchObject({ found: false });
    expect(page('ftp://' + t.host + '/')).toMatchObject({ found: false });
    expect(page('not a url')).toMatchObject({ found: false });
  });

  it('serves the demo vendors’ sites beside the restaurants’', () => {
    const withVendor = new DemoSites(data, {
      vendors: [
        {
          host: 'tablepoint-pos.example.com',
          name: 'TablePoint POS',
          pages: { '/': '<h1>TablePoint</h1>', '/features': '<h1>Features</h1>' },
        },
      ],
    });
    expect(withVendor.page('https://tablepoint-pos.example.com/')).toEqual({
      found: true,
      status: 200,
      content_type: 'text/html; charset=utf-8',
      body: '<h1>TablePoint</h1>',
      delay_ms: 0,
    });
    expect(withVendor.page('https://tablepoint-pos.example.com/features/').body).toBe('<h1>Features</h1>');
    expect(withVendor.page('http://tablepoint-pos.example.com/features')).toMatchObject({
      status: 301,
      location: 'https://tablepoint-pos.example.com/features',
    });
    expect(withVendor.page('https://www.tablepoint-pos.example.com/')).toMatchObject({
      status: 301,
      location: 'https://tablepoint-pos.example.com/',
    });
    expect(withVendor.page('https://tablepoint-pos.example.com/pricing').status).toBe(404);
  });
});
