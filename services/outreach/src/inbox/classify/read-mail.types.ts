import type { CalendarAnswer } from './calendar-answer.js';
import type { MailFields } from './mail-fields.js';

/**
 * One message from the rep's mailbox, as matching and classifying need it: its fields (ids with
 * their angle brackets, addresses and header names lower-cased; among the headers those that decide
 * auto-replies: auto-submitted, precedence, list-id, return-path...), its text and what a bounce says.
 */
export interface IncomingMail extends MailFields {
  /** The whole plain text (html turned to text when there is no text part). */
  text: string;
  /**
   * The answer's own words: the quoted history ('>' lines, "On ... wrote:", Outlook's "From: ...
   * Sent: ..." block, "-----Original Message-----", Spanish "El ... escribió:") and the signature
   * taken out.
   */
  replyText: string;
  report: DeliveryReport | null;
  /** Their calendar's answer to the rep's invite (Accept, Maybe, Decline), or a meeting they booked, when the message carries one. */
  calendar: CalendarAnswer | null;
}

/** What a bounce says about delivery: each recipient's action and status, and which email bounced. */
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
