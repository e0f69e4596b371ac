import { LockMode, type EntityManager } from '@mikro-orm/core';
import { SAVED_LEAD_NOT_FOUND_MESSAGE } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { LeadListRow, SavedLeadRow } from '../db/entities.js';

/** One of the rep's saved leads; another rep's (or none) answers as not found. `lock` holds it for a change. */
export async function ownSavedLead(
  em: EntityManager,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SavedLeadRow> {
  const row = await em.findOne(
    SavedLeadRow,
    { id, userId },
    options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!row) throw rpcError('NOT_FOUND', SAVED_LEAD_NOT_FOUND_MESSAGE);
  return row;
}

/** One of the team's saved leads, the rep's own or a teammate's; another team's (or none) answers as not found. */
export async function teamSavedLead(
  em: EntityManager,
  reader: { userId: string; teamId: string },
  id: string,
): Promise<SavedLeadRow> {
  const row = await em.findOne(SavedLeadRow, { id, $or: [{ userId: reader.userId }, { teamId: reader.teamId }] });
  if (!row) throw rpcError('NOT_FOUND', SAVED_LEAD_NOT_FOUND_MESSAGE);
  return row;
}

/** The rep's saved lead for a place, when there is one: where pitches and reports learned elsewhere go. */
export function savedLeadOfPlace(em: EntityManager, userId: string, placeId: string): Promise<SavedLeadRow | null> {
  return em.findOne(SavedLeadRow, { userId, placeId });
}

/** The name of a lead's list (the lead is already known to be the caller's to read); '' when it is gone. */
export async function listNameOf(em: EntityManager, listId: string): Promise<string> {
  return (await em.findOne(LeadListRow, { id: listId }, { fields: ['name'] }))?.name ?? '';
}

/** The names of the team's lists (its reps' defaults included) by id. */
export async function listNames(em: EntityManager, teamId: string): Promise<Map<string, string>> {
  return new Map((await em.find(LeadListRow, { teamId }, { fields: ['id', 'name'] })).map((l) => [l.id, l.name]));
}
