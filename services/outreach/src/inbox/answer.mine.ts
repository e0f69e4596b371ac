import type { EntityManager } from '@mikro-orm/core';
import { rpcError } from '@leadgen/service-kit';
import { InboxRow } from '../db/entities.js';

/** An answer in the rep's own Inbox (about this lead, when one is named); any other is not theirs to see. */
export async function answerOf(em: EntityManager, userId: string, id: string, leadId?: string): Promise<InboxRow> {
  const row = await em.findOne(InboxRow, { id, userId, ...(leadId ? { leadId } : {}) });
  if (!row) throw rpcError('NOT_FOUND', 'This answer is not in your Inbox.');
  return row;
}
