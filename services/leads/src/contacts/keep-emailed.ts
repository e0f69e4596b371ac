import type { EntityManager } from '@mikro-orm/core';
import { CONTACT_EMAIL_PATTERN } from '@leadgen/contracts';
import type { SavedLeadRow } from '../db/entities.js';
import { recordActivity } from '../my-leads/lead-activity.js';
import { markFromOptOuts } from './contact-opt-outs.js';
import { contactsOfLead, keepRepContact, shownContact, type RepContactFields } from './contact-rows.js';
import { keyOf } from './contact-value.js';

/** A contact the rep's email makes: a person with the address when the email named them, else the address. */
function fieldsOf(to: string, name: string | null): RepContactFields {
  const person = name?.trim() || null;
  if (person)
    return {
      kind: 'person',
      value: person,
      valueKey: keyOf('person', person),
      display: null,
      label: '',
      email: to,
      phone: null,
    };
  return { kind: 'email', value: to, valueKey: to, display: null, label: 'personal', email: null, phone: null };
}

/**
 * The address a rep's email went to, kept among the lead's contacts when it is not one yet (the
 * colleague a reply pointed the rep to, an address typed in the composer), so My Leads and the CRM
 * files hold whom the conversation is with. An address the rep removed from the lead stays removed;
 * a person already kept without an email gets this one. Returns whether the lead's contacts changed.
 */
export async function keepEmailedAddress(
  tx: EntityManager,
  lead: SavedLeadRow,
  to: string,
  name: string | null,
  now: Date,
): Promise<boolean> {
  const address = to.trim().toLowerCase();
  if (!CONTACT_EMAIL_PATTERN.test(address)) return false;
  const contacts = await contactsOfLead(tx, lead.id);
  const known = contacts.some((c) => (c.kind === 'email' ? c.valueKey : c.email?.toLowerCase()) === address);
  if (known) return false;
  const named = name?.trim() ? contacts.find((c) => c.kind === 'person' && c.valueKey === keyOf('person', name)) : null;
  if (named && !named.removedAt && !named.email) {
    named.email = address;
    named.updatedAt = now;
    recordActivity(tx, lead, 'contacts', `Contact updated: ${shownContact(named)}, ${address}`, { at: now });
    return true;
  }
  if (named) return false;
  const row = keepRepContact(tx, lead, fieldsOf(address, name), now);
  await markFromOptOuts(tx, lead.userId, [row]);
  recordActivity(tx, lead, 'contacts', `Contact added: ${shownContact(row)}${row.email ? `, ${address}` : ''}`, {
    at: now,
  });
  return true;
}
