import type { EntityManager } from '@mikro-orm/core';
import { OUTREACH_OUT_OF_OFFICE_PAUSE_DAYS } from '@leadgen/contracts';
import { sql } from '../db/sql.js';
import { addBusinessDays, localDate, nextSlot, zonedInstant } from '@leadgen/calendar';
import type { AnswerContext } from './answer.context.js';

/** When a paused email may go again in its zone: the window's first hour on the day after the return date, or 7 business days on. */
export function resumeAt(ctx: AnswerContext, timeZone: string): Date {
  const window = { ...ctx.window, timeZone };
  if (!ctx.returnDate) return addBusinessDays(ctx.receivedAt, OUTREACH_OUT_OF_OFFICE_PAUSE_DAYS, window);
  const [y, m, d] = ctx.returnDate.split('-').map(Number) as [number, number, number];
  return nextSlot(zonedInstant(y, m, d + 1, 0, 0, timeZone), window);
}

/**
 * An out-of-office pauses the sequence: each email still scheduled that would go before the
 * recipient is back moves to their return, with the day the outbox shows. Returns that day, or
 * null when nothing was left to pause.
 */
export async function pauseSequence(em: EntityManager, ctx: AnswerContext): Promise<string | null> {
  const rows = await sql<{ id: string; due_at: Date; time_zone: string }>(
    em,
    `select id, due_at, time_zone from outreach_emails where sequence_id = ? and status = 'scheduled' order by step`,
    [ctx.sequenceId],
  );
  let day: string | null = null;
  for (const row of rows) {
    const at = resumeAt(ctx, row.time_zone);
    day ??= localDate(at, row.time_zone);
    if (new Date(row.due_at).getTime() >= at.getTime()) continue;
    await sql(
      em,
      `update outreach_emails set due_before_pause = due_at, due_at = ?, paused_until = ?, paused_by = ? where id = ?`,
      [at, localDate(at, row.time_zone), ctx.inboxId, row.id],
    );
  }
  return day;
}

/** A paused email goes back to the day it had, when the rep says the answer was not an out-of-office. */
export async function unpause(em: EntityManager, inboxId: string): Promise<void> {
  await sql(
    em,
    `update outreach_emails set due_at = coalesce(due_before_pause, due_at), due_before_pause = null, paused_until = null, paused_by = null
     where paused_by = ? and status = 'scheduled'`,
    [inboxId],
  );
}
