import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import {
  LIMITED_USAGE_KINDS,
  PLAN_LIMITS,
  USAGE_KINDS,
  type LimitedUsageKind,
  type Usage,
  type UsageLimits,
} from '@leadgen/contracts';
import { teamsOf, teamUsage, teamUsageOf, type Sql } from './team-usage.js';
import { aggregateUsage, distinctUsage, periodOf, reachedLimits, type CountableUsage } from './usage.batch.js';

export { periodOf } from './usage.batch.js';

/** A retried call's second report comes within the route's time limit; an hour covers it with room. */
const EVENT_MEMORY = '1 hour';
/** Older than the usage stream keeps anything: no delivery of it can come again. */
const STREAM_MEMORY = '7 days';

/** One user's limits reached in the current month after a batch. */
export type UserLimits = UsageLimits & { user_id: string };

export interface CountedBatch {
  /** Events counted now: not counted before, and naming a user that exists. */
  counted: number;
  /** Events already counted (delivered again, or a retried call's second report). */
  repeated: number;
  /** Users of the batch at or over a limit of their plan this month. */
  limits: UserLimits[];
}

type Totals = Record<LimitedUsageKind, number>;

/**
 * usage_records has a column per kind, named as the kind (a new kind is a migration adding its
 * column), so every kind a batch carries is added up, none left out.
 */
const KIND_COLUMNS = USAGE_KINDS.join(', ');

@Injectable()
export class UsageService {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Counts a batch of usage events in one transaction. Each event's id and kind is noted first: an
   * event noted before (its batch was committed but not acknowledged, so it came again; or a
   * retried call reported it twice) adds nothing. The new events' amounts are added per user,
   * month and kind in one statement; events of users that do not exist (any more) are dropped.
   * Either all of it is stored or none of it.
   */
  async count(batch: readonly CountableUsage[], now = new Date()): Promise<CountedBatch> {
    const events = distinctUsage(batch);
    if (events.length === 0) return { counted: 0, repeated: batch.length, limits: [] };
    return this.orm.em.fork().transactional(async (tx) => {
      const sql = sqlIn(tx);
      const noted = await sql<{ event_id: string; kind: string }>(
        `insert into usage_events (event_id, kind, stream_seq) values ${rows(events.length, 3)} on conflict do nothing returning event_id, kind`,
        events.flatMap((e) => [e.id, e.kind, e.seq]),
      );
      const isNew = new Set(noted.map((n) => `${n.event_id}\n${n.kind}`));
      const fresh = events.filter((e) => isNew.has(`${e.id}\n${e.kind}`));
      const totals = aggregateUsage(fresh);
      if (totals.length === 0) return { counted: 0, repeated: batch.length, limits: [] };
      const after = await sql<{ user_id: string; period_start: string } & Totals>(
        `insert into usage_records (user_id, period_start, ${KIND_COLUMNS})
         select u.id, cast(v.period_start as date), ${USAGE_KINDS.map((k) => `cast(v.${k} as int)`).join(', ')}
         from (values ${rows(totals.length, 2 + USAGE_KINDS.length)}) as v (user_id, period_start, ${KIND_COLUMNS})
         join users u on u.id = cast(v.user_id as uuid)
         on conflict (user_id, period_start) do update set
           ${USAGE_KINDS.map((k) => `${k} = usage_records.${k} + excluded.${k}`).join(',\n           ')}
         returning user_id, to_char(period_start, 'YYYY-MM-DD') as period_start, ${LIMITED_USAGE_KINDS.join(', ')}`,
        totals.flatMap((t) => [t.user_id, t.period_start, ...USAGE_KINDS.map((k) => t[k])]),
      );
      const counted = new Set(after.map((r) => `${r.user_id}\n${r.period_start}`));
      return {
        counted: fresh.filter((e) => counted.has(`${e.user_id}\n${e.period_start}`)).length,
        repeated: batch.length - fresh.length,
        limits: await this.limitsAfter(tx, after, now),
      };
    });
  }

  /**
   * Of the reps a batch counted for, those whose team is at or over a limit of its plan in the
   * current month; every rep of such a team is named, so the team's next call is refused whoever
   * makes it.
   */
  private async limitsAfter(
    tx: EntityManager,
    after: { user_id: string; period_start: string }[],
    now: Date,
  ): Promise<UserLimits[]> {
    const { start, reset } = periodOf(now);
    const current = after.filter((r) => r.period_start === start);
    if (current.length === 0) return [];
    const sql = sqlIn(tx);
    const teams = await teamsOf(
      sql,
      current.map((r) => r.user_id),
    );
    const reachedTeams = (await teamUsage(sql, [...new Set(teams.values())], start, now)).flatMap((team) => {
      const reached = reachedLimits(team.plan.tier, team.totals);
      return reached.length > 0 ? [{ team, reached }] : [];
    });
    return reachedTeams.flatMap(({ team, reached }) =>
      team.members.map((user_id) => ({ user_id, reached, reset_date: reset, plan: team.plan.name })),
    );
  }

  /** The limits the rep's team has reached this month, for the gateway's session check; undefined when none is. */
  async limitsOf(userId: string, now = new Date()): Promise<UsageLimits | undefined> {
    const { start, reset } = periodOf(now);
    const team = await teamUsageOf(sqlIn(this.orm.em.fork()), userId, start, now);
    if (!team) return undefined;
    const reached = reachedLimits(team.plan.tier, team.totals);
    return reached.length > 0 ? { reached, reset_date: reset, plan: team.plan.name } : undefined;
  }

  /**
   * Forgets the ids of events counted more than an hour ago, once the stream can no longer deliver
   * them again: acknowledged (at or below `ackedThrough`, the stream's place up to which everything
   * is acknowledged), or older than the stream keeps anything.
   */
  async forget(ackedThrough: number): Promise<void> {
    await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `delete from usage_events where recorded_at < now() - interval '${EVENT_MEMORY}'
         and (stream_seq is null or stream_seq <= ? or recorded_at < now() - interval '${STREAM_MEMORY}')`,
        [ackedThrough],
      );
  }

  /** The month's usage against the plan, for the rep's team: a team's reps share its plan's numbers. */
  async current(userId: string, now = new Date()): Promise<Usage | null> {
    const { start, reset } = periodOf(now);
    const team = await teamUsageOf(sqlIn(this.orm.em.fork()), userId, start, now);
    if (!team) return null;
    const { plan, totals } = team;
    const limits = PLAN_LIMITS[plan.tier];
    return {
      package_type: plan.tier,
      plan_name: plan.name,
      trial_ends: plan.trial_ends,
      leads_searched: totals.leads_searched,
      leads_limit: limits.leads,
      pitches_generated: totals.pitches_generated,
      pitches_limit: limits.pitches,
      exports_used: totals.exports_used,
      exports_limit: limits.exports,
      diagnostics_run: totals.diagnostics_run,
      enrichments_used: totals.enrichments_used,
      enrichments_limit: limits.enrichments,
      emails_sent: totals.emails_sent,
      emails_limit: limits.emails,
      period_start: start,
      reset_date: reset,
    };
  }
}

/** Raw SQL inside the transaction `tx` holds. */
function sqlIn(tx: EntityManager): Sql {
  return <T>(sql: string, params: unknown[]) =>
    tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
}

/** `(?, ?, ?), (?, ?, ?)`: `count` rows of `width` placeholders. */
function rows(count: number, width: number): string {
  const row = `(${Array.from({ length: width }, () => '?').join(', ')})`;
  return Array.from({ length: count }, () => row).join(', ');
}
