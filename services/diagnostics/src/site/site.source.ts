import {
  createSiteReader,
  isSiteReaderError,
  readSite,
  REFUSED_ADDRESS_CODES,
  type SiteProxy,
  type LinkKind,
  type PageFacts,
  type SiteFacts,
} from '@leadgen/site-reader';
import { rpcError } from '@leadgen/service-kit';
import type { SiteReadStatus } from '@leadgen/contracts';

export const SITE_SOURCE = Symbol('SITE_SOURCE');

export interface FailedPage {
  url: string;
  reason: string;
  /** Why the page was wanted: the kinds of the link that led to it. */
  kinds: LinkKind[];
  /** 404/410: the page does not exist (a broken link), which is an answer, not a reason for doubt. */
  missing: boolean;
}

/** A site as the diagnostic sees it: what could be read, and what could not and why. */
export interface SiteRead {
  url: string;
  status: SiteReadStatus;
  /** Why checks are inconclusive; null when everything that was wanted was read. */
  reason: string | null;
  /** Home page first; empty when the site could not be read. */
  pages: PageFacts[];
  failed: FailedPage[];
}

export interface SiteSource {
  read(url: string): Promise<SiteRead>;
}

export function describeSite(url: string, facts: SiteFacts): SiteRead {
  const failed: FailedPage[] = facts.errors.map((e) => ({
    url: e.url,
    reason: e.message,
    kinds: facts.visits.find((v) => v.url === e.url)?.kinds ?? [],
    missing: e.code === 'HTTP_STATUS' && (e.status === 404 || e.status === 410),
  }));
  const pages = [facts.home, ...facts.pages];
  const doubtful = failed.filter((f) => !f.missing);
  if (facts.home.looksLikeScriptShell) {
    return {
      url,
      status: 'script_shell',
      reason:
        'The home page is a JavaScript app shell: its content is drawn by scripts in the browser and none of it is in the page itself, so the checks that need the content are inconclusive (not graded).',
      pages,
      failed,
    };
  }
  if (doubtful.length) {
    return {
      url,
      status: 'partial',
      reason: `Some pages could not be read, so the checks they would decide are inconclusive: ${doubtful.map((f) => `${f.url} (${f.reason})`).join('; ')}`,
      pages,
      failed,
    };
  }
  return { url, status: 'read', reason: null, pages, failed };
}

export interface SiteSourceOptions {
  timeoutMs: number;
  maxBytes: number;
  maxPages: number;
  allowPrivateHosts: string[];
  /** The outbound proxy every site is read through, when one is set (SITE_PROXY_URL). */
  proxy?: SiteProxy;
}

/** Reads sites through the safe fetcher. A refused address is an error; a site that cannot be read is an inconclusive result. */
export function createSiteSource(opts: SiteSourceOptions): SiteSource {
  const { timeoutMs, maxBytes, allowPrivateHosts, proxy } = opts;
  const reader = createSiteReader({ timeoutMs, maxBytes, allowPrivateHosts, proxy });
  return {
    async read(url) {
      try {
        return describeSite(url, await readSite(reader, url, { maxPages: opts.maxPages }));
      } catch (err) {
        if (!isSiteReaderError(err)) throw err;
        if (REFUSED_ADDRESS_CODES.has(err.code)) throw rpcError('BAD_REQUEST', `Could not read ${url}: ${err.message}`);
        if (err.code === 'DNS_FAILED') throw rpcError('UPSTREAM_FAILED', `Could not read ${url}: ${err.message}`);
        const blocked = err.code === 'HTTP_STATUS' && (err.status === 401 || err.status === 403 || err.status === 429);
        const reason = blocked
          ? `${err.message} The site turns automated visitors away, so every website check is inconclusive (not graded).`
          : `The website could not be read: ${err.message} Every website check is inconclusive (not graded).`;
        return {
          url,
          status: 'unreadable',
          reason,
          pages: [],
          failed: [{ url, reason: err.message, kinds: [], missing: false }],
        };
      }
    },
  };
}
