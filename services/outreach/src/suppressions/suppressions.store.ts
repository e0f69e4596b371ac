import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { OutreachStopReason, SuppressionReason } from '@leadgen/contracts';
import { sql } from '../db/sql.js';

/** Why a send to a suppressed address stops, by the reason it was suppressed. */
export const STOP_REASON_OF: Record<SuppressionReason, OutreachStopReason> = {
  unsubscribed: 'unsubscribed',
  bounced: 'bounced',
  manual: 'suppressed',
  opted_out: 'opted_out',
};

export async function suppressionOf(
  em: EntityManager,
  userId: string,
  address: string,
): Promise<SuppressionReason | null> {
  const [row] = await sql<{ reason: SuppressionReason }>(
    em,
    'select reason from outreach_suppressions where user_id = ? and address = ?',
    [userId, address.toLowerCase()],
  );
  return row?.reason ?? null;
}

/** Adds the address (once: a second reason leaves the first in place); leads hears of it by the worker. True when it was added now. */
export async function suppress(
  em: EntityManager,
  userId: string,
  address: string,
  reason: SuppressionReason,
  at: Date,
  from: { leadId?: string | null; addedBy?: string | null } = {},
): Promise<boolean> {
  const added = await sql(
    em,
    `insert into outreach_suppressions (id, user_id, address, reason, created_at, lead_id, added_by, leads_told)
     values (?, ?, ?, ?, ?, ?, ?, false)
     on conflict (user_id, address) do nothing returning id`,
    [randomUUID(), userId, address.toLowerCase(), reason, at, from.leadId ?? null, from.addedBy ?? null],
  );
  return added.length > 0;
}

/** Takes an address off the list (the rep's hand, or a corrected answer); leads hears so by the worker. */
export async function unsuppress(
  em: EntityManager,
  userId: string,
  where: { id?: string; addedBy?: string },
): Promise<number> {
  const [column, value] = where.id ? ['id', where.id] : ['added_by', where.addedBy];
  const gone = await sql<{ address: string; created_at: Date }>(
    em,
    `delete from outreach_suppressions where user_id = ? and ${column} = ? returning address, created_at`,
    [userId, value],
  );
  for (const g of gone) {
    await sql(em, 'insert into outreach_suppression_lifts (id, user_id, address, created_at) values (?, ?, ?, ?)', [
      randomUUID(),
      userId,
      g.address,
      new Date(),
    ]);
  }
  return gone.length;
}
