import { Injectable, Logger } from '@nestjs/common';
import { teamOf, type Caller } from '@leadgen/contracts';
import { LeadsDatabase } from '../db/leads.database.js';
import { SavedMarksCache } from '../saved-marks/saved-marks.cache.js';
import { bringIntoTeam } from './bring-into-team.js';

/** Reps kept as arrived at most; past it the set starts over (a second bringing finds nothing to move). */
const MAX_KEPT = 100_000;

/**
 * The first request a rep makes for a team they joined brings their earlier work into it, before
 * the request is answered; each instance does it once per rep and team. Joining happens in
 * accounts, so leads learns of it from the caller's token, and nothing is lost when leads was
 * down at the moment of joining.
 */
@Injectable()
export class TeamArrival {
  private readonly log = new Logger(TeamArrival.name);
  private readonly arrived = new Set<string>();

  constructor(
    private readonly db: LeadsDatabase,
    private readonly marks: SavedMarksCache,
  ) {}

  async bringIn(caller: Caller | null | undefined): Promise<void> {
    if (!caller?.id) return;
    const teamId = teamOf(caller);
    const key = `${caller.id}\n${teamId}`;
    if (teamId === caller.id || this.arrived.has(key)) return;
    const em = await this.db.em();
    const rep = { userId: caller.id, teamId, name: caller.name ?? '' };
    const moved = await em.transactional((tx) => bringIntoTeam(tx, rep));
    if (moved > 0) this.log.log(`${moved} saved leads of a rep who joined a team are the team's now`);
    this.marks.forget(caller.id);
    if (this.arrived.size >= MAX_KEPT) this.arrived.clear();
    this.arrived.add(key);
  }
}
