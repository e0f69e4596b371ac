import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BackgroundRounds } from '@leadgen/service-kit';
import { Clock } from '../core/clock.js';
import { rows, LeadsDatabase } from '../db/leads.database.js';
import { LEADS_ENV, type LeadsEnv } from '../env.js';
import { periodMs } from './watch.criteria.js';
import { WatchPlanLimit } from './watch.plan-limit.js';
import { WatchRunner } from './watch.run.js';

/** A run whose instance died is taken again once; one that dies twice waits for the watch's next period. */
export const WATCH_ATTEMPTS = 2;
/** Watches one instance takes in a round. */
const BATCH = 5;

interface Claimed {
  id: string;
  user_id: string;
  team_id: string;
  watch_attempts: number;
  watch_frequency: string;
}

/** A watch whose rep is at the plan's limit looks again a day later. */
const LIMIT_RETRY_MS = 86_400_000;

/**
 * Runs watches when they fall due, on any number of instances: a round claims due watches with FOR
 * UPDATE SKIP LOCKED under a lease (watch_claimed_until), so a watch runs on one instance at a time;
 * a run that finishes clears its claim and sets its next run. An instance that dies mid-run leaves
 * its claim to expire, and the next round anywhere runs the watch again. Tests call tick().
 */
@Injectable()
export class WatchScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(WatchScheduler.name);
  private readonly rounds: BackgroundRounds;

  constructor(
    private readonly db: LeadsDatabase,
    private readonly runner: WatchRunner,
    private readonly limit: WatchPlanLimit,
    private readonly clock: Clock,
    @Inject(LEADS_ENV) private readonly env: LeadsEnv,
  ) {
    this.rounds = new BackgroundRounds(
      async () => (await this.tick()) >= BATCH,
      env.LEADS_WATCH_INTERVAL_MS,
      (err) => this.log.error(`watch round failed: ${(err as Error)?.message ?? err}`),
    );
  }

  onApplicationBootstrap(): void {
    this.rounds.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: claims due watches and runs them one after another. Returns the runs finished. */
  async tick(): Promise<number> {
    const now = await this.clock.sync();
    const claimed = await this.claim(now);
    let ran = 0;
    for (const watch of claimed) {
      if (this.rounds.stopped) break;
      if (watch.watch_attempts > WATCH_ATTEMPTS) {
        await this.giveUp(watch, now);
        continue;
      }
      if (await this.limit.reached(watch.user_id, watch.team_id)) {
        this.log.log(`watch ${watch.id} waits: its rep's plan has no searched leads left this month`);
        await this.postpone(watch.id, new Date(now.getTime() + LIMIT_RETRY_MS));
        continue;
      }
      try {
        if (await this.runner.run(watch.id, `watch-${watch.id}`)) ran++;
      } catch (err) {
        // The claim stays until its lease ends: the watch is tried again then, once.
        this.log.warn(`watch ${watch.id} run failed: ${(err as Error)?.message ?? err}`);
      }
    }
    return ran;
  }

  private async claim(now: Date): Promise<Claimed[]> {
    const em = await this.db.em();
    return em.transactional((tx) =>
      rows<Claimed>(
        tx,
        `update "saved_searches" set "watch_claimed_until" = ?, "watch_attempts" = "watch_attempts" + 1
         where "id" in (
           select "id" from "saved_searches"
           where "watch_frequency" is not null and "watch_next_run_at" <= ?
             and ("watch_claimed_until" is null or "watch_claimed_until" < ?)
           order by "watch_next_run_at" limit ? for update skip locked)
         returning "id", "user_id", "team_id", "watch_attempts", "watch_frequency"`,
        [new Date(now.getTime() + this.env.LEADS_WATCH_LEASE_MS), now, now, BATCH],
      ),
    );
  }

  /** Died on every attempt: the watch skips this period (and says so in the log), never loops. */
  private async giveUp(watch: Claimed, now: Date): Promise<void> {
    this.log.error(`watch ${watch.id} failed ${WATCH_ATTEMPTS} times: skipped until its next period`);
    await this.postpone(watch.id, new Date(now.getTime() + periodMs(watch.watch_frequency)));
  }

  /** Releases the watch's claim; it runs next at `at`. */
  private async postpone(id: string, at: Date): Promise<void> {
    await rows(
      await this.db.em(),
      `update "saved_searches" set "watch_claimed_until" = null, "watch_attempts" = 0, "watch_next_run_at" = ? where "id" = ?`,
      [at, id],
    );
  }
}
