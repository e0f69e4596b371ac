import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { OutreachStopReason, SuppressionReason } from '@leadgen/contracts';
import { sql } from '../db/sql.js';

/** Why a send to a suppressed address stops, by the reason it was suppressed. */
export const STOP_REASON_OF: Record<SuppressionReason, OutreachStopReason> = {
  unsubscribed: 'unsubscribed',
  bounced: 'bounced',
  manual: 'suppressed',
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

/** Adds the address (once: a second reason leaves the first in place). */
export async function suppress(
  em: EntityManager,
  userId: string,
  address: string,
  reason: SuppressionReason,
  at: Date,
): Promise<void> {
  await sql(
    em,
    `insert into outreach_suppressions (id, user_id, address, reason, created_at) values (?, ?, ?, ?, ?)
     on conflict (user_id, address) do nothing`,
    [randomUUID(), userId, address.toLowerCase(), reason, at],
  );
}
