import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { InboxKind } from '@leadgen/contracts';
import { sql } from '../db/sql.js';
import type { Copied } from './answer.asks.js';
import { calendarJson, type KeptCalendarAnswer } from './answer.calendar.js';
import type { MatchedEmail } from './answer.match.js';

/** One answer as it is kept: where it sits in its mailbox, what it is and what it says. */
export interface AnswerToKeep {
  mailboxKey: string;
  uidValidity: string;
  uid: number;
  messageId: string | null;
  kind: InboxKind;
  rule: string;
  fromAddress: string;
  fromName: string | null;
  /** Whom the answer brings into the thread, as named there (not the rep, the team or those already on it): a colleague they loop in. */
  cc: Copied[];
  /** Their calendar's answer to the rep's invite, when it is one. */
  calendar: KeptCalendarAnswer | null;
  address: string;
  subject: string;
  text: string;
  receivedAt: Date;
  returnDate: string | null;
}

/** Whom an answer copies, as its row keeps it (JSON), or null when it copies nobody. */
function copiedJson(cc: Copied[]): string | null {
  if (!cc.length) return null;
  return JSON.stringify(cc.map((c) => ({ address: c.address.slice(0, 254), name: c.name?.slice(0, 200) ?? null })));
}

/** Whom a kept answer copies, read back from its row (anything unreadable: nobody). */
export function copiedOf(json: string | null | undefined): Copied[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? list.filter(
          (c): c is Copied => typeof c?.address === 'string' && (c.name === null || typeof c.name === 'string'),
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the answer once: its place in the mailbox (UIDVALIDITY and UID) is unique, and so is its
 * Message-ID in that mailbox (a mailbox whose UIDVALIDITY changed is read again without repeats).
 * Returns the new row's id, or null when it was kept before.
 */
export async function keepAnswer(
  em: EntityManager,
  match: MatchedEmail,
  a: AnswerToKeep,
  now: Date,
): Promise<string | null> {
  if (a.messageId) {
    const [seen] = await sql(em, 'select 1 from outreach_inbox where mailbox_key = ? and message_id = ? limit 1', [
      a.mailboxKey,
      a.messageId,
    ]);
    if (seen) return null;
  }
  const id = randomUUID();
  const rows = await sql<{ id: string }>(
    em,
    `insert into outreach_inbox (id, user_id, lead_id, email_id, restaurant_name, mailbox_key, uid_validity, uid, message_id,
       kind, rule, overridden, from_address, from_name, cc, calendar, address, subject, text, received_at, read, return_date,
       action, leads_told, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, false, ?, ?, ?, ?, ?, ?, ?, ?, false, ?, '', false, ?)
     on conflict (mailbox_key, uid_validity, uid) do nothing returning id`,
    [
      id,
      match.userId,
      match.leadId,
      match.id,
      match.restaurantName.slice(0, 300),
      a.mailboxKey,
      a.uidValidity,
      a.uid,
      a.messageId?.slice(0, 300) ?? null,
      a.kind,
      a.rule.slice(0, 300),
      a.fromAddress.slice(0, 254),
      a.fromName?.slice(0, 200) ?? null,
      copiedJson(a.cc),
      calendarJson(a.calendar),
      a.address.slice(0, 254),
      a.subject.slice(0, 300),
      a.text.slice(0, 20_000),
      a.receivedAt,
      a.returnDate,
      now,
    ],
  );
  return rows[0]?.id ?? null;
}

/** The place read up to in a mailbox moves on (never back), in the transaction that kept the answer. */
export async function advanceCursor(em: EntityManager, key: string, uidValidity: string, uid: number): Promise<void> {
  await sql(
    em,
    `update outreach_mailbox_cursors set last_uid = greatest(last_uid, ?) where mailbox_key = ? and uid_validity = ?`,
    [uid, key, uidValidity],
  );
}
