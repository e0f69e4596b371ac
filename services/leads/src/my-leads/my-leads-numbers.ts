import type { MyLeadsNumbersResponse } from '@leadgen/contracts';
import { Injectable } from '@nestjs/common';
import { Clock } from '../core/clock.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { PIPELINE_COUNTS } from './pipeline-counts.sql.js';

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
    const [counts] = await rows<Counts>(
      em,
      `select ${PIPELINE_COUNTS}
       from "lead_activities" a
       where a."user_id" = ? and a."at" >= ? and a."at" < ?`,
      [userId, from, to],
    );
    return { days, from: from.toISOString(), to: to.toISOString(), ...counts! };
  }
}
