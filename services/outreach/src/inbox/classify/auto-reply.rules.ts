import { ACKNOWLEDGEMENT, AUTO_SUBJECT, AWAY, AWAY_SUBJECT } from './auto-reply.words.js';
import type { IncomingMail } from './read-mail.types.js';
import { comparable, findAll, quotedPlaces } from './text-match.js';
import { asksFor } from './words.rules.js';

/**
 * An answer no person wrote: an out-of-office (the person is away: the sequence waits) or an
 * auto-reply (a shared inbox says it got the email: nothing changes).
 *
 * A machine says so in its headers (RFC 3834 Auto-Submitted, and the X-Autoreply family) or its
 * subject ('Automatic reply:', 'Out of Office'). Some headers only hint at it
 * (X-Auto-Response-Suppress, Precedence: bulk): they count together with the subject or the words.
 * Words alone count only when they say it twice ("I am out of the office ... will be back on") and
 * ask for nothing, since a person may write "I'm on vacation, call me Monday" themselves.
 */

export interface AutoVerdict {
  kind: 'out_of_office' | 'auto_reply';
  rule: string;
}

interface HeaderSign {
  words: string;
  /** True when the header says a machine answered; false when it only hints at it. */
  sure: boolean;
}

const HEADER_NAMES: Record<string, string> = {
  'auto-submitted': 'Auto-Submitted',
  'x-autoreply': 'X-Autoreply',
  'x-autorespond': 'X-Autorespond',
  'x-autoresponder': 'X-Autoresponder',
  precedence: 'Precedence',
  'x-auto-response-suppress': 'X-Auto-Response-Suppress',
};
const said = (name: string, value: string) => `${HEADER_NAMES[name]}: ${value.split(';')[0].trim()} header`;
// Only the top of an automatic message holds its words.
const READ_AT_MOST = 5_000;

function headerSign(headers: Record<string, string>): HeaderSign | null {
  const submitted = headers['auto-submitted']?.trim().toLowerCase();
  if (submitted && !/^no\b/.test(submitted)) return { words: said('auto-submitted', submitted), sure: true };
  for (const name of ['x-autoreply', 'x-autorespond', 'x-autoresponder']) {
    const value = headers[name]?.trim();
    // Their value is a yes, or (cPanel) the subject answered: the name alone says it.
    if (value !== undefined && !/^(no|false|0)$/i.test(value)) {
      return { words: `${HEADER_NAMES[name]} header`, sure: true };
    }
  }
  const precedence = headers['precedence']?.trim().toLowerCase() ?? '';
  if (precedence === 'auto_reply') return { words: said('precedence', precedence), sure: true };
  const suppress = headers['x-auto-response-suppress']?.trim();
  if (suppress) return { words: said('x-auto-response-suppress', suppress), sure: false };
  if (/^(bulk|junk|list)$/.test(precedence)) return { words: said('precedence', precedence), sure: false };
  return null;
}

function subjectSign(subject: string): { words: string; away: boolean } | null {
  const compared = comparable(subject);
  if (AWAY_SUBJECT.test(compared)) return { words: 'an out-of-office subject', away: true };
  if (AUTO_SUBJECT.test(compared)) return { words: 'an auto-reply subject', away: false };
  return null;
}

const quoted = (words: string[]) => words.map((w) => `"${w}"`).join(', ');

/** "a, b and c" */
function joined(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Out of office, auto-reply, or null for an answer a person wrote. */
export function autoReplyVerdict(mail: IncomingMail): AutoVerdict | null {
  const header = headerSign(mail.headers);
  const subject = subjectSign(mail.subject);
  const own = (mail.replyText || mail.text).slice(0, READ_AT_MOST);
  const compared = comparable(own);
  const away = quotedPlaces(compared, findAll(compared, AWAY));
  const ack = quotedPlaces(compared, findAll(compared, ACKNOWLEDGEMENT));
  const machine = !!header?.sure || !!subject;
  const hinted = machine || !!header;
  const signs = [header?.words, subject?.words].filter((s): s is string => !!s);
  const rule = (extra: string | null) => capitalised(joined(extra ? [...signs, extra] : signs));

  if (hinted && (away.length || subject?.away)) {
    return { kind: 'out_of_office', rule: rule(away.length ? `away words (${quoted(away.slice(0, 2))})` : null) };
  }
  if (!hinted && away.length >= 2 && !asksFor(own)) {
    return { kind: 'out_of_office', rule: `No auto-reply header, but away words (${quoted(away.slice(0, 2))})` };
  }
  if (hinted && ack.length) {
    return { kind: 'auto_reply', rule: rule(`acknowledgement words (${quoted(ack.slice(0, 1))})`) };
  }
  if (machine) return { kind: 'auto_reply', rule: rule(null) };
  return null;
}
