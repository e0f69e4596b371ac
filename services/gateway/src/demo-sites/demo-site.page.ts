import { DEMO_SITE_VIEW_PREFIX, demoSiteViewPath, isDemoSiteHost } from '@leadgen/contracts';
import { load } from 'cheerio';
import type { SimulatedSitePage } from './simulated-site.client.js';

/** Shown across the top of every demo page a rep opens, so nobody mistakes it for a real restaurant's site. */
export const DEMO_SITE_BANNER_TEXT =
  'Fictional demo site — generated for the demo of AI-Powered Lead Generation. This business does not exist.';

/**
 * The demo page is someone else's markup on the app's origin: it runs sandboxed (no scripts, no
 * same-origin access to the app's storage), loads nothing from anywhere, and keeps only inline
 * styles and inline images. Links may still open in a new tab.
 */
export const DEMO_SITE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "sandbox allow-popups; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

const HOST_SHAPE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/**
 * The demo-site address a view path names: `/demo-sites/<host>/<path>` with its query becomes
 * `https://<host>/<path>?<query>`. Null when the host is not on a reserved demo domain.
 */
export function demoSiteUrlOf(path: string, search = ''): URL | null {
  const prefix = `${DEMO_SITE_VIEW_PREFIX}/`;
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  const slash = rest.indexOf('/');
  const host = (slash < 0 ? rest : rest.slice(0, slash)).toLowerCase();
  const pagePath = slash < 0 ? '/' : rest.slice(slash);
  if (!HOST_SHAPE.test(host) || !isDemoSiteHost(host)) return null;
  try {
    const url = new URL(`https://${host}${pagePath}${search}`);
    return url.hostname === host ? url : null;
  } catch {
    return null;
  }
}

/** The view path of a link on a demo page when it leads to a demo site (relative links included), else null. */
function viewPathOfLink(href: string, pageUrl: URL): string | null {
  try {
    const target = new URL(href, pageUrl);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
    const view = demoSiteViewPath(target.href);
    return view === null ? null : `${view}${target.hash}`;
  } catch {
    return null;
  }
}

const BANNER_STYLE = [
  'position:sticky',
  'top:0',
  'z-index:2147483647',
  'margin:0',
  'padding:10px 16px',
  'background:#fef3c7',
  'color:#78350f',
  'border-bottom:2px solid #f59e0b',
  'font:600 15px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif',
  'text-align:center',
].join(';');

/**
 * A demo site's HTML page as a rep's browser gets it: the fictional-site banner first in the body,
 * and every link that leads to a demo site kept on the app's /demo-sites view of it.
 */
export function markedDemoPage(html: string, pageUrl: URL): string {
  const $ = load(html);
  $('a[href], area[href]').each((_, el) => {
    const view = viewPathOfLink($(el).attr('href') ?? '', pageUrl);
    if (view) $(el).attr('href', view);
  });
  $('form[action]').each((_, el) => {
    const view = viewPathOfLink($(el).attr('action') ?? '', pageUrl);
    if (view) $(el).attr('action', view);
  });
  const banner = $('<div role="note" data-demo-site-banner></div>')
    .attr('style', BANNER_STYLE)
    .text(DEMO_SITE_BANNER_TEXT);
  $('body').prepend(banner);
  return $.html();
}

const MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:\s*;\s*[\w!#$&^.+-]+=(?:[\w!#$&^.+-]+|"[^"\r\n]*"))*$/;

export const isHtml = (contentType: string) => /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType);

/** The page's own media type when it is a well-formed one, else plain bytes (a header never carries stray text). */
export function safeContentType(contentType: string): string {
  const value = contentType.trim();
  return MEDIA_TYPE.test(value) ? value : 'application/octet-stream';
}

/** How the gateway answers one demo page. */
export type DemoSiteView =
  | { kind: 'page'; status: number; contentType: string; body: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-found' }
  | { kind: 'leaves-demo-world' };

const isRedirect = (status: number) => status >= 300 && status < 400;

/** Where a demo site's redirect goes, resolved against the page it came from; null when it names no address. */
export function redirectTarget(reply: SimulatedSitePage, pageUrl: URL): URL | null {
  if (!isRedirect(reply.status) || !reply.location) return null;
  try {
    return new URL(reply.location, pageUrl);
  } catch {
    return null;
  }
}

/**
 * A redirect the browser cannot see, because it leads to the same /demo-sites view (http to
 * https): the gateway asks for the target itself. Null for every other answer.
 */
export function sameViewRedirect(reply: SimulatedSitePage, pageUrl: URL): URL | null {
  const target = redirectTarget(reply, pageUrl);
  if (!target) return null;
  const view = demoSiteViewPath(target.href);
  return view !== null && view === demoSiteViewPath(pageUrl.href) ? target : null;
}

/** The answer for a demo site's reply: the page (HTML marked as fictional), a redirect kept on /demo-sites, or none. */
export function demoSiteView(reply: SimulatedSitePage, pageUrl: URL): DemoSiteView {
  if (!reply.found) return { kind: 'not-found' };
  if (isRedirect(reply.status) && reply.location) {
    const target = redirectTarget(reply, pageUrl);
    const view = target ? demoSiteViewPath(target.href) : null;
    return view === null ? { kind: 'leaves-demo-world' } : { kind: 'redirect', status: reply.status, location: view };
  }
  const contentType = safeContentType(reply.content_type);
  const body = isHtml(contentType) ? markedDemoPage(reply.body, pageUrl) : reply.body;
  return { kind: 'page', status: reply.status, contentType, body };
}
