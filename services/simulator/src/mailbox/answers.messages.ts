import type { FollowOnKind } from './answers.choice.js';
import type { Colleague } from './answers.colleague.js';
import {
  compose,
  domainOf,
  encodeWords,
  formatAddress,
  newBoundary,
  newMessageId,
  rfc5322Date,
  textPart,
  type MailAddress,
} from './answers.mime.js';
import { ownsAddress } from './answers.people.js';
import type { SentMail } from './answers.sent.js';
import * as words from './answers.words.js';

/**
 * The messages the simulated world writes back to the rep, as real mail programs and servers write
 * them (RFC 5322, MIME; a bounce as an RFC 3464 delivery status report). Each is returned as a
 * "binary" string (one character a byte), as it goes into the IMAP INBOX.
 */

/** Who answers: the address the rep wrote to, the restaurant behind it and what its site says of it. */
export interface Restaurant {
  address: string;
  name: string;
  phone: string | null;
  /** The owner the site names, or null. */
  person: string | null;
}

export interface AnswerInput {
  kind: FollowOnKind;
  sent: SentMail;
  restaurant: Restaurant;
  /** When the answer arrives (its Date header). */
  at: Date;
  seed: number;
  spanish?: boolean;
  /** Whom a referral names; a referral without one is written as a plain yes. */
  colleague?: Colleague | null;
  /** A referral that copies the colleague (Cc) and names them without their address. */
  loopIn?: boolean;
}

const reSubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`.trimEnd());

/** The answering address with a display name: its person's when it is theirs, else the restaurant's. */
function senderOf({ address, name, person }: Restaurant): MailAddress {
  return { name: person && ownsAddress(address, person) ? person : name, address };
}

/** A referral that loops the colleague in copies them (reply-all, with them added). */
function copied({ kind, loopIn, colleague }: AnswerInput): Array<[string, string]> {
  return kind === 'referral' && loopIn && colleague
    ? [['Cc', formatAddress({ name: colleague.name, address: colleague.address })]]
    : [];
}

function threading(sent: SentMail): Array<[string, string | null]> {
  if (!sent.messageId) return [];
  return [
    ['In-Reply-To', sent.messageId],
    ['References', [...sent.references, sent.messageId].join('\r\n ')],
  ];
}

type VoiceInput = Pick<AnswerInput, 'restaurant' | 'sent' | 'colleague'>;

/** Who writes for the restaurant and the number they give: the first draws from its seed, so every mail of theirs agrees. */
function voiceOf({ restaurant, sent, colleague }: VoiceInput, R: words.WordsRandom) {
  const phone = restaurant.phone ?? words.fictionalPhone(R);
  // Whoever points the rep to a colleague is someone other than that colleague, and than the rep.
  const signer = words.signerOf(R, restaurant.person, colleague?.name, sent.from?.name);
  return { phone, signer };
}

/** Who signs the restaurant's answer to `sent`: the one who books through the rep's link gives the same name. */
export const signerFor = (input: VoiceInput & Pick<AnswerInput, 'seed'>): string =>
  voiceOf(input, words.wordsRandom(input.seed)).signer;

/** What a person writes, and the history under it (only people quote: auto-replies do not). */
function bodyOf(input: AnswerInput, R: words.WordsRandom): { text: string; quote: boolean } {
  const { restaurant, sent, colleague } = input;
  const kind = input.kind === 'referral' && !colleague ? 'reply' : input.kind;
  const { phone, signer } = voiceOf(input, R);
  const first = signer.split(' ')[0]!;
  switch (kind) {
    case 'reply':
      return {
        text:
          words.replyWords(R, { when: words.whenToCall(R), phone, first }) + words.signOff(R, first, restaurant.name),
        quote: true,
      };
    case 'not_interested':
      return { text: words.notInterestedWords(R) + words.signOff(R, first, restaurant.name), quote: true };
    case 'opt_out':
      return { text: words.optOutWords(R, !!input.spanish), quote: true };
    case 'out_of_office': {
      const back = words.returnDate(R, sent.date).text;
      return { text: `${words.outOfOfficeWords(R, { back, phone })}\n\n${signer}\n${restaurant.name}`, quote: false };
    }
    case 'out_of_office_no_date':
      return { text: `${words.vacationWords(R)}\n\n${first}`, quote: false };
    case 'auto_ack':
      return { text: words.autoAckWords(restaurant.name, phone), quote: false };
    case 'info_request':
      return { text: words.infoRequestWords(R) + words.signOff(R, first, restaurant.name), quote: true };
    case 'referral':
      return {
        text:
          (input.loopIn ? words.loopInWords(R, colleague!) : words.referralWords(R, colleague!)) +
          words.signOff(R, first, restaurant.name),
        quote: true,
      };
    case 'confirmation':
      return { text: words.confirmationWords(R) + words.signOff(R, first, restaurant.name), quote: true };
  }
}

/** A restaurant's answer to the rep's mail: threaded on it, the rep's words quoted under a person's. */
export function buildAnswer(input: AnswerInput): string {
  const { kind, sent, restaurant, at } = input;
  const R = words.wordsRandom(input.seed);
  const from = senderOf(restaurant);
  const to = sent.answerTo ?? { address: 'undisclosed-recipients:;' };
  const body = bodyOf(input, R);
  const rep = formatAddress(to);
  const text = body.quote
    ? `${body.text}\n\n${words.attributionLine(R, sent.date, rep)}\n${words.quoted(sent.text)}\n`
    : `${body.text}\n`;
  const outlook = kind === 'out_of_office';
  const auto: Array<[string, string | null]> = outlook
    ? [
        ['Auto-Submitted', 'auto-generated'],
        ['X-Auto-Response-Suppress', 'All'],
        ['Thread-Topic', encodeWords(sent.subject)],
      ]
    : kind === 'out_of_office_no_date' || kind === 'auto_ack'
      ? [['Auto-Submitted', 'auto-replied']]
      : [];
  const part = textPart(text);
  return compose(
    [
      ['From', formatAddress(from)],
      ['To', rep],
      ...copied(input),
      ['Subject', encodeWords(outlook ? `Automatic reply: ${sent.subject}` : reSubject(sent.subject))],
      ['Date', rfc5322Date(at)],
      ['Message-ID', newMessageId(domainOf(restaurant.address), restaurant.address)],
      ...threading(sent),
      ...auto,
      ['MIME-Version', '1.0'],
      ...part.headers,
    ],
    part.body,
  );
}

export interface BounceInput {
  sent: SentMail;
  /** The address that does not exist. */
  recipient: string;
  /** When the report arrives (its Date header). */
  at: Date;
  /** When the mail was accepted (Arrival-Date). */
  arrival: Date;
}

/** The mail exchanger that reports: mx.<the recipient's domain>. */
export const reportingMtaOf = (recipient: string) => `mx.${domainOf(recipient)}`;

/** The reason given for an address that does not exist. */
export const userUnknown = (recipient: string) => `550 5.1.1 <${recipient}>: Recipient address rejected: User unknown`;

/**
 * A delivery status report (RFC 3464), as a server sends it after accepting a mail for an address
 * it then finds has no mailbox: a notice for people, the machine-readable report, and the
 * original's headers. It names the original only there: no In-Reply-To.
 */
export function buildBounce({ sent, recipient, at, arrival }: BounceInput): string {
  const mta = reportingMtaOf(recipient);
  const boundary = newBoundary(recipient);
  const to = sent.answerTo ?? { address: 'undisclosed-recipients:;' };
  const notice = [
    `This is the mail system at host ${mta}.`,
    '',
    "I'm sorry to have to inform you that your message could not",
    'be delivered to one or more recipients. It is attached below.',
    '',
    'For further assistance, please send mail to postmaster.',
    '',
    'If you do so, please include this problem report. You can',
    'delete your own text from the attached returned message.',
    '',
    '                   The mail system',
    '',
    `<${recipient}>: ${userUnknown(recipient)}`,
  ].join('\r\n');
  const report = [
    `Reporting-MTA: dns; ${mta}`,
    `Arrival-Date: ${rfc5322Date(arrival)}`,
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Original-Recipient: rfc822;${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    `Diagnostic-Code: smtp; ${userUnknown(recipient)}`,
  ].join('\r\n');
  const parts = [
    `Content-Description: Notification\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\n${notice}\r\n`,
    `Content-Description: Delivery report\r\nContent-Type: message/delivery-status\r\n\r\n${report}\r\n`,
    `Content-Description: Undelivered Message Headers\r\nContent-Type: text/rfc822-headers\r\n\r\n${sent.headerBlock}\r\n`,
  ];
  const body = `This is a MIME-encapsulated message.\r\n\r\n${parts.map((p) => `--${boundary}\r\n${p}`).join('\r\n')}\r\n--${boundary}--\r\n`;
  return compose(
    [
      ['From', `Mail Delivery System <MAILER-DAEMON@${mta}>`],
      ['To', formatAddress(to)],
      ['Subject', 'Undelivered Mail Returned to Sender'],
      ['Date', rfc5322Date(at)],
      ['Message-ID', newMessageId(mta)],
      ['Auto-Submitted', 'auto-replied'],
      ['MIME-Version', '1.0'],
      ['Content-Type', `multipart/report; report-type=delivery-status;\r\n boundary="${boundary}"`],
    ],
    body,
  );
}
