export { createSiteReader, DEFAULT_USER_AGENT, parseUrl } from './fetcher.js';
export type { SiteReader, SiteReaderOptions, FetchedPage, LookupFn, ResolvedAddress } from './fetcher.js';
export { SiteReaderError, SITE_READER_ERROR_CODES, isSiteReaderError, messageFor } from './errors.js';
export type { SiteReaderErrorCode } from './errors.js';
export { checkAddress } from './address-policy.js';
export type { AddressVerdict } from './address-policy.js';
