import { Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { SearchResponse } from '@leadgen/contracts';
import { Clock } from '../core/clock.js';
import { SavedSearchRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { LeadStatusChangedPublisher } from '../outreach/lead-status-changed.publisher.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { LeadSearch, type WatchSeen } from '../search/search.service.js';
import { PlaceSightings } from '../sightings/place-sightings.js';
import { SightingDates } from '../sightings/sighting-dates.js';
import { UsageRecorder } from '../usage/usage.recorder.js';
import { closeSavedLeads } from './watch.closed.js';
import { compareWatch } from './watch.compare.js';
import { watchCriteria } from './watch.criteria.js';
import { recordRun } from './watch.record.js';

export interface WatchRunOutcome {
  answer: SearchResponse;
  /** Changes this run kept. */
  recorded: number;
}

/**
 * One run of a watch: its saved criteria searched over the whole territory, compared with what the
 * watch knew, and the changes kept, all in one transaction that re-reads the watch under a lock (two
 * runs at once never both call the same place new). Counted like a search of its size.
 */
@Injectable()
export class WatchRunner {
  private readonly log = new Logger(WatchRunner.name);

  constructor(
    private readonly db: LeadsDatabase,
    private readonly search: LeadSearch,
    private readonly sightings: PlaceSightings,
    private readonly usage: UsageRecorder,
    private readonly clock: Clock,
    private readonly statusChanged: LeadStatusChangedPublisher,
    private readonly marks: SavedMarksCache,
    private readonly sightingDates: SightingDates,
  ) {}

  async run(id: string, requestId: string): Promise<WatchRunOutcome | null> {
    const em = await this.db.em();
    const found = await em.findOne(SavedSearchRow, { id });
    if (!found?.watchFrequency) return null;
    const now = await this.clock.sync();
    const known = found.watchState ?? null;
    let seen: WatchSeen | undefined;
    const answer = await this.search.run(watchCriteria(found.criteria), {
      request_id: requestId,
      caller: null,
      ip: 'watch',
      now,
      seen: (leads) => this.sightings.note(leads),
      watch: { datesFor: (placeId) => known !== null && !known[placeId]?.w, seen: (s) => (seen = s) },
    });
    const { recorded, closed, arrived } = await em.fork().transactional(async (tx) => {
      const row = await tx.findOne(SavedSearchRow, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row?.watchFrequency) return { recorded: 0, closed: [], arrived: [] };
      const { changes, state } = compareWatch(row.watchState ?? null, seen!, now, row.watchSince ?? now);
      await recordRun(tx, row, state, changes, now);
      const closedIds = changes.filter((c) => c.kind === 'closed').map((c) => c.place_id);
      const closed = await closeSavedLeads(tx, row.teamId, closedIds, now);
      await tx.flush();
      const arrived = changes.filter((c) => c.kind === 'new' || c.kind === 'announced').map((c) => c.place_id);
      return { recorded: changes.length, closed, arrived };
    });
    // Places the watch saw arrive now have the evidence they opened since: read afresh.
    this.sightingDates.forget(arrived);
    for (const lead of closed) {
      this.marks.forget(lead.userId);
      this.statusChanged.tell(lead.userId, lead.id, lead.status);
    }
    // Counted for the rep who saved it, like the search of its size typed in the form, once a run.
    this.usage.record(
      found.userId,
      'leads_searched',
      answer.count + (answer.more_leads?.length ?? 0),
      `watch:${id}:${now.toISOString()}`,
    );
    if (recorded) this.log.log(`watch ${id} found ${recorded} change(s)`);
    return { answer, recorded };
  }
}
