import type { CheerioAPI } from 'cheerio';
import { createContactList } from '../page/contact.extract.js';
import { readForms } from '../page/forms.extract.js';
import { readHead } from '../page/head.extract.js';
import { readIframes } from '../page/iframes.extract.js';
import { extractJsonLd, parseJsonLd } from '../page/json-ld.extract.js';
import { readLinks } from '../page/links.extract.js';
import { createPageContext, type PageContext, type PageElement } from '../page/page.context.js';
import { createProviderList } from '../page/providers.extract.js';
import { looksLikeScriptShell } from '../page/script-shell.extract.js';
import { readText } from '../page/text.extract.js';
import type { PageFacts } from '../schemas.js';
import { collapse, type DomNode } from '../page/dom-text.js';
import { agencyDomainsOf, CREDIT, FOOTER_CREDIT } from './agency.js';

/** One visible line of a page, with what the contacts reader must know about where it stands. */
export interface PageLine {
  text: string;
  /** Inside a quote, a testimonial or a reviews section: the words of guests, not of the restaurant. */
  quoted: boolean;
  /** Where a 'site by' / 'powered by' credit starts on this line (-1 without one): what follows is the web agency's. */
  creditAt: number;
  /** A heading (h1-h6, dt): on team pages, the name or the role a card opens with. */
  heading: boolean;
}

export type JsonNode = Record<string, unknown>;

/** A page as the contacts reader sees it: parsed once, Cloudflare-protected addresses decoded. */
export interface ContactPage {
  url: string;
  page: URL;
  $: CheerioAPI;
  /** What the general extraction finds (forms, providers, social links, JSON-LD business). */
  facts: ContactFacts;
  lines: PageLine[];
  /** Registrable domains of the web agency credited on the page ('Site by Acme' linking acme.com). */
  agencyDomains: Set<string>;
  /** Every schema.org node of every JSON-LD block. */
  jsonLd: JsonNode[];
  /** The restaurant's name as the page gives it, so the name of the place is never taken for a person. */
  brand: string;
}

const REVIEW_HEADING =
  /\b(?:reviews?|testimonials?|what (?:our |people |guests |customers |diners |folks )?(?:are )?say(?:ing)?|kind words|guest ?book|love letters|raves?|press|in the news)\b/i;
const QUOTED_CLASS = /testimonial|review|quote|rating|yelp|guestbook|comment/i;

const BLOCK = new Set(
  'address article aside blockquote br dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul option label button title'.split(
    ' ',
  ),
);
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'canvas',
  'head',
  'select',
]);

/** Decodes Cloudflare's e-mail protection: the first byte is the key every other byte is XOR-ed with. */
export function decodeCfEmail(hex: string): string | null {
  const h = hex.trim();
  if (!/^(?:[0-9a-f]{2}){2,}$/i.test(h)) return null;
  const key = parseInt(h.slice(0, 2), 16);
  const bytes: number[] = [];
  for (let i = 2; i < h.length; i += 2) bytes.push(parseInt(h.slice(i, i + 2), 16) ^ key);
  const text = Buffer.from(bytes).toString('utf8');
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text : null;
}

/** The part of the page extraction the contacts reader uses (platform markers left out: they cost the most). */
export type ContactFacts = Pick<
  PageFacts,
  | 'links'
  | 'social'
  | 'forms'
  | 'providers'
  | 'jsonLd'
  | 'metaRefresh'
  | 'textLength'
  | 'looksLikeScriptShell'
  | 'title'
  | 'openGraph'
>;

function contactFacts(ctx: PageContext): ContactFacts {
  const providers = createProviderList(ctx);
  const head = readHead(ctx);
  const { textLength } = readText(ctx);
  const { links, social } = readLinks(ctx, createContactList(ctx), providers);
  const iframes = readIframes(ctx, providers);
  const forms = [...iframes.forms, ...readForms(ctx, providers)];
  const scripts = { external: 0, inline: 0, inlineBytes: 0 };
  ctx.$('script').each((_, el) => {
    if ((ctx.$(el).attr('type') ?? '').toLowerCase() === 'application/ld+json') return;
    if (ctx.$(el).attr('src')) scripts.external++;
    else {
      scripts.inline++;
      scripts.inlineBytes += Buffer.byteLength(ctx.$(el).text());
    }
  });
  return {
    links,
    social,
    forms,
    providers: providers.found,
    jsonLd: extractJsonLd(ctx.$, ctx.page.href),
    metaRefresh: head.metaRefresh,
    textLength,
    looksLikeScriptShell: looksLikeScriptShell(ctx, { textLength, images: ctx.$('img').length, scripts }),
    title: head.title,
    openGraph: head.openGraph,
  };
}

export function readContactPage(url: string, html: string): ContactPage {
  const ctx = createPageContext(html, url);
  const { $ } = ctx;
  const facts = contactFacts(ctx);
  unprotectEmails($);
  const jsonLd = jsonLdNodes($);
  const lines = pageLines($);
  return {
    url: ctx.page.href,
    page: ctx.page,
    $,
    facts,
    lines,
    agencyDomains: agencyDomainsOf($, ctx.page, ctx.resolve),
    jsonLd,
    brand: facts.jsonLd.business?.name ?? facts.openGraph['site_name'] ?? facts.title ?? '',
  };
}

/** Cloudflare hides addresses behind `data-cfemail` and /cdn-cgi/l/email-protection#hex links; put them back. */
function unprotectEmails($: CheerioAPI): void {
  $('[data-cfemail]').each((_, el) => {
    const decoded = decodeCfEmail($(el).attr('data-cfemail') ?? '');
    if (decoded) $(el).replaceWith(decoded);
  });
  $('a[href*="/cdn-cgi/l/email-protection"]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    const decoded = decodeCfEmail(href.split('#')[1] ?? '');
    if (!decoded) return;
    $(el).attr('href', `mailto:${decoded}`);
    if (/\[email(?:&#160;|\s|\u00a0)*protected\]/i.test($(el).text())) $(el).text(decoded);
  });
}

function jsonLdNodes($: CheerioAPI): JsonNode[] {
  const nodes: JsonNode[] = [];
  const collect = (v: unknown, depth: number): void => {
    if (depth > 8 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) return v.forEach((x) => collect(x, depth + 1));
    const n = v as JsonNode;
    if (n['@type'] !== undefined) nodes.push(n);
    for (const [k, x] of Object.entries(n)) if (k !== '@context' && x && typeof x === 'object') collect(x, depth + 1);
  };
  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase().split(';')[0].trim();
    if (type !== 'application/ld+json') return;
    try {
      collect(parseJsonLd($(el).text()), 0);
    } catch {
      // A broken block says nothing; the rest of the page still does.
    }
  });
  return nodes;
}

/** Visible lines, in page order, each marked quoted (guests' words) and with where a credit starts. */
function pageLines($: CheerioAPI): PageLine[] {
  const lines: PageLine[] = [];
  let current = '';
  let currentQuoted = false;
  let currentFooter = false;
  let currentHeading = false;
  let reviewLevel: number | null = null;
  const flush = (): void => {
    const text = collapse(current);
    if (text) {
      const m = CREDIT.exec(text) ?? (currentFooter ? FOOTER_CREDIT.exec(text) : null);
      lines.push({ text, quoted: currentQuoted, creditAt: m ? m.index : -1, heading: currentHeading });
    }
    current = '';
  };
  const walk = (el: DomNode, quoted: boolean, footer: boolean, inHeading = false): void => {
    if (el.type === 'text') {
      if (!current.trim()) {
        currentQuoted = quoted || reviewLevel !== null;
        currentFooter = footer;
        currentHeading = inHeading;
      }
      current += el.data ?? '';
      return;
    }
    if (el.type !== 'tag' && el.type !== 'root') return;
    const tag = el.tagName?.toLowerCase() ?? '';
    if (SKIP.has(tag) || el.attribs?.['hidden'] !== undefined) return;
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const level = Number(heading[1]);
      if (reviewLevel !== null && level <= reviewLevel) reviewLevel = null;
      if (REVIEW_HEADING.test(collapse(textOf(el)))) reviewLevel = level;
    }
    const cls = `${el.attribs?.['class'] ?? ''} ${el.attribs?.['id'] ?? ''}`;
    const q = quoted || tag === 'blockquote' || tag === 'q' || tag === 'cite' || QUOTED_CLASS.test(cls);
    const f = footer || tag === 'footer' || el.attribs?.['role'] === 'contentinfo' || /footer/i.test(cls);
    const block = BLOCK.has(tag);
    if (block) flush();
    const h = inHeading || Boolean(heading) || tag === 'dt';
    for (const child of el.children ?? []) walk(child, q, f, h);
    if (block) flush();
  };
  for (const root of $.root().get() as unknown as DomNode[]) walk(root, false, false);
  flush();
  return lines;
}

function textOf(el: DomNode): string {
  if (el.type === 'text') return el.data ?? '';
  return (el.children ?? []).map(textOf).join(' ');
}

/** The text of the nearest block around an element: the line a rep would read it in. */
export function blockTextAround($: CheerioAPI, el: PageElement): string {
  let cur = $(el);
  for (let i = 0; i < 6; i++) {
    const parent = cur.parent();
    if (!parent.length) break;
    cur = parent;
    const tag = (cur.get(0) as unknown as DomNode | undefined)?.tagName?.toLowerCase() ?? '';
    if (BLOCK.has(tag)) break;
  }
  return collapse(cur.text());
}

/** At most 200 characters of a line, around the place a contact was found. */
export function quoteAround(line: string, at: number): string {
  const text = collapse(line);
  if (text.length <= 200) return text;
  const start = Math.max(0, Math.min(at - 80, text.length - 198));
  return `${start > 0 ? '…' : ''}${text.slice(start, start + 198)}${start + 198 < text.length ? '…' : ''}`;
}
