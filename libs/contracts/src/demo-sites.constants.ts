/**
 * The demo world's websites live on the domains reserved for examples (RFC 2606): every demo
 * lead's site and the demo vendors' sites are on a subdomain of one of these. In demo mode they
 * are read through the leads service (subject `leads.demo-site-page`), never over the network;
 * outside demo mode an address on them is refused.
 */
export const DEMO_SITE_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/** True when the host is one of the reserved example domains or a subdomain of one. */
export function isDemoSiteHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return DEMO_SITE_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`));
}

/** Said when a demo-site address is given while demo mode is off. */
export const DEMO_SITE_OFF_MESSAGE = 'This is a demo website address; demo websites exist only in demo mode.';

/** Path on the app's origin where a browser views a demo site: /demo-sites/<host>/<path>. */
export const DEMO_SITE_VIEW_PREFIX = '/demo-sites';

/** The address where a rep's browser views a demo site's page (the 'Visit' link in demo mode). */
export function demoSiteViewPath(siteUrl: string): string | null {
  try {
    const u = new URL(siteUrl);
    if (!isDemoSiteHost(u.hostname)) return null;
    return `${DEMO_SITE_VIEW_PREFIX}/${u.hostname}${u.pathname}${u.search}`;
  } catch {
    return null;
  }
}
