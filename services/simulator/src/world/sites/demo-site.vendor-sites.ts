import type { SitePage } from './site-page.js';
import { esc } from './demo-site.html.js';
import { otherHostForm } from './demo-site.index.js';

/** A demo vendor's website as its generator gives it: pages by path, full HTML each. */
export interface VendorSitePages {
  host: string;
  name: string;
  pages: Record<string, string>;
}

const HTML = 'text/html; charset=utf-8';

const redirect = (location: string): SitePage => ({
  found: true,
  status: 301,
  content_type: HTML,
  location,
  body: `<!DOCTYPE html><html><head><title>301 Moved Permanently</title></head><body><h1>Moved Permanently</h1><p>The document has moved <a href="${esc(location)}">here</a>.</p></body></html>\n`,
  delay_ms: 0,
});

/** "/features/" and "/features" are one page; the root stays "/". */
const pathKey = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/').toLowerCase();

/**
 * The demo restaurant-technology vendors' sites (for the Business Analysis tab): each page 200
 * HTML, http forwarded to https and the www twin to the host, any other path a small 404.
 */
export class VendorSites {
  private readonly byHost = new Map<string, { site: VendorSitePages; pages: Map<string, string> }>();

  constructor(sites: readonly VendorSitePages[]) {
    for (const site of sites) {
      const pages = new Map(Object.entries(site.pages).map(([path, html]) => [pathKey(path), html]));
      this.byHost.set(site.host.toLowerCase(), { site, pages });
    }
  }

  /** The vendor's answer for the address, or null when no vendor site is at its host. */
  answer(u: URL): SitePage | null {
    const host = u.hostname.toLowerCase();
    const own = this.byHost.get(host);
    const twin = own ? undefined : this.byHost.get(otherHostForm(host));
    const vendor = own ?? twin;
    if (!vendor) return null;
    if (u.protocol === 'http:' || twin) return redirect(`https://${vendor.site.host}${u.pathname}${u.search}`);
    const html = vendor.pages.get(pathKey(u.pathname));
    if (html !== undefined) return { found: true, status: 200, content_type: HTML, body: html, delay_ms: 0 };
    return {
      found: true,
      status: 404,
      content_type: HTML,
      body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found | ${esc(vendor.site.name)}</title></head><body><h1>Page not found</h1><p><a href="https://${vendor.site.host}/">Go to the ${esc(vendor.site.name)} home page</a></p></body></html>\n`,
      delay_ms: 0,
    };
  }

  hosts(): string[] {
    return [...this.byHost.values()].map((v) => v.site.host);
  }
}
