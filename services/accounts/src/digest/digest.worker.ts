import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { BackgroundRounds, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import { claimDue, enrolNewReps } from './digest.claim.js';
import { DIGEST_CLOCK, type DigestClock } from './digest.clock.js';
import type { DigestOutcome } from './digest.due.js';
import { DigestSender } from './digest.send.js';

/** Reps one instance takes at a time; more wait for the next round, which follows at once. */
export const DIGEST_BATCH = 20;

export interface DigestTickReport {
  claimed: number;
  outcomes: Partial<Record<DigestOutcome, number>>;
}

/**
 * Sends the weekly digests when they fall due: every ACCOUNTS_DIGEST_INTERVAL_MS it reads the
 * product's clock (the simulated world's where the simulator runs), gives new reps their settings,
 * then takes the reps due and runs each one's digest. Safe on many instances: each rep is taken by
 * one. Tests call tick() instead of waiting.
 */
@Injectable()
export class DigestWorker implements OnApplicationBootstrap {
  private readonly rounds: BackgroundRounds;

  constructor(
    private readonly orm: MikroORM,
    private readonly sender: DigestSender,
    @Inject(DIGEST_CLOCK) private readonly clock: DigestClock,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.rounds = new BackgroundRounds(
      async () => (await this.tick()).claimed >= DIGEST_BATCH,
      env.ACCOUNTS_DIGEST_INTERVAL_MS,
      // The database away, say: the round is tried again at the next interval.
      (err) => this.logger.error({ err }, 'weekly digest round failed'),
    );
  }

  onApplicationBootstrap(): void {
    // A weekly email can wait one interval after a start: a service restarting in a loop never mails.
    this.rounds.start();
  }

  /** Takes no more rounds and waits for the one under way (the module stops it before closing the database). */
  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: read the clock, give new reps settings, take the reps due and run each one's digest. */
  async tick(): Promise<DigestTickReport> {
    const now = await this.clock.sync();
    const em = this.orm.em.fork();
    await enrolNewReps(em, now);
    const claimed = await claimDue(em, now, DIGEST_BATCH);
    const report: DigestTickReport = { claimed: claimed.length, outcomes: {} };
    // One rep at a time: a digest is no hurry, and leads and the mail server take them at an even pace.
    let failing = false;
    for (const rep of claimed) {
      // Leads or the mail server just failed, or the service is stopping: the rest are tried again
      // soon rather than each waiting out the same failure (their week was moved on by the claim).
      const outcome: DigestOutcome =
        failing || this.rounds.stopped ? await this.sender.later(rep, now) : await this.sender.run(rep, now);
      failing ||= outcome === 'try-again';
      report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
    }
    if (claimed.length > 0) this.logger.info(report, 'weekly digest round');
    return report;
  }
}
