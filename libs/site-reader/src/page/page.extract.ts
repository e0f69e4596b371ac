import type { PageFacts } from '../schemas.js';
import { jsonLdNodes } from '../contacts/contact-page.js';
import { pageLines } from '../contacts/page-lines.js';
import { brandsOf, peopleOnPage } from '../contacts/people.js';
import { createContactList, readContactsInJsonLd, readContactsInText, readHours } from './contact.extract.js';
import { collapse } from './dom-text.js';
import { readForms } from './forms.extract.js';
import { readHead } from './head.extract.js';
import { readIframes } from './iframes.extract.js';
import { extractJsonLd } from './json-ld.extract.js';
import { readLinks } from './links.extract.js';
import { readLogoAlt } from './logo.extract.js';
import { createPageContext, type PageContext } from './page.context.js';
import { readPlatformMarkers } from './platform-markers.extract.js';
import { createProviderList } from './providers.extract.js';
import { looksLikeScriptShell } from './script-shell.extract.js';
import { readText } from './text.extract.js';

export { linksOfKind } from './links.extract.js';

export interface ExtractOptions {
  /** Page weight in bytes as fetched (default: UTF-8 length of the HTML). */
  bytes?: number;
  /** Response headers (lower-case names): server / x-powered-by / vendor headers become platform markers. */
  headers?: Record<string, string>;
}

/**
 * Extracts what a pitch or a checklist needs from one HTML page. Never throws on bad HTML.
 * Phones, e-mails and providers keep the first evidence found, so the steps run in this order:
 * links (tel:, mailto:, vendor links), iframes, forms, the text, scripts, and schema.org markup last.
 */
export function extractPage(html: string, pageUrl: string, options: ExtractOptions = {}): PageFacts {
  const ctx = createPageContext(html, pageUrl);
  const contacts = createContactList(ctx);
  const providers = createProviderList(ctx);
  const head = readHead(ctx);
  const { headings, text, textLength, allText } = readText(ctx);
  const { links, pdfLinks, social } = readLinks(ctx, contacts, providers);
  const images = readImages(ctx);
  const iframes = readIframes(ctx, providers);
  const forms = [...iframes.forms, ...readForms(ctx, providers)];
  readContactsInText(allText, contacts);
  const hours = readHours(ctx, allText);
  const platform = readPlatformMarkers(
    ctx,
    { generator: head.generator, iframes: iframes.iframes, headers: options.headers ?? {} },
    providers,
  );
  const jsonLd = extractJsonLd(ctx.$, ctx.page.href);
  readContactsInJsonLd(jsonLd, contacts);
  return {
    url: ctx.page.href,
    https: ctx.page.protocol === 'https:',
    bytes: options.bytes ?? Buffer.byteLength(html),
    lang: head.lang,
    title: head.title,
    metaDescription: head.metaDescription,
    canonical: head.canonical,
    metaRefresh: head.metaRefresh,
    viewport: head.viewport,
    generator: head.generator,
    openGraph: head.openGraph,
    logoAlt: readLogoAlt(ctx),
    headings,
    text,
    textLength,
    jsonLd,
    links,
    pdfLinks,
    social,
    images,
    forms,
    iframes: iframes.iframes,
    phones: contacts.phones,
    emails: contacts.emails,
    people: peopleOnPage({
      url: ctx.page.href,
      lines: pageLines(ctx.$),
      jsonLd: jsonLdNodes(ctx.$),
      brands: brandsOf([jsonLd.business?.name, head.openGraph['og:site_name']], head.title),
    }),
    hours,
    providers: providers.found,
    platformMarkers: platform.platformMarkers,
    markerEvidence: platform.markerEvidence,
    scriptHosts: platform.scriptHosts,
    scripts: platform.scripts,
    looksLikeScriptShell: looksLikeScriptShell(ctx, { textLength, images: images.total, scripts: platform.scripts }),
  };
}

function readImages(ctx: PageContext): PageFacts['images'] {
  const { $ } = ctx;
  const imgs = $('img');
  return { total: imgs.length, withAlt: imgs.filter((_, el) => collapse($(el).attr('alt')).length > 0).length };
}
