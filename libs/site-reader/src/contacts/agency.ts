import type { CheerioAPI } from 'cheerio';
import type { ElementSelection } from '../page/page.context.js';
import { collapse, type DomNode } from '../page/dom-text.js';
import { registrableDomain, sameSite } from '../site.js';

/**
 * 'Site by', 'Website by', 'Designed by', 'Powered by': the line that credits the web agency. 'Made by',
 * 'built by' and 'created by' only count in a footer, where a kitchen's own words rarely are.
 */
export const CREDIT =
  /\b(?:web ?site|site|web design|design(?:ed)?(?: (?:and|&) developed)?|developed|powered|hosted)\s+by\b/i;
export const FOOTER_CREDIT = /\b(?:made|built|created|crafted)(?:\s+with\s+\S+)?\s+by\b/i;

const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'msn.com',
  'comcast.net',
  'att.net',
  'proton.me',
  'protonmail.com',
]);

const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** The site an address belongs to: its registrable domain, or its own name under a reserved example domain. */
export function siteKey(host: string): string {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (/(^|\.)example\.(com|net|org)$/.test(h)) return h.split('.').slice(-3).join('.');
  return registrableDomain(h);
}

const FOOTER = 'footer, [role=contentinfo], [class*=footer], [id*=footer]';

/**
 * The web agency's sites: links that follow a credit ('Site by <a href="https://acme.com">Acme</a>')
 * in the element holding it, and addresses written after the credit. Never the restaurant's own site.
 */
export function agencyDomainsOf(
  $: CheerioAPI,
  page: URL,
  resolve: (href: string | undefined) => URL | undefined,
): Set<string> {
  const domains = new Set<string>();
  const own = siteKey(page.hostname);
  const addHost = (host: string): void => {
    const k = siteKey(host);
    // A free mailbox (gmail.com...) is many restaurants' own address: never a whole agency's domain.
    if (k && k !== own && !FREE_MAIL.has(k)) domains.add(k);
  };
  const texts: Array<DomNode & { parent?: DomNode | null }> = [];
  const collect = (n: DomNode): void => {
    if (n.type === 'text') {
      if (/\bby\b/i.test(n.data ?? '')) texts.push(n);
      return;
    }
    if (NOT_TEXT.has(n.tagName?.toLowerCase() ?? '')) return;
    for (const c of n.children ?? []) collect(c);
  };
  for (const root of $.root().get() as unknown as DomNode[]) collect(root);
  for (const t of texts) {
    const data = t.data ?? '';
    if (!CREDIT.test(data) && !(FOOTER_CREDIT.test(data) && $(t.parent as never).closest(FOOTER).length)) continue;
    // The element that holds the credit and what follows it: climb out of <small>, <span>... while it stays short.
    let scope = $(t.parent as never) as unknown as ElementSelection;
    for (let i = 0; i < 3 && !hasLinkAfter(scope.get(0) as unknown as DomNode, t); i++) {
      const parent = scope.parent();
      if (!parent.length || collapse(parent.text()).length > 300) break;
      scope = parent as unknown as ElementSelection;
    }
    for (const href of linksAfter(scope.get(0) as unknown as DomNode, t)) {
      if (/^mailto:/i.test(href)) {
        const domain = href.slice(7).split('?')[0].split('@')[1];
        if (domain) addHost(domain);
      } else {
        const u = resolve(href);
        if (u && (u.protocol === 'http:' || u.protocol === 'https:') && !sameSite(u, page)) addHost(u.hostname);
      }
    }
    // Addresses only from the credit's own element: climbing serves to find its link, and a footer's
    // other lines ('Questions? pete@harborfish.com') are the restaurant's, not the agency's.
    const text = collapse($(t.parent as never).text());
    const at = Math.max(0, text.search(CREDIT));
    for (const e of text.slice(at).matchAll(/[a-z0-9._%+-]+@([a-z0-9.-]+\.[a-z]{2,24})/gi)) addHost(e[1]);
  }
  return domains;
}

/** The hrefs of the links inside `root` that come after the node `from`, in page order. */
function linksAfter(root: DomNode | undefined, from: DomNode): string[] {
  const out: string[] = [];
  let after = false;
  const walk = (n: DomNode): void => {
    if (n === from) after = true;
    if (after && n.type === 'tag' && n.tagName?.toLowerCase() === 'a' && n.attribs?.['href'])
      out.push(n.attribs['href']);
    for (const c of n.children ?? []) walk(c);
  };
  if (root) walk(root);
  return out;
}

function hasLinkAfter(root: DomNode | undefined, from: DomNode): boolean {
  return linksAfter(root, from).length > 0;
}
