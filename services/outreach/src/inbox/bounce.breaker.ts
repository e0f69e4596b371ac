import type { EntityManager } from '@mikro-orm/core';
import { OUTREACH_BOUNCE_BREAKER } from '@leadgen/contracts';
import { sql } from '../db/sql.js';

/**
 * The mailbox's circuit breaker, as Woodpecker and the mailbox providers judge a sender: once the last
 * 50 sends (at least 20) since the rep last resumed hold more than 2% hard bounces, new first emails
 * stop until the rep resumes. Returns whether it tripped now.
 */
export async function checkBounceBreaker(em: EntityManager, userId: string, now: Date): Promise<boolean> {
  const { window, minimum, rate } = OUTREACH_BOUNCE_BREAKER;
  const [row] = await sql<{ sends: number | string; bounces: number | string }>(
    em,
    `select count(*) as sends, count(*) filter (where bounced) as bounces from (
       select bounced from outreach_emails where user_id = ? and (sent_at is not null or bounced)
         and coalesce(sent_at, claimed_at) > coalesce((select resumed_at from outreach_sending_resumes where user_id = ?), '-infinity')
       order by coalesce(sent_at, claimed_at) desc limit ?) last`,
    [userId, userId, window],
  );
  const sends = Number(row?.sends ?? 0);
  const bounces = Number(row?.bounces ?? 0);
  if (sends < minimum || bounces / sends <= rate) return false;
  const reason = `${bounces} of your last ${sends} emails bounced (over ${rate * 100}%): check your list, then resume.`;
  const added = await sql(
    em,
    `insert into outreach_sending_pauses (user_id, reason, since) values (?, ?, ?) on conflict (user_id) do nothing returning user_id`,
    [userId, reason, now],
  );
  return added.length > 0;
}

/** Why new first emails are paused for the rep, or null. */
export async function sendingPaused(em: EntityManager, userId: string): Promise<string | null> {
  const [row] = await sql<{ reason: string }>(em, 'select reason from outreach_sending_pauses where user_id = ?', [
    userId,
  ]);
  return row?.reason ?? null;
}
