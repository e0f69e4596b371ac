import type { OutreachEmail } from '@leadgen/contracts';
import type { EmailRow } from '../db/entities.js';

/** An email as the outbox shows it: its Message-ID only once the mail server took it. */
export function outboxEmailView(row: EmailRow): OutreachEmail {
  return {
    id: row.id,
    lead_id: row.leadId,
    restaurant_name: row.restaurantName,
    sequence_id: row.sequenceId,
    step: row.step,
    to: row.toAddress,
    to_name: row.toName ?? null,
    cc: row.ccAddress ?? null,
    subject: row.subject,
    body: row.body,
    status: row.status as OutreachEmail['status'],
    stop_reason: (row.stopReason ?? null) as OutreachEmail['stop_reason'],
    error: row.error ?? null,
    due_at: row.dueAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    message_id: row.status === 'sent' ? row.messageId : null,
    created_at: row.createdAt.toISOString(),
    paused_until: row.status === 'scheduled' ? (row.pausedUntil ?? null) : null,
    sent_folder: (row.sentFolder ?? null) as OutreachEmail['sent_folder'],
  };
}
