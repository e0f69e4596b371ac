import type { InboxKind } from '@leadgen/contracts';
import type { DeliveryReport, IncomingMail } from './read-mail.types.js';
import { isTemporary, meaningOf, replyCodeIn } from './smtp-status.js';

/**
 * A bounce: the email did not reach the address. A hard bounce (status 5.x.x: no such address, no
 * such domain) suppresses the address; a soft one (4.x.x, or the server still trying: Action
 * delayed; or a full mailbox) is tried again.
 */

type Recipient = DeliveryReport['recipients'][number];

export interface BounceVerdict {
  kind: Extract<InboxKind, 'hard_bounce' | 'soft_bounce' | 'auto_reply'>;
  rule: string;
  bounce: { address: string | null; status: string | null } | null;
}

const DONE = ['delivered', 'relayed', 'expanded'];

/** The recipient the report says failed (else the first delayed), when it says any did. */
function failedRecipient(report: DeliveryReport): Recipient | null {
  const failing = report.recipients.filter((r) => !DONE.includes(r.action ?? '') && (r.action || r.status));
  return failing.find((r) => r.action !== 'delayed') ?? failing[0] ?? null;
}

/** A status for a recipient that gives none: its diagnostic's reply code, else what its action says. */
function statusOf(r: Recipient): string | null {
  return r.status ?? replyCodeIn(r.diagnostic);
}

function isSoft(r: Recipient, status: string | null): boolean {
  return r.action === 'delayed' || (status !== null && isTemporary(status));
}

/** 'Delivery report' for a multipart/report, 'Bounce notice' for a plain-text one. */
function sourceOf(mail: IncomingMail): string {
  return /multipart\/report/i.test(mail.headers['content-type'] ?? '') ? 'Delivery report' : 'Bounce notice';
}

function bounceOf(mail: IncomingMail, report: DeliveryReport, r: Recipient): BounceVerdict {
  const status = statusOf(r);
  const soft = isSoft(r, status);
  const meaning = meaningOf(status, r.diagnostic);
  const said = status ? `status ${status} (${meaning})` : `no status given (${meaning})`;
  // A delay notice is no bounce: the server still tries, and may yet deliver. Sending a copy would
  // make two, and three such notices would suppress an address that works.
  if (r.action === 'delayed')
    return {
      kind: 'auto_reply',
      rule: `${sourceOf(mail)}: delayed, ${said}: the server is still trying, so nothing changes`,
      bounce: { address: r.address ?? report.originalTo, status },
    };
  return {
    kind: soft ? 'soft_bounce' : 'hard_bounce',
    rule: `${sourceOf(mail)}: ${r.action === 'delayed' ? 'delayed, ' : ''}${said}`,
    bounce: { address: r.address ?? report.originalTo, status },
  };
}

/** A read receipt (RFC 8098) or a report that the email was delivered: nothing to do. */
function receiptOf(mail: IncomingMail): BounceVerdict | null {
  const type = mail.headers['content-type'] ?? '';
  if (/report-type\s*=\s*"?disposition-notification/i.test(type)) {
    return { kind: 'auto_reply', rule: 'Read receipt: nothing to do', bounce: null };
  }
  if (mail.report?.recipients.some((r) => DONE.includes(r.action ?? ''))) {
    return { kind: 'auto_reply', rule: 'Delivery report: delivered, nothing to do', bounce: null };
  }
  return null;
}

/** Hard or soft bounce, a receipt (auto-reply), or null when the message reports nothing. */
export function bounceVerdict(mail: IncomingMail): BounceVerdict | null {
  const failed = mail.report && failedRecipient(mail.report);
  if (mail.report && failed) return bounceOf(mail, mail.report, failed);
  return receiptOf(mail);
}
