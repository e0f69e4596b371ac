import type { EntityManager } from '@mikro-orm/core';
import { SUPPRESSION_REASON_LABELS, type OutreachSendRequestSchema } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import type { z } from 'zod';
import type { InboxRow } from '../db/entities.js';
import { answerOf } from '../inbox/answer.mine.js';
import type { Sender } from '../core/sender.js';
import { suppressionFor } from '../suppressions/suppressions.store.js';

type SendRequest = z.output<typeof OutreachSendRequestSchema>;

const refused = (field: 'follow_up_days' | 'when' | 'cc', message: string) =>
  rpcError('VALIDATION_FAILED', `Invalid request: ${field}: ${message}`, { [field]: [message] });

/**
 * The answer a send replies to ('Write back'): the rep's own, about this lead. A reply goes now, in
 * the conversation the owner started, so it is never scheduled and never followed up on its own.
 */
export async function replyingTo(em: EntityManager, userId: string, req: SendRequest): Promise<InboxRow> {
  if (req.follow_up_days.length) throw refused('follow_up_days', 'A reply is sent without follow-ups');
  if (req.when !== 'now' || req.send_at) throw refused('when', 'A reply is sent now');
  return answerOf(em, userId, req.answer_id!, req.lead_id);
}

/**
 * A Cc is for a reply only (a first email and its follow-ups go to one person), never the address
 * it goes to, and never an address on the suppression list.
 */
export async function checkCc(em: EntityManager, who: Sender, req: SendRequest): Promise<void> {
  if (!req.cc) return;
  const cc = req.cc.toLowerCase();
  if (!req.answer_id) throw refused('cc', 'Only a reply written back from the Inbox copies anyone');
  if (cc === req.to.toLowerCase()) throw refused('cc', 'Cc is the address the email goes to');
  const suppressed = await suppressionFor(em, who, cc);
  if (suppressed) {
    throw rpcError(
      'CONFLICT',
      `${cc} is on your ${suppressed.byTeammate ? "team's " : ''}suppression list (${SUPPRESSION_REASON_LABELS[suppressed.reason]}): it is not copied.`,
    );
  }
}
