import type { EntityManager } from '@mikro-orm/core';
import type { Mailbox } from '@leadgen/contracts';
import { sql } from '../db/sql.js';
import type { ImapAccess } from '../inbox/imap.access.js';

export interface MailboxState {
  imap: NonNullable<Mailbox['imap']> | null;
  sendingPaused: Mailbox['sending_paused'];
}

/** Where the rep's answers are read and how the last read went, and whether new first emails are paused. */
export async function mailboxState(em: EntityManager, userId: string, imap: ImapAccess | null): Promise<MailboxState> {
  const [cursor] = imap
    ? await sql<{ checked_at: Date | null; error: string | null }>(
        em,
        'select checked_at, error from outreach_mailbox_cursors where mailbox_key = ?',
        [imap.key],
      )
    : [];
  const [pause] = await sql<{ reason: string; since: Date }>(
    em,
    'select reason, since from outreach_sending_pauses where user_id = ?',
    [userId],
  );
  return {
    imap: imap
      ? {
          host: imap.host,
          port: imap.port,
          security: imap.security,
          user: imap.user,
          has_password: Boolean(imap.password),
          last_checked_at: cursor?.checked_at ? new Date(cursor.checked_at).toISOString() : null,
          error: cursor?.error ?? null,
        }
      : null,
    sendingPaused: pause ? { reason: pause.reason, since: new Date(pause.since).toISOString() } : null,
  };
}
