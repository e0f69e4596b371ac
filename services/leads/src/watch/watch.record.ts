import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { rows } from '../db/leads.database.js';
import type { SavedSearchRow } from '../db/entities.js';
import type { ChangeDraft, WatchState } from './watch.compare.js';
import { periodMs } from './watch.criteria.js';

/**
 * Keeps a run's outcome in the run's transaction: the watch's new memory and schedule, the changes
 * found, and, for places first seen by a watch already running, when that watch began (the evidence
 * they opened since).
 */
export async function recordRun(
  tx: EntityManager,
  row: SavedSearchRow,
  state: WatchState,
  changes: readonly ChangeDraft[],
  now: Date,
): Promise<void> {
  const since = row.watchSince ?? now;
  row.watchState = state;
  row.watchSince = since;
  row.watchLastRunAt = now;
  row.watchNextRunAt = new Date(now.getTime() + periodMs(row.watchFrequency ?? 'weekly'));
  row.watchClaimedUntil = null;
  row.watchAttempts = 0;
  if (changes.length) {
    await rows(
      tx,
      `insert into "watch_changes" ("id", "team_id", "saved_search_id", "place_id", "name", "kind", "reason", "detected_at", "event_date", "lead")
       values ${changes.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      changes.flatMap((c) => [
        randomUUID(),
        row.teamId,
        row.id,
        c.place_id,
        c.name.slice(0, 300),
        c.kind,
        c.reason,
        now,
        c.event_date,
        c.lead ? JSON.stringify(c.lead) : null,
      ]),
    );
  }
  const arrived = changes.filter((c) => c.kind === 'new' || c.kind === 'announced');
  if (arrived.length) await noteWatchSince(tx, arrived, since, now);
}

/** The places' sightings say which watch saw them arrive, and since when it watched. */
async function noteWatchSince(tx: EntityManager, arrived: ChangeDraft[], since: Date, now: Date): Promise<void> {
  const byPlace = new Map(arrived.map((c) => [c.place_id, c]));
  await rows(
    tx,
    `insert into "place_sightings" ("place_id", "first_seen_at", "last_seen_at", "first_status", "status", "announced_opening", "watch_since")
     values ${[...byPlace.keys()].map(() => `(?, ?, ?, ?, ?, cast(? as date), ?)`).join(', ')}
     on conflict ("place_id") do update set "watch_since" = coalesce("place_sightings"."watch_since", excluded."watch_since")`,
    [...byPlace.values()].flatMap((c) => {
      const status = c.kind === 'announced' ? 'announced' : 'operational';
      return [c.place_id, now, now, status, status, c.kind === 'announced' ? c.event_date : null, since];
    }),
  );
}
