import type { EntityManager } from '@mikro-orm/core';
import { sql } from '../db/sql.js';
import { releaseHeld } from '../follow-ups/sequence.hold.js';
import { MAX_ATTEMPTS } from '../send/deliver.js';
import type { ImapAccess } from './imap.access.js';

/** An email whose outcome is unknown, as the Sent folder settles it. */
export interface UnknownEmail {
  id: string;
  userId: string;
  sequenceId: string;
  step: number;
  messageId: string;
  attempts: number;
  /** When its sending began (its due time where the attempt was never marked). */
  attemptedAt: Date;
}

/** An email this mailbox's server confirmed, and when. */
export interface ConfirmedSend {
  messageId: string;
  sentAt: Date;
}

/** The emails sent through this mailbox: the rep's own, or every rep's without one of their own. */
function throughMailbox(access: ImapAccess): { sql: string; params: unknown[] } {
  if (!access.userId)
    return {
      sql: 'not exists (select 1 from outreach_mailboxes m where m.user_id = outreach_emails.user_id)',
      params: [],
    };
  return { sql: 'user_id = ?', params: [access.userId] };
}

/** This mailbox's emails of unknown outcome whose attempt is between `since` and `until`, oldest first. */
export async function unknownEmails(
  em: EntityManager,
  access: ImapAccess,
  since: Date,
  until: Date,
  limit = 50,
): Promise<UnknownEmail[]> {
  const where = throughMailbox(access);
  const rows = await sql<{
    id: string;
    user_id: string;
    sequence_id: string;
    step: number;
    message_id: string;
    attempts: number;
    attempted: string | Date;
  }>(
    em,
    `select id, user_id, sequence_id, step, message_id, attempts, coalesce(attempted_at, due_at) as attempted from outreach_emails
     where status = 'outcome_unknown' and coalesce(attempted_at, due_at) between ? and ? and ${where.sql}
     order by attempted limit ?`,
    [since, until, ...where.params, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    sequenceId: r.sequence_id,
    step: Number(r.step),
    messageId: r.message_id,
    attempts: Number(r.attempts),
    attemptedAt: new Date(r.attempted),
  }));
}

/** The last few emails this mailbox's server confirmed since `since`: whether, and up to when, it files sent mail. */
export async function lastConfirmed(
  em: EntityManager,
  access: ImapAccess,
  since: Date,
  limit = 3,
): Promise<ConfirmedSend[]> {
  const where = throughMailbox(access);
  const rows = await sql<{ message_id: string; sent_at: string | Date }>(
    em,
    `select message_id, sent_at from outreach_emails where status = 'sent' and sent_at >= ? and ${where.sql}
     order by sent_at desc limit ?`,
    [since, ...where.params, limit],
  );
  return rows.map((r) => ({ messageId: r.message_id, sentAt: new Date(r.sent_at) }));
}

/**
 * Found in the rep's Sent folder: the server took it, so it is 'sent' as of the time it was filed,
 * and a first email's held follow-ups go on. False when it is no longer 'outcome unknown' (the rep
 * or another instance settled it first).
 */
export async function settleSent(em: EntityManager, email: UnknownEmail, filedAt: Date, now: Date): Promise<boolean> {
  return em.transactional(async (tx) => {
    const done = await sql(
      tx,
      `update outreach_emails set status = 'sent', sent_at = ?, error = null, sent_folder = 'found'
       where id = ? and status = 'outcome_unknown' returning id`,
      [filedAt, email.id],
    );
    if (done.length && email.step === 0) await releaseHeld(tx, email.sequenceId, now);
    return done.length > 0;
  });
}

/**
 * Not in the Sent folder of a mailbox that files what it sends: the server never took it, so it
 * goes back in the queue (its Message-ID unchanged) while it has attempts left. False when it stays
 * 'outcome unknown' for the rep to settle.
 */
export async function requeueUnsent(em: EntityManager, email: UnknownEmail, now: Date): Promise<boolean> {
  if (email.attempts + 1 >= MAX_ATTEMPTS) return false;
  const done = await sql(
    em,
    `update outreach_emails set status = 'scheduled', claimed_by = null, claimed_at = null, attempted_at = null,
       due_at = ?, attempts = attempts + 1, error = null, sent_folder = 'missing'
     where id = ? and status = 'outcome_unknown' returning id`,
    [now, email.id],
  );
  return done.length > 0;
}
