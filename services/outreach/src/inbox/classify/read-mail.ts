import PostalMime, { type Email } from 'postal-mime';
import { deliveryReportOf, returnedHeaders } from './delivery-report.js';
import { firstAddress, firstMessageId } from './header-block.js';
import { htmlToText } from './html-text.js';
import { looksLikeMail, mailFieldsOf, type MailFields } from './mail-fields.js';
import { isBounceNotice, plainBounceReport } from './plain-bounce.js';
import { replyTextOf } from './quoted-history.js';

/** One message from the rep's mailbox, as matching and classifying need it. */
export interface IncomingMail {
  /** With angle brackets, as sent: '<abc@host>'. */
  messageId: string | null;
  inReplyTo: string | null;
  /** Each '<...>'. */
  references: string[];
  /** Address lower-cased. */
  from: { address: string; name: string | null } | null;
  /** Lower-cased addresses. */
  to: string[];
  subject: string;
  date: Date | null;
  /**
   * Every header's first value, names lower-cased: among them those that decide auto-replies
   * (auto-submitted, x-auto-response-suppress, precedence, x-autoreply, x-autorespond, list-id,
   * return-path, content-type...).
   */
  headers: Record<string, string>;
  /** The whole plain text (html turned to text when there is no text part). */
  text: string;
  /**
   * The answer's own words: the quoted history ('>' lines, "On ... wrote:", Outlook's "From: ...
   * Sent: ..." block, "-----Original Message-----", Spanish "El ... escribió:") and the signature
   * taken out.
   */
  replyText: string;
  report: DeliveryReport | null;
}

export interface DeliveryReport {
  recipients: Array<{
    address: string | null;
    action: string | null;
    status: string | null;
    diagnostic: string | null;
  }>;
  /** The Message-ID of the email that bounced, from the returned headers (text/rfc822-headers or message/rfc822). */
  originalMessageId: string | null;
  /** The returned message's To, when the recipients block lacks it. */
  originalTo: string | null;
}

// A returned email (message/rfc822) stays an attachment: its words are ours, never the answer's. A
// message nested deeper than any mail program writes is refused, and read as words only.
const OPTIONS = { forceRfc822Attachments: true, maxNestingDepth: 50 } as const;
const NO_FIELDS: MailFields = {
  messageId: null,
  inReplyTo: null,
  references: [],
  from: null,
  to: [],
  subject: '',
  date: null,
  headers: {},
};

const asText = (raw: Buffer | string) => (typeof raw === 'string' ? raw : new TextDecoder().decode(raw));

/** What a message's body says as plain text: its text part, else its HTML as text. */
function bodyText(email: Email): string {
  if (email.text?.trim()) return email.text;
  return email.html ? htmlToText(email.html) : (email.text ?? '');
}

/**
 * What the message reports about delivery: its delivery-status part, else (a plain-text bounce)
 * the notice's words. Either way the returned email's Message-ID, which ties the bounce to the
 * email we sent, is taken from wherever the server put it.
 */
function reportOf(email: Email, fields: MailFields, text: string): DeliveryReport | null {
  const report = deliveryReportOf(email.attachments);
  if (report?.recipients.length) return report;
  if (!isBounceNotice(fields.from, fields.subject, fields.headers, text)) return report;
  const ignore = [fields.from?.address, ...fields.to].filter((a): a is string => !!a);
  const plain = plainBounceReport(text, fields.subject, fields.headers, ignore);
  const returned = returnedHeaders(email.attachments);
  return {
    recipients: plain.recipients,
    originalMessageId: report?.originalMessageId ?? firstMessageId(returned['message-id']) ?? plain.originalMessageId,
    originalTo: report?.originalTo ?? firstAddress(returned['to']) ?? plain.originalTo,
  };
}

/** Something that is no MIME message at all (or that postal-mime refused): its words, nothing else. */
function wordsOnly(raw: Buffer | string): IncomingMail {
  const text = asText(raw).slice(0, 2_000_000);
  return { ...NO_FIELDS, text, replyText: replyTextOf(text), report: null };
}

/** Reads one raw message from the mailbox. Never throws: whatever arrives is read as well as it can be. */
export async function readMail(raw: Buffer | string): Promise<IncomingMail> {
  let email: Email;
  try {
    email = await PostalMime.parse(raw, OPTIONS);
  } catch {
    return wordsOnly(raw);
  }
  if (!looksLikeMail(email)) return wordsOnly(raw);
  const fields = mailFieldsOf(email);
  const text = bodyText(email);
  return { ...fields, text, replyText: replyTextOf(text), report: reportOf(email, fields, text) };
}
