import type { EntityManager } from '@mikro-orm/core';
import type { OutreachStopReason } from '@leadgen/contracts';
import { sql } from '../db/sql.js';
import { domainOf, isFreeMail } from './free-mail.js';
import type { AnswerContext } from './answer.context.js';

async function stopWhere(
  em: EntityManager,
  ctx: AnswerContext,
  reason: OutreachStopReason,
  where: string,
  params: unknown[],
): Promise<number> {
  const rows = await sql(
    em,
    `update outreach_emails set status = 'stopped', stop_reason = ?, stopped_by = ?
     where (team_id = ? or user_id = ?) and status in ('scheduled', 'held') and ${where} returning id`,
    [reason, ctx.inboxId, ctx.teamId, ctx.userId, ...params],
  );
  return rows.length;
}

/** Stops the answered sequence. */
export function stopSequence(em: EntityManager, ctx: AnswerContext, reason: OutreachStopReason): Promise<number> {
  return stopWhere(em, ctx, reason, 'sequence_id = ?', [ctx.sequenceId]);
}

/**
 * A reply stops its sequence and every other sequence of the rep's team to the same restaurant: to the same
 * lead (another contact there), the same address, and the same domain, the restaurant's own or one
 * emailed, unless it is a free-mail one (HubSpot's rule: anyone at the company).
 */
export async function stopForReply(em: EntityManager, ctx: AnswerContext): Promise<number> {
  const own = await stopSequence(em, ctx, 'replied');
  const domain = domainOf(ctx.address);
  const others = isFreeMail(domain)
    ? await stopWhere(em, ctx, 'replied_same_company', '(lead_id = ? or to_address = ?)', [ctx.leadId, ctx.address])
    : await stopWhere(
        em,
        ctx,
        'replied_same_company',
        '(lead_id = ? or to_address = ? or lead_domain = ? or to_address like ?)',
        [ctx.leadId, ctx.address, domain, `%@${domain.replace(/[%_\\]/g, '')}`],
      );
  return own + others;
}

/** Puts back what this answer stopped, when the rep says it was something that stops nothing. */
export async function unstop(em: EntityManager, inboxId: string): Promise<void> {
  await sql(
    em,
    `update outreach_emails set status = 'scheduled', stop_reason = null, stopped_by = null where stopped_by = ? and status = 'stopped'`,
    [inboxId],
  );
}
