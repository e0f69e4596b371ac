import {
  ApiError,
  CONTACT_OPT_OUT_LABELS,
  CONTACT_SOCIAL_NETWORK_LABELS,
  type ContactFormKind,
  type ContactSocialNetwork,
  type EmailKind,
  type Lead,
  type SaveLeadsRequest,
  type SavedContact,
  type SiteContacts,
} from '@leadgen/contracts';
import { formatDay } from '../shared/dates.logic.js';

/** 'Role' for info@, events@...; 'Personal' for a person's own address. */
export function emailKindText(kind: EmailKind | string): string {
  return kind === 'role' ? 'Role' : kind === 'personal' ? 'Personal' : kind;
}

const FORM_KINDS: Record<ContactFormKind, string> = {
  contact: 'Contact form',
  catering: 'Catering form',
  private_party: 'Private party form',
  reservation: 'Reservation form',
  job: 'Job application form',
  newsletter: 'Newsletter sign-up',
};
export function formKindText(kind: ContactFormKind): string {
  return FORM_KINDS[kind] ?? kind;
}

export function networkName(network: ContactSocialNetwork | string): string {
  // Optional: beside a shell built before these labels, the shared contracts module lacks them.
  return CONTACT_SOCIAL_NETWORK_LABELS?.[network as ContactSocialNetwork] ?? network;
}

const PROVIDERS: Record<string, string> = {
  opentable: 'OpenTable',
  resy: 'Resy',
  tock: 'Tock',
  toast: 'Toast',
  chownow: 'ChowNow',
  square: 'Square',
  doordash: 'DoorDash',
  grubhub: 'Grubhub',
  ubereats: 'Uber Eats',
  uber_eats: 'Uber Eats',
  slice: 'Slice',
  yelp: 'Yelp',
};
/** A reservation or ordering provider as a rep knows it ('opentable' -> 'OpenTable'). */
export function providerName(provider: string): string {
  const known = PROVIDERS[provider.toLowerCase().replace(/[\s-]/g, '')];
  if (known) return known;
  return provider ? provider.charAt(0).toUpperCase() + provider.slice(1) : provider;
}

/** A page's address as a short link text: its path on the site ('/about'), '/' for the home page. */
export function pageText(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname === '/' && !u.search ? u.host : `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'Found 2 emails, 1 phone and 1 person on 3 pages.', or 'No contacts found on 2 pages.' */
export function foundSummary(found: Pick<SiteContacts, 'emails' | 'phones' | 'people' | 'pages_read'>): string {
  const parts = [
    found.emails.length ? plural(found.emails.length, 'email') : '',
    found.phones.length ? plural(found.phones.length, 'phone') : '',
    found.people.length ? plural(found.people.length, 'person', 'people') : '',
  ].filter(Boolean);
  const pages = plural(found.pages_read.length, 'page');
  if (!parts.length) return `No contacts found on ${pages}.`;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Found ${list} on ${pages}.`;
}

/** Whether a read found an email worth writing to (not a throwaway address) and a named person. */
export function marksOfFound(found: Pick<SiteContacts, 'emails' | 'people'>): { email: boolean; person: boolean } {
  return { email: found.emails.some((e) => !e.disposable), person: found.people.length > 0 };
}

/** What the row shows: from this session's read when there was one, else from the saved lead's marks. */
export function contactMarks(
  lead: Pick<Lead, 'saved'>,
  found?: SiteContacts | null,
): { email: boolean; person: boolean } {
  const fromRead = found ? marksOfFound(found) : { email: false, person: false };
  return {
    email: fromRead.email || !!lead.saved?.has_email,
    person: fromRead.person || !!lead.saved?.has_person,
  };
}

/** Why 'Find contacts' is off for a lead, or null when it can run. */
export function findContactsTitle(lead: Pick<Lead, 'website' | 'name'>): string {
  return lead.website?.trim()
    ? `Read ${lead.name}'s website for emails, phones and people to reach`
    : 'No website to read contacts from';
}

/** At most this many of each kind go with a save (the save request's bound). */
const SAVE_MAX = 30;

/** A read trimmed to what a save carries: at most 30 of each list. */
export function boundedForSave(found: SiteContacts): SiteContacts {
  return {
    ...found,
    emails: found.emails.slice(0, SAVE_MAX),
    phones: found.phones.slice(0, SAVE_MAX),
    people: found.people.slice(0, SAVE_MAX),
    forms: found.forms.slice(0, SAVE_MAX),
    ordering_links: found.ordering_links.slice(0, SAVE_MAX),
    reservation_links: found.reservation_links.slice(0, SAVE_MAX),
    pages_read: found.pages_read.slice(0, SAVE_MAX),
  };
}

/**
 * The contacts a save carries: for each lead being saved that the rep read contacts for in this
 * search, its place and what was found; undefined when none was read, so the request stays as before.
 */
export function contactsForSave(
  leads: readonly Pick<Lead, 'place_id'>[],
  foundByPlace: ReadonlyMap<string, SiteContacts>,
): SaveLeadsRequest['contacts'] {
  const out: NonNullable<SaveLeadsRequest['contacts']> = [];
  const seen = new Set<string>();
  for (const lead of leads) {
    const place = lead.place_id;
    if (!place || seen.has(place)) continue;
    const found = foundByPlace.get(place);
    if (!found) continue;
    seen.add(place);
    out.push({ place_id: place, found: boundedForSave(found) });
  }
  return out.length ? out : undefined;
}

/** A kept contact's label as a rep reads it: Role/Personal for an email, Phone/Fax, a person's role. */
export function savedLabelText(contact: Pick<SavedContact, 'kind' | 'label'>): string {
  if (contact.kind === 'email') return emailKindText(contact.label);
  if (contact.kind === 'phone')
    return contact.label === 'fax' ? 'Fax' : contact.label === 'phone' ? 'Phone' : contact.label;
  return contact.label;
}

/** A field's messages from a 400 answer, by field ('value', 'label', 'email', 'phone'); empty for any other error. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || err.status !== 400 || !err.envelope.fields) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(err.envelope.fields))
    if (messages[0]) out[field.split('.')[0] || field] ??= messages[0];
  return out;
}

/** The plan's limit is reached: a bulk read stops there. */
export function isUsageLimit(err: unknown): boolean {
  return err instanceof ApiError && err.status === 429;
}

/**
 * A kept contact's badge when its address is on the rep's suppression list ('Unsubscribed', 'Bounced',
 * 'Asked not to be emailed'), with what that means for the rep; null when it may be emailed.
 */
export function optOutBadge(
  contact: Pick<SavedContact, 'opted_out' | 'opted_out_at'>,
): { text: string; title: string } | null {
  if (!contact.opted_out) return null;
  const since = formatDay(contact.opted_out_at);
  return {
    // Optional: beside a shell built before these labels, the shared contracts module lacks them.
    text: CONTACT_OPT_OUT_LABELS?.[contact.opted_out] ?? contact.opted_out,
    title: `On your suppression list${since ? ` since ${since}` : ''}: Outreach will not email this address, and exports leave it out.`,
  };
}
