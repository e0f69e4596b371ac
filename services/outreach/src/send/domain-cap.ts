import type { EntityManager } from '@mikro-orm/core';
import { rpcRateLimited } from '@leadgen/service-kit';
import { sql } from '../db/sql.js';
import { COUNTED_STATUSES, startOfUtcDay } from '../mailbox/mailbox.store.js';

/** A team and a restaurant group (its website's domain): what the per-domain daily cap counts. */
export interface DomainKey {
  teamId: string;
  domain: string;
}

export const domainKeyOf = (row: { team_id: string; lead_domain: string | null }): DomainKey | null =>
  row.lead_domain ? { teamId: row.team_id, domain: row.lead_domain } : null;

const lockName = (key: DomainKey) => `outreach-domain:${key.teamId}:${key.domain}`;

/**
 * Holds the team's count for these domains until the transaction ends, so two instances never both
 * count below the cap. Taken in one order, before any rep's lock, so no two transactions wait on
 * each other in a circle.
 */
export async function lockDomains(tx: EntityManager, keys: readonly DomainKey[]): Promise<void> {
  const names = [...new Set(keys.map(lockName))].sort();
  for (const name of names) await sql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [name]);
}

/** Emails the team has sent (or is sending) today to the group. */
export async function sentToDomainToday(em: EntityManager, key: DomainKey, now: Date): Promise<number> {
  const [row] = await sql<{ n: string | number }>(
    em,
    `select count(*) as n from outreach_emails
     where lead_domain = ? and team_id = ? and claimed_at >= ? and status in (${COUNTED_STATUSES.map(() => '?').join(', ')})`,
    [key.domain, key.teamId, startOfUtcDay(now), ...COUNTED_STATUSES],
  );
  return Number(row?.n ?? 0);
}

/**
 * A send now to a group that has had the team's `cap` emails today is refused (429, until
 * tomorrow) with why; the group's count stays locked until the send's transaction ends.
 */
export async function refuseOverDomainCap(
  tx: EntityManager,
  key: DomainKey | null,
  cap: number,
  now: Date,
): Promise<void> {
  if (!key) return;
  await lockDomains(tx, [key]);
  if ((await sentToDomainToday(tx, key, now)) < cap) return;
  const tomorrow = startOfUtcDay(now).getTime() + 86_400_000;
  throw rpcRateLimited(
    `${key.domain} has had ${cap} emails from your team today, the most one restaurant group gets in a day. Send it in their business hours: it goes out tomorrow.`,
    (tomorrow - now.getTime()) / 1000,
  );
}
