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
import { agencyDomainsOf } from './agency.js';
import { BLOCK, pageLines, type PageLine } from './page-lines.js';

export type { PageLine } from './page-lines.js';

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
}

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

/** Every schema.org node of the page's JSON-LD blocks, nested ones included. */
export function jsonLdNodes($: CheerioAPI): JsonNode[] {
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
