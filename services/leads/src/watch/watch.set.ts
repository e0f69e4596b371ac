import { Injectable } from '@nestjs/common';
import { SAVED_SEARCH_NOT_FOUND_MESSAGE, type WatchFrequency } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';
import { asOwner, type Rep } from '../core/lead-owner.js';
import { SavedSearchRow } from '../db/entities.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { periodMs } from './watch.criteria.js';

/**
 * Watches a team's saved search (weekly or daily) or stops: a new watch runs within the scheduler's
 * next round, learning the territory; a changed frequency keeps what it knows; stopping forgets it.
 */
@Injectable()
export class WatchSet {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  async set(who: Rep, id: string, frequency: WatchFrequency | null): Promise<SavedSearchRow> {
    const em = await this.db.em();
    const { teamId } = asOwner(who);
    const row = await em.findOne(SavedSearchRow, { id, teamId });
    if (!row) throw rpcError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND_MESSAGE);
    const now = await this.clock.sync();
    if (frequency === null) {
      Object.assign(row, {
        watchFrequency: null,
        watchSince: null,
        watchLastRunAt: null,
        watchNextRunAt: null,
        watchClaimedUntil: null,
        watchAttempts: 0,
        watchState: null,
      });
    } else if (!row.watchFrequency) {
      Object.assign(row, { watchFrequency: frequency, watchNextRunAt: now, watchAttempts: 0 });
    } else if (row.watchFrequency !== frequency) {
      const last = row.watchLastRunAt ?? now;
      row.watchFrequency = frequency;
      row.watchNextRunAt = new Date(last.getTime() + periodMs(frequency));
    }
    await em.flush();
    return row;
  }
}
