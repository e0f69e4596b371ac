/**
 * The simulated world's websites live on the domains reserved for examples (RFC 2606): every
 * simulated lead's site and the demo vendors' sites are on a subdomain of one of these. The
 * services read them like any site (through the outbound proxy the simulator plays); the browser
 * views them on the app's /demo-sites path, marked as fictional.
 */
export const DEMO_SITE_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/** True when the host is one of the reserved example domains or a subdomain of one. */
export function isDemoSiteHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return DEMO_SITE_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`));
}

/** Path on the app's origin where a browser views a demo site: /demo-sites/<host>/<path>. */
export const DEMO_SITE_VIEW_PREFIX = '/demo-sites';

/** The address where a rep's browser views a simulated site's page (the 'Visit' link); null for any other site. */
export function demoSiteViewPath(siteUrl: string): string | null {
  try {
    const u = new URL(siteUrl);
    if (!isDemoSiteHost(u.hostname)) return null;
    return `${DEMO_SITE_VIEW_PREFIX}/${u.hostname}${u.pathname}${u.search}`;
  } catch {
    return null;
  }
}
