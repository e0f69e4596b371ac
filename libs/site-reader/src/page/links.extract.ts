import { classifyLink, socialNetworkOf } from '../classify.js';
import type { LinkFact, PageFacts, SocialProfile } from '../schemas.js';
import { sameSite } from '../site.js';
import type { ContactList } from './contact.extract.js';
import { clip, collapse } from './dom-text.js';
import { isWebUrl, type PageContext, type PageElement } from './page.context.js';
import type { ProviderList } from './providers.extract.js';

const MAX_LINKS = 400;

export interface PageLinks {
  links: LinkFact[];
  pdfLinks: LinkFact[];
  social: SocialProfile[];
}

/**
 * Every link once (by address, kinds merged), classified (menu, catering, ...); tel: and mailto:
 * links become phones and e-mails, social links profiles, vendor links providers.
 */
export function readLinks(ctx: PageContext, contacts: ContactList, providers: ProviderList): PageLinks {
  const { $ } = ctx;
  const links: LinkFact[] = [];
  const byHref = new Map<string, LinkFact>();
  const social: SocialProfile[] = [];
  $('a[href], area[href]').each((_, el) => {
    const raw = ($(el).attr('href') ?? '').trim();
    if (!raw || raw === '#' || /^javascript:/i.test(raw)) return;
    const snippet = ctx.outerHtml(el);
    if (/^tel:/i.test(raw)) {
      contacts.addPhone(decodeURIComponent(raw.slice(4)), 'tel', snippet);
      return;
    }
    if (/^mailto:/i.test(raw)) contacts.addEmail(decodeURIComponent(raw.slice(7).split('?')[0]), 'mailto', snippet);
    const url = ctx.resolve(raw);
    const webUrl = isWebUrl(url) ? url : undefined;
    const text = linkText(ctx, el);
    const href = webUrl ? webUrl.href : raw;
    // A social profile is a social link, whatever its text says ("Find us on Facebook").
    const kinds = webUrl && socialNetworkOf(webUrl) ? [] : classifyLink(text, webUrl, raw);
    const existing = byHref.get(href);
    if (existing) {
      for (const k of kinds) if (!existing.kinds.includes(k)) existing.kinds.push(k);
      if (!existing.text && text) existing.text = text;
      return;
    }
    if (links.length >= MAX_LINKS) return;
    const fact: LinkFact = {
      href,
      text: clip(text, 120),
      kinds,
      internal: Boolean(webUrl && sameSite(webUrl, ctx.page)),
      evidence: ctx.evidence(snippet),
    };
    links.push(fact);
    byHref.set(href, fact);
    if (webUrl) {
      addSocialProfile(ctx, social, webUrl, snippet);
      providers.add(webUrl, 'link', snippet);
    }
  });
  return { links, social, pdfLinks: links.filter((l) => /\.pdf$/i.test(pathOf(l.href))) };
}

/** What a link says: its text, title, aria-label and the alt of an image inside it. */
function linkText(ctx: PageContext, el: PageElement): string {
  const a = ctx.$(el);
  return collapse(
    [a.text(), a.attr('title'), a.attr('aria-label'), a.find('img[alt]').attr('alt')].filter(Boolean).join(' '),
  );
}

function addSocialProfile(ctx: PageContext, social: SocialProfile[], url: URL, snippet: string): void {
  const network = socialNetworkOf(url);
  if (network && !social.some((s) => s.url === url.href))
    social.push({ network, url: url.href, evidence: ctx.evidence(snippet) });
}

function pathOf(href: string): string {
  try {
    return new URL(href).pathname;
  } catch {
    return '';
  }
}

/** Links of one kind (menu, catering, ...). */
export function linksOfKind(facts: Pick<PageFacts, 'links'>, kind: LinkFact['kinds'][number]): LinkFact[] {
  return facts.links.filter((l) => l.kinds.includes(kind));
}
