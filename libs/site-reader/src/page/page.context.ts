import { load, type CheerioAPI } from 'cheerio';
import type { Evidence } from '../schemas.js';
import { clip } from './dom-text.js';

/** An element as cheerio hands it to `each` callbacks. */
export type PageElement = Parameters<CheerioAPI>[0];

/** Elements matched by a selector, as `$('form')` returns them. */
export type ElementSelection = ReturnType<ReturnType<CheerioAPI['root']>['find']>;

/** One parsed page and the ways every extraction step reads it. */
export interface PageContext {
  $: CheerioAPI;
  html: string;
  page: URL;
  /** An href resolved against the page (and its <base>); undefined when it is not a URL. */
  resolve(href: string | undefined): URL | undefined;
  /** Evidence on this page: the snippet clipped to 200 characters. */
  evidence(snippet: string): Evidence;
  /** An element's own markup, at most 400 characters, as the snippet of its evidence. */
  outerHtml(el: PageElement): string;
}

export function isWebUrl(url: URL | undefined): url is URL {
  return url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:');
}

export function createPageContext(html: string, pageUrl: string): PageContext {
  const $ = load(html);
  const page = new URL(pageUrl);
  const base = baseUrlOf($, page);
  return {
    $,
    html,
    page,
    resolve(href) {
      if (!href) return undefined;
      try {
        return new URL(href.trim(), base);
      } catch {
        return undefined;
      }
    },
    evidence: (snippet) => ({ url: page.href, snippet: clip(snippet, 200) }),
    outerHtml(el) {
      const h = $.html(el as never) ?? '';
      return h.length > 400 ? h.slice(0, 400) : h;
    },
  };
}

/** <base href> changes how relative links resolve (only http(s) bases are honoured). */
function baseUrlOf($: CheerioAPI, page: URL): URL {
  const baseHref = ($('base[href]').first().attr('href') ?? '').trim();
  if (!baseHref) return page;
  try {
    const b = new URL(baseHref, page);
    return isWebUrl(b) ? b : page;
  } catch {
    return page;
  }
}
