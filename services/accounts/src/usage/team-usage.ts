import { planAt, USAGE_KINDS, type PlanNow } from '@leadgen/contracts';

type UsageKind = (typeof USAGE_KINDS)[number];

/** Raw SQL in the caller's transaction (or none). */
export type Sql = <T>(sql: string, params: unknown[]) => Promise<T[]>;

/** A team's month: its plan (its founder's; a rep alone: their own), its reps and what they used together. */
export interface TeamUsage {
  teamId: string;
  plan: PlanNow;
  members: string[];
  totals: Record<UsageKind, number>;
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** Each rep's team: the one they are a member of, or their own id (a team of one). */
export async function teamsOf(sql: Sql, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const found = await sql<{ user_id: string; team_id: string }>(
    `select cast(u.id as text) as user_id, cast(coalesce(m.team_id, u.id) as text) as team_id
     from users u left join team_members m on m.user_id = u.id
     where u.id in (${placeholders(userIds.length)})`,
    [...userIds],
  );
  return new Map(found.map((r) => [r.user_id, r.team_id]));
}

/**
 * The plan's limits are the team's: what all its reps used in the month starting `start`, added up,
 * against its founder's plan. A team of one is its rep alone.
 */
export async function teamUsage(sql: Sql, teamIds: readonly string[], start: string, now: Date): Promise<TeamUsage[]> {
  if (teamIds.length === 0) return [];
  const found = await sql<
    { team_id: string; subscription_tier: string; trial_ends_at: Date | string | null; members: string } & Record<
      UsageKind,
      number | string
    >
  >(
    `with team_reps as (
       select p.id as team_id, coalesce(m.user_id, p.id) as user_id,
              p.subscription_tier, p.trial_ends_at
       from profiles p left join team_members m on m.team_id = p.id
       where p.id in (${placeholders(teamIds.length)})
     )
     select cast(t.team_id as text) as team_id, t.subscription_tier, t.trial_ends_at,
            string_agg(cast(t.user_id as text), ',') as members,
            ${USAGE_KINDS.map((k) => `coalesce(sum(r.${k}), 0) as ${k}`).join(', ')}
     from team_reps t left join usage_records r on r.user_id = t.user_id and r.period_start = ?
     group by t.team_id, t.subscription_tier, t.trial_ends_at`,
    [...teamIds, start],
  );
  return found.map((r) => ({
    teamId: r.team_id,
    plan: planAt(r.subscription_tier, r.trial_ends_at ? new Date(r.trial_ends_at) : null, now),
    members: r.members.split(','),
    totals: Object.fromEntries(USAGE_KINDS.map((k) => [k, Number(r[k] ?? 0)])) as Record<UsageKind, number>,
  }));
}

/** One rep's team's month. */
export async function teamUsageOf(sql: Sql, userId: string, start: string, now: Date): Promise<TeamUsage | undefined> {
  const teamId = (await teamsOf(sql, [userId])).get(userId);
  return teamId ? (await teamUsage(sql, [teamId], start, now))[0] : undefined;
}
