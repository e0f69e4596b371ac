import { isIpLiteral } from './address-policy.js';

/** Common two-part public suffixes (a short list, not the full Public Suffix List). */
const TWO_PART_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'org.nz',
  'co.za',
  'com.br',
  'com.mx',
  'com.ar',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.kr',
  'com.cn',
  'com.hk',
  'com.sg',
  'com.tw',
  'co.in',
  'co.il',
  'com.tr',
  'com.my',
  'com.ph',
  'co.id',
  'co.th',
]);

/** The registrable domain of a hostname ("www.casa.example.com" -> "example.com"); an IP stays itself. */
export function registrableDomain(hostname: string): string {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  if (isIpLiteral(h) || !h.includes('.')) return h;
  const parts = h.split('.');
  const lastTwo = parts.slice(-2).join('.');
  if (TWO_PART_SUFFIXES.has(lastTwo) && parts.length >= 3) return parts.slice(-3).join('.');
  return lastTwo;
}

/**
 * The domains reserved for examples and documentation (RFC 2606) are shared by many unrelated
 * sites, each on its own name under them ("www.lola.example.net" and "lola.example.net" are one
 * site, "pepe.example.net" another): like a public suffix, they are never one site.
 */
const RESERVED_EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'];

function onReservedExampleDomain(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return RESERVED_EXAMPLE_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`));
}

/** The site under a reserved example domain: the name just below it. */
function exampleSiteOf(hostname: string): string {
  const parts = hostname.toLowerCase().replace(/\.$/, '').split('.');
  return parts.length >= 3 ? parts.slice(-3).join('.') : parts.join('.');
}

/**
 * Same site: same registrable domain (www. and sub-domains count as the same site). A site
 * addressed by IP (as fixtures are) is only itself: same IP and port.
 */
export function sameSite(a: URL, b: URL): boolean {
  if (a.protocol !== 'http:' && a.protocol !== 'https:') return false;
  if (b.protocol !== 'http:' && b.protocol !== 'https:') return false;
  if (isIpLiteral(a.hostname) || isIpLiteral(b.hostname) || !a.hostname.includes('.')) {
    return a.hostname === b.hostname && a.port === b.port;
  }
  if (onReservedExampleDomain(a.hostname) || onReservedExampleDomain(b.hostname))
    return exampleSiteOf(a.hostname) === exampleSiteOf(b.hostname);
  return registrableDomain(a.hostname) === registrableDomain(b.hostname);
}

/** Files a page links that are no pages to read (menus as PDF, photos, calendars, styles, scripts). */
const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|svg|mp4|mov|zip|docx?|xlsx?|ics|css|js)$/i;

/** A page's address as pages are told apart: without its #fragment or a trailing slash. */
export function pageKey(u: URL): string {
  const c = new URL(u.href);
  c.hash = '';
  return c.href.replace(/\/$/, '');
}

/** The links of a home page that lead to other pages of the same site, each with its address (no #fragment). */
export function sameSitePages<L extends { href: string }>(links: readonly L[], home: URL): { link: L; url: URL }[] {
  const out: { link: L; url: URL }[] = [];
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link.href);
    } catch {
      continue;
    }
    if (!sameSite(url, home) || NOT_A_PAGE.test(url.pathname)) continue;
    url.hash = '';
    out.push({ link, url });
  }
  return out;
}
