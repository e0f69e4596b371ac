import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { OutreachStopReason, SuppressionReason } from '@leadgen/contracts';
import type { Sender } from '../core/sender.js';
import { sql } from '../db/sql.js';

/** Why a send to a suppressed address stops, by the reason it was suppressed. */
export const STOP_REASON_OF: Record<SuppressionReason, OutreachStopReason> = {
  unsubscribed: 'unsubscribed',
  bounced: 'bounced',
  manual: 'suppressed',
  opted_out: 'opted_out',
};

/** Rows of the sender's list: the team's, and those the rep brought from before (an opt-out binds its sender for good). */
export const LIST_OF_SENDER = '(team_id = ? or user_id = ?)';
export const listParams = (who: Sender) => [who.teamId, who.userId];

/** Why the address is not emailed by this sender, and whether a teammate's email put it on the list; null when it may be. */
export async function suppressionFor(
  em: EntityManager,
  who: Sender,
  address: string,
): Promise<{ reason: SuppressionReason; byTeammate: boolean } | null> {
  const [row] = await sql<{ reason: SuppressionReason; user_id: string }>(
    em,
    `select reason, user_id from outreach_suppressions where address = ? and ${LIST_OF_SENDER} order by created_at limit 1`,
    [address.toLowerCase(), ...listParams(who)],
  );
  return row ? { reason: row.reason, byTeammate: row.user_id !== who.userId } : null;
}

/** Why the address is not emailed by this sender, or null: on their team's list, or on their own from before. */
export async function suppressionOf(
  em: EntityManager,
  who: Sender,
  address: string,
): Promise<SuppressionReason | null> {
  return (await suppressionFor(em, who, address))?.reason ?? null;
}

/** Adds the address (once: a second reason leaves the first in place); leads hears of it by the worker. True when it was added now. */
export async function suppress(
  em: EntityManager,
  who: Sender,
  address: string,
  reason: SuppressionReason,
  at: Date,
  from: { leadId?: string | null; addedBy?: string | null } = {},
): Promise<boolean> {
  const added = await sql(
    em,
    `insert into outreach_suppressions (id, user_id, team_id, address, reason, created_at, lead_id, added_by, leads_told)
     values (?, ?, ?, ?, ?, ?, ?, ?, false)
     on conflict (team_id, address) do nothing returning id`,
    [
      randomUUID(),
      who.userId,
      who.teamId,
      address.toLowerCase(),
      reason,
      at,
      from.leadId ?? null,
      from.addedBy ?? null,
    ],
  );
  return added.length > 0;
}

/** Takes an address off the list (the rep's hand, or a corrected answer); leads hears so by the worker. */
export async function unsuppress(
  em: EntityManager,
  who: Sender,
  where: { id?: string; addedBy?: string },
): Promise<number> {
  const [column, value] = where.id ? ['id', where.id] : ['added_by', where.addedBy];
  const gone = await sql<{ address: string; created_at: Date }>(
    em,
    `delete from outreach_suppressions where ${LIST_OF_SENDER} and ${column} = ? returning address, created_at`,
    [...listParams(who), value],
  );
  for (const g of gone) {
    await sql(em, 'insert into outreach_suppression_lifts (id, user_id, address, created_at) values (?, ?, ?, ?)', [
      randomUUID(),
      who.userId,
      g.address,
      new Date(),
    ]);
  }
  return gone.length;
}
