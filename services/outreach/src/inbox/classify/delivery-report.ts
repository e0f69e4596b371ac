import type { Attachment } from 'postal-mime';
import { firstAddress, firstMessageId, headerSection, parseFields, splitBlocks } from './header-block.js';
import type { DeliveryReport } from './read-mail.types.js';
import { enhancedStatusIn } from './smtp-status.js';

/**
 * A bounce as servers send it today (RFC 3464): a multipart/report whose machine-readable part
 * names each recipient, what was done (Action) and why (Status, Diagnostic-Code), followed by the
 * returned message or its headers, which carry the Message-ID of the email that bounced.
 */

const STATUS_TYPES = ['message/delivery-status', 'message/global-delivery-status'];
const RETURNED_TYPES = [
  'text/rfc822-headers',
  'message/rfc822-headers',
  'message/rfc822',
  'message/global',
  'message/global-headers',
];
// Headers and status fields sit at the top of a part: more is never needed.
const READ_AT_MOST = 64 * 1024;

export function attachmentText(attachment: Attachment): string {
  const { content } = attachment;
  if (typeof content === 'string') return content.slice(0, READ_AT_MOST);
  const bytes = content instanceof Uint8Array ? content : new Uint8Array(content);
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, READ_AT_MOST));
}

type Recipient = DeliveryReport['recipients'][number];

const valueAfterType = (value: string | undefined) => (value ? value.replace(/^[\w-]+\s*;\s*/, '').trim() : null);

function recipientOf(fields: Record<string, string>): Recipient {
  const status = fields['status'] ? (enhancedStatusIn(fields['status']) ?? fields['status'].trim()) : null;
  return {
    address: firstAddress(valueAfterType(fields['final-recipient'] ?? fields['original-recipient'])),
    action:
      fields['action']
        ?.trim()
        .toLowerCase()
        .split(/[\s(;]/)[0] || null,
    status,
    diagnostic: valueAfterType(fields['diagnostic-code'])?.slice(0, 500) || null,
  };
}

const isRecipientBlock = (fields: Record<string, string>) =>
  'final-recipient' in fields || 'original-recipient' in fields || 'action' in fields;

/** The returned message's headers (text/rfc822-headers, or the top of a message/rfc822), or {}. */
export function returnedHeaders(attachments: Attachment[]): Record<string, string> {
  const returned = attachments.find((a) => RETURNED_TYPES.includes(a.mimeType));
  return returned ? parseFields(headerSection(attachmentText(returned))) : {};
}

/** The report a message carries as a delivery-status part, or null when it carries none. */
export function deliveryReportOf(attachments: Attachment[]): DeliveryReport | null {
  const status = attachments.find((a) => STATUS_TYPES.includes(a.mimeType));
  if (!status) return null;
  const blocks = splitBlocks(attachmentText(status)).map(parseFields);
  const perMessage = blocks[0] ?? {};
  const returned = returnedHeaders(attachments);
  return {
    recipients: blocks.filter(isRecipientBlock).map(recipientOf),
    // Gmail also names it in the status itself.
    originalMessageId: firstMessageId(returned['message-id']) ?? firstMessageId(perMessage['x-original-message-id']),
    originalTo: firstAddress(returned['to']),
  };
}
