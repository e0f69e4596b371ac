import type { EntityManager } from '@mikro-orm/core';
import { sql } from '../db/sql.js';

export const HELD_WORDS = 'Held: the first email may not have been sent. Send it anyway or cancel it.';

/**
 * A first email whose outcome is unknown (the service died mid-send, or the server hung up before
 * confirming): its scheduled follow-ups wait as 'held' until the rep sends or cancels them, since a
 * 'Re:' to an email that never arrived reads as spam.
 */
export async function holdFollowUps(em: EntityManager, sequenceIds: string[]): Promise<number> {
  if (sequenceIds.length === 0) return 0;
  const rows = await sql(
    em,
    `update outreach_emails set status = 'held', error = ?
     where sequence_id in (${sequenceIds.map(() => '?').join(', ')}) and step > 0 and status = 'scheduled' returning id`,
    [HELD_WORDS, ...sequenceIds],
  );
  return rows.length;
}

/** The first email turned out sent after all: its held follow-ups go on, none due before now. */
export async function releaseHeld(em: EntityManager, sequenceId: string, now: Date): Promise<number> {
  const rows = await sql(
    em,
    `update outreach_emails set status = 'scheduled', error = null, due_at = greatest(due_at, ?)
     where sequence_id = ? and step > 0 and status = 'held' returning id`,
    [now, sequenceId],
  );
  return rows.length;
}
