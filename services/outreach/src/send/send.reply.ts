import type { EntityManager } from '@mikro-orm/core';
import type { OutreachSendRequestSchema } from '@leadgen/contracts';
import { rpcError } from '@leadgen/service-kit';
import type { z } from 'zod';
import type { InboxRow } from '../db/entities.js';
import { answerOf } from '../inbox/answer.mine.js';

type SendRequest = z.output<typeof OutreachSendRequestSchema>;

const refused = (field: 'follow_up_days' | 'when', message: string) =>
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
