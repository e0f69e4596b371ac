import {
  contactsFromPages,
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

/** The people the pages name; a page the contacts reader cannot parse names nobody. */
function peopleOf(pages: { url: string; html: string }[]) {
  try {
    return contactsFromPages(pages).people;
  } catch {
    return [];
  }
}

/**
 * Reads sites through the safe fetcher (through the outbound proxy when one is set); a site that
 * cannot be read becomes a clear envelope.
 */
export function createSiteSource(env: AnalysisEnv): SiteSource {
  const reader = createSiteReader(siteReaderOptions(env));
  return {
    async read(url) {
      // The pages as fetched, so the people they name (owner, chef, manager) are read from the same pages.
      const pages: { url: string; html: string }[] = [];
      const keeping = {
        ...reader,
        fetchPage: async (...args: Parameters<typeof reader.fetchPage>) => {
          const page = await reader.fetchPage(...args);
          pages.push({ url: page.url, html: page.html });
          return page;
        },
      };
      try {
        const summary = summarise(await readSite(keeping, url, { maxPages: env.SITE_MAX_PAGES }));
        return { ...summary, people: peopleOf(pages) };
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
