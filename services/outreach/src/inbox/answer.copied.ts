import type { EntityManager } from '@mikro-orm/core';
import { sql } from '../db/sql.js';
import type { Copied } from './answer.asks.js';
import type { MatchedEmail } from './answer.match.js';

/**
 * Whom an answer brings into the thread: those it copies, less the rep and their team (the
 * addresses our mailboxes send from) and anyone the thread already has (the addresses we wrote to or
 * copied). 'Reply all' to an email that copied Tom, adding their GM, brings in the GM alone, so a
 * loop-in by role ('Adding our GM here') still points to one person.
 */
export function newToThread(copied: readonly Copied[], known: ReadonlySet<string>): Copied[] {
  return copied.filter((c) => !known.has(c.address.trim().toLowerCase()));
}

/** The addresses an answer to this email may copy without bringing anyone new: ours and the thread's. */
export async function threadAddresses(
  em: EntityManager,
  match: MatchedEmail,
  own: string | null,
): Promise<Set<string>> {
  const rows = await sql<{ address: string | null }>(
    em,
    `select to_address as address from outreach_emails where sequence_id = ?
     union select cc_address from outreach_emails where sequence_id = ?
     union select from_address from outreach_mailboxes
       where user_id in (select distinct user_id from outreach_emails where team_id = ?)`,
    [match.sequenceId, match.sequenceId, match.teamId],
  );
  const known = new Set(rows.flatMap((r) => (r.address ? [r.address.trim().toLowerCase()] : [])));
  if (own) known.add(own.trim().toLowerCase());
  return known;
}
