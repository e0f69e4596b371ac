import PostalMime, { type Email } from 'postal-mime';
import { calendarAnswerOf } from './calendar-answer.js';
import { deliveryReportOf, returnedHeaders } from './delivery-report.js';
import { firstAddress, firstMessageId } from './header-block.js';
import { htmlToText } from './html-text.js';
import { looksLikeMail, mailFieldsOf, type MailFields } from './mail-fields.js';
import { isBounceNotice, plainBounceReport } from './plain-bounce.js';
import { replyTextOf } from './quoted-history.js';
import type { DeliveryReport, IncomingMail } from './read-mail.types.js';

// A returned email (message/rfc822) stays an attachment: its words are ours, never the answer's. A
// message nested deeper than any mail program writes is refused, and read as words only.
const OPTIONS = { forceRfc822Attachments: true, maxNestingDepth: 50 } as const;
const NO_FIELDS: MailFields = {
  messageId: null,
  inReplyTo: null,
  references: [],
  from: null,
  to: [],
  cc: [],
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
  return { ...NO_FIELDS, text, replyText: replyTextOf(text), report: null, calendar: null };
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
  return {
    ...fields,
    text,
    replyText: replyTextOf(text),
    report: reportOf(email, fields, text),
    calendar: calendarAnswerOf(email.attachments),
  };
}
