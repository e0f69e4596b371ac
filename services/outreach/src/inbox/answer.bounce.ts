import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { OUTREACH_SOFT_BOUNCES_MAX } from '@leadgen/contracts';
import { sql } from '../db/sql.js';
import { addBusinessDays } from '@leadgen/calendar';
import { suppress } from '../suppressions/suppressions.store.js';
import { checkBounceBreaker } from './bounce.breaker.js';
import type { AnswerContext } from './answer.context.js';

/** A hard bounce: the address goes on the list as 'bounced', its emails stop, and the breaker looks again. */
export async function hardBounce(em: EntityManager, ctx: AnswerContext): Promise<string> {
  await sql(em, 'update outreach_emails set bounced = true where id = ?', [ctx.emailId]);
  await suppress(em, ctx, ctx.address, 'bounced', ctx.now, { leadId: ctx.leadId, addedBy: ctx.inboxId });
  await sql(
    em,
    `update outreach_emails set status = 'stopped', stop_reason = 'bounced', stopped_by = ?
     where user_id = ? and to_address = ? and status in ('scheduled', 'held')`,
    [ctx.inboxId, ctx.userId, ctx.address],
  );
  const paused = await checkBounceBreaker(em, ctx.userId, ctx.now);
  return `Address suppressed (bounced); its emails stopped${paused ? '. New emails paused: too many bounces' : ''}`;
}

/**
 * A soft bounce (mailbox full, server busy): the email is sent once more a business day later; the
 * third soft bounce to an address suppresses it.
 */
export async function softBounce(em: EntityManager, ctx: AnswerContext): Promise<string> {
  const [{ n }] = await sql<{ n: number | string }>(
    em,
    `select count(*) as n from outreach_inbox where user_id = ? and address = ? and kind = 'soft_bounce'`,
    [ctx.userId, ctx.address],
  );
  // This answer's own row is already kept, so it is among them.
  if (Number(n) >= OUTREACH_SOFT_BOUNCES_MAX) {
    await suppress(em, ctx, ctx.address, 'bounced', ctx.now, { leadId: ctx.leadId, addedBy: ctx.inboxId });
    await sql(
      em,
      `update outreach_emails set status = 'stopped', stop_reason = 'bounced', stopped_by = ?
       where user_id = ? and to_address = ? and status in ('scheduled', 'held')`,
      [ctx.inboxId, ctx.userId, ctx.address],
    );
    return `Address suppressed after ${OUTREACH_SOFT_BOUNCES_MAX} temporary bounces`;
  }
  return (await retryOnce(em, ctx)) ? 'Sent again a business day later' : 'Already sent again once: not retried';
}

/** A copy of the bounced email, due a business day later in the rep's window; never a retry of a retry. */
async function retryOnce(em: EntityManager, ctx: AnswerContext): Promise<boolean> {
  const [row] = await sql<Record<string, unknown>>(
    em,
    `select * from outreach_emails e where id = ? and retry_of is null
       and not exists (select 1 from outreach_emails r where r.retry_of = e.id)`,
    [ctx.emailId],
  );
  if (!row) return false;
  const id = randomUUID();
  const due = addBusinessDays(ctx.now, 1, { ...ctx.window, timeZone: String(row.time_zone) });
  const messageId = String(row.message_id).replace(/^<[^@]+@/, `<${id}@`);
  await sql(
    em,
    `insert into outreach_emails (id, user_id, team_id, lead_id, sequence_id, step, restaurant_name, lead_domain, to_address, to_name, subject, body,
       status, due_at, time_zone, in_window, message_id, thread_message_id, attempts, leads_told, created_at, bounced, retry_of, from_name)
     select ?, user_id, team_id, lead_id, sequence_id, step, restaurant_name, lead_domain, to_address, to_name, subject, body,
       'scheduled', ?, time_zone, true, ?, thread_message_id, 0, false, ?, false, id, from_name
     from outreach_emails where id = ?`,
    [id, due, messageId, ctx.now, ctx.emailId],
  );
  return true;
}
