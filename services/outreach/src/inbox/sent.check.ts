import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { SERVICE_LOGGER, UsageEmitter } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../core/clock.js';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import type { ImapAccess } from './imap.access.js';
import { imapOptionsOf, visitMailbox } from './imap.client.js';
import { filedInSent } from './sent.folder.js';
import {
  lastConfirmed,
  requeueUnsent,
  settleSent,
  unknownEmails,
  type ConfirmedSend,
  type UnknownEmail,
} from './sent.settle.js';

const DAY_MS = 24 * 60 * 60_000;
/** Emails of unknown outcome are looked for in Sent this long after their attempt; older ones are the rep's. */
const LOOK_BACK_MS = 7 * DAY_MS;
/** A mailbox whose Sent folder could not settle them is looked at again after this long, not every round. */
const LOOK_AGAIN_MS = 15 * 60_000;
/** The emails its server confirmed over this long show whether the mailbox files what it sends. */
const CONFIRMED_WITHIN_MS = 30 * DAY_MS;
/**
 * An email missing from Sent is sent again once the server has filed one it confirmed later (it
 * files in order, so this one would be there), or, in a mailbox that sent nothing since, after
 * this long: a server slow to file never gets the email twice. With the looks 15 minutes apart,
 * every email is settled within the hour the rep is told.
 */
const QUIET_MAILBOX_WAIT_MS = 45 * 60_000;

export interface SentCheckReport {
  sent: number;
  requeued: number;
  left: number;
}

/**
 * Settles emails whose outcome is unknown (sending was cut off after the server began to take
 * them) from the rep's Sent folder, where Gmail and Microsoft 365 file what their SMTP servers
 * take: found there, it was sent; not there, in a mailbox whose Sent folder holds the emails the
 * server confirmed, it was not, and it goes out again. Anything else stays for the rep to settle.
 * Run by the instance that holds the mailbox, on its own short connection.
 */
@Injectable()
export class SentCheck {
  private readonly nextLook = new Map<string, number>();

  constructor(
    private readonly orm: MikroORM,
    private readonly usage: UsageEmitter,
    @Inject(OUTREACH_ENV) private readonly env: OutreachEnv,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /** One look at the mailbox's Sent folder when it has emails to settle; null when there was nothing to look for. */
  async run(access: ImapAccess): Promise<SentCheckReport | null> {
    const now = this.clock.now();
    if ((this.nextLook.get(access.key) ?? 0) > now.getTime()) return null;
    const em = this.orm.em.fork();
    const settledBy = new Date(now.getTime() - this.env.OUTREACH_SENT_CHECK_AFTER_MS);
    const unknown = await unknownEmails(em, access, new Date(now.getTime() - LOOK_BACK_MS), settledBy);
    if (!unknown.length) return null;
    const confirmed = await lastConfirmed(em, access, new Date(now.getTime() - CONFIRMED_WITHIN_MS));
    const filed = await this.lookUp(access, [...unknown.map((u) => u.messageId), ...confirmed.map((c) => c.messageId)]);
    // The confirmed emails the folder holds: whether, and up to when, the server files what it takes.
    const inSent = confirmed.filter((c) => filed?.has(c.messageId));
    const report: SentCheckReport = { sent: 0, requeued: 0, left: 0 };
    for (const email of unknown) {
      const at = filed?.get(email.messageId);
      if (at && (await settleSent(em, email, at, now))) {
        report.sent++;
        if (this.env.OUTREACH_RECORD_USAGE) this.usage.record(email.userId, 'emails_sent', 1, email.id);
      } else if (!at && notTaken(email, confirmed, inSent, now) && (await requeueUnsent(em, email, now)))
        report.requeued++;
      else report.left++;
    }
    if (report.left) this.nextLook.set(access.key, now.getTime() + LOOK_AGAIN_MS);
    this.logger.info({ mailbox: access.key, ...report }, 'emails of unknown outcome settled from the Sent folder');
    return report;
  }

  /** The Message-IDs filed in the mailbox's Sent folder; null when it could not be read or has none. */
  private async lookUp(access: ImapAccess, messageIds: string[]): Promise<Map<string, Date> | null> {
    const visit = await visitMailbox(access, imapOptionsOf(this.env), (client) => filedInSent(client, messageIds));
    if ('value' in visit) return visit.value;
    this.logger.warn({ mailbox: access.key, err: visit.failed }, 'Sent folder not read');
    return null;
  }
}

/**
 * Whether an email missing from Sent was never taken: the folder holds an email the server
 * confirmed after this one's attempt, or holds the ones it confirmed before (`inSent`) while none
 * was sent since and the attempt is QUIET_MAILBOX_WAIT_MS old.
 */
function notTaken(email: UnknownEmail, confirmed: ConfirmedSend[], inSent: ConfirmedSend[], now: Date): boolean {
  if (!inSent.length) return false;
  if (inSent.some((c) => c.sentAt > email.attemptedAt)) return true;
  const sentSince = confirmed.some((c) => c.sentAt > email.attemptedAt);
  return !sentSince && now.getTime() - email.attemptedAt.getTime() >= QUIET_MAILBOX_WAIT_MS;
}
