import type { SavedSearch } from '@leadgen/contracts';
import type { SavedSearchRow } from '../db/entities.js';

/** A saved search as the rep reads it, with its watch when watched. */
export function searchDto(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    criteria: row.criteria,
    created_at: row.createdAt.toISOString(),
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    last_count: row.lastCount ?? null,
    watch:
      row.watchFrequency === 'weekly' || row.watchFrequency === 'daily'
        ? {
            frequency: row.watchFrequency,
            since: row.watchSince?.toISOString() ?? null,
            last_run_at: row.watchLastRunAt?.toISOString() ?? null,
            next_run_at: (row.watchNextRunAt ?? row.createdAt).toISOString(),
          }
        : null,
  };
}
