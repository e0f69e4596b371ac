import type { SiteContacts } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import {
  createSiteReader,
  isSiteReaderError,
  REFUSED_ADDRESS_CODES,
  siteReaderOptions,
  type SiteReader,
} from '@leadgen/site-reader';
import type { LeadsEnv } from '../env.js';

/** The site reader's contacts read: the home page, then the pages most likely to hold contacts. */
export type ReadContactsFn = (reader: SiteReader, url: string, options: { maxPages: number }) => Promise<SiteContacts>;

/** Where contacts are found: a restaurant's website, read. A class (never constructed itself) so use cases inject it. */
export abstract class ContactsSource {
  abstract find(url: string): Promise<SiteContacts>;
}

/**
 * Reads sites through the safe fetcher, with the proxy and limits pitches use. A site that cannot be
 * read is a clear refusal in the rep's words: 400 for an address the reader refuses (not http(s), a
 * private network), 502 for a site that failed (too slow, an error page, not a web page).
 */
export function createContactsSource(
  env: Pick<LeadsEnv, 'CONTACTS_MAX_PAGES'> & Parameters<typeof siteReaderOptions>[0],
  readContacts: ReadContactsFn,
  reader: SiteReader = createSiteReader(siteReaderOptions(env)),
): ContactsSource {
  return {
    async find(url) {
      try {
        return await readContacts(reader, url, { maxPages: env.CONTACTS_MAX_PAGES });
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
