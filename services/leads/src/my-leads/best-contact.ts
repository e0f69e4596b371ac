import type { SavedContact } from '@leadgen/contracts';

/** A contact kept on a saved lead (removed ones are never passed in), as the picks read it. */
export type KeptContact = Pick<
  SavedContact,
  'kind' | 'value' | 'display' | 'label' | 'email' | 'phone' | 'disposable' | 'source' | 'edited'
>;

/** Who a rep asks for first: the one who decides on a purchase, then whoever runs the floor, then the kitchen. */
const ROLE_RANK = ['Owner', 'Chef/Owner', 'Co-owner', 'Founder', 'General Manager', 'Manager', 'Chef'];

/** The role addresses a restaurant reads itself, before events@, catering@ or jobs@. */
const GENERAL_INBOXES = new Set(['info', 'hello', 'contact']);

const rankOfRole = (label: string): number => {
  const at = ROLE_RANK.findIndex((r) => r.toLowerCase() === label.trim().toLowerCase());
  return at < 0 ? ROLE_RANK.length : at;
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

/** The person to ask for: Owner > Chef/Owner > Co-owner > Founder > General Manager > Manager > Chef. */
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
const localOf = (address: string): string => address.slice(0, address.lastIndexOf('@')).toLowerCase();
const atDomain = (address: string, domain: string | null): boolean => {
  if (!domain) return false;
  const host = domainOfAddress(address);
  return host === domain || host.endsWith(`.${domain}`);
};

/**
 * The address to write to: the best person's own if the rep keeps one with them, else a personal
 * address at the restaurant's domain, else its general inbox (info@, hello@, contact@), else any
 * other kept address. Never a throwaway-mail domain.
 */
export function bestEmail(
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
    return 2;
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
  email: string | null;
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
    phone: bestPhone(contacts, lead.phone, person),
  };
}
