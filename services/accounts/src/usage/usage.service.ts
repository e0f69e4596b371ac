import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { PLAN_LIMITS, type Usage, type UsageRecordedEvent } from '@leadgen/contracts';
import { Profile } from '../db/entities.js';

/** Usage is counted per user per calendar month (UTC). */
export function periodOf(at: Date): { start: string; reset: string } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start: start.toISOString().slice(0, 10), reset: next.toISOString().slice(0, 10) };
}

// Column names come from this fixed map, never from input, so they are safe to place in SQL.
const COLUMN = {
  leads_searched: 'leads_searched',
  pitches_generated: 'pitches_generated',
  exports_used: 'exports_used',
  diagnostics_run: 'diagnostics_run',
} as const;

/** A retried call's second report comes within the route's time limit; an hour covers it with room. */
const CALL_MEMORY = '1 hour';
const FORGET_EVERY_MS = 10 * 60_000;

@Injectable()
export class UsageService {
  private forgotAt = 0;

  constructor(private readonly orm: MikroORM) {}

  /**
   * Adds the event's amount to the user's count for its month. An event naming its gateway call
   * counts only the first time that call (and kind) is reported: the gateway may have sent one
   * call to two instances, and both may have answered. One statement, so two reports arriving at
   * once on two accounts instances still count once.
   */
  async record(event: UsageRecordedEvent): Promise<void> {
    const column = COLUMN[event.kind];
    const { start } = periodOf(event.at ? new Date(event.at) : new Date());
    const connection = this.orm.em.fork().getConnection();
    const add = `on conflict (user_id, period_start) do update set ${column} = usage_records.${column} + excluded.${column}`;
    if (!event.call_id) {
      await connection.execute(`insert into usage_records (user_id, period_start, ${column}) values (?, ?, ?) ${add}`, [event.user_id, start, event.amount]);
      return;
    }
    await connection.execute(
      `with first_report as (insert into usage_calls (call_id, kind) values (?, ?) on conflict do nothing returning call_id)
       insert into usage_records (user_id, period_start, ${column}) select ?, ?, ? from first_report ${add}`,
      [event.call_id, event.kind, event.user_id, start, event.amount],
    );
    await this.forgetOldCalls();
  }

  /** Calls older than any retry can be are dropped now and then, so the table stays small. */
  private async forgetOldCalls(): Promise<void> {
    if (Date.now() - this.forgotAt < FORGET_EVERY_MS) return;
    this.forgotAt = Date.now();
    await this.orm.em.fork().getConnection().execute(`delete from usage_calls where recorded_at < now() - interval '${CALL_MEMORY}'`);
  }

  async current(userId: string, now = new Date()): Promise<Usage | null> {
    const em = this.orm.em.fork();
    const profile = await em.findOne(Profile, { id: userId });
    if (!profile) return null;
    const { start, reset } = periodOf(now);
    const rows = await em.getConnection().execute<{ leads_searched: number; pitches_generated: number; exports_used: number; diagnostics_run: number }[]>(
      'select leads_searched, pitches_generated, exports_used, diagnostics_run from usage_records where user_id = ? and period_start = ?',
      [userId, start],
    );
    const row = rows[0];
    const tier = profile.subscriptionTier as keyof typeof PLAN_LIMITS;
    const limits = PLAN_LIMITS[tier] ?? PLAN_LIMITS.free;
    return {
      package_type: tier,
      leads_searched: Number(row?.leads_searched ?? 0),
      leads_limit: limits.leads,
      pitches_generated: Number(row?.pitches_generated ?? 0),
      pitches_limit: limits.pitches,
      exports_used: Number(row?.exports_used ?? 0),
      exports_limit: limits.exports,
      diagnostics_run: Number(row?.diagnostics_run ?? 0),
      period_start: start,
      reset_date: reset,
    };
  }
}
