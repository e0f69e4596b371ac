import type { ContactSocialNetwork, FoundEmail, FoundForm, SiteContacts } from '@leadgen/contracts';
import { readContactPage, type ContactPage } from './contact-page.js';
import { emailsOnPage, toFoundEmail } from './emails.js';
import { formsOnPage, providerLinksOnPage, socialOnPage } from './links.js';
import { brandsOf, dedupePeople, peopleOnPage } from './people.js';
import { dedupePhones, phonesOnPage } from './phones.js';

/** What the pages of one site say about reaching the restaurant (SiteContacts without the read's own facts). */
export type PageContacts = Pick<
  SiteContacts,
  'emails' | 'phones' | 'people' | 'social' | 'forms' | 'contact_form_url' | 'ordering_links' | 'reservation_links'
>;

export interface ContactsSource {
  url: string;
  html: string;
}

/**
 * Reads the contacts of a site from its pages, home page first. Every contact keeps the page it was
 * found on and a short quote; the first page that shows an address, number, person or form wins.
 */
export function contactsFromPages(pages: ContactsSource[]): PageContacts {
  return contactsFromParsed(pages.map((p) => readContactPage(p.url, p.html)));
}

export function contactsFromParsed(pages: ContactPage[]): PageContacts {
  const emails: FoundEmail[] = [];
  const forms: FoundForm[] = [];
  const signatures = new Set<string>();
  const social: Partial<Record<ContactSocialNetwork, string>> = {};
  const ordering: PageContacts['ordering_links'] = [];
  const reservations: PageContacts['reservation_links'] = [];
  // The agency credited on one page is the agency of the whole site (the footer may only credit it on the home page).
  const agency = new Set(pages.flatMap((p) => [...p.agencyDomains]));
  for (const p of pages) for (const d of agency) p.agencyDomains.add(d);

  for (const p of pages) {
    for (const e of emailsOnPage(p)) if (!emails.some((x) => x.address === e.address)) emails.push(toFoundEmail(e));
    for (const f of formsOnPage(p)) {
      if (signatures.has(f.signature) || forms.some((x) => x.kind === f.kind && x.url === f.url)) continue;
      signatures.add(f.signature);
      forms.push({ kind: f.kind, url: f.url });
    }
    for (const s of socialOnPage(p)) social[s.network] ??= s.url;
    const links = providerLinksOnPage(p);
    // One link per provider: a rep needs to know the restaurant orders through Toast, not each of its Toast pages.
    for (const l of links.ordering) if (!ordering.some((x) => x.provider === l.provider)) ordering.push(l);
    for (const l of links.reservations) if (!reservations.some((x) => x.provider === l.provider)) reservations.push(l);
  }
  return {
    emails,
    phones: dedupePhones(pages.flatMap((p) => withoutDirectory(phonesOnPage(p)))),
    people: dedupePeople(pages.flatMap((p) => peopleOnPage({ ...p, brands: brandsOfPage(p) }))),
    social,
    forms,
    contact_form_url: forms.find((f) => f.kind === 'contact')?.url ?? null,
    ordering_links: ordering,
    reservation_links: reservations,
  };
}

/** The restaurant's names on a page: so the name of the place is never taken for a person. */
function brandsOfPage(p: ContactPage): string[] {
  return brandsOf([p.facts.jsonLd.business?.name, p.facts.openGraph['og:site_name']], p.facts.title);
}

/**
 * More distinct numbers on one page than a restaurant has lines: a chain's list of locations. Each
 * location's number is on its own listing; a rep reaching the group wants the numbers of its
 * other pages, not hundreds of branches'.
 */
export const DIRECTORY_PHONES = 8;

function withoutDirectory<T extends { e164: string }>(phones: T[]): T[] {
  return new Set(phones.map((p) => p.e164)).size > DIRECTORY_PHONES ? [] : phones;
}
