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
import { SavedSearchRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { SavedMarks } from '../saved-marks/saved-marks.js';

/** Runs a search's criteria: the lead search itself. */
export type RunSearch = (criteria: SearchCriteria) => Promise<SearchResponse>;

/** Named search criteria a rep runs again later; leads not among the previous run's come back marked new. */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly savedMarks: SavedMarks,
  ) {}

  async all(userId: string): Promise<SavedSearch[]> {
    const em = await this.db.em();
    return (await em.find(SavedSearchRow, { userId }, { orderBy: { createdAt: 'desc', id: 'asc' } })).map(searchDto);
  }

  async create(userId: string, name: string, criteria: SearchCriteria): Promise<SavedSearch> {
    const em = await this.db.em();
    const row = em.create(SavedSearchRow, {
      id: randomUUID(),
      userId,
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

  async remove(userId: string, id: string): Promise<void> {
    const em = await this.db.em();
    if ((await em.nativeDelete(SavedSearchRow, { id, userId })) === 0)
      throw rpcError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND_MESSAGE);
  }

  /** Runs the saved criteria; marks each lead new or not against the previous run, and saved or not. */
  async run(userId: string, id: string, search: RunSearch): Promise<SavedSearchRunResponse> {
    const em = await this.db.em();
    const row = await em.findOne(SavedSearchRow, { id, userId });
    if (!row) throw rpcError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND_MESSAGE);
    const answer = await search(row.criteria);
    const seen = new Set(row.lastPlaceIds ?? []);
    const placeIds = answer.leads.map(placeIdOf).filter((p): p is string => Boolean(p));
    const marks = await this.savedMarks.of(userId, placeIds);
    let fresh = 0;
    const leads = answer.leads.map((lead) => {
      const placeId = placeIdOf(lead);
      const isNew = !placeId || !seen.has(placeId);
      if (isNew) fresh++;
      return { ...lead, is_new: isNew, saved: placeId ? (marks.get(placeId) ?? null) : null };
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

function searchDto(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    criteria: row.criteria,
    created_at: row.createdAt.toISOString(),
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    last_count: row.lastCount ?? null,
  };
}
