import type { Evidence, IframeFact, PageFacts } from '../schemas.js';
import { sameSite } from '../site.js';
import { clip, collapse } from './dom-text.js';
import { isWebUrl, type PageContext } from './page.context.js';
import type { ProviderList } from './providers.extract.js';

/** Vendor words looked for in hosts, inline scripts, comments and class names: raw evidence only. */
const VENDOR_WORDS = [
  'squarespace',
  'wix',
  'wixstatic',
  'parastorage',
  'wordpress',
  'shopify',
  'popmenu',
  'getbento',
  'bentobox',
  'spothopper',
  'spotapps',
  'godaddy',
  'wsimg',
  'toasttab',
  'weebly',
  'webflow',
  'owner.com',
  'elementor',
  'yoast',
  'duda',
];
const INLINE_TOKENS = [
  'Static.SQUARESPACE_CONTEXT',
  'wixBiSession',
  'wixEmbedsAPI',
  'Shopify.shop',
  'Shopify.theme',
  '__NEXT_DATA__',
  '__NUXT__',
  'POPMENU',
  '_wpemojiSettings',
  'wp-emoji',
  'elementorFrontendConfig',
  'BentoBox',
  'spothopper',
  'spotapps',
  'toasttab',
  'GoDaddy',
  'wsimg',
  'Webflow',
  'Weebly',
  'gatsby',
];
const ASSET_PATHS = ['/wp-content/', '/wp-includes/', '/wp-json', '/_next/', '/cdn/shop/', '/s/files/', '/_nuxt/'];
const URL_ATTRIBUTES = ['src', 'href', 'action', 'data-src'];
const CLASS_PREFIX =
  /^(sqs-|wix|_wix|wp-|elementor|et_pb|shopify|pm-|popmenu|bento|sh-|spothopper|x-el|gd-|toast|tsw-|w-|wf-|dmBody|fl-|vc_)/i;
const STANDARD_META =
  /^(description|viewport|robots|keywords|theme-color|author|format-detection|referrer|google-site-verification|generator|application-name|color-scheme|og:|twitter:|msapplication|apple-|mobile-web-app|fb:|article:|msvalidate|p:domain_verify|facebook-domain-verification)/i;
const VENDOR_HEADERS =
  /^(x-shopify|x-wix|x-sqsp|x-squarespace|x-served-by|x-powered-by|server|x-generator|x-drupal|x-pingback|x-litespeed|x-kinsta|x-wp|x-popmenu|x-bentobox|x-godaddy)/i;
/** Headers whose value names the software, so the value is part of the marker. */
const VALUE_HEADERS = new Set(['server', 'x-powered-by', 'x-generator']);
const MAX_MARKERS = 150;
const MAX_CLASS_MARKERS = 25;

export type PlatformFacts = Pick<PageFacts, 'platformMarkers' | 'markerEvidence' | 'scriptHosts' | 'scripts'>;

export interface PlatformInputs {
  generator: string[];
  iframes: IframeFact[];
  /** Response headers (lower-case names). */
  headers: Record<string, string>;
}

/** The first evidence of each marker, in the order found. */
type Markers = Map<string, Evidence>;

/**
 * Raw traces of the software behind the site (generator, script and asset hosts, inline tokens,
 * class names, comments, headers). The platform itself is decided elsewhere, from these markers.
 */
export function readPlatformMarkers(ctx: PageContext, inputs: PlatformInputs, providers: ProviderList): PlatformFacts {
  const markers: Markers = new Map();
  const mark = (marker: string, snippet: string): void => {
    if (!markers.has(marker) && markers.size < MAX_MARKERS) markers.set(marker, ctx.evidence(snippet));
  };
  for (const g of inputs.generator) mark(`generator:${g}`, `<meta name="generator" content="${g}">`);
  const scripts = readScripts(ctx, mark, providers);
  markLinkedHosts(ctx, mark);
  markImageHosts(ctx, mark);
  for (const f of inputs.iframes) mark(`iframe:${f.host}`, f.evidence.snippet);
  markUrlAttributes(ctx, mark);
  markCustomMeta(ctx, mark);
  markClassNames(ctx, mark);
  markComments(ctx, mark);
  markHeaders(inputs.headers, mark);
  return {
    platformMarkers: [...markers.keys()],
    markerEvidence: [...markers.entries()].map(([marker, evidence]) => ({ marker, evidence })),
    ...scripts,
  };
}

type Mark = (marker: string, snippet: string) => void;

/** Scripts: external ones by host (and vendor), inline ones by vendor tokens; counted for the script-shell check. */
function readScripts(
  ctx: PageContext,
  mark: Mark,
  providers: ProviderList,
): Pick<PageFacts, 'scriptHosts' | 'scripts'> {
  const { $ } = ctx;
  const scriptHosts = new Set<string>();
  const scripts = { external: 0, inline: 0, inlineBytes: 0 };
  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase();
    if (type === 'application/ld+json') return;
    const src = $(el).attr('src');
    if (src) {
      scripts.external++;
      const u = ctx.resolve(src);
      if (!isWebUrl(u)) return;
      if (!sameSite(u, ctx.page)) {
        scriptHosts.add(u.hostname.toLowerCase());
        mark(`script:${u.hostname.toLowerCase()}`, ctx.outerHtml(el));
      }
      providers.add(u, 'script', ctx.outerHtml(el));
      return;
    }
    const body = $(el).text();
    scripts.inline++;
    scripts.inlineBytes += Buffer.byteLength(body);
    for (const token of INLINE_TOKENS) if (body.includes(token)) mark(`inline:${token}`, excerptAround(body, token));
  });
  return { scriptHosts: [...scriptHosts], scripts };
}

/** Stylesheets and preconnects to other sites. */
function markLinkedHosts(ctx: PageContext, mark: Mark): void {
  const { $ } = ctx;
  $('link[href]').each((_, el) => {
    const rel = ($(el).attr('rel') ?? '').toLowerCase();
    const u = ctx.resolve($(el).attr('href'));
    if (!isWebUrl(u) || sameSite(u, ctx.page)) return;
    if (rel.includes('stylesheet')) mark(`style:${u.hostname.toLowerCase()}`, ctx.outerHtml(el));
    else if (rel.includes('preconnect') || rel.includes('dns-prefetch'))
      mark(`preconnect:${u.hostname.toLowerCase()}`, ctx.outerHtml(el));
  });
}

/** Images served from other sites (a builder's image CDN). */
function markImageHosts(ctx: PageContext, mark: Mark): void {
  const { $ } = ctx;
  $('img').each((_, el) => {
    const u = ctx.resolve(
      $(el).attr('src') ?? $(el).attr('data-src') ?? ($(el).attr('srcset') ?? '').split(/[\s,]/)[0],
    );
    if (isWebUrl(u) && !sameSite(u, ctx.page)) mark(`img:${u.hostname.toLowerCase()}`, ctx.outerHtml(el));
  });
}

/** Asset paths and vendor words in any URL attribute. */
function markUrlAttributes(ctx: PageContext, mark: Mark): void {
  const { $ } = ctx;
  $('[src], [href], [action], [data-src]').each((_, el) => {
    for (const attr of URL_ATTRIBUTES) {
      const v = $(el).attr(attr);
      if (!v) continue;
      for (const p of ASSET_PATHS) if (v.includes(p)) mark(`path:${p.replace(/^\/|\/$/g, '')}`, ctx.outerHtml(el));
      const u = ctx.resolve(v);
      if (!isWebUrl(u)) continue;
      const host = u.hostname.toLowerCase();
      for (const w of VENDOR_WORDS) if (host.includes(w)) mark(`host:${w}`, ctx.outerHtml(el));
    }
  });
}

/** Meta tags that are not the usual SEO and browser ones. */
function markCustomMeta(ctx: PageContext, mark: Mark): void {
  const { $ } = ctx;
  $('meta[name]').each((_, el) => {
    const name = ($(el).attr('name') ?? '').toLowerCase();
    if (name && !STANDARD_META.test(name)) mark(`meta:${name}`, ctx.outerHtml(el));
  });
}

/** Class names and ids with a builder's prefix (sqs-, wix, wp-, elementor...). */
function markClassNames(ctx: PageContext, mark: Mark): void {
  const { $ } = ctx;
  const seen = new Set<string>();
  $('[class], [id]').each((_, el) => {
    for (const token of `${$(el).attr('class') ?? ''} ${$(el).attr('id') ?? ''}`.split(/\s+/)) {
      if (token && CLASS_PREFIX.test(token) && seen.size < MAX_CLASS_MARKERS && !seen.has(token)) {
        seen.add(token);
        mark(`class:${token}`, ctx.outerHtml(el).replace(/>[\s\S]*$/, '>'));
      }
    }
  });
}

/** HTML comments that name a vendor ("Powered by Squarespace"). */
function markComments(ctx: PageContext, mark: Mark): void {
  const namesVendor = (text: string): boolean => VENDOR_WORDS.some((w) => text.toLowerCase().includes(w));
  ctx
    .$('*')
    .contents()
    .each((_, node) => {
      if (node.type !== 'comment') return;
      const data = collapse((node as unknown as { data: string }).data);
      if (namesVendor(data)) mark(`comment:${clip(data, 60)}`, `<!-- ${data} -->`);
    });
  // Comments before <html> are not inside any element.
  for (const m of ctx.html.slice(0, 2000).matchAll(/<!--([\s\S]*?)-->/g)) {
    const data = collapse(m[1]);
    if (namesVendor(data)) mark(`comment:${clip(data, 60)}`, m[0]);
  }
}

function markHeaders(headers: Record<string, string>, mark: Mark): void {
  for (const [name, value] of Object.entries(headers)) {
    if (VENDOR_HEADERS.test(name))
      mark(VALUE_HEADERS.has(name) ? `header:${name}:${value}` : `header:${name}`, `${name}: ${value}`);
  }
}

function excerptAround(body: string, token: string): string {
  const i = body.indexOf(token);
  return body.slice(Math.max(0, i - 20), i + token.length + 60);
}
