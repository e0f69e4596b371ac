import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/core';
import {
  LIMITED_USAGE_KINDS,
  PLAN_LIMITS,
  planAt,
  USAGE_KINDS,
  type LimitedUsageKind,
  type Usage,
  type UsageLimits,
} from '@leadgen/contracts';
import { Profile } from '../db/entities.js';
import { aggregateUsage, distinctUsage, periodOf, reachedLimits, type CountableUsage } from './usage.batch.js';

export { periodOf } from './usage.batch.js';

/** A retried call's second report comes within the route's time limit; an hour covers it with room. */
const EVENT_MEMORY = '1 hour';
/** Older than the usage stream keeps anything: no delivery of it can come again. */
const STREAM_MEMORY = '7 days';

/** One user's limits reached in the current month after a batch. */
export type UserLimits = UsageLimits & { user_id: string };

/** A profile's plan columns as SQL reads them (a driver may give the time as text). */
interface PlanRow {
  subscription_tier: string;
  trial_ends_at: Date | string | null;
}

function planOfRow(row: PlanRow, now: Date) {
  return planAt(row.subscription_tier, row.trial_ends_at ? new Date(row.trial_ends_at) : null, now);
}

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

  /** Of the totals a batch left, the users at or over a limit of their plan in the current month. */
  private async limitsAfter(
    tx: EntityManager,
    after: ({ user_id: string; period_start: string } & Totals)[],
    now: Date,
  ): Promise<UserLimits[]> {
    const { start, reset } = periodOf(now);
    const current = after.filter((r) => r.period_start === start);
    if (current.length === 0) return [];
    const tiers = await sqlIn(tx)<PlanRow & { id: string }>(
      `select id, subscription_tier, trial_ends_at from profiles where id in (${current.map(() => '?').join(', ')})`,
      current.map((r) => r.user_id),
    );
    const planOf = new Map(tiers.map((t) => [t.id, planOfRow(t, now)]));
    return current.flatMap((r) => {
      const plan = planOf.get(r.user_id) ?? planAt('free', null, now);
      const reached = reachedLimits(plan.tier, numbers(r));
      return reached.length > 0 ? [{ user_id: r.user_id, reached, reset_date: reset, plan: plan.name }] : [];
    });
  }

  /** The user's limits reached this month, for the gateway's session check; undefined when none is. */
  async limitsOf(userId: string, now = new Date()): Promise<UsageLimits | undefined> {
    const { start, reset } = periodOf(now);
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<(PlanRow & Totals)[]>(
        `select p.subscription_tier, p.trial_ends_at, ${LIMITED_USAGE_KINDS.map((k) => `r.${k}`).join(', ')}
         from profiles p join usage_records r on r.user_id = p.id and r.period_start = ?
         where p.id = ?`,
        [start, userId],
      );
    const row = rows[0];
    if (!row) return undefined;
    const plan = planOfRow(row, now);
    const reached = reachedLimits(plan.tier, numbers(row));
    return reached.length > 0 ? { reached, reset_date: reset, plan: plan.name } : undefined;
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

  async current(userId: string, now = new Date()): Promise<Usage | null> {
    const em = this.orm.em.fork();
    const profile = await em.findOne(Profile, { id: userId });
    if (!profile) return null;
    const { start, reset } = periodOf(now);
    const rows = await em
      .getConnection()
      .execute<Record<(typeof USAGE_KINDS)[number], number>[]>(
        `select ${KIND_COLUMNS} from usage_records where user_id = ? and period_start = ?`,
        [userId, start],
      );
    const row = rows[0];
    const plan = planAt(profile.subscriptionTier, profile.trialEndsAt ?? null, now);
    const limits = PLAN_LIMITS[plan.tier];
    return {
      package_type: plan.tier,
      plan_name: plan.name,
      trial_ends: plan.trial_ends,
      leads_searched: Number(row?.leads_searched ?? 0),
      leads_limit: limits.leads,
      pitches_generated: Number(row?.pitches_generated ?? 0),
      pitches_limit: limits.pitches,
      exports_used: Number(row?.exports_used ?? 0),
      exports_limit: limits.exports,
      diagnostics_run: Number(row?.diagnostics_run ?? 0),
      enrichments_used: Number(row?.enrichments_used ?? 0),
      enrichments_limit: limits.enrichments,
      emails_sent: Number(row?.emails_sent ?? 0),
      emails_limit: limits.emails,
      period_start: start,
      reset_date: reset,
    };
  }
}

type Sql = <T>(sql: string, params: unknown[]) => Promise<T[]>;

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

/** The limited kinds' counts as numbers (a driver may hand them over as strings), none missing. */
function numbers(row: Totals): Totals {
  return Object.fromEntries(LIMITED_USAGE_KINDS.map((k) => [k, Number(row[k] ?? 0)])) as Totals;
}
