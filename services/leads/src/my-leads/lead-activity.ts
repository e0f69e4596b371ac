import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { LeadActivityRow, type SavedLeadRow } from '../db/entities.js';

export type ActivityKind = LeadActivityRow['kind'];

/** One line of a saved lead's history, kept in the unit of work of the change it tells of; its id (an undo removes it). */
export function recordActivity(
  em: EntityManager,
  lead: Pick<SavedLeadRow, 'id' | 'userId' | 'ownerName'>,
  kind: ActivityKind,
  detail: string,
  change: { from?: string | null; to?: string | null; at: Date },
): string {
  const id = randomUUID();
  em.create(LeadActivityRow, {
    id,
    leadId: lead.id,
    userId: lead.userId,
    // Every change of a lead is its owner's (an admin's reassignment names the admin in its words).
    authorName: lead.ownerName,
    kind,
    detail: detail.slice(0, 600),
    fromValue: change.from?.slice(0, 300) ?? null,
    toValue: change.to?.slice(0, 300) ?? null,
    at: change.at,
  });
  return id;
}
