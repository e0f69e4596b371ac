import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { OUTREACH_DAILY_CAP_DEFAULT, OUTREACH_WINDOW_DEFAULT } from '@leadgen/contracts';
import { SecretBox } from '../crypto/secret-box.js';
import { MailboxRow } from '../db/entities.js';
import { sql } from '../db/sql.js';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import type { MailboxAccess } from './mailbox.access.js';
import type { TransportOptions } from './smtp.transport.js';
import { imapAccessOfUrl, ownMailboxKey, type ImapAccess } from '../inbox/imap.access.js';

/** Statuses that used up one of the day's sends. */
export const COUNTED_STATUSES = ['sending', 'sent', 'outcome_unknown', 'failed'];

export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The rep's mailbox as sends need it: their own (password opened), else the demo one, else none. */
@Injectable()
export class MailboxStore {
  readonly box: SecretBox;

  constructor(@Inject(OUTREACH_ENV) private readonly env: OutreachEnv) {
    this.box = new SecretBox(env.OUTREACH_SECRET_KEY);
  }

  /** `connections`: a pooled transport with this many connections, for a batch of one rep's emails. */
  transportOptions(connections = 0, timeoutMs = this.env.OUTREACH_SMTP_TIMEOUT_MS): TransportOptions {
    return {
      timeoutMs,
      verifyCertificates: this.env.NODE_ENV === 'production',
      connections,
    };
  }

  async own(em: EntityManager, userId: string): Promise<MailboxRow | null> {
    return em.findOne(MailboxRow, { userId });
  }

  /** `repName`: the rep's own name (from their session), which the demo mailbox sends as. */
  async access(em: EntityManager, userId: string, repName?: string | null): Promise<MailboxAccess | null> {
    const row = await this.own(em, userId);
    if (row) return this.accessOf(row);
    return this.demo(repName);
  }

  accessOf(row: MailboxRow): MailboxAccess {
    return {
      source: 'own',
      host: row.host,
      port: row.port,
      security: row.security as MailboxAccess['security'],
      user: row.smtpUser,
      password: row.passwordSealed ? this.box.open(row.passwordSealed) : null,
      fromName: row.fromName,
      fromAddress: row.fromAddress,
      postalAddress: row.postalAddress,
      dailyCap: row.dailyCap,
      windowStartHour: row.windowStartHour,
      windowEndHour: row.windowEndHour,
    };
  }

  /** Where a rep's own answers are read (the password opened), when they gave IMAP settings. */
  imapOf(row: MailboxRow): ImapAccess {
    return {
      key: ownMailboxKey(row.userId),
      userId: row.userId,
      host: row.imapHost!,
      port: row.imapPort!,
      security: row.imapSecurity as ImapAccess['security'],
      user: row.imapUser!,
      password: row.imapPasswordSealed ? this.box.open(row.imapPasswordSealed) : '',
    };
  }

  /** Every mailbox to read: the demo one (the simulator's IMAP side) and each rep's that has IMAP settings. */
  async watched(em: EntityManager): Promise<ImapAccess[]> {
    const rows = await em.find(MailboxRow, { imapHost: { $ne: null } });
    const demo = this.env.OUTREACH_DEMO_IMAP_URL ? [imapAccessOfUrl(this.env.OUTREACH_DEMO_IMAP_URL)] : [];
    return [...demo, ...rows.map((r) => this.imapOf(r))];
  }

  /**
   * The simulator's mailbox, set for every rep on the default install (never in production). It
   * sends as the rep (their name, the demo address), so a draft signs with the rep's own name; a
   * session without a name sends as OUTREACH_DEMO_FROM_NAME.
   */
  demo(repName?: string | null): MailboxAccess | null {
    const url = this.env.OUTREACH_DEMO_SMTP_URL;
    if (!url) return null;
    const u = new URL(url);
    return {
      source: 'demo',
      url,
      host: u.hostname,
      port: Number(u.port) || 25,
      security: u.protocol === 'smtps:' ? 'tls' : 'none',
      user: decodeURIComponent(u.username),
      password: null,
      fromName: repName?.trim().slice(0, 100) || this.env.OUTREACH_DEMO_FROM_NAME,
      fromAddress: this.env.OUTREACH_DEMO_FROM,
      postalAddress: this.env.OUTREACH_DEMO_POSTAL_ADDRESS,
      dailyCap: OUTREACH_DAILY_CAP_DEFAULT,
      windowStartHour: OUTREACH_WINDOW_DEFAULT.start_hour,
      windowEndHour: OUTREACH_WINDOW_DEFAULT.end_hour,
    };
  }

  /** Sends that used up today's cap (the rep's day, UTC). */
  async sentToday(em: EntityManager, userId: string, now: Date): Promise<number> {
    const [row] = await sql<{ n: string | number }>(
      em,
      `select count(*) as n from outreach_emails where user_id = ? and claimed_at >= ? and status in (${COUNTED_STATUSES.map(() => '?').join(', ')})`,
      [userId, startOfUtcDay(now), ...COUNTED_STATUSES],
    );
    return Number(row?.n ?? 0);
  }

  /** Holds the rep's sending slot until the transaction ends: two instances never both count below the cap. */
  async lockRep(em: EntityManager, userId: string): Promise<void> {
    await sql(em, 'select pg_advisory_xact_lock(hashtext(?))', [`outreach:${userId}`]);
  }
}
