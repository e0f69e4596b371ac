import type { EntityManager } from '@mikro-orm/core';
import type { SavedContact, SavedContactKind, SavedLeadContacts } from '@leadgen/contracts';
import { LeadContactReadRow, LeadContactRow } from '../db/entities.js';

/** The order a rep reads a lead's contacts in: who to ask for, then how to write, then how to call. */
const KIND_ORDER: Record<SavedContactKind, number> = { person: 0, email: 1, phone: 2 };

/** A contact the rep added or corrected: what the rep knows comes before what a read found. */
const byRep = (c: LeadContactRow): number => (c.source === 'rep' || c.edited ? 0 : 1);

export function savedContactOfRow(c: LeadContactRow): SavedContact {
  return {
    id: c.id,
    kind: c.kind,
    value: c.value,
    display: c.display ?? null,
    label: c.label,
    email: c.email ?? null,
    phone: c.phone ?? null,
    disposable: c.disposable,
    source: c.source,
    edited: c.edited,
    page_url: c.pageUrl ?? null,
    evidence: c.evidence ?? null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    opted_out: c.optedOut ?? null,
    opted_out_at: c.optedOutAt ? c.optedOutAt.toISOString() : null,
  };
}

/** Kept contacts (removed ones left out) in the order a rep reads them: people, emails, phones; the rep's first in each. */
export function orderContacts(rows: LeadContactRow[]): LeadContactRow[] {
  return rows
    .filter((c) => !c.removedAt)
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        byRep(a) - byRep(b) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        a.value.localeCompare(b.value),
    );
}

/** A saved lead's contacts and its last site read, for one lead the rep asked about (never in bulk). */
export async function readSavedLeadContacts(em: EntityManager, leadId: string): Promise<SavedLeadContacts> {
  const [rows, read] = await Promise.all([
    em.find(LeadContactRow, { leadId, removedAt: null }),
    em.findOne(LeadContactReadRow, { leadId }),
  ]);
  return { contacts: orderContacts(rows).map(savedContactOfRow), last_read: read?.result ?? null };
}
