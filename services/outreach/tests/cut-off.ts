import type { OutreachStack } from './outreach-stack.js';

/**
 * What a cut-off send leaves: the first email 'outcome unknown' since `attemptedAt` (its sending
 * began, then the instance died), its follow-ups held. Written in the suite's outreach database.
 */
export async function cutOff(
  stack: Pick<OutreachStack, 'orm'>,
  email: { id: string; sequence_id: string },
  attemptedAt: Date,
): Promise<void> {
  const sql = (query: string, params: unknown[]) => stack.orm.em.fork().getConnection().execute(query, params);
  await sql(
    `update outreach_emails set status = 'outcome_unknown', sent_at = null, attempted_at = ?,
       error = 'Sending stopped part way (the service restarted).' where id = ?`,
    [attemptedAt, email.id],
  );
  await sql(`update outreach_emails set status = 'held' where sequence_id = ? and step > 0`, [email.sequence_id]);
}
