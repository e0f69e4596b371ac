import { firstAddress, firstMessageId } from './header-block.js';
import type { DeliveryReport } from './read-mail.types.js';
import { enhancedStatusIn, statusIn } from './smtp-status.js';

/**
 * The bounces some servers still send as plain words (older Exim, qmail, Yahoo's "Failure Notice"):
 * no machine-readable part, so the failed address, the SMTP code and the returned Message-ID are
 * read from the notice itself.
 */

const DAEMON_ADDRESS = /^(mailer-daemon|mailer_daemon|postmaster|mail-daemon|mailerdaemon|maildaemon)@/i;
const DAEMON_NAME = /^(mail delivery (system|subsystem)|system administrator|mail administrator)$/i;
// With a mail server as sender: any of the ways servers say it.
const BOUNCE_SUBJECT =
  /undeliver(able|ed)|returned (mail|to sender)|mail delivery (failed|failure)|delivery (status notification|failure|has failed|failed|delayed|notification)|failure notice|could not (be delivered|send)|non-?delivery|delayed mail|warning: message .{0,60} delayed/i;
// From anyone else it takes a subject only a mail server writes: a restaurant's own "Delivery
// failed" is about food, and suppressing its address for it would be wrong.
const MAIL_SERVER_SUBJECT =
  /^(undeliverable|undelivered mail|returned mail|mail delivery failed|delivery status notification|failure notice|non-?delivery report)\b/i;
const DELAY_SUBJECT = /delay|still being retried|will be retried|\(delay\)/i;

/** Where the notice ends and the returned copy of the email begins. */
const RETURNED_COPY =
  /^.*(original message|copy of the message|below this line|returned message|message headers|original headers|undelivered message).*$/im;
const MESSAGE_ID_LINE = /^[ \t>]*Message-ID:[ \t]*(<[^<>\s]+>)/im;
const TO_LINE = /^[ \t>]*To:[ \t]*(.+)$/im;
// How far above the SMTP code the failed address may stand (Exim puts it two lines up).
const LINES_ABOVE = 4;

export interface MailFrom {
  address: string;
  name: string | null;
}

/** A mail server's notice that an email was not delivered, as opposed to anything a person sent. */
export function isBounceNotice(
  from: MailFrom | null,
  subject: string,
  headers: Record<string, string>,
  text: string,
): boolean {
  const daemon = !!from && (DAEMON_ADDRESS.test(from.address) || DAEMON_NAME.test(from.name ?? ''));
  if (daemon) return BOUNCE_SUBJECT.test(subject) || !!headers['x-failed-recipients'];
  if (headers['x-failed-recipients']) return true;
  return MAIL_SERVER_SUBJECT.test(subject) && enhancedStatusIn(text.slice(0, 20_000)) !== null;
}

/** The notice and the returned copy under it (the whole text is the notice when no copy is marked). */
function splitNotice(text: string): { notice: string; returned: string } {
  const at = text.search(RETURNED_COPY);
  return at > 0 ? { notice: text.slice(0, at), returned: text.slice(at) } : { notice: text, returned: text };
}

/** The line the SMTP code stands on, and the address on it or just above it (never one of `ignore`). */
function failedLine(notice: string, ignore: string[]): { address: string | null; line: string | null } {
  const lines = notice.split(/\r?\n/);
  const at = lines.findIndex((line) => statusIn(line) !== null);
  if (at === -1) return { address: null, line: null };
  const line = reasonFrom(lines, at);
  for (let i = at; i >= Math.max(0, at - LINES_ABOVE); i--) {
    const address = firstAddress(lines[i]);
    if (address && !ignore.includes(address) && !DAEMON_ADDRESS.test(address)) return { address, line };
  }
  return { address: null, line };
}

/** The server's reason: the line with the code and the indented lines that carry it on. */
function reasonFrom(lines: string[], at: number): string {
  const reason = [lines[at].trim()];
  for (let i = at + 1; i < lines.length && reason.length < 4 && /^\s+\S/.test(lines[i]); i++)
    reason.push(lines[i].trim());
  return reason.join(' ');
}

/** The report a plain-text bounce makes: one recipient, from the notice's own words. */
export function plainBounceReport(
  text: string,
  subject: string,
  headers: Record<string, string>,
  ignore: string[],
): DeliveryReport {
  const { notice, returned } = splitNotice(text.slice(0, 200_000));
  const failed = failedLine(notice, ignore);
  const returnedTo = TO_LINE.exec(returned)?.[1];
  return {
    recipients: [
      {
        address: firstAddress(headers['x-failed-recipients']) ?? failed.address,
        action: DELAY_SUBJECT.test(subject) ? 'delayed' : 'failed',
        status: statusIn(failed.line),
        diagnostic: failed.line?.slice(0, 500) ?? null,
      },
    ],
    originalMessageId: firstMessageId(MESSAGE_ID_LINE.exec(returned)?.[1]),
    originalTo: firstAddress(returnedTo),
  };
}
