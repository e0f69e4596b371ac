import { createSiteReader, isSiteReaderError, readSite } from '@leadgen/site-reader';
import { rpcError } from '@leadgen/service-kit';
import type { AnalysisEnv } from '../env.js';
import { summarise, type SiteSummary } from './site.summary.js';

export const SITE_SOURCE = Symbol('SITE_SOURCE');

export interface SiteSource {
  read(url: string): Promise<SiteSummary>;
}

/** Reads sites through the safe fetcher; a site that cannot be read becomes a clear envelope. */
export function createSiteSource(env: AnalysisEnv): SiteSource {
  const reader = createSiteReader({
    timeoutMs: env.SITE_FETCH_TIMEOUT_MS,
    maxBytes: env.SITE_MAX_BYTES,
    allowPrivateHosts: env.SITE_ALLOW_PRIVATE_HOSTS,
  });
  return {
    async read(url) {
      try {
        return summarise(await readSite(reader, url, { maxPages: env.SITE_MAX_PAGES }));
      } catch (err) {
        if (!isSiteReaderError(err)) throw err;
        const refused = ['INVALID_URL', 'UNSUPPORTED_PROTOCOL', 'BLOCKED_ADDRESS'].includes(err.code);
        throw rpcError(refused ? 'BAD_REQUEST' : 'UPSTREAM_FAILED', `Could not read ${url}: ${err.message}`);
      }
    },
  };
}
