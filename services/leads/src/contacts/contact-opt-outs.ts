import type { EntityManager } from '@mikro-orm/core';
import { ContactOptOutRow, type LeadContactRow } from '../db/entities.js';

/** The address a contact is written to, lower-cased: an email's own, or the one the rep keeps with a person. */
export function addressOf(c: Pick<LeadContactRow, 'kind' | 'valueKey' | 'email'>): string | null {
  if (c.kind === 'email') return c.valueKey;
  return c.kind === 'person' && c.email ? c.email.trim().toLowerCase() : null;
}

/**
 * Contacts the rep keeps now (found by a read of the site, added or corrected by the rep) marked as
 * the rep's suppression list says: an address that unsubscribed before it was kept on this lead stays
 * unmailable here too, in the panel and in every export. Called before the unit of work is flushed.
 */
export async function markFromOptOuts(
  em: EntityManager,
  userId: string,
  contacts: readonly LeadContactRow[],
): Promise<void> {
  const addresses = [...new Set(contacts.map(addressOf).filter((a): a is string => !!a))];
  const listed = addresses.length ? await em.find(ContactOptOutRow, { userId, address: { $in: addresses } }) : [];
  const byAddress = new Map(listed.map((o) => [o.address, o]));
  for (const c of contacts) {
    const address = addressOf(c);
    const optOut = address ? byAddress.get(address) : undefined;
    c.optedOut = optOut?.reason ?? null;
    c.optedOutAt = optOut?.at ?? null;
  }
}
