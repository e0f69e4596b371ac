import type { EntityManager } from '@mikro-orm/core';
import { OUTREACH_OUT_OF_OFFICE_PAUSE_DAYS } from '@leadgen/contracts';
import { sql } from '../db/sql.js';
import { addBusinessDays, businessDaysBetween, localDate, localTime, nextSlot, zonedInstant } from '@leadgen/calendar';
import type { AnswerContext } from './answer.context.js';

/** When a paused email may go again in its zone: the window's first hour on the day after the return date, or 7 business days on. */
export function resumeAt(ctx: AnswerContext, timeZone: string): Date {
  const window = { ...ctx.window, timeZone };
  if (!ctx.returnDate) return addBusinessDays(ctx.receivedAt, OUTREACH_OUT_OF_OFFICE_PAUSE_DAYS, window);
  const [y, m, d] = ctx.returnDate.split('-').map(Number) as [number, number, number];
  return nextSlot(zonedInstant(y, m, d + 1, 0, 0, timeZone), window);
}

export interface ScheduledStep {
  id: string;
  due_at: Date;
  time_zone: string;
}

/**
 * Where each scheduled step of a sequence goes after an out-of-office: the first that would go
 * before the recipient is back moves to their return, and each later one keeps its business days
 * after the one before, so the follow-ups do not arrive on consecutive days. A step already due
 * later than that stays. In step order; `at` null for a step that stays.
 */
export function pausedSteps(steps: readonly ScheduledStep[], ctx: AnswerContext): { id: string; at: Date | null }[] {
  let previous: { was: Date; now: Date } | null = null;
  return steps.map((step) => {
    const window = { ...ctx.window, timeZone: step.time_zone };
    const due = new Date(step.due_at);
    const gap = previous
      ? businessDaysBetween(localTime(previous.was, step.time_zone), localTime(due, step.time_zone))
      : 0;
    const at = previous ? addBusinessDays(previous.now, gap, window) : resumeAt(ctx, step.time_zone);
    const moves = due.getTime() < at.getTime();
    previous = { was: due, now: moves ? at : due };
    return { id: step.id, at: moves ? at : null };
  });
}

/**
 * An out-of-office pauses the sequence (pausedSteps), with the day the outbox shows. Returns the
 * day it goes on, or null when nothing was left to pause.
 */
export async function pauseSequence(em: EntityManager, ctx: AnswerContext): Promise<string | null> {
  const rows = await sql<ScheduledStep>(
    em,
    `select id, due_at, time_zone from outreach_emails where sequence_id = ? and status = 'scheduled' order by step`,
    [ctx.sequenceId],
  );
  const zone = new Map(rows.map((r) => [r.id, r.time_zone]));
  let day: string | null = null;
  for (const { id, at } of pausedSteps(rows, ctx)) {
    if (!at) continue;
    const until = localDate(at, zone.get(id)!);
    day ??= until;
    await sql(
      em,
      `update outreach_emails set due_before_pause = due_at, due_at = ?, paused_until = ?, paused_by = ? where id = ?`,
      [at, until, ctx.inboxId, id],
    );
  }
  return day ?? (rows[0] ? localDate(resumeAt(ctx, rows[0].time_zone), rows[0].time_zone) : null);
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
