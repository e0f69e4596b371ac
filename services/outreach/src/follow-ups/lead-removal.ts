import type { EntityManager } from '@mikro-orm/core';
import { MY_LEADS_UNDO_SECONDS } from '@leadgen/contracts';
import { sql } from '../db/sql.js';

/** A removal's undo is kept this long by leads (the toast and time for the click): past it, the lead's mail goes. */
export const REMOVAL_KEPT_MS = MY_LEADS_UNDO_SECONDS * 1000 + 60_000;

/**
 * Remembers a removed lead (at), or forgets it when it comes back (null: an undo put it back), and
 * then its follow-ups the removal stopped wait again, as they were.
 */
export async function noteLeadRemoval(
  em: EntityManager,
  userId: string,
  leadId: string,
  at: Date | null,
): Promise<void> {
  if (at === null) {
    const removed = await sql(
      em,
      'delete from outreach_lead_removals where user_id = ? and lead_id = ? returning lead_id',
      [userId, leadId],
    );
    if (removed.length)
      await sql(
        em,
        // Held again when the first email's outcome is still unknown.
        `update outreach_emails e set stop_reason = null, status = case when exists (
           select 1 from outreach_emails f where f.sequence_id = e.sequence_id and f.step = 0 and f.status = 'outcome_unknown'
         ) then 'held' else 'scheduled' end
         where e.user_id = ? and e.lead_id = ? and e.status = 'stopped' and e.stop_reason = 'lead_removed'`,
        [userId, leadId],
      );
    return;
  }
  await sql(
    em,
    `insert into outreach_lead_removals (user_id, lead_id, removed_at) values (?, ?, ?)
     on conflict (user_id, lead_id) do update set removed_at = excluded.removed_at`,
    [userId, leadId, at],
  );
}

/**
 * A removed lead's personal data goes once its undo window has passed: its emails (scheduled and
 * sent) and its answers. Its suppression entries stay, as the law requires an opt-out to last.
 */
export async function purgeRemovedLeads(em: EntityManager, now: Date): Promise<number> {
  const due = await sql<{ user_id: string; lead_id: string }>(
    em,
    'select user_id, lead_id from outreach_lead_removals where removed_at < ? limit 50',
    [new Date(now.getTime() - REMOVAL_KEPT_MS)],
  );
  for (const r of due) {
    await em.transactional(async (tx) => {
      await sql(tx, `delete from outreach_emails where user_id = ? and lead_id = ? and status <> 'sending'`, [
        r.user_id,
        r.lead_id,
      ]);
      await sql(tx, 'delete from outreach_inbox where user_id = ? and lead_id = ?', [r.user_id, r.lead_id]);
      await sql(tx, 'delete from outreach_lead_removals where user_id = ? and lead_id = ?', [r.user_id, r.lead_id]);
    });
  }
  return due.length;
}
