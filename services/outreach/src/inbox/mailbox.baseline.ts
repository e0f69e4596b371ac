import type { EntityManager } from '@mikro-orm/core';
import { sql } from '../db/sql.js';
import { scoped, scopeOf } from './answer.match.js';

/** A day: IMAP's SINCE counts whole days in the server's zone, so the search starts a day early. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the first read of a mailbox starts: nothing that arrived before the first email sent from
 * it can answer one, so a rep's years of mail are never read. The day before that first email, or
 * null when nothing was sent yet (nothing in the mailbox is an answer).
 */
export async function answersSince(em: EntityManager, userId: string | null): Promise<Date | null> {
  const where = scoped(scopeOf(userId));
  const [row] = await sql<{ first: Date | string | null }>(
    em,
    `select min(sent_at) as first from outreach_emails where sent_at is not null and ${where.sql}`,
    where.params,
  );
  return row?.first ? new Date(new Date(row.first).getTime() - DAY_MS) : null;
}
