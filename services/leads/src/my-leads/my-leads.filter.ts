import { MY_LEADS_CITY_MAX, type MyLeadsFilter } from '@leadgen/contracts';

/** A condition on saved_leads (alias s) with its parameters. */
export interface SqlFilter {
  sql: string;
  params: unknown[];
}

/** Joins ids sent as one text parameter (the unit separator, chr(31)), which no id contains. */
export const ID_SEPARATOR = '\u001f';

type FilterRules = {
  [K in Exclude<keyof MyLeadsFilter, 'owner'>]-?: (
    value: NonNullable<MyLeadsFilter[K]>,
    now: Date,
  ) => [clause: string, ...params: unknown[]];
};

/**
 * What each filter of My Leads means, said once: the list page, its best-time order and an
 * export's selection all pick saved leads through these rules.
 */
const FILTER_RULES: FilterRules = {
  list_id: (id) => ['s."list_id" = ?', id],
  status: (status) => ['s."status" = ?', status],
  due: (due, now) => (due === 'none' ? ['s."follow_up_at" is null'] : ['s."follow_up_at" < ?', dueBefore(due, now)]),
  q: (q) => ['s."search_text" like ?', likePattern(q)],
  cuisine: (cuisine) => ['s."cuisine_type" = ?', cuisine],
  city: (city) => ['s."city_key" = ?', cityKeyOf(city)],
  fit: (fit) => [`s."lead" ->> 'fit_decision' = ?`, fit],
  has_contact: (has) => [
    `${has === 'yes' ? '' : 'not '}exists (select 1 from "lead_contacts" c where c."lead_id" = s."id" and c."removed_at" is null)`,
  ],
};

/** Whose saved leads a rep reads: their own, and their team's when they ask (a rep alone: a team of one). */
export type LeadScope = string | { userId: string; teamId: string };

/** The owner part of a filter: the rep's own leads, the team's, or one teammate's. */
function ownerClause(scope: LeadScope, owner: MyLeadsFilter['owner']): [string, unknown[]] {
  const { userId, teamId } = typeof scope === 'string' ? { userId: scope, teamId: scope } : scope;
  if (!owner || owner === 'mine') return ['s."user_id" = ?', [userId]];
  if (owner === 'team') return ['s."team_id" = ?', [teamId]];
  return ['s."team_id" = ? and s."user_id" = ?', [teamId, owner]];
}

/** The saved leads the filter picks, as SQL; a part left out or empty picks all. */
export function sqlFilter(scope: LeadScope, filter: MyLeadsFilter, now: Date): SqlFilter {
  const [owner, ownerParams] = ownerClause(scope, filter.owner);
  const clauses = [owner];
  const params: unknown[] = [...ownerParams];
  for (const key of Object.keys(FILTER_RULES) as Array<Exclude<keyof MyLeadsFilter, 'owner'>>) {
    const value = filter[key];
    if (value === undefined || value === '') continue;
    const rule = FILTER_RULES[key] as (v: typeof value, now: Date) => [string, ...unknown[]];
    const [clause, ...values] = rule(value, now);
    clauses.push(clause);
    params.push(...values);
  }
  return { sql: clauses.join(' and '), params };
}

/** The rep's saved leads with these ids: the ids travel as one text parameter, however many. */
export function idsFilter(userId: string, ids: readonly string[]): SqlFilter {
  return {
    sql: `s."user_id" = ? and s."id" = any(string_to_array(?, chr(31))::uuid[])`,
    params: [userId, ids.join(ID_SEPARATOR)],
  };
}

/** A city as the city filter matches it: whole, regardless of case. */
export function cityKeyOf(city: string): string {
  return city.trim().toLowerCase().slice(0, MY_LEADS_CITY_MAX);
}

/** The end of a follow-up window: before now (overdue), within 24 hours (today) or 7 days (week). */
function dueBefore(due: Exclude<NonNullable<MyLeadsFilter['due']>, 'none'>, now: Date): Date {
  const hours = { overdue: 0, today: 24, week: 7 * 24 }[due];
  return new Date(now.getTime() + hours * 3600_000);
}

/** The search text matched anywhere, its own % and _ taken literally. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
