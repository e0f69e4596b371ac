import type { TeamReportResponse, TeamReportRow } from '@leadgen/contracts';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Clock } from '../core/clock.js';
import { LeadsDatabase, rows } from '../db/leads.database.js';
import { teamCounter } from './my-leads.page-cache.js';
import { PIPELINE_COUNTS } from './pipeline-counts.sql.js';

const DAY_MS = 24 * 3600 * 1000;
/** How long a report is answered again as it was read: the report says its counts are as of then. */
const KEPT_MS = 30_000;

type Counts = Omit<TeamReportRow, 'reply_rate'>;

/** Replied of contacted; null when no lead was contacted, so a rep who wrote to no one shows no rate. */
const withRate = (c: Counts): TeamReportRow => ({ ...c, reply_rate: c.contacted ? c.replied / c.contacted : null });

/**
 * A team admin's view (GET /api/team/report): each rep's funnel over the last `days`, from saved to
 * won, counted like the rep's own numbers from the same timelines, by the lead's owner. Every rep
 * who owns a lead of the team is listed, with zeros for a quiet period. Read from the data, never a copy.
 */
@Injectable()
export class TeamReport {
  /**
   * Reports read within the last half minute, per team, period and the team's change counter: an
   * admin's reloads cost one reading of 100,000 leads' timelines, not one each, and any change to
   * one of the team's leads (a save, a status, an email told by outreach) is counted at once.
   */
  private readonly recent = new LRUCache<string, Promise<TeamReportResponse>>({ max: 1_000, ttl: KEPT_MS });

  constructor(
    private readonly db: LeadsDatabase,
    private readonly clock: Clock,
  ) {}

  async of(teamId: string, days: number): Promise<TeamReportResponse> {
    const [counter] = await rows<{ generation: string | number }>(
      await this.db.em(),
      `select "generation" from "my_leads_changes" where "user_id" = ?`,
      [teamCounter(teamId)],
    );
    const key = `${teamId}\u001f${days}\u001f${counter?.generation ?? 0}`;
    const kept = this.recent.get(key);
    if (kept) return kept;
    const read = this.read(teamId, days);
    this.recent.set(key, read);
    read.catch(() => this.recent.delete(key));
    return read;
  }

  private async read(teamId: string, days: number): Promise<TeamReportResponse> {
    const to = this.clock.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const em = await this.db.em();
    const found = await rows<Counts & { user_id: string; name: string }>(
      em,
      `with "owners" as (
         select s."user_id", max(s."owner_name") as "name" from "saved_leads" s where s."team_id" = ? group by s."user_id"
       ), "counts" as (
         select s."user_id", ${PIPELINE_COUNTS}
         from "saved_leads" s join "lead_activities" a on a."lead_id" = s."id"
         where s."team_id" = ? and a."at" >= ? and a."at" < ?
         group by s."user_id"
       )
       select o."user_id", o."name",
         coalesce(c."saved", 0) as "saved", coalesce(c."contacted", 0) as "contacted",
         coalesce(c."emails_sent", 0) as "emails_sent", coalesce(c."replied", 0) as "replied",
         coalesce(c."meetings", 0) as "meetings", coalesce(c."won", 0) as "won", coalesce(c."lost", 0) as "lost"
       from "owners" o left join "counts" c on c."user_id" = o."user_id"
       order by coalesce(c."saved", 0) desc, o."name"`,
      [teamId, teamId, from, to],
    );
    const reps = found.map((r) => ({ ...withRate(numbers(r)), user_id: r.user_id, name: r.name || 'A rep' }));
    const sum = (k: keyof Counts) => reps.reduce((n, r) => n + r[k], 0);
    const team = withRate({
      saved: sum('saved'),
      contacted: sum('contacted'),
      emails_sent: sum('emails_sent'),
      replied: sum('replied'),
      meetings: sum('meetings'),
      won: sum('won'),
      lost: sum('lost'),
    });
    return { days, from: from.toISOString(), to: to.toISOString(), reps, team };
  }
}

/** The counts as numbers whichever driver read them. */
function numbers(r: Counts): Counts {
  return {
    saved: Number(r.saved),
    contacted: Number(r.contacted),
    emails_sent: Number(r.emails_sent),
    replied: Number(r.replied),
    meetings: Number(r.meetings),
    won: Number(r.won),
    lost: Number(r.lost),
  };
}
