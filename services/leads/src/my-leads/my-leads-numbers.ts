import type { MyLeadsNumbersResponse } from '@leadgen/contracts';
import { Injectable } from '@nestjs/common';
import { Clock } from '../core/clock.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';

type Counts = Omit<MyLeadsNumbersResponse, 'days' | 'from' | 'to'>;

const DAY_MS = 24 * 3600 * 1000;

/**
 * The rep's own pipeline and outreach over the last `days`, counted from their saved leads'
 * timelines (the same entries each lead's history shows): leads saved, contacted (an email sent,
 * or moved to Attempted or Connected), answered by a person (a reply, or 'not interested'), and
 * moved to Meeting booked, Won and Lost; and the emails sent. A lead counts once per number
 * however often it moved. A lead removed from My Leads takes its timeline, and its counts, along.
 */
@Injectable()
export class MyLeadsNumbers {
  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  async of(userId: string, days: number): Promise<MyLeadsNumbersResponse> {
    const to = this.clock.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const em = await this.db.em();
    const moved = (status: string) =>
      `count(distinct a."lead_id") filter (where a."kind" = 'status' and a."to_value" = '${status}')::int`;
    const [counts] = await rows<Counts>(
      em,
      `select
         count(distinct a."lead_id") filter (where a."kind" = 'saved')::int as "saved",
         count(distinct a."lead_id") filter (
           where a."kind" = 'email' or (a."kind" = 'status' and a."to_value" in ('attempted', 'connected'))
         )::int as "contacted",
         count(*) filter (where a."kind" = 'email')::int as "emails_sent",
         count(distinct a."lead_id") filter (where a."kind" in ('email_replied', 'email_not_interested'))::int as "replied",
         ${moved('meeting_booked')} as "meetings",
         ${moved('won')} as "won",
         ${moved('lost')} as "lost"
       from "lead_activities" a
       where a."user_id" = ? and a."at" >= ? and a."at" < ?`,
      [userId, from, to],
    );
    return { days, from: from.toISOString(), to: to.toISOString(), ...counts! };
  }
}
