import { GREETING_ROLE_RANK, roleAddressKind, UNREAD_BY_OWNERS, type SuppressionReason } from '@leadgen/contracts';
import { addressKey, localOf, type KeptContact } from './kept-contact.js';
import { addressesOfPeople } from './people-addresses.js';

/** The role addresses a restaurant reads itself, before events@, catering@ or jobs@. */
const GENERAL_INBOXES = new Set(['info', 'hello', 'contact']);

const rankOfRole = (label: string): number => {
  const at = GREETING_ROLE_RANK.findIndex((r) => r.toLowerCase() === label.trim().toLowerCase());
  return at < 0 ? GREETING_ROLE_RANK.length : at;
};

/** What the rep added or corrected comes before what a read of the site found. */
const byRep = (c: KeptContact): number => (c.source === 'rep' || c.edited ? 0 : 1);

/** The first of the contacts by these ranks; at equal ranks the rep's first, then the order kept. */
function first(contacts: readonly KeptContact[], rank: (c: KeptContact) => number): KeptContact | null {
  return (
    contacts
      .map((c, i) => ({ c, i }))
      .sort((a, b) => rank(a.c) - rank(b.c) || byRep(a.c) - byRep(b.c) || a.i - b.i)
      .map((x) => x.c)[0] ?? null
  );
}

/** Every person with a role, best first (bestPerson's order). */
export function peopleBestFirst(contacts: readonly KeptContact[]): KeptContact[] {
  const people: KeptContact[] = [];
  for (let left = contacts.filter((c) => c.kind === 'person'); ;) {
    const next = bestPerson(left);
    if (!next) return people;
    people.push(next);
    left = left.filter((c) => c !== next);
  }
}

/** The person to ask for, in the order an email greets them (GREETING_ROLE_RANK): an owner first, a chef alone last. */
export function bestPerson(contacts: readonly KeptContact[]): KeptContact | null {
  return first(
    contacts.filter((c) => c.kind === 'person'),
    (c) => rankOfRole(c.label),
  );
}

/** The site's domain without "www.", to tell the restaurant's own addresses from others. */
function siteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname
      .toLowerCase()
      .replace(/^www\./, '');
  } catch {
    return null;
  }
}

const domainOfAddress = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();
const atDomain = (address: string, domain: string | null): boolean => {
  if (!domain) return false;
  const host = domainOfAddress(address);
  return host === domain || host.endsWith(`.${domain}`);
};

/** The address a contact is written to: an email's own, or the one the rep keeps with a person. */
function addressOfContact(c: KeptContact): string | null {
  if (c.kind === 'email') return c.value;
  return c.kind === 'person' ? c.email : null;
}

/**
 * The lead's addresses on the rep's suppression list (lower-cased), with why. Outreach marks every
 * contact at an address, so one contact marked is enough to know the address.
 */
export function optedOutAddresses(contacts: readonly KeptContact[]): Map<string, SuppressionReason> {
  const out = new Map<string, SuppressionReason>();
  for (const c of contacts) {
    const address = addressOfContact(c);
    if (address && c.opted_out) out.set(addressKey(address), c.opted_out);
  }
  return out;
}

/**
 * The contacts as one side of the suppression list sees them: the mailable addresses, or only the
 * opted-out ones. An email of the other side is left out; a person stays, without an address of the
 * other side; phones stay.
 */
export function onSide(
  contacts: readonly KeptContact[],
  side: 'mailable' | 'opted_out',
  optedOut: ReadonlyMap<string, SuppressionReason> = optedOutAddresses(contacts),
): KeptContact[] {
  return contacts.flatMap((c) => {
    const address = addressOfContact(c);
    if (!address || optedOut.has(addressKey(address)) === (side === 'opted_out')) return [c];
    return c.kind === 'email' ? [] : [{ ...c, email: null }];
  });
}

/** A person as one side sees them: without their address when it is of the other side. */
function personOnSide(
  person: KeptContact | null,
  side: 'mailable' | 'opted_out',
  optedOut: ReadonlyMap<string, SuppressionReason>,
): KeptContact | null {
  return person ? (onSide([person], side, optedOut)[0] ?? null) : null;
}

/**
 * The address to write to: the best person's own if the rep keeps one with them, else a personal
 * address at the restaurant's domain, else its general inbox (info@, hello@, contact@), else any
 * other kept address. Never a throwaway-mail domain, and never an address on the rep's suppression
 * list (it unsubscribed, bounced or asked not to be emailed).
 */
export function bestEmail(
  contacts: readonly KeptContact[],
  website: string | null,
  person: KeptContact | null = bestPerson(contacts),
): string | null {
  const optedOut = optedOutAddresses(contacts);
  return firstEmail(onSide(contacts, 'mailable', optedOut), website, personOnSide(person, 'mailable', optedOut));
}

/**
 * The address that would be the best one had it not gone on the rep's suppression list, with why:
 * what a CRM file names as opted out when the lead has no mailable address left. Null when the lead
 * has a mailable address, or none at all.
 */
export function bestOptedOutEmail(
  contacts: readonly KeptContact[],
  website: string | null,
  person: KeptContact | null = bestPerson(contacts),
): { email: string; reason: SuppressionReason } | null {
  const optedOut = optedOutAddresses(contacts);
  if (!optedOut.size || bestEmail(contacts, website, person)) return null;
  const email = firstEmail(
    onSide(contacts, 'opted_out', optedOut),
    website,
    personOnSide(person, 'opted_out', optedOut),
  );
  const reason = email ? optedOut.get(addressKey(email)) : undefined;
  return email && reason ? { email, reason } : null;
}

/** The best address among these contacts, by the ranks bestEmail tells of, whatever the suppression list says. */
export function firstEmail(
  contacts: readonly KeptContact[],
  website: string | null,
  person: KeptContact | null = bestPerson(contacts),
): string | null {
  const emails = contacts.filter((c) => c.kind === 'email' && !c.disposable);
  const throwaway = new Set(
    contacts.filter((c) => c.kind === 'email' && c.disposable).map((c) => c.value.toLowerCase()),
  );
  if (person?.email && !throwaway.has(person.email.toLowerCase())) return person.email;
  const domain = siteDomain(website);
  const tier = (c: KeptContact): number => {
    if (c.label === 'personal' && atDomain(c.value, domain)) return 0;
    if (GENERAL_INBOXES.has(localOf(c.value))) return 1;
    // jobs@ and press@ are read by nobody who buys for the restaurant: offered last.
    const kind = roleAddressKind(c.value);
    return kind && UNREAD_BY_OWNERS.has(kind) ? 3 : 2;
  };
  return first(emails, tier)?.value ?? null;
}

/** A phone as a rep dials it, with its E.164 form when known. */
export interface BestPhone {
  display: string;
  e164: string | null;
}

/**
 * The number to call: the best person's own if the rep keeps one, else a kept phone (never a fax;
 * the rep's first), else the listing's phone.
 */
export function bestPhone(
  contacts: readonly KeptContact[],
  listingPhone: string | null,
  person: KeptContact | null = bestPerson(contacts),
): BestPhone | null {
  if (person?.phone) return { display: person.phone, e164: null };
  const phone = first(
    contacts.filter((c) => c.kind === 'phone'),
    (c) => (c.label === 'fax' ? 1 : 0),
  );
  if (phone && phone.label !== 'fax') return { display: phone.display ?? phone.value, e164: phone.value };
  // A fax is no number to call: the listing's phone, or none.
  return listingPhone ? { display: listingPhone, e164: null } : null;
}

/** A person's name as a CRM splits it: the last word is the last name, the rest the first name. */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first: '', last: words[0] ?? '' };
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1]! };
}

/** The picks an export carries for one lead. */
export interface BestContact {
  person: { name: string; role: string } | null;
  /** A mailable address: never one on the rep's suppression list. */
  email: string | null;
  /** When no mailable address is left: the best one that went on the suppression list, and why. */
  opted_out: { email: string; reason: SuppressionReason } | null;
  phone: BestPhone | null;
}

export function bestContact(
  contacts: readonly KeptContact[],
  lead: { website: string | null; phone: string | null },
): BestContact {
  const person = bestPerson(contacts);
  return {
    person: person ? { name: person.value, role: person.label } : null,
    email: bestEmail(contacts, lead.website, person),
    opted_out: bestOptedOutEmail(contacts, lead.website, person),
    phone: bestPhone(contacts, lead.phone, person),
  };
}

/**
 * The records a CRM file hands over for one lead: every person with a role, best first, each with
 * their own address only (never the restaurant's inbox under their name); then the restaurant's
 * inbox on its own when no person's address is it. A lead with neither is one record with no one.
 */
export function handOver(
  contacts: readonly KeptContact[],
  lead: { website: string | null; phone: string | null },
): BestContact[] {
  const optedOut = optedOutAddresses(contacts);
  const people = peopleBestFirst(contacts);
  const ownOf = addressesOfPeople(people, contacts);
  const records = people.map((p): BestContact => {
    const address = ownOf.get(p) ?? null;
    const reason = address ? optedOut.get(address) : undefined;
    return {
      person: { name: p.value, role: p.label },
      email: address && !reason ? address : null,
      opted_out: address && reason ? { email: address, reason } : null,
      phone: bestPhone(contacts, lead.phone, p),
    };
  });
  const theirs = new Set(ownOf.values());
  const others = contacts.filter(
    (c) => c.kind !== 'person' && !(c.kind === 'email' && theirs.has(addressKey(c.value))),
  );
  const inbox: BestContact = {
    person: null,
    email: bestEmail(others, lead.website, null),
    opted_out: bestOptedOutEmail(others, lead.website, null),
    phone: bestPhone(contacts, lead.phone, null),
  };
  return inbox.email || inbox.opted_out || !records.length ? [...records, inbox] : records;
}
