import PostalMime, { type Address } from 'postal-mime';
import { inviteIn, type SentInvite } from './answers.invite.js';
import type { MailAddress } from './answers.mime.js';

/** What an answer needs to know of the mail the rep sent. */
export interface SentMail {
  /** Its Message-ID, angle brackets included; null when it had none. */
  messageId: string | null;
  /** Its References (each '<...>'), oldest first. */
  references: string[];
  subject: string;
  /** Its Date header (the time it was read when it had none). */
  date: Date;
  /** Its From; null when it names none. */
  from: MailAddress | null;
  /** Where answers go: its Reply-To, else its From; null when it names neither. */
  answerTo: MailAddress | null;
  /** The addresses it copies (its Cc), lower case. */
  cc: string[];
  /** Its text (an HTML-only mail's text drawn from its HTML). */
  text: string;
  /** Its header section as it came (latin1: one character a byte), for a bounce's copy. */
  headerBlock: string;
  /** The calendar invite it carries (a REQUEST), which a restaurant's calendar answers. */
  invite: SentInvite | null;
}

const ids = (value: string | undefined) => value?.match(/<[^<>\s]+>/g) ?? [];

/** HTML as the text a mail client would quote: tags out, paragraphs and breaks as new lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The header section of a raw message (latin1), CRLF line ends. */
export function headerBlockOf(raw: Buffer): string {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  return (end < 0 ? text : text.slice(0, end)).replace(/\r?\n/g, '\r\n');
}

/** Reads a mail the rep sent, as an answer quotes and threads it. */
export async function readSentMail(raw: Buffer, now = new Date()): Promise<SentMail> {
  const parsed = await PostalMime.parse(raw);
  const mailbox = (a: Address | undefined): MailAddress | null =>
    a?.address ? { name: a.name || undefined, address: a.address } : (a?.group?.[0] ?? null);
  const date = parsed.date ? new Date(parsed.date) : now;
  const messageId = ids(parsed.messageId)[0] ?? null;
  return {
    messageId,
    references: ids(parsed.references),
    subject: (parsed.subject ?? '').trim(),
    date: Number.isNaN(date.getTime()) ? now : date,
    from: mailbox(parsed.from),
    answerTo: mailbox(parsed.replyTo?.[0]) ?? mailbox(parsed.from),
    cc: (parsed.cc ?? [])
      .flatMap((a) => (a.address ? [a.address] : (a.group ?? []).map((g) => g.address)))
      .map((a) => a.toLowerCase()),
    text: (parsed.text ?? (parsed.html ? htmlToText(parsed.html) : '')).replace(/\r\n?/g, '\n').trimEnd(),
    headerBlock: headerBlockOf(raw),
    invite: inviteOf(parsed.attachments),
  };
}

/** The invite in a mail's text/calendar part, when it has one. */
function inviteOf(attachments: Awaited<ReturnType<typeof PostalMime.parse>>['attachments']): SentInvite | null {
  const part = attachments.find((a) => a.mimeType.toLowerCase() === 'text/calendar');
  if (!part) return null;
  const content = part.content as ArrayBuffer | string;
  return inviteIn(typeof content === 'string' ? content : new TextDecoder().decode(content));
}
