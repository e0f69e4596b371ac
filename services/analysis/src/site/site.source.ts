import {
  createSiteReader,
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
        return summarise(await readSite(reader, url, { maxPages: env.SITE_MAX_PAGES }));
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
