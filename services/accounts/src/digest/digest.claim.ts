import type { EntityManager } from '@mikro-orm/core';
import { dateOf, sql } from '../db/sql.js';
import { DIGEST_WEEK_MS, firstDueAt, nextDueAt, type DigestOutcome } from './digest.due.js';

/** A rep whose digest this instance took: who, and where their last digest's changes ended. */
export interface ClaimedDigest {
  userId: string;
  coveredUntil: Date | null;
}

/**
 * Gives every rep without digest settings theirs: on, first due a week from now. Safe on many
 * instances at once (a rep another instance just gave settings to is left as it is).
 */
export async function enrolNewReps(em: EntityManager, now: Date): Promise<number> {
  const rows = await sql(
    em,
    `insert into digest_settings (user_id, weekly, next_due_at)
       select u.id, true, ? from users u
       where not exists (select 1 from digest_settings d where d.user_id = u.id)
     on conflict (user_id) do nothing
     returning user_id`,
    [firstDueAt(now)],
  );
  return rows.length;
}

/**
 * Takes up to `batch` reps whose digest is due, in one transaction: their rows locked FOR UPDATE
 * SKIP LOCKED (another instance takes the others) and their next digest moved a week on before the
 * locks go, so no other instance can take them again. A round that then stops part way loses no
 * change: the next digest starts where the last one told ended.
 */
export function claimDue(em: EntityManager, now: Date, batch: number): Promise<ClaimedDigest[]> {
  return em.transactional(async (tx) => {
    const due = await sql<{ user_id: string; covered_until: unknown }>(
      tx,
      `select user_id, covered_until from digest_settings
       where weekly and next_due_at <= ? order by next_due_at limit ? for update skip locked`,
      [now, batch],
    );
    if (due.length === 0) return [];
    await sql(tx, `update digest_settings set next_due_at = ? where user_id in (${due.map(() => '?').join(', ')})`, [
      new Date(now.getTime() + DIGEST_WEEK_MS),
      ...due.map((d) => d.user_id),
    ]);
    return due.map((d) => ({ userId: d.user_id, coveredUntil: dateOf(d.covered_until) }));
  });
}

/** Records how the rep's round ended: when the digest is due next, and what it told (sent or nothing new). */
export async function recordOutcome(
  em: EntityManager,
  userId: string,
  outcome: DigestOutcome,
  now: Date,
): Promise<void> {
  const next = nextDueAt(outcome, now);
  if (outcome === 'sent')
    await sql(em, 'update digest_settings set next_due_at = ?, last_sent_at = ?, covered_until = ? where user_id = ?', [
      next,
      now,
      now,
      userId,
    ]);
  else if (outcome === 'nothing-new')
    await sql(em, 'update digest_settings set next_due_at = ?, covered_until = ? where user_id = ?', [
      next,
      now,
      userId,
    ]);
  else await sql(em, 'update digest_settings set next_due_at = ? where user_id = ?', [next, userId]);
}

/** Whether the rep still gets the digest (they may have opted out since the round took them). */
export async function stillWeekly(em: EntityManager, userId: string): Promise<boolean> {
  const [row] = await sql<{ weekly: boolean }>(em, 'select weekly from digest_settings where user_id = ?', [userId]);
  return Boolean(row?.weekly);
}
