import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SiteContactsSchema } from '@leadgen/contracts';
import { SiteReaderError } from '../errors.js';
import { createSiteReader, type SiteReader } from '../fetcher.js';
import { serveFixtures, type FixtureServer } from '../testing/index.js';
import { readContacts } from './read-contacts.js';

/** A restaurant site on 127.0.0.1: each path answers with its page (a number is a bare status, a string starting with '->' a redirect). */
interface LocalSite {
  url: string;
  origin: string;
  requested: string[];
  close(): Promise<void>;
}

async function serveSite(pages: Record<string, string | number>): Promise<LocalSite> {
  const requested: string[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    requested.push(path);
    const page = pages[path];
    if (typeof page === 'number' || page === undefined) {
      res.writeHead(typeof page === 'number' ? page : 404, { 'content-type': 'text/html' });
      return void res.end('<!doctype html><title>Error</title><p>Something went wrong.</p>');
    }
    if (page.startsWith('->')) {
      res.writeHead(302, { location: page.slice(2) });
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page.replaceAll('{{origin}}', origin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    origin,
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const page = (body: string, title = 'Bistro Verde'): string =>
  `<!doctype html><html><head><title>${title}</title><meta name="viewport" content="width=device-width"></head><body>${body}</body></html>`;

const NAV = `<nav>
  <a href="/menu">Menu</a><a href="/careers">Careers</a><a href="/locations">Locations</a>
  <a href="/private-events">Private Events</a><a href="/catering">Catering</a><a href="/our-team">Meet the Team</a>
  <a href="/our-story">Our Story</a><a href="/contact-us">Contact</a><a href="/gift-cards">Gift Cards</a>
  <a href="/menu.pdf">Menu (PDF)</a><a href="https://www.opentable.com/r/bistro-verde">Reserve</a></nav>`;

const SITE: Record<string, string | number> = {
  '/': page(`${NAV}<main><h1>Bistro Verde</h1><p>Seasonal cooking on Main Street. Call (512) 555-0143.</p></main>`),
  '/contact-us': page(
    `${NAV}<h1>Contact</h1><p>Email <a href="mailto:info@bistroverde.example.com">info@bistroverde.example.com</a></p>
     <form action="/contact-us" method="post"><input name="name"><input name="email" type="email"><textarea name="message"></textarea><button>Send</button></form>`,
  ),
  '/our-story': page(`<h1>Our Story</h1><p>Bistro Verde was founded by Elena and Marco Rossi in 2004.</p>`),
  '/our-team': page(`<h1>Team</h1><h3>Jules Bernard</h3><p>Executive Chef</p>`),
  '/catering': page(`<h1>Catering</h1><p>Write to catering@bistroverde.example.com</p>`),
  '/private-events': page(`<h1>Private events</h1><p>Events: events [at] bistroverde [dot] com</p>`),
  '/careers': page(`<h1>Careers</h1><p>jobs@bistroverde.example.com</p>`),
  '/locations': page(`<h1>Locations</h1><p>100 Main Street</p>`),
  '/menu': page('<h1>Menu</h1>'),
};

let reader: SiteReader;
const sites: LocalSite[] = [];
const serve = async (pages: Record<string, string | number>): Promise<LocalSite> => {
  const s = await serveSite(pages);
  sites.push(s);
  return s;
};

beforeAll(() => {
  reader = createSiteReader({ allowPrivateHosts: ['127.0.0.1'], timeoutMs: 5000 });
});
afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
});

describe('readContacts', () => {
  it('reads the home page, then contact, about, team, catering and events pages: six pages at most', async () => {
    const site = await serve(SITE);
    const c = await readContacts(reader, site.url, { now: () => new Date('2026-11-26T03:00:00Z') });
    expect(c.pages_read).toEqual(
      ['/', '/contact-us', '/our-story', '/our-team', '/catering', '/private-events'].map((p) => site.origin + p),
    );
    // The menu, careers and locations pages were never fetched: the cap left no room for them.
    expect([...site.requested].sort()).toEqual([
      '/',
      '/catering',
      '/contact-us',
      '/our-story',
      '/our-team',
      '/private-events',
    ]);
    expect(c.website_url).toBe(site.url);
    expect(c.read_at).toBe('2026-11-26T03:00:00.000Z');
    expect(c.site_note).toBeNull();
    expect(c.emails.map((e) => [e.address, e.page_url])).toEqual([
      ['info@bistroverde.example.com', `${site.origin}/contact-us`],
      ['catering@bistroverde.example.com', `${site.origin}/catering`],
      ['events@bistroverde.com', `${site.origin}/private-events`],
    ]);
    expect(c.phones.map((p) => p.display)).toEqual(['(512) 555-0143']);
    expect(c.people.map((p) => [p.name, p.role])).toEqual([
      ['Elena Rossi', 'Founder'],
      ['Marco Rossi', 'Founder'],
      ['Jules Bernard', 'Chef'],
    ]);
    expect(c.contact_form_url).toBe(`${site.origin}/contact-us`);
    expect(c.reservation_links).toEqual([{ provider: 'opentable', url: 'https://www.opentable.com/r/bistro-verde' }]);
    expect(() => SiteContactsSchema.parse(c)).not.toThrow();
  });

  it("reads a 'Visit us' page as the contact page when the site has no contact link", async () => {
    const site = await serve({
      '/': page(
        `<nav><a href="/careers">Jobs</a><a href="/about">About</a><a href="/visit-us">Visit Us</a><a href="/events">Events</a></nav>`,
      ),
      '/visit-us': page('<p>Call 512-555-0160</p>'),
      '/about': page('<p>Owner Dana Kim</p>'),
      '/events': page('<p>Parties of 20 or more.</p>'),
      '/careers': page('<p>We are hiring.</p>'),
    });
    const c = await readContacts(reader, site.url, { maxPages: 3 });
    expect(c.pages_read).toEqual([`${site.origin}/`, `${site.origin}/visit-us`, `${site.origin}/about`]);
  });

  it('reads fewer pages when asked', async () => {
    const site = await serve(SITE);
    const c = await readContacts(reader, site.url, { maxPages: 3 });
    expect(c.pages_read).toEqual([`${site.origin}/`, `${site.origin}/contact-us`, `${site.origin}/our-story`]);
  });

  it('skips sub-pages that fail or leave the site, and says so', async () => {
    const elsewhere = await serve({ '/': page('<p>owner@elsewhere.example.com</p>') });
    const site = await serve({
      ...SITE,
      '/our-story': 500,
      '/our-team': 404,
      '/catering': `->${elsewhere.url}`,
    });
    const c = await readContacts(reader, site.url);
    expect(c.pages_read).toEqual([`${site.origin}/`, `${site.origin}/contact-us`, `${site.origin}/private-events`]);
    expect(c.site_note).toBe("3 of the site's pages could not be read.");
    expect(elsewhere.requested).toEqual([]);
    expect(c.emails.map((e) => e.address)).toEqual(['info@bistroverde.example.com', 'events@bistroverde.com']);
  });

  it('says one page when one failed', async () => {
    const site = await serve({ ...SITE, '/catering': 503 });
    const c = await readContacts(reader, site.url);
    expect(c.site_note).toBe("One of the site's pages could not be read.");
  });

  it('throws the reason when the home page cannot be read', async () => {
    const site = await serve({ '/': 403 });
    const err = await readContacts(reader, site.url).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SiteReaderError);
    expect(err).toMatchObject({ code: 'HTTP_STATUS', status: 403 });
    expect((err as SiteReaderError).message).toMatch(/403/);
  });

  it('follows a home page that forwards with a meta refresh, once', async () => {
    const site = await serve({
      '/': '<html><head><meta http-equiv="refresh" content="0; url=/home.html"></head><body>Redirecting…</body></html>',
      '/home.html': page('<a href="/contact-us">Contact</a><p>hello@bistroverde.example.com</p>'),
      '/contact-us': page('<p>Phone: 512-555-0150</p>'),
    });
    const c = await readContacts(reader, site.url);
    expect(c.pages_read).toEqual([`${site.origin}/home.html`, `${site.origin}/contact-us`]);
    expect(c.emails.map((e) => e.address)).toEqual(['hello@bistroverde.example.com']);
    expect(c.phones.map((p) => p.display)).toEqual(['(512) 555-0150']);
  });

  it('says when the site only draws its content with scripts', async () => {
    const site = await serve({
      '/': '<!doctype html><html><head><title>Taco App</title><script src="/a.js"></script><script src="/b.js"></script><script src="/c.js"></script></head><body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>',
    });
    const c = await readContacts(reader, site.url);
    expect(c.pages_read).toEqual([site.url]);
    expect(c.site_note).toBe(
      'The site shows little readable content without running scripts, so contacts may be missing.',
    );
  });
});

describe('readContacts on a fixture site', () => {
  let fx: FixtureServer;
  beforeAll(async () => {
    fx = await serveFixtures({ only: ['olive-and-thyme', 'canary'] });
  });
  afterAll(async () => {
    await fx.close();
  });

  it('reads Olive & Thyme: contact, story and catering pages, never the site it links to', async () => {
    const fixtureReader = createSiteReader({ allowPrivateHosts: fx.allowPrivateHosts, timeoutMs: 5000 });
    const c = await readContacts(fixtureReader, fx.sites['olive-and-thyme'].url);
    const origin = fx.sites['olive-and-thyme'].origin;
    expect(c.pages_read).toEqual([`${origin}/`, `${origin}/contact/`, `${origin}/about/`, `${origin}/catering/`]);
    expect(fx.requestsTo('canary')).toEqual([]);
    expect(c.emails.map((e) => e.address).sort()).toEqual([
      'catering@oliveandthyme.example.com',
      'hello@oliveandthyme.example.com',
    ]);
    expect(c.phones.map((p) => p.e164)).toEqual(['+12625550112']);
    expect(c.forms).toEqual([
      { kind: 'contact', url: `${origin}/contact/` },
      { kind: 'catering', url: `${origin}/catering/` },
    ]);
    expect(c.social).toMatchObject({
      facebook: 'https://www.facebook.com/oliveandthymebrookfield',
      instagram: 'https://www.instagram.com/oliveandthyme_kitchen',
      yelp: 'https://www.yelp.com/biz/olive-and-thyme-brookfield',
    });
    expect(c.ordering_links).toEqual([
      { provider: 'chownow', url: 'https://direct.chownow.com/order/31247/locations/47102' },
    ]);
    expect(c.site_note).toBeNull();
  });
});
