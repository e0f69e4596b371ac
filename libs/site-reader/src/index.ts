export { createSiteReader, DEFAULT_USER_AGENT, parseUrl } from './fetcher.js';
export type {
  SiteReader,
  SiteReaderOptions,
  FetchOptions,
  FetchedPage,
  LookupFn,
  ResolvedAddress,
  SiteProxy,
} from './fetcher.js';
export { PROXY_DOWN_MESSAGE, PROXY_REFUSED_MESSAGE } from './proxy.dispatcher.js';
export {
  SiteReaderError,
  SITE_READER_ERROR_CODES,
  REFUSED_ADDRESS_CODES,
  isSiteReaderError,
  messageFor,
} from './errors.js';
export type { SiteReaderErrorCode } from './errors.js';
export { checkAddress } from './address-policy.js';
export type { AddressVerdict } from './address-policy.js';
export { extractPage, linksOfKind } from './page/page.extract.js';
export type { ExtractOptions } from './page/page.extract.js';
export { readSite, CRAWL_KINDS } from './crawl.js';
export type { ReadSiteOptions, SiteFacts, SitePageError, SiteVisit } from './crawl.js';
export { registrableDomain, sameSite } from './site.js';
export { PROVIDER_RULES, classifyLink, guessFormPurpose } from './classify.js';
export type { ProviderRule } from './classify.js';
export * from './schemas.js';
export { checkSiteReaderSettings, siteReaderOptions, siteReaderSettings } from './settings.js';
export type { SiteReaderSettings } from './settings.js';
export { readContacts, contactPagesToRead, contactPageKind, CONTACT_PAGE_KINDS } from './contacts/read-contacts.js';
export type { ReadContactsOptions, ContactPageKind } from './contacts/read-contacts.js';
export { contactsFromPages } from './contacts/contacts.extract.js';
export { dedupePeople, ownerAmong } from './contacts/people.js';
export type { PageContacts, ContactsSource } from './contacts/contacts.extract.js';
export { emailKind, isDisposable, isUsableEmail } from './contacts/emails.js';
export { givenNameOf, isGivenName } from './contacts/given-name.js';
export { parsePhone } from './contacts/phones.js';
export { socialProfile } from './contacts/links.js';
