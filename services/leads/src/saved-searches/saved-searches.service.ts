import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  SAVED_SEARCH_NAME_TAKEN_MESSAGE,
  SAVED_SEARCH_NOT_FOUND_MESSAGE,
  type Lead,
  type SavedSearch,
  type SavedSearchRunResponse,
  type SearchCriteria,
  type SearchResponse,
} from '@leadgen/contracts';
import { isUniqueViolation } from '@leadgen/db';
import { rpcError } from '@leadgen/service-kit';
import { asOwner, type Rep } from '../core/lead-owner.js';
import { SavedSearchRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { SavedMarks } from '../saved-marks/saved-marks.js';
import { searchDto } from './saved-search.dto.js';

/** Runs a saved search: the lead search itself, or its watch's run when it is watched. */
export type RunSearch = (row: SavedSearchRow) => Promise<SearchResponse>;

/**
 * Named search criteria the team's reps run again later; leads not among the previous run's come
 * back marked new. Any rep of the team runs them; the rep who saved one, or an admin, deletes it.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly savedMarks: SavedMarks,
  ) {}

  async all(who: Rep): Promise<SavedSearch[]> {
    const em = await this.db.em();
    const { teamId } = asOwner(who);
    return (await em.find(SavedSearchRow, { teamId }, { orderBy: { createdAt: 'desc', id: 'asc' } })).map(searchDto);
  }

  async create(who: Rep, name: string, criteria: SearchCriteria): Promise<SavedSearch> {
    const em = await this.db.em();
    const { userId, teamId } = asOwner(who);
    const row = em.create(SavedSearchRow, {
      id: randomUUID(),
      userId,
      teamId,
      name,
      criteria,
      lastPlaceIds: null,
      lastRunAt: null,
      lastCount: null,
      createdAt: new Date(),
    });
    try {
      await em.flush();
    } catch (err) {
      if (isUniqueViolation(err))
        throw rpcError('CONFLICT', SAVED_SEARCH_NAME_TAKEN_MESSAGE, { name: [SAVED_SEARCH_NAME_TAKEN_MESSAGE] });
      throw err;
    }
    return searchDto(row);
  }

  async remove(who: Rep, id: string): Promise<void> {
    const em = await this.db.em();
    const rep = asOwner(who);
    const row = await em.findOne(SavedSearchRow, { id, teamId: rep.teamId });
    if (!row) throw rpcError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND_MESSAGE);
    if (row.userId !== rep.userId && !rep.admin)
      throw rpcError('FORBIDDEN', `Only the rep who saved the search ${row.name}, or a team admin, can delete it.`);
    await em.nativeDelete(SavedSearchRow, { id });
  }

  /** Runs the saved criteria; marks each lead new or not against the previous run, and saved (by the rep or a teammate) or not. */
  async run(who: Rep, id: string, search: RunSearch): Promise<SavedSearchRunResponse> {
    const em = await this.db.em();
    const { userId, teamId } = asOwner(who);
    const row = await em.findOne(SavedSearchRow, { id, teamId });
    if (!row) throw rpcError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND_MESSAGE);
    const answer = await search(row);
    const seen = new Set(row.lastPlaceIds ?? []);
    const placeIds = answer.leads.map(placeIdOf).filter((p): p is string => Boolean(p));
    const [marks, teammates] = await Promise.all([
      this.savedMarks.of(userId, placeIds),
      this.savedMarks.teammates({ id: userId, team_id: teamId }, placeIds),
    ]);
    let fresh = 0;
    const leads = answer.leads.map((lead) => {
      const placeId = placeIdOf(lead);
      const isNew = !placeId || !seen.has(placeId);
      if (isNew) fresh++;
      const saved = placeId ? (marks.get(placeId) ?? null) : null;
      const theirs = placeId && !saved ? teammates.get(placeId) : undefined;
      return { ...lead, is_new: isNew, saved, ...(theirs ? { teammate_lead: theirs } : {}) };
    });
    row.lastPlaceIds = placeIds;
    row.lastRunAt = new Date();
    row.lastCount = leads.length;
    await em.flush();
    return { ...answer, leads, search: searchDto(row), new_count: fresh };
  }
}

function placeIdOf(lead: Lead): string | undefined {
  return lead.place_id ?? lead.id;
}
