import { LRUCache } from 'lru-cache';
import type { SitePage } from './site-page.js';
import type { DemoDataFile } from '../demo.types.js';
import { DemoSiteIndex, type DemoSiteEntry } from './demo-site.index.js';
import { planSite } from './demo-site.plan.js';
import type { SitePlan } from './demo-site.types.js';
import { contactsTruthOf } from './demo-site.contacts.truth.js';
import { hashText } from './demo-site.random.js';
import { blockedPage, notFoundPage, renderedRoutesOf, routesOf, type RenderedPage } from './demo-site.render.js';
import type { DemoSiteTruth } from './demo-site.truth.js';
import { VendorSites, type VendorSitePages } from './demo-site.vendor-sites.js';

/** How long a slow demo site takes to answer: longer than any reader waits. */
export const SLOW_SITE_DELAY_MS = 30_000;

/** A restaurant as its mail domain shows it: who answers there, and every address its site publishes. */
export interface DemoMailDomain {
  /** The restaurant, or the brand of a chain. */
  name: string;
  /** The listing's phone, as written on the site; null when it has none. */
  phone: string | null;
  /** The owner the site names (first of them), or null. */
  owner: string | null;
  /** Every address the site publishes (lower case), whether or not a reader can read the site. */
  addresses: string[];
}

/** The answer for a host no demo site has: the reader says the address could not be found. */
export const NO_DEMO_SITE: SitePage = {
  found: false,
  status: 404,
  content_type: 'text/plain; charset=utf-8',
  body: '',
  delay_ms: 0,
};

interface BuiltSite {
  plan: SitePlan;
  routes: Map<string, () => RenderedPage>;
}

export interface DemoSitesOptions {
  /** Sites kept built (plan and routes) at once. */
  sites?: number;
  /** Rendered pages kept at once. */
  pages?: number;
  /** The demo restaurant-technology vendors' sites, served beside the restaurants'. */
  vendors?: readonly VendorSitePages[];
  /** Where a host none of these listings has may still be a site: the towns' restaurants. */
  more?: { sitesFor(host: string): DemoSites | null };
}

function parseUrl(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

/** "/menu/", "/menu" and "/Menu" are one page; the root stays "/". */
function pagePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is simply a path no site has.
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

const reply = (page: RenderedPage, delay: number): SitePage => ({
  found: true,
  status: page.status,
  content_type: page.contentType,
  body: page.body,
  delay_ms: delay,
});
const redirect = (location: string, delay: number): SitePage => ({
  found: true,
  status: 301,
  content_type: 'text/html; charset=utf-8',
  location,
  body: `<!DOCTYPE html><html><head><title>301 Moved Permanently</title></head><body><h1>Moved Permanently</h1><p>The document has moved <a href="${location.replace(/"/g, '&quot;')}">here</a>.</p></body></html>\n`,
  delay_ms: delay,
});

/**
 * The demo world's websites: one for every demo listing with a website, built from the listing
 * when first asked for and kept in a small cache (the world has about 13,000 sites), and the
 * demo vendors' sites. Answers like a web server would, never reaching the network.
 */
export class DemoSites {
  private readonly index: DemoSiteIndex;
  private readonly sites: LRUCache<string, BuiltSite>;
  private readonly pages: LRUCache<string, RenderedPage>;
  private readonly vendors: VendorSites;
  private readonly more: DemoSitesOptions['more'];

  constructor(
    readonly data: DemoDataFile,
    options: DemoSitesOptions = {},
  ) {
    this.index = new DemoSiteIndex(data);
    this.vendors = new VendorSites(options.vendors ?? []);
    this.more = options.more;
    this.sites = new LRUCache({ max: options.sites ?? 256 });
    this.pages = new LRUCache({ max: options.pages ?? 512 });
  }

  /**
   * The page at an address as its site answers: redirects, 403 to bots, slowness and 404s
   * included. A person viewing it gets past the bot check and sees what its scripts render.
   */
  page(url: string, viewer: 'reader' | 'person' = 'reader'): SitePage {
    const u = parseUrl(url);
    const vendor = u && this.vendors.answer(u);
    if (vendor) return vendor;
    const found = u && this.index.find(u.hostname);
    if (u && !found) return this.more?.sitesFor(u.hostname)?.page(url, viewer) ?? NO_DEMO_SITE;
    if (!u || !found) return NO_DEMO_SITE;
    const { plan, routes } = this.built(found.entry);
    const host = u.hostname.toLowerCase();
    const delay = plan.truth.behaviour === 'slow' ? SLOW_SITE_DELAY_MS : 0;
    if (u.protocol === 'http:') return redirect(`https://${host}${u.pathname}${u.search}`, delay);
    if (plan.truth.behaviour === 'blocked' && viewer === 'reader')
      return reply(blockedPage(host, hashText(`${host}${u.pathname}`).toString(16)), delay);
    if (host !== plan.host) return redirect(`https://${plan.host}${u.pathname}${u.search}`, delay);
    const path = pagePath(u.pathname);
    const rendered = viewer === 'person' && plan.truth.behaviour === 'script_shell';
    const key = `${rendered ? 'rendered:' : ''}${plan.host}${path}`;
    let page = this.pages.get(key);
    if (!page) {
      const route = (rendered ? renderedRoutesOf(plan) : routes).get(path);
      page = route ? route() : notFoundPage(plan);
      this.pages.set(key, page);
    }
    return reply(page, delay);
  }

  /** What the site at a host (or address) really has; null when no demo site is there. */
  truth(hostOrUrl: string): DemoSiteTruth | null {
    const host = hostOrUrl.includes('://') ? parseUrl(hostOrUrl)?.hostname : hostOrUrl;
    const found = host ? this.index.find(host) : null;
    if (host && !found) return this.more?.sitesFor(host)?.truth(host) ?? null;
    return found ? structuredClone(this.built(found.entry).plan.truth) : null;
  }

  /**
   * The restaurant whose site is at a mail domain (its host, bare or with www), with the addresses
   * the site publishes; null when no demo site is there (a mail provider's domain, any other).
   */
  mailDomain(domain: string): DemoMailDomain | null {
    const found = this.index.find(domain);
    if (!found) return this.more?.sitesFor(domain)?.mailDomain(domain) ?? null;
    const { plan } = this.built(found.entry);
    return {
      name: plan.traits.name,
      phone: plan.traits.main.phone,
      owner: plan.contacts.people.find((p) => /owner|founder/i.test(p.role))?.name ?? null,
      // As a careful reader of a readable site would find them: the site's own and its offers' addresses.
      addresses: contactsTruthOf(plan, 'normal').emails.map((e) => e.address.toLowerCase()),
    };
  }

  /** `limit` hosts spread evenly over the world (every city, chains and single restaurants), always the same ones. */
  hosts(limit = Number.POSITIVE_INFINITY): string[] {
    const all = this.index.hosts();
    if (limit >= all.length) return all;
    const step = all.length / Math.max(1, Math.floor(limit));
    return Array.from({ length: Math.max(0, Math.floor(limit)) }, (_, i) => all[Math.floor(i * step)]!);
  }

  get size(): number {
    return this.index.size;
  }

  private built(entry: DemoSiteEntry): BuiltSite {
    let site = this.sites.get(entry.listedHost);
    if (!site) {
      const plan = planSite(this.data, entry);
      site = { plan, routes: routesOf(plan) };
      this.sites.set(entry.listedHost, site);
    }
    return site;
  }
}
