import { load, type CheerioAPI } from 'cheerio';
import { classifyLink, guessFormPurpose, matchProvider, purposeOfProvider, socialNetworkOf } from './classify.js';
import { extractJsonLd } from './jsonld.js';
import type {
  EmailFact,
  Evidence,
  FormFact,
  Heading,
  IframeFact,
  LinkFact,
  PageFacts,
  PhoneFact,
  ProviderFact,
  SocialProfile,
  TextFact,
} from './schemas.js';
import { sameSite } from './site.js';
import { blockText, clip, collapse, type DomNode } from './text.js';

export interface ExtractOptions {
  /** Page weight in bytes as fetched (default: UTF-8 length of the HTML). */
  bytes?: number;
  /** Response headers (lower-case names): server / x-powered-by / vendor headers become platform markers. */
  headers?: Record<string, string>;
}

const TEXT_CAP = 20_000;
const MAX_LINKS = 400;

/** Vendor words looked for in hosts, inline scripts, comments and class names: raw evidence only. */
const VENDOR_WORDS = [
  'squarespace', 'wix', 'wixstatic', 'parastorage', 'wordpress', 'shopify', 'popmenu', 'getbento', 'bentobox',
  'spothopper', 'spotapps', 'godaddy', 'wsimg', 'toasttab', 'weebly', 'webflow', 'owner.com', 'elementor', 'yoast', 'duda',
];
const INLINE_TOKENS = [
  'Static.SQUARESPACE_CONTEXT', 'wixBiSession', 'wixEmbedsAPI', 'Shopify.shop', 'Shopify.theme', '__NEXT_DATA__', '__NUXT__',
  'POPMENU', '_wpemojiSettings', 'wp-emoji', 'elementorFrontendConfig', 'BentoBox', 'spothopper', 'spotapps', 'toasttab',
  'GoDaddy', 'wsimg', 'Webflow', 'Weebly', 'gatsby',
];
const CLASS_PREFIX = /^(sqs-|wix|_wix|wp-|elementor|et_pb|shopify|pm-|popmenu|bento|sh-|spothopper|x-el|gd-|toast|tsw-|w-|wf-|dmBody|fl-|vc_)/i;
const STANDARD_META = /^(description|viewport|robots|keywords|theme-color|author|format-detection|referrer|google-site-verification|generator|application-name|color-scheme|og:|twitter:|msapplication|apple-|mobile-web-app|fb:|article:|msvalidate|p:domain_verify|facebook-domain-verification)/i;
const VENDOR_HEADERS = /^(x-shopify|x-wix|x-sqsp|x-squarespace|x-served-by|x-powered-by|server|x-generator|x-drupal|x-pingback|x-litespeed|x-kinsta|x-wp|x-popmenu|x-bentobox|x-godaddy)/i;

const PHONE_TEXT = /(?<![\d\w])(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-](\d{4})(?!\d)/g;
const EMAIL_TEXT = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,24}/gi;
const DAY_WORDS = /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day|s|\.)?\b|\bdaily\b|\bevery ?day\b|\bweekdays\b|\bweekends?\b|\bbrunch\b/i;
const TIME_WORDS = /\b\d{1,2}(:\d{2})?\s*(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b|\bclosed\b/i;

/** Extracts what a pitch or a checklist needs from one HTML page. Never throws on bad HTML. */
export function extractPage(html: string, pageUrl: string, options: ExtractOptions = {}): PageFacts {
  const $ = load(html);
  const page = new URL(pageUrl);
  const ev = (snippet: string): Evidence => ({ url: page.href, snippet: clip(snippet, 200) });
  // <base href> changes how relative links resolve (only http(s) bases are honoured).
  let base: URL = page;
  const baseHref = ($('base[href]').first().attr('href') ?? '').trim();
  if (baseHref) {
    try {
      const b = new URL(baseHref, page);
      if (b.protocol === 'http:' || b.protocol === 'https:') base = b;
    } catch {
      /* ignore a bad <base> */
    }
  }
  const abs = (href: string | undefined): URL | undefined => {
    if (!href) return undefined;
    try {
      return new URL(href.trim(), base);
    } catch {
      return undefined;
    }
  };
  const outer = (el: Parameters<CheerioAPI>[0]): string => {
    const h = $.html(el as never) ?? '';
    return h.length > 400 ? h.slice(0, 400) : h;
  };

  // ---- head
  const title = collapse($('title').first().text()) || null;
  const metaContent = (sel: string): string | null => collapse($(sel).first().attr('content')) || null;
  const metaDescription = metaContent('meta[name="description" i]') ?? metaContent('meta[property="og:description" i]');
  const viewport = $('meta[name="viewport" i]').length > 0;
  const generator = $('meta[name="generator" i]')
    .map((_, el) => collapse($(el).attr('content')))
    .get()
    .filter(Boolean);
  const canonicalUrl = abs($('link[rel~="canonical" i]').first().attr('href'));
  let metaRefresh: string | null = null;
  const refresh = $('meta[http-equiv="refresh" i]').first().attr('content') ?? '';
  const refreshMatch = /^\s*(\d+(?:\.\d+)?)\s*[;,]\s*url\s*=\s*['"]?([^'"]+)/i.exec(refresh);
  if (refreshMatch && Number(refreshMatch[1]) <= 10) {
    const target = abs(refreshMatch[2]);
    if (target && (target.protocol === 'http:' || target.protocol === 'https:')) metaRefresh = target.href;
  }
  const openGraph: Record<string, string> = {};
  $('meta[property^="og:" i]').each((_, el) => {
    const k = ($(el).attr('property') ?? '').toLowerCase();
    const v = collapse($(el).attr('content'));
    if (k && v && !(k in openGraph)) openGraph[k] = v;
  });

  // ---- headings and text
  const headings: Heading[] = [];
  $('h1, h2, h3').each((_, el) => {
    const text = collapse($(el).text());
    if (text && headings.length < 60) headings.push({ level: Number(el.tagName.slice(1)), text });
  });
  const bodyNodes = ($('body').get().length ? $('body').get() : $.root().get()) as unknown as DomNode[];
  const isChrome = (el: DomNode): boolean => {
    const tag = el.tagName?.toLowerCase();
    const role = el.attribs?.['role']?.toLowerCase();
    return tag === 'nav' || tag === 'footer' || role === 'navigation' || role === 'contentinfo' || el.attribs?.['hidden'] !== undefined || el.attribs?.['aria-hidden'] === 'true';
  };
  const mainFull = blockText(bodyNodes, isChrome);
  const text = mainFull.length > TEXT_CAP ? mainFull.slice(0, TEXT_CAP).replace(/\s+\S*$/, '') : mainFull;
  const allText = blockText(bodyNodes);

  // ---- links
  const links: LinkFact[] = [];
  const byHref = new Map<string, LinkFact>();
  const social: SocialProfile[] = [];
  const providers: ProviderFact[] = [];
  const phones: PhoneFact[] = [];
  const emails: EmailFact[] = [];
  const addProvider = (url: URL, via: ProviderFact['via'], snippet: string): void => {
    const rule = matchProvider(url);
    if (!rule) return;
    if (providers.some((p) => p.provider === rule.provider && p.category === rule.category && p.url === url.href)) return;
    providers.push({ provider: rule.provider, category: rule.category, host: url.hostname.toLowerCase(), url: url.href, via, evidence: ev(snippet) });
  };
  const addPhone = (value: string, source: PhoneFact['source'], snippet: string): void => {
    let digits = value.replace(/\D/g, '');
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    if (digits.length < 7 || digits.length > 15) return;
    if (phones.some((p) => p.digits === digits && (p.source === source || source === 'text'))) return;
    phones.push({ value: collapse(value), digits, source, evidence: ev(snippet) });
  };
  const addEmail = (value: string, source: EmailFact['source'], snippet: string): void => {
    const v = value.trim().toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v) || /\.(png|jpe?g|gif|webp|svg)$/i.test(v)) return;
    if (emails.some((e) => e.value === v)) return;
    emails.push({ value: v, source, evidence: ev(snippet) });
  };

  $('a[href], area[href]').each((_, el) => {
    const raw = ($(el).attr('href') ?? '').trim();
    if (!raw || raw === '#' || /^javascript:/i.test(raw)) return;
    const textOf = collapse([$(el).text(), $(el).attr('title'), $(el).attr('aria-label'), $(el).find('img[alt]').attr('alt')].filter(Boolean).join(' '));
    const snippet = outer(el);
    if (/^tel:/i.test(raw)) {
      addPhone(decodeURIComponent(raw.slice(4)), 'tel', snippet);
      return;
    }
    if (/^mailto:/i.test(raw)) {
      const addr = decodeURIComponent(raw.slice(7).split('?')[0]);
      addEmail(addr, 'mailto', snippet);
    }
    const url = abs(raw);
    const isWeb = url && (url.protocol === 'http:' || url.protocol === 'https:');
    const href = isWeb ? url.href : raw;
    // A social profile is a social link, whatever its text says ("Find us on Facebook").
    const kinds = isWeb && socialNetworkOf(url) ? [] : classifyLink(textOf, isWeb ? url : undefined, raw);
    const existing = byHref.get(href);
    if (existing) {
      for (const k of kinds) if (!existing.kinds.includes(k)) existing.kinds.push(k);
      if (!existing.text && textOf) existing.text = textOf;
      return;
    }
    if (links.length >= MAX_LINKS) return;
    const fact: LinkFact = { href, text: clip(textOf, 120), kinds, internal: Boolean(isWeb && sameSite(url, page)), evidence: ev(snippet) };
    links.push(fact);
    byHref.set(href, fact);
    if (isWeb) {
      const network = socialNetworkOf(url);
      if (network && !social.some((s) => s.url === url.href)) social.push({ network, url: url.href, evidence: ev(snippet) });
      addProvider(url, 'link', snippet);
    }
  });
  const pdfLinks = links.filter((l) => /\.pdf$/i.test(safePath(l.href)));

  // ---- images
  const imgs = $('img');
  const withAlt = imgs.filter((_, el) => collapse($(el).attr('alt')).length > 0).length;

  // ---- iframes
  const iframes: IframeFact[] = [];
  const forms: FormFact[] = [];
  $('iframe').each((_, el) => {
    const src = abs($(el).attr('src') ?? $(el).attr('data-src'));
    if (!src || (src.protocol !== 'http:' && src.protocol !== 'https:')) return;
    const rule = matchProvider(src);
    const snippet = outer(el);
    const titleAttr = collapse($(el).attr('title')) || null;
    iframes.push({ src: src.href, host: src.hostname.toLowerCase(), title: titleAttr, provider: rule?.provider ?? null, evidence: ev(snippet) });
    addProvider(src, 'iframe', snippet);
    const formish = rule && (rule.category === 'forms' || purposeOfProvider(rule.category) !== undefined);
    if (formish) {
      const heading = nearestHeading($, el);
      const purpose =
        purposeOfProvider(rule.category) ??
        guessFormPurpose({ fields: [], own: `${titleAttr ?? ''} ${src.pathname} ${$(el).attr('id') ?? ''} ${$(el).attr('class') ?? ''}`, context: `${heading} ${page.pathname}` });
      forms.push({ action: null, method: 'get', fields: [], purpose, inIframe: true, provider: src.hostname.toLowerCase(), evidence: ev(snippet) });
    }
  });

  // ---- forms
  $('form').each((_, el) => {
    const f = $(el);
    const actionUrl = abs(f.attr('action'));
    const fields: string[] = [];
    const words: string[] = [];
    f.find('input, select, textarea').each((__, field) => {
      const $f = $(field);
      const type = ($f.attr('type') ?? '').toLowerCase();
      const name = $f.attr('name') ?? $f.attr('id') ?? '';
      if (type === 'hidden') {
        words.push(`${name} ${$f.attr('value') ?? ''}`);
        return;
      }
      if (['submit', 'button', 'image', 'reset'].includes(type)) {
        words.push($f.attr('value') ?? '');
        return;
      }
      if (name && !fields.includes(name)) fields.push(name);
      words.push(name, $f.attr('placeholder') ?? '', $f.attr('aria-label') ?? '', type === 'file' ? 'resume' : '');
    });
    f.find('label, legend, button').each((__, l) => {
      words.push(collapse($(l).text()));
    });
    words.push(f.attr('id') ?? '', f.attr('name') ?? '', f.attr('class') ?? '', f.attr('aria-label') ?? '', actionUrl ? actionUrl.pathname + actionUrl.search : '');
    const heading = nearestHeading($, el);
    const external = actionUrl && (actionUrl.protocol === 'http:' || actionUrl.protocol === 'https:') && !sameSite(actionUrl, page);
    const rule = actionUrl ? matchProvider(actionUrl) : undefined;
    const purpose = purposeOfProvider(rule?.category) ?? guessFormPurpose({ fields, own: words.join(' '), context: `${heading} ${page.pathname}` });
    const snippet = outer(el).replace(/>[\s\S]*$/, '>') + ` fields: ${fields.join(', ')}`;
    forms.push({
      action: actionUrl ? actionUrl.href : null,
      method: (f.attr('method') ?? 'get').toLowerCase(),
      fields,
      purpose,
      inIframe: false,
      provider: external && actionUrl ? actionUrl.hostname.toLowerCase() : null,
      evidence: ev(snippet),
    });
    if (actionUrl) addProvider(actionUrl, 'form', snippet);
  });

  // ---- phones, e-mails and hours from text (nav and footer included: that is where they live)
  for (const line of allText.split('\n')) {
    for (const m of line.matchAll(PHONE_TEXT)) addPhone(m[0], 'text', line);
    for (const m of line.matchAll(EMAIL_TEXT)) addEmail(m[0], 'text', line);
  }
  const hours: TextFact[] = [];
  for (const line of allText.split('\n')) {
    if (line.length > 200 || !DAY_WORDS.test(line) || !TIME_WORDS.test(line)) continue;
    if (hours.length < 20 && !hours.some((h) => h.value === line)) hours.push({ value: line, evidence: ev(line) });
  }

  // ---- scripts and platform evidence
  const markers = new Map<string, Evidence>();
  const mark = (m: string, snippet: string): void => {
    if (!markers.has(m) && markers.size < 150) markers.set(m, ev(snippet));
  };
  for (const g of generator) mark(`generator:${g}`, `<meta name="generator" content="${g}">`);
  const scriptHosts = new Set<string>();
  let external = 0;
  let inline = 0;
  let inlineBytes = 0;
  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase();
    if (type === 'application/ld+json') return;
    const src = $(el).attr('src');
    if (src) {
      external++;
      const u = abs(src);
      if (u && (u.protocol === 'http:' || u.protocol === 'https:')) {
        if (!sameSite(u, page)) {
          scriptHosts.add(u.hostname.toLowerCase());
          mark(`script:${u.hostname.toLowerCase()}`, outer(el));
        }
        addProvider(u, 'script', outer(el));
      }
      return;
    }
    const body = $(el).text();
    inline++;
    inlineBytes += Buffer.byteLength(body);
    for (const token of INLINE_TOKENS) if (body.includes(token)) mark(`inline:${token}`, excerptAround(body, token));
  });
  $('link[href]').each((_, el) => {
    const rel = ($(el).attr('rel') ?? '').toLowerCase();
    const u = abs($(el).attr('href'));
    if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || sameSite(u, page)) return;
    if (rel.includes('stylesheet')) mark(`style:${u.hostname.toLowerCase()}`, outer(el));
    else if (rel.includes('preconnect') || rel.includes('dns-prefetch')) mark(`preconnect:${u.hostname.toLowerCase()}`, outer(el));
  });
  $('img').each((_, el) => {
    const u = abs($(el).attr('src') ?? $(el).attr('data-src') ?? ($(el).attr('srcset') ?? '').split(/[\s,]/)[0]);
    if (u && (u.protocol === 'http:' || u.protocol === 'https:') && !sameSite(u, page)) mark(`img:${u.hostname.toLowerCase()}`, outer(el));
  });
  for (const f of iframes) mark(`iframe:${f.host}`, f.evidence.snippet);
  // Asset paths and vendor words in any URL attribute.
  $('[src], [href], [action], [data-src]').each((_, el) => {
    for (const attr of ['src', 'href', 'action', 'data-src']) {
      const v = $(el).attr(attr);
      if (!v) continue;
      for (const p of ['/wp-content/', '/wp-includes/', '/wp-json', '/_next/', '/cdn/shop/', '/s/files/', '/_nuxt/']) {
        if (v.includes(p)) mark(`path:${p.replace(/^\/|\/$/g, '')}`, outer(el));
      }
      const u = abs(v);
      if (u && (u.protocol === 'http:' || u.protocol === 'https:')) {
        const host = u.hostname.toLowerCase();
        for (const w of VENDOR_WORDS) if (host.includes(w)) mark(`host:${w}`, outer(el));
      }
    }
  });
  $('meta[name]').each((_, el) => {
    const name = ($(el).attr('name') ?? '').toLowerCase();
    if (name && !STANDARD_META.test(name)) mark(`meta:${name}`, outer(el));
  });
  const classTokens = new Set<string>();
  $('[class], [id]').each((_, el) => {
    for (const token of `${$(el).attr('class') ?? ''} ${$(el).attr('id') ?? ''}`.split(/\s+/)) {
      if (token && CLASS_PREFIX.test(token) && classTokens.size < 25 && !classTokens.has(token)) {
        classTokens.add(token);
        mark(`class:${token}`, outer(el).replace(/>[\s\S]*$/, '>'));
      }
    }
  });
  $('*')
    .contents()
    .each((_, node) => {
      if (node.type !== 'comment') return;
      const data = collapse((node as unknown as { data: string }).data);
      const lower = data.toLowerCase();
      if (VENDOR_WORDS.some((w) => lower.includes(w))) mark(`comment:${clip(data, 60)}`, `<!-- ${data} -->`);
    });
  // Comments before <html> are not inside any element.
  for (const m of html.slice(0, 2000).matchAll(/<!--([\s\S]*?)-->/g)) {
    const data = collapse(m[1]);
    if (VENDOR_WORDS.some((w) => data.toLowerCase().includes(w))) mark(`comment:${clip(data, 60)}`, m[0]);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (VENDOR_HEADERS.test(name)) mark(name === 'server' || name === 'x-powered-by' || name === 'x-generator' ? `header:${name}:${value}` : `header:${name}`, `${name}: ${value}`);
  }

  // ---- script shell
  const appRoot = $('#root, #app, #__next, #___gatsby, [data-reactroot], app-root, #__nuxt').filter((_, el) => collapse($(el).text()).length < 20).length > 0;
  const noscriptJs = /enable javascript|requires javascript|javascript (is )?(disabled|required)/i.test($('noscript').text());
  const looksLikeScriptShell =
    mainFull.length < 200 && imgs.length < 3 && (external + inline > 0) && (appRoot || noscriptJs || inlineBytes > 2000 || external >= 3);

  const jsonLd = extractJsonLd($, page.href);
  if (jsonLd.business?.telephone) addPhone(jsonLd.business.telephone, 'json-ld', jsonLd.business.evidence.snippet);
  if (jsonLd.business?.email) addEmail(jsonLd.business.email, 'json-ld', jsonLd.business.evidence.snippet);

  return {
    url: page.href,
    https: page.protocol === 'https:',
    bytes: options.bytes ?? Buffer.byteLength(html),
    lang: collapse($('html').attr('lang')) || null,
    title,
    metaDescription,
    canonical: canonicalUrl ? canonicalUrl.href : null,
    metaRefresh,
    viewport,
    generator,
    openGraph,
    headings,
    text,
    textLength: mainFull.length,
    jsonLd,
    links,
    pdfLinks,
    social,
    images: { total: imgs.length, withAlt },
    forms,
    iframes,
    phones,
    emails,
    hours,
    providers,
    platformMarkers: [...markers.keys()],
    markerEvidence: [...markers.entries()].map(([marker, evidence]) => ({ marker, evidence })),
    scriptHosts: [...scriptHosts],
    scripts: { external, inline, inlineBytes },
    looksLikeScriptShell,
  };
}

function safePath(href: string): string {
  try {
    return new URL(href).pathname;
  } catch {
    return '';
  }
}

function excerptAround(body: string, token: string): string {
  const i = body.indexOf(token);
  return body.slice(Math.max(0, i - 20), i + token.length + 60);
}

/** The closest heading before an element: in its ancestors' preceding siblings or first heading of its section. */
function nearestHeading($: CheerioAPI, el: Parameters<CheerioAPI>[0]): string {
  let cur = $(el);
  for (let depth = 0; depth < 6 && cur.length; depth++) {
    const prev = cur.prevAll('h1, h2, h3, h4, h5').first();
    if (prev.length) return collapse(prev.text());
    const inside = cur.prevAll().find('h1, h2, h3, h4').last();
    if (inside.length) return collapse(inside.text());
    cur = cur.parent();
  }
  return '';
}

/** Links of one kind (menu, catering, ...). */
export function linksOfKind(facts: Pick<PageFacts, 'links'>, kind: LinkFact['kinds'][number]): LinkFact[] {
  return facts.links.filter((l) => l.kinds.includes(kind));
}
