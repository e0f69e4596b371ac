import type { EntityManager } from '@mikro-orm/core';
import type { DigestSettings } from '@leadgen/contracts';
import { dateOf, sql } from '../db/sql.js';
import { firstDueAt } from './digest.due.js';

interface SettingsRow {
  weekly: boolean;
  last_sent_at: unknown;
}

const settingsOf = (row: SettingsRow | undefined): DigestSettings => ({
  // A rep the worker has not seen yet gets the digest: it is on by default.
  weekly: row ? Boolean(row.weekly) : true,
  last_sent_at: dateOf(row?.last_sent_at)?.toISOString() ?? null,
});

/** The rep's digest settings as Account Settings shows them. */
export async function readSettings(em: EntityManager, userId: string): Promise<DigestSettings> {
  const [row] = await sql<SettingsRow>(em, 'select weekly, last_sent_at from digest_settings where user_id = ?', [
    userId,
  ]);
  return settingsOf(row);
}

/**
 * Turns the rep's digest on or off in one statement. Turned back on, the next is due a week from
 * now (never at once for the weeks it was off); left on, it stays due when it was. An id that is no
 * account's changes nothing (null).
 */
export async function setWeekly(
  em: EntityManager,
  userId: string,
  weekly: boolean,
  now: Date,
): Promise<DigestSettings | null> {
  const [row] = await sql<SettingsRow>(
    em,
    `insert into digest_settings (user_id, weekly, next_due_at)
       select id, ?, ? from users where id = ?
     on conflict (user_id) do update set
       weekly = excluded.weekly,
       next_due_at = case when digest_settings.weekly then digest_settings.next_due_at else excluded.next_due_at end
     returning weekly, last_sent_at`,
    [weekly, firstDueAt(now), userId],
  );
  return row ? settingsOf(row) : null;
}
