import { decodeWords, type Address, type Email, type Header } from 'postal-mime';
import { firstMessageId, messageIds } from './header-block.js';

/**
 * The fields of a parsed message that matching and the rules use, in one plain shape: ids with
 * their angle brackets as sent (they are compared with the Message-IDs we sent), addresses
 * lower-cased, header names lower-cased.
 */

export interface MailFields {
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  from: { address: string; name: string | null } | null;
  to: string[];
  /** Whom it copies, as named there ('Maria Lopez <maria@…>'): a colleague they loop in. */
  cc: Array<{ address: string; name: string | null }>;
  subject: string;
  date: Date | null;
  headers: Record<string, string>;
}

// The rules read short headers; a longer value (a DKIM signature) is cut. References is read whole, from postal-mime.
const HEADER_AT_MOST = 2_000;

function mailboxOf(address: Address | undefined): MailFields['from'] {
  const mailbox = address?.group ? address.group[0] : address;
  if (!mailbox?.address) return null;
  return { address: mailbox.address.trim().toLowerCase(), name: mailbox.name.trim() || null };
}

function mailboxesOf(list: Address[] | undefined): MailFields['cc'] {
  return (list ?? [])
    .flatMap((a) => (a.group ? a.group : [a]))
    .map(mailboxOf)
    .filter((m): m is NonNullable<typeof m> => !!m && m.address.includes('@'));
}

function addressesOf(list: Address[] | undefined): string[] {
  return mailboxesOf(list).map((m) => m.address);
}

/** The first value of each header, names lower-cased, encoded words decoded. */
function headersOf(headers: Header[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const { key, value } of headers) {
    if (key in record || !/^[a-z0-9-]+$/.test(key)) continue;
    record[key] = decodeWords(value.slice(0, HEADER_AT_MOST)).replace(/\s+/g, ' ').trim();
  }
  return record;
}

function dateOf(value: string | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

export function mailFieldsOf(email: Email): MailFields {
  return {
    messageId: firstMessageId(email.messageId),
    inReplyTo: firstMessageId(email.inReplyTo),
    references: messageIds(email.references),
    from: mailboxOf(email.from),
    to: addressesOf(email.to),
    cc: mailboxesOf(email.cc).slice(0, 20),
    subject: (email.subject ?? '').replace(/\s+/g, ' ').trim(),
    date: dateOf(email.date),
    headers: headersOf(email.headers),
  };
}

/** Whether postal-mime found a message at all, and not only lines of words it took for headers. */
export function looksLikeMail(email: Email): boolean {
  const known = ['from', 'to', 'subject', 'date', 'message-id', 'content-type', 'mime-version', 'received'];
  return email.headers.some((h) => known.includes(h.key));
}
