import type { EntityManager } from '@mikro-orm/core';
import type { OutreachStopReason } from '@leadgen/contracts';
import type { Sender } from '../core/sender.js';
import { sql } from '../db/sql.js';

export type StopScope = { sequenceId: string } | { leadId: string } | { address: string };

/**
 * Stops a rep's emails still waiting to go (a sequence, a lead's, or every one to an address),
 * with the reason the outbox shows. Rows waiting move ('scheduled', and 'held' ones waiting for the
 * rep's word): one already being sent finishes and its result stands. Returns how many stopped.
 * An address given with the team stops every teammate's emails to it: it is off the team's list.
 */
export async function stopScheduled(
  em: EntityManager,
  who: string | Sender,
  scope: StopScope,
  reason: OutreachStopReason,
  status: 'stopped' | 'cancelled' = 'stopped',
): Promise<number> {
  const [column, value] =
    'sequenceId' in scope
      ? ['sequence_id', scope.sequenceId]
      : 'leadId' in scope
        ? ['lead_id', scope.leadId]
        : ['to_address', scope.address];
  const [owner, params] =
    typeof who === 'object' && 'address' in scope
      ? ['(team_id = ? or user_id = ?)', [who.teamId, who.userId]]
      : ['user_id = ?', [typeof who === 'string' ? who : who.userId]];
  const rows = await sql<{ id: string }>(
    em,
    `update outreach_emails set status = ?, stop_reason = ? where ${owner} and ${column} = ? and status in ('scheduled', 'held') returning id`,
    [status, reason, ...params, value],
  );
  return rows.length;
}
