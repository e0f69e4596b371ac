import type { EntityManager } from '@mikro-orm/core';
import { rpcError } from '@leadgen/service-kit';
import type { LeadOwner } from '../core/lead-owner.js';
import { SavedLeadRow } from '../db/entities.js';

/** 'Nov 20': the day a teammate saved a lead, as the rep reads it. */
export function savedDay(at: Date): string {
  return at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Why a teammate's lead is not the rep's to save or email: whose it is, since when, and who can change that. */
export function teammatesLeadMessage(row: Pick<SavedLeadRow, 'ownerName' | 'name' | 'createdAt'>): string {
  const owner = row.ownerName || 'A teammate';
  return `${owner} saved ${row.name} on ${savedDay(row.createdAt)}: it is their lead. An admin can reassign it.`;
}

/**
 * Refuses (409, naming the owner) a save of places a teammate already saved: two reps of one team
 * never work the same restaurant, unless an admin gives it from one to the other.
 */
export async function refuseTeammatesLeads(tx: EntityManager, owner: LeadOwner, placeIds: string[]): Promise<void> {
  // A team's founder works in a team keyed by their own id, like a rep alone: both are asked.
  if (placeIds.length === 0) return;
  const theirs = await tx.find(
    SavedLeadRow,
    { teamId: owner.teamId, userId: { $ne: owner.userId }, placeId: { $in: placeIds } },
    { orderBy: { createdAt: 'asc' }, limit: 1, fields: ['ownerName', 'name', 'createdAt'] },
  );
  const first = theirs[0];
  if (!first) return;
  throw rpcError('CONFLICT', teammatesLeadMessage(first));
}

/**
 * A change a rep asked for on a lead that was not theirs: when it is a teammate's, the rep is told
 * whose it is and who can change that (403) rather than that it is not found; another team's lead,
 * or none, stays not found.
 */
export async function whyNotYours(em: EntityManager, rep: LeadOwner, id: string, err: unknown): Promise<never> {
  const notFound = (err as { getError?: () => unknown })?.getError?.() as { code?: string } | undefined;
  if (notFound?.code === 'NOT_FOUND' && rep.teamId !== rep.userId) {
    const theirs = await em.findOne(
      SavedLeadRow,
      { id, teamId: rep.teamId, userId: { $ne: rep.userId } },
      { fields: ['ownerName'] },
    );
    if (theirs)
      throw rpcError(
        'FORBIDDEN',
        `This is ${theirs.ownerName || 'a teammate'}'s lead: only they can change it. An admin can reassign it.`,
      );
  }
  throw err;
}
