import {
  createSiteReader,
  dedupePeople,
  isSiteReaderError,
  readSite,
  REFUSED_ADDRESS_CODES,
  siteReaderOptions,
} from '@leadgen/site-reader';
import { rpcError } from '@leadgen/service-kit';
import type { AnalysisEnv } from '../env.js';
import { summarise, type SiteSummary } from './site.summary.js';

export const SITE_SOURCE = Symbol('SITE_SOURCE');

export interface SiteSource {
  read(url: string): Promise<SiteSummary>;
}

/**
 * Reads sites through the safe fetcher (through the outbound proxy when one is set); a site that
 * cannot be read becomes a clear envelope.
 */
export function createSiteSource(env: AnalysisEnv): SiteSource {
  const reader = createSiteReader(siteReaderOptions(env));
  return {
    async read(url) {
      try {
        const site = await readSite(reader, url, { maxPages: env.SITE_MAX_PAGES });
        // The people each page names (owner, chef, manager), merged: read with the page, not parsed again.
        const people = dedupePeople([site.home, ...site.pages].flatMap((p) => p.people));
        return { ...summarise(site), people };
      } catch (err) {
        if (!isSiteReaderError(err)) throw err;
        throw rpcError(
          REFUSED_ADDRESS_CODES.has(err.code) ? 'BAD_REQUEST' : 'UPSTREAM_FAILED',
          `Could not read ${url}: ${err.message}`,
        );
      }
    },
  };
}
