import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SiteContacts } from '@leadgen/contracts';
import { LeadContactReadRow, LeadContactRow, type SavedLeadRow } from '../db/entities.js';
import { markFromOptOuts } from './contact-opt-outs.js';
import { mergeFound, foundContacts, foundSummary, type FoundContact } from './site-found.merge.js';

export const CONTACT_NOT_FOUND_MESSAGE = 'Contact not found.';

const cut = (text: string | null | undefined, max: number): string | null =>
  text == null ? null : text.length > max ? text.slice(0, max) : text;

/** How a contact is named in the lead's history: a phone as a rep dials it, the rest as kept. */
export function shownContact(c: Pick<LeadContactRow, 'display' | 'value'>): string {
  return c.display ?? c.value;
}

/** Every contact kept on the lead, removed ones (tombstones) too: what a change checks against. */
export function contactsOfLead(em: EntityManager, leadId: string): Promise<LeadContactRow[]> {
  return em.find(LeadContactRow, { leadId });
}

/** A removed contact's kind and key alone, so no read of the site brings it back. */
export function tombstone(
  em: EntityManager,
  lead: Pick<LeadContactRow, 'leadId' | 'userId'>,
  gone: { kind: LeadContactRow['kind']; key: string },
  now: Date,
) {
  return em.create(LeadContactRow, {
    id: randomUUID(),
    leadId: lead.leadId,
    userId: lead.userId,
    kind: gone.kind,
    value: gone.key,
    valueKey: gone.key,
    display: null,
    label: '',
    email: null,
    phone: null,
    disposable: false,
    source: 'site',
    edited: false,
    pageUrl: null,
    evidence: null,
    removedAt: now,
    createdAt: now,
    updatedAt: now,
    optedOut: null,
    optedOutAt: null,
  });
}

/** What a contact the rep keeps says: its kind, value and key, how it shows, its label, email and phone. */
export type RepContactFields = Pick<
  LeadContactRow,
  'kind' | 'value' | 'valueKey' | 'display' | 'label' | 'email' | 'phone'
>;

/** A contact kept on the lead as the rep's own (added by hand, or written to): never overwritten by a read of the site. */
export function keepRepContact(
  em: EntityManager,
  lead: Pick<SavedLeadRow, 'id' | 'userId'>,
  fields: RepContactFields,
  now: Date,
) {
  return em.create(LeadContactRow, {
    id: randomUUID(),
    leadId: lead.id,
    userId: lead.userId,
    ...fields,
    disposable: false,
    source: 'rep',
    edited: false,
    pageUrl: null,
    evidence: null,
    removedAt: null,
    createdAt: now,
    updatedAt: now,
    optedOut: null,
    optedOutAt: null,
  });
}

/** A contact found on the site, kept on the lead as the site's. */
export function keepFound(em: EntityManager, lead: Pick<SavedLeadRow, 'id' | 'userId'>, f: FoundContact, now: Date) {
  return em.create(LeadContactRow, {
    id: randomUUID(),
    leadId: lead.id,
    userId: lead.userId,
    kind: f.kind,
    value: cut(f.value, 200)!,
    valueKey: cut(f.key, 200)!,
    display: cut(f.display, 100),
    label: cut(f.label, 50)!,
    email: null,
    phone: null,
    disposable: f.disposable,
    source: 'site',
    edited: false,
    pageUrl: cut(f.pageUrl, 2048),
    evidence: cut(f.evidence, 400),
    removedAt: null,
    createdAt: now,
    updatedAt: now,
    optedOut: null,
    optedOutAt: null,
  });
}

/**
 * What 'Find contacts' found on the site, kept on the lead in the caller's transaction: new contacts
 * added, those an earlier read found refreshed, the rep's own and removed ones left alone; the read's
 * links, forms and social profiles replace the last read's. Answers the history line.
 */
export async function keepFoundOnSite(
  em: EntityManager,
  lead: Pick<SavedLeadRow, 'id' | 'userId'>,
  read: SiteContacts,
  now: Date,
): Promise<string> {
  const found = foundContacts(read);
  const { added, refreshed } = mergeFound(found, await contactsOfLead(em, lead.id));
  await markFromOptOuts(
    em,
    lead.userId,
    added.map((f) => keepFound(em, lead, f, now)),
  );
  for (const { kept, found: f } of refreshed) {
    kept.label = cut(f.label, 50)!;
    kept.display = cut(f.display, 100);
    kept.disposable = f.disposable;
    kept.pageUrl = cut(f.pageUrl, 2048);
    kept.evidence = cut(f.evidence, 400);
    kept.updatedAt = now;
  }
  const { emails: _e, phones: _p, people: _pe, ...rest } = read;
  const last = await em.findOne(LeadContactReadRow, { leadId: lead.id });
  if (last) {
    last.result = rest;
    last.readAt = now;
  } else em.create(LeadContactReadRow, { leadId: lead.id, userId: lead.userId, result: rest, readAt: now });
  return foundSummary(found, added.length, read.site_note);
}
