import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { SERVICE_LOGGER } from '@leadgen/service-kit';
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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly sender: DigestSender,
    @Inject(DIGEST_CLOCK) private readonly clock: DigestClock,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    // A weekly email can wait one interval after a start: a service restarting in a loop never mails.
    if (this.env.ACCOUNTS_DIGEST_INTERVAL_MS > 0) this.schedule(this.env.ACCOUNTS_DIGEST_INTERVAL_MS);
  }

  /** Takes no more rounds and waits for the one under way (the module stops it before closing the database). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .then((r) => this.schedule(r.claimed >= DIGEST_BATCH ? 0 : this.env.ACCOUNTS_DIGEST_INTERVAL_MS))
        .catch((err) => {
          // The database away, say: the round is tried again at the next interval.
          this.logger.error({ err }, 'weekly digest round failed');
          this.schedule(this.env.ACCOUNTS_DIGEST_INTERVAL_MS);
        });
    }, delay);
    this.timer.unref?.();
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
        failing || this.stopped ? await this.sender.later(rep, now) : await this.sender.run(rep, now);
      failing ||= outcome === 'try-again';
      report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
    }
    if (claimed.length > 0) this.logger.info(report, 'weekly digest round');
    return report;
  }
}
