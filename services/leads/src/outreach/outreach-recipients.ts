import {
  ROLE_ADDRESS_LABELS,
  roleAddressKind,
  UNREAD_ADDRESS_WARNING,
  type OutreachLeadFacts,
} from '@leadgen/contracts';
import { bestPerson, firstEmail, onSide, optedOutAddresses, peopleBestFirst } from '../my-leads/best-contact.js';
import type { KeptContact } from '../my-leads/kept-contact.js';
import { addressesOfPeople } from '../my-leads/people-addresses.js';

type Recipient = OutreachLeadFacts['recipients'][number];

const key = (address: string): string => address.trim().toLowerCase();

/**
 * The addresses a draft offers, best first: the address an export would pick, then the next best
 * once that one is taken, and so on; then the other people's own addresses, by their role. A
 * throwaway-mail address is never offered. Each address is named after the person it belongs to.
 *
 * An address on the rep's suppression list comes after every mailable one, in the same order among
 * its kind: outreach marks it suppressed in the draft (its own list is checked at every send), so
 * the rep sees why it cannot be written to rather than finding it gone.
 */
export function recipientsOf(contacts: readonly KeptContact[], website: string | null): Recipient[] {
  const optedOut = optedOutAddresses(contacts);
  const mailable = ranked(onSide(contacts, 'mailable', optedOut), website);
  if (!optedOut.size) return mailable;
  const taken = new Set(mailable.map((r) => r.address));
  return [
    ...mailable,
    ...ranked(onSide(contacts, 'opted_out', optedOut), website).filter((r) => !taken.has(r.address)),
  ];
}

/** The addresses among these contacts, best first, each named after its person. */
function ranked(contacts: readonly KeptContact[], website: string | null): Recipient[] {
  const throwaway = new Set(contacts.filter((c) => c.kind === 'email' && c.disposable).map((c) => key(c.value)));
  const people = contacts.filter((c) => c.kind === 'person' && c.email && !throwaway.has(key(c.email)));
  // A personal address that names a person is theirs too ('priyahaddad@gmail.com' is Priya Haddad's).
  const named = new Map([...addressesOfPeople(peopleBestFirst(contacts), contacts)].map(([p, a]) => [a, p]));
  const personOf = (address: string) =>
    people.find((p) => key(p.email!) === key(address)) ?? named.get(key(address)) ?? null;
  const taken = new Set<string>();
  const out: Recipient[] = [];
  const take = (address: string) => {
    taken.add(key(address));
    const person = personOf(address);
    const kind = person ? null : roleAddressKind(address);
    out.push({
      address: key(address),
      name: person?.value ?? null,
      role: person?.label ?? (kind ? ROLE_ADDRESS_LABELS[kind] : null),
      ...(kind === 'jobs' || kind === 'press' ? { warning: UNREAD_ADDRESS_WARNING[kind] } : {}),
    });
  };
  for (;;) {
    const left = contacts
      .filter((c) => !(c.kind === 'email' && taken.has(key(c.value))))
      .map((c) => (c.kind === 'person' && c.email && taken.has(key(c.email)) ? { ...c, email: null } : c));
    const next = firstEmail(left, website);
    if (!next) break;
    take(next);
  }
  // People whose address is kept only with them, after the best one: by role, as a rep asks for them.
  for (;;) {
    const next = bestPerson(people.filter((p) => !taken.has(key(p.email!))));
    if (!next) break;
    take(next.email!);
  }
  return out;
}
