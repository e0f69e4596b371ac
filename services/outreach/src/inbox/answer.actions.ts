import type { EntityManager } from '@mikro-orm/core';
import type { InboxKind } from '@leadgen/contracts';
import { suppress, unsuppress } from '../suppressions/suppressions.store.js';
import { sql } from '../db/sql.js';
import { hardBounce, softBounce } from './answer.bounce.js';
import type { AnswerContext } from './answer.context.js';
import { pauseSequence, unpause } from './answer.pause.js';
import { stopForReply, stopSequence, unstop } from './answer.stop.js';

const dayWords = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** What each kind of answer does, inside the transaction that keeps the answer; returns it in words. */
export async function applyKind(em: EntityManager, kind: InboxKind, ctx: AnswerContext): Promise<string> {
  switch (kind) {
    case 'reply':
      await stopForReply(em, ctx);
      return 'Follow-ups stopped: they replied';
    case 'not_interested':
      await stopSequence(em, ctx, 'not_interested');
      return 'Follow-ups stopped: not interested';
    case 'out_of_office': {
      const day = await pauseSequence(em, ctx);
      return day ? `Follow-ups paused until ${dayWords(day)}` : 'Nothing left to pause';
    }
    case 'auto_reply':
      return 'Nothing changed: an automatic acknowledgement';
    case 'hard_bounce':
      return hardBounce(em, ctx);
    case 'soft_bounce':
      return softBounce(em, ctx);
    case 'opt_out':
      await suppress(em, ctx, ctx.address, 'opted_out', ctx.now, { leadId: ctx.leadId, addedBy: ctx.inboxId });
      await sql(
        em,
        `update outreach_emails set status = 'stopped', stop_reason = 'opted_out', stopped_by = ?
         where (team_id = ? or user_id = ?) and to_address = ? and status in ('scheduled', 'held')`,
        [ctx.inboxId, ctx.teamId, ctx.userId, ctx.address],
      );
      return 'Address suppressed: they asked not to be emailed';
  }
}

/** Takes back what an answer did before the rep corrected its kind: stops, pauses and suppressions it made. */
export async function undoKind(em: EntityManager, ctx: AnswerContext): Promise<void> {
  await unstop(em, ctx.inboxId);
  await unpause(em, ctx.inboxId);
  await unsuppress(em, ctx, { addedBy: ctx.inboxId });
  await sql(em, `delete from outreach_emails where retry_of = ? and status = 'scheduled'`, [ctx.emailId]);
  await sql(em, 'update outreach_emails set bounced = false where id = ?', [ctx.emailId]);
}
