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
