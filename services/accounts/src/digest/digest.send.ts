import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { Profile, User } from '../db/entities.js';
import { ACCOUNTS_ENV, type AccountsEnv } from '../env.js';
import { MailerService } from '../mail/mailer.service.js';
import { membershipOf } from '../team/team.membership.js';
import { recordOutcome, stillWeekly, type ClaimedDigest } from './digest.claim.js';
import { changesSince, type DigestOutcome } from './digest.due.js';
import { LeadsWatchDigest } from './digest.leads.js';
import { digestLinks, digestMessage } from './digest.message.js';
import { digestOptOutToken } from './digest.token.js';

/**
 * One rep's digest: asks leads what the team's watches found since the last digest, then mails the
 * rep when there is something (nothing new: no email). While the team's watches are still due to
 * run it waits ten seconds for their finds; when leads or the mail server fails it tries again soon.
 */
@Injectable()
export class DigestSender {
  constructor(
    private readonly orm: MikroORM,
    private readonly leads: LeadsWatchDigest,
    private readonly mailer: MailerService,
    @Inject(ACCOUNTS_ENV) private readonly env: AccountsEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /** Runs the rep's round and records how it ended; never throws (a failure is tried again later). */
  async run(claimed: ClaimedDigest, now: Date): Promise<DigestOutcome> {
    const em = this.orm.em.fork();
    let outcome: DigestOutcome;
    try {
      outcome = await this.attempt(claimed, now);
    } catch (err) {
      this.logger.error({ err, user_id: claimed.userId }, 'weekly digest failed: tried again in a few minutes');
      outcome = 'try-again';
    }
    await recordOutcome(em, claimed.userId, outcome, now);
    return outcome;
  }

  /** The rep's digest is tried again in a few minutes, without asking anyone now. */
  async later(claimed: ClaimedDigest, now: Date): Promise<DigestOutcome> {
    await recordOutcome(this.orm.em.fork(), claimed.userId, 'try-again', now);
    return 'try-again';
  }

  private async attempt({ userId, coveredUntil }: ClaimedDigest, now: Date): Promise<DigestOutcome> {
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: userId });
    if (!user) return 'nothing-new';
    const { teamId } = await membershipOf(em, userId);
    const since = changesSince(coveredUntil, now);
    const digest = await this.leads.ask({ user_id: userId, team_id: teamId, since: since.toISOString() });
    if (!digest) return 'try-again';
    if (digest.due > 0) return 'watches-running';
    if (digest.total === 0) return 'nothing-new';
    // Opted out while leads was asked: nothing goes out.
    if (!(await stillWeekly(em, userId))) return 'nothing-new';
    const profile = await em.findOne(Profile, { id: userId });
    const links = digestLinks(this.env.APP_PUBLIC_URL, digestOptOutToken(userId, this.env.JWT_SECRET));
    const message = digestMessage({ firstName: profile?.firstName ?? null, digest, since, links });
    await this.mailer.sendDigest(user.email, message, digest.total);
    return 'sent';
  }
}
