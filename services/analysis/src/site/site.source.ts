import { createSiteReader, isSiteReaderError, readSite, type DemoSites } from '@leadgen/site-reader';
import { rpcError } from '@leadgen/service-kit';
import type { AnalysisEnv } from '../env.js';
import { summarise, type SiteSummary } from './site.summary.js';

export const SITE_SOURCE = Symbol('SITE_SOURCE');

export interface SiteSource {
  read(url: string): Promise<SiteSummary>;
}

/** Codes that mean the address itself is refused: bad input, not a failed site. */
const REFUSED = new Set(['INVALID_URL', 'UNSUPPORTED_PROTOCOL', 'BLOCKED_ADDRESS', 'DEMO_SITE_OFF']);

/**
 * Reads sites through the safe fetcher (the demo world's addresses through `demoSites`); a site
 * that cannot be read becomes a clear envelope.
 */
export function createSiteSource(env: AnalysisEnv, demoSites: DemoSites = 'off'): SiteSource {
  const reader = createSiteReader({
    timeoutMs: env.SITE_FETCH_TIMEOUT_MS,
    maxBytes: env.SITE_MAX_BYTES,
    allowPrivateHosts: env.SITE_ALLOW_PRIVATE_HOSTS,
    demoSites,
  });
  return {
    async read(url) {
      try {
        return summarise(await readSite(reader, url, { maxPages: env.SITE_MAX_PAGES }));
      } catch (err) {
        if (!isSiteReaderError(err)) throw err;
        throw rpcError(
          REFUSED.has(err.code) ? 'BAD_REQUEST' : 'UPSTREAM_FAILED',
          `Could not read ${url}: ${err.message}`,
        );
      }
    },
  };
}
