import { createHash, randomBytes } from 'node:crypto';

/**
 * The small pieces of RFC 5322 / MIME the simulated answers are written with. Every message is
 * built as 7-bit text (non-ASCII words encoded, bodies quoted-printable), so it travels as the
 * bytes it says, except a bounce's copy of the original headers, kept as they came (a latin1
 * "binary" string: one character a byte).
 */

export interface MailAddress {
  name?: string;
  address: string;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A Date header's value (RFC 5322 section 3.3), in UTC: 'Tue, 2 Dec 2025 10:14:00 +0000'. */
export function rfc5322Date(date: Date): string {
  return (
    `${DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

const isAscii = (text: string) => /^\p{ASCII}*$/u.test(text);

/** A header's text as RFC 2047 encoded words when it is not plain ASCII (UTF-8, base64, words short enough to fold). */
export function encodeWords(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  if (isAscii(clean)) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const char of clean) {
    if (Buffer.byteLength(chunk + char) > 39) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** 'Name <address>' as a header writes it: the name quoted when it needs to be, encoded when not ASCII. */
export function formatAddress({ name, address }: MailAddress): string {
  const display = name?.trim();
  if (!display) return address;
  if (!isAscii(display)) return `${encodeWords(display)} <${address}>`;
  const quoted = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/.test(display)
    ? display
    : `"${display.replace(/(["\\])/g, '\\$1')}"`;
  return `${quoted} <${address}>`;
}

/** Text as quoted-printable (RFC 2045 section 6.7) from its UTF-8 bytes, CRLF line ends, lines of at most 76. */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const tokens: string[] = [];
      bytes.forEach((b, i) => {
        const last = i === bytes.length - 1;
        const plain = (b >= 33 && b <= 126 && b !== 61) || (b === 32 && !last) || (b === 9 && !last);
        tokens.push(plain ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`);
      });
      const out: string[] = [];
      let current = '';
      for (const token of tokens) {
        if (current.length + token.length > 75) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      }
      out.push(current);
      return out.join('\r\n');
    })
    .join('\r\n');
}

/** A short mark of the address that wrote a message, kept in its Message-ID ('<….a1b2c3d4@domain>'). */
export const writerMark = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 8);

/**
 * A new Message-ID on a domain: '<...@domain>'; with `writer`, marked with who wrote it, so a mail
 * in its thread is known later as an answer to that person's own words (`answersWriter`).
 */
export function newMessageId(domain: string, writer?: string): string {
  const mark = writer ? `.${writerMark(writer)}` : '';
  return `<${Date.now().toString(36)}.${randomBytes(6).toString('hex')}${mark}@${domain}>`;
}

/** Whether a mail's References name a message `writer` wrote (a Message-ID `newMessageId` marked as theirs). */
export function answersWriter(references: readonly string[], writer: string): boolean {
  const mark = `.${writerMark(writer)}@`;
  return references.some((id) => id.includes(mark));
}

/** A MIME boundary no body holds. */
export function newBoundary(seed: string): string {
  return `----=_Part_${createHash('sha1').update(seed).update(randomBytes(8)).digest('hex').slice(0, 24)}`;
}

/** Headers (name, value) and a body as one message: CRLF line ends, the body after a blank line. */
export function compose(headers: Array<[string, string | null | undefined]>, body: string): string {
  const lines = headers.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => `${k}: ${v}`);
  return `${lines.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`;
}

/** A text/plain body's headers and content: UTF-8, quoted-printable. */
export function textPart(text: string): { headers: Array<[string, string]>; body: string } {
  return {
    headers: [
      ['Content-Type', 'text/plain; charset=utf-8'],
      ['Content-Transfer-Encoding', 'quoted-printable'],
    ],
    body: quotedPrintable(text),
  };
}

/** The address part of a domain ('Info@Rosas.com' -> 'rosas.com'). */
export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * A calendar's mail: its notice in words and its iCalendar part (`method`: REQUEST, REPLY or CANCEL) as one
 * multipart/alternative message under `headers`, as Google Calendar and booking pages send one.
 */
export function calendarMail(
  headers: Array<[string, string | null | undefined]>,
  notice: string,
  ics: string,
  method: 'REQUEST' | 'REPLY' | 'CANCEL',
  seed: string,
): string {
  const text = textPart(notice);
  const boundary = newBoundary(seed);
  const body = [
    `--${boundary}`,
    ...text.headers.map(([k, v]) => `${k}: ${v}`),
    '',
    text.body,
    `--${boundary}`,
    `Content-Type: text/calendar; charset=utf-8; method=${method}`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(ics),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return compose(
    [...headers, ['MIME-Version', '1.0'], ['Content-Type', `multipart/alternative; boundary="${boundary}"`]],
    body,
  );
}
