import type { EntityManager } from '@mikro-orm/core';
import type { OutreachEmailSent } from '@leadgen/contracts';
import { InboxRow, type EmailRow } from '../db/entities.js';
import type { TheirTime } from '../draft/reply.their-time.js';
import { answerAsks } from '../inbox/answer.asks.js';
import { copiedOf } from '../inbox/answer.keep.js';
import { callStart, inviteWords, type CallInvite } from './call-invite.js';
import { threadCallMinutes } from './call-length.js';

/** A rep's reply to an answer ('Write back'): a first email in the thread of their answer. */
export const isReply = (row: Pick<EmailRow, 'step' | 'threadMessageId'>) =>
  row.step === 0 && Boolean(row.threadMessageId);

/** Whether the reply as sent still names their time ('Thursday around 3'): a rep who wrote another takes up none. */
const namesTheirTime = (body: string, time: TheirTime) => body.toLowerCase().includes(time.when.toLowerCase());

/**
 * The day and time the answer a reply replies to proposed, when they wrote it and the rep's email
 * they answered, while the reply still names it; null for any other email.
 */
async function timeTakenUp(
  em: EntityManager,
  row: EmailRow,
): Promise<{ time: TheirTime; saidAt: Date; answered: string | null } | null> {
  if (!isReply(row)) return null;
  const answer = await em.findOne(InboxRow, { userId: row.userId, messageId: row.threadMessageId });
  const asks = answer && answerAsks(answer.text, answer.fromAddress, answer.restaurantName, copiedOf(answer.cc));
  if (asks?.kind !== 'time' || !namesTheirTime(row.body, asks.time)) return null;
  return { time: asks.time, saidAt: answer!.receivedAt, answered: answer!.emailId ?? null };
}

/**
 * The call a sent reply takes up: the day and time the answer it replies to proposed ('Thursday
 * around 3'), for leads to set the lead's follow-up to; null for any other email.
 */
export async function callTakenUp(em: EntityManager, row: EmailRow): Promise<OutreachEmailSent['call']> {
  const taken = await timeTakenUp(em, row);
  return taken ? { when: taken.time.when, said_at: taken.saidAt.toISOString() } : null;
}

/** The invite a reply taking up their time sends them, from the mailbox it goes out of; null when there is no time ahead. */
export async function callInvite(
  em: EntityManager,
  row: EmailRow,
  from: { fromName: string; fromAddress: string },
  now: Date,
): Promise<CallInvite | null> {
  const taken = await timeTakenUp(em, row);
  const start = taken && callStart(taken.time, taken.saidAt, row.timeZone, now);
  if (!taken || !start) return null;
  const name = row.fromName || from.fromName;
  return {
    // The reply's own Message-ID: their calendar's answer, sent outside the thread, is tied back to it.
    uid: row.messageId.replace(/^<|>$/g, ''),
    start,
    minutes: await threadCallMinutes(em, taken.answered),
    ...inviteWords(taken.time, row.restaurantName, name),
    organizer: { name, email: from.fromAddress },
    attendee: { name: row.toName ?? null, email: row.toAddress },
  };
}
