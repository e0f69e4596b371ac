import type { MailboxAccess } from '../mailbox/mailbox.access.js';

export interface EmailToSend {
  toAddress: string;
  toName?: string | null;
  /** Whom it copies; also a recipient of the SMTP envelope. */
  ccAddress?: string | null;
  ccName?: string | null;
  subject: string;
  body: string;
  messageId: string;
  /** The first email's Message-ID, for a follow-up in its thread. */
  threadMessageId?: string | null;
  /** The name it was signed as when it was written; the mailbox's own otherwise. */
  fromName?: string | null;
}

/** A recipient's own opt-out: the public page of their token, and its one-click address. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
  /** The one the email copies: their own page, so their opt-out is theirs. */
  copied?: { address: string; page: string } | null;
}

/**
 * The footer every email carries, as the law asks: the sender's postal address and a working
 * opt-out. An email that copies someone gives each recipient a link of their own, named by address,
 * so the one copied who opts out stops their own emails, not the conversation with the other.
 */
export function footer(postalAddress: string, links: UnsubscribeLinks, toAddress: string): string {
  const optOut = `Don't want these emails? Unsubscribe: ${links.page}`;
  if (!links.copied) return `--\n${postalAddress}\n${optOut}`;
  return `--\n${postalAddress}\n${optOut} (${toAddress})\nUnsubscribe: ${links.copied.page} (${links.copied.address}, copied)`;
}

/** A Message-ID under the sender's own domain: `<email id@domain>`. */
export function messageIdFor(emailId: string, fromAddress: string): string {
  const domain = fromAddress.split('@')[1] || 'outreach.invalid';
  return `<${emailId}@${domain}>`;
}

/**
 * The email as it leaves: plain text, honest From and Reply-To (the rep's own address), the
 * footer, the one-click unsubscribe headers of RFC 8058, a follow-up threaded under the first, and
 * the calendar invite of a reply that takes up the time they proposed.
 * An email that copies someone has no one-click header: a mail program's button cannot say which
 * of the two pressed it, so each opts out by the footer's link of their own.
 */
export function buildMessage(
  email: EmailToSend,
  from: MailboxAccess,
  links: UnsubscribeLinks,
  invite: string | null = null,
) {
  const copies = Boolean(email.ccAddress);
  if (copies && !links.copied) throw new Error('An email that copies someone carries their own unsubscribe link.');
  // The name the body signs with: the owner reads one name, whenever the email goes out.
  const name = email.fromName || from.fromName;
  return {
    from: { name, address: from.fromAddress },
    replyTo: { name, address: from.fromAddress },
    to: email.toName ? { name: email.toName, address: email.toAddress } : email.toAddress,
    ...(email.ccAddress
      ? { cc: email.ccName ? { name: email.ccName, address: email.ccAddress } : email.ccAddress }
      : {}),
    subject: email.subject,
    text: `${email.body}\n\n${footer(from.postalAddress, links, email.toAddress)}\n`,
    messageId: email.messageId,
    ...(email.threadMessageId ? { inReplyTo: email.threadMessageId, references: [email.threadMessageId] } : {}),
    // A reply taking up their time carries its invite: their mail program offers Accept and Decline.
    ...(invite ? { icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: invite } } : {}),
    headers: copies
      ? {}
      : { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The public page and the one-click address of one recipient's token. */
export function unsubscribeLinks(publicUrl: string, token: string): UnsubscribeLinks {
  return { page: `${publicUrl}/unsubscribe/${token}`, oneClick: `${publicUrl}/api/unsubscribe/${token}` };
}
