import type { EntityManager } from '@mikro-orm/core';
import type { OutreachEmailSent } from '@leadgen/contracts';
import { InboxRow, type EmailRow } from '../db/entities.js';
import { answerAsks } from '../inbox/answer.asks.js';
import { copiedOf } from '../inbox/answer.keep.js';

/** A rep's reply to an answer ('Write back'): a first email in the thread of their answer. */
export const isReply = (row: Pick<EmailRow, 'step' | 'threadMessageId'>) =>
  row.step === 0 && Boolean(row.threadMessageId);

/**
 * The call a sent reply takes up: the day and time the answer it replies to proposed ('Thursday
 * around 3'), for leads to set the lead's follow-up to; null for any other email.
 */
export async function callTakenUp(em: EntityManager, row: EmailRow): Promise<OutreachEmailSent['call']> {
  if (!isReply(row)) return null;
  const answer = await em.findOne(InboxRow, { userId: row.userId, messageId: row.threadMessageId });
  const asks = answer && answerAsks(answer.text, answer.fromAddress, answer.restaurantName, copiedOf(answer.cc));
  return asks?.kind === 'time' ? { when: asks.time.when, said_at: answer!.receivedAt.toISOString() } : null;
}
