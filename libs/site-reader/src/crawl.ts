import { isSiteReaderError, type SiteReaderErrorCode } from './errors.js';
import { extractPage } from './page/page.extract.js';
import type { SiteReader } from './fetcher.js';
import type { LinkKind, PageFacts } from './schemas.js';
import { pageKey, sameSite, sameSitePages } from './site.js';

export interface ReadSiteOptions {
  /** Pages fetched at most, the home page included. Default 6. */
  maxPages?: number;
  /** Sub-pages fetched at the same time. Default 2. */
  concurrency?: number;
}

export interface SitePageError {
  url: string;
  code: SiteReaderErrorCode;
  message: string;
  status?: number;
}

export interface SiteVisit {
  url: string;
  /** Why it was chosen: the kinds of the link that led to it. */
  kinds: LinkKind[];
  ok: boolean;
}

export interface SiteFacts {
  home: PageFacts;
  pages: PageFacts[];
  errors: SitePageError[];
  visits: SiteVisit[];
}

/** The sub-pages that matter, in order of interest. */
export const CRAWL_KINDS: LinkKind[] = ['menu', 'private_events', 'catering', 'careers', 'contact'];

/**
 * Reads a restaurant site: the home page, then up to maxPages-1 same-site pages it links that
 * matter (menu, events/private parties, catering, careers, contact), all through the same safe
 * fetcher. A failing home page throws its SiteReaderError; a failing sub-page is recorded in
 * `errors` and the rest still return.
 */
export async function readSite(reader: SiteReader, url: string, options: ReadSiteOptions = {}): Promise<SiteFacts> {
  const maxPages = Math.max(1, Math.floor(options.maxPages ?? 6));
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 2));
  let fetched = await reader.fetchPage(url);
  let home = extractPage(fetched.html, fetched.url, { bytes: fetched.bytes, headers: fetched.headers });
  // A home page that only forwards with <meta http-equiv="refresh"> (common on old hosts): follow it once.
  if (home.metaRefresh && home.metaRefresh !== fetched.url && home.textLength < 500) {
    fetched = await reader.fetchPage(home.metaRefresh);
    home = extractPage(fetched.html, fetched.url, { bytes: fetched.bytes, headers: fetched.headers });
  }
  const homeUrl = new URL(fetched.url);
  const seen = new Set([pageKey(homeUrl), pageKey(new URL(url))]);

  // One page per kind first (in CRAWL_KINDS order), then more of each kind while room is left.
  const byKind = new Map<LinkKind, Array<{ url: URL; kinds: LinkKind[] }>>();
  for (const { link, url: u } of sameSitePages(home.links, homeUrl)) {
    for (const kind of CRAWL_KINDS) {
      if (!link.kinds.includes(kind)) continue;
      const list = byKind.get(kind) ?? [];
      list.push({ url: u, kinds: link.kinds.filter((k) => CRAWL_KINDS.includes(k)) });
      byKind.set(kind, list);
    }
  }
  const queue: Array<{ url: URL; kinds: LinkKind[] }> = [];
  for (let round = 0; queue.length < maxPages - 1 && round < 5; round++) {
    for (const kind of CRAWL_KINDS) {
      const list = byKind.get(kind) ?? [];
      let taken = 0;
      while (list.length && taken < 1 && queue.length < maxPages - 1) {
        const next = list.shift();
        if (!next || seen.has(pageKey(next.url))) continue;
        seen.add(pageKey(next.url));
        queue.push(next);
        taken++;
      }
    }
  }

  const pages: Array<PageFacts | undefined> = new Array(queue.length);
  const errors: SitePageError[] = [];
  const visits: SiteVisit[] = queue.map((q) => ({ url: q.url.href, kinds: q.kinds, ok: false }));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < queue.length) {
      const i = next++;
      const target = queue[i].url.href;
      try {
        const page = await reader.fetchPage(target, { sameSiteOnly: true });
        if (!sameSite(new URL(page.url), homeUrl)) {
          errors.push({ url: target, code: 'FETCH_FAILED', message: "The page led off the restaurant's own site." });
          continue;
        }
        pages[i] = extractPage(page.html, page.url, { bytes: page.bytes, headers: page.headers });
        visits[i].ok = true;
      } catch (err) {
        if (isSiteReaderError(err)) {
          errors.push({
            url: target,
            code: err.code,
            message: err.message,
            ...(err.status !== undefined ? { status: err.status } : {}),
          });
        } else {
          errors.push({ url: target, code: 'FETCH_FAILED', message: 'The website could not be reached.' });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return { home, pages: pages.filter((p): p is PageFacts => p !== undefined), errors, visits };
}
