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
  if (owner.teamId === owner.userId || placeIds.length === 0) return;
  const theirs = await tx.find(
    SavedLeadRow,
    { teamId: owner.teamId, userId: { $ne: owner.userId }, placeId: { $in: placeIds } },
    { orderBy: { createdAt: 'asc' }, limit: 1, fields: ['ownerName', 'name', 'createdAt'] },
  );
  const first = theirs[0];
  if (!first) return;
  throw rpcError('CONFLICT', teammatesLeadMessage(first));
}
