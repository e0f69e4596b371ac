import type { InboxKind, InboxMessage } from '@leadgen/contracts';
import type { InboxRow } from '../db/entities.js';

/** An answer as the Inbox shows it. */
export function inboxView(row: InboxRow): InboxMessage {
  return {
    id: row.id,
    lead_id: row.leadId,
    email_id: row.emailId ?? null,
    restaurant_name: row.restaurantName,
    kind: row.kind as InboxKind,
    rule: row.rule,
    overridden: row.overridden,
    from: row.fromAddress,
    from_name: row.fromName ?? null,
    subject: row.subject,
    text: row.text,
    received_at: row.receivedAt.toISOString(),
    read: row.read,
    return_date: row.returnDate ?? null,
    action: row.action,
  };
}
