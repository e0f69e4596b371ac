import type { InboxKind, InboxMessage } from '@leadgen/contracts';
import type { InboxRow } from '../db/entities.js';
import { whenInSentence } from '../draft/reply.their-time.js';
import { answerAsks, type AnswerAsk } from './answer.asks.js';
import { calendarOf, type KeptCalendarAnswer } from './answer.calendar.js';
import { copiedOf } from './answer.keep.js';
import { cancelledSince } from './answer.meeting.js';
import { answererOf } from './answer.person.js';
import { startInWords } from '../send/call-invite.js';

/**
 * What a reply asks, said as the Inbox shows it under the answer; `booker` names who booked when
 * the mail is a booking page's, not theirs.
 */
function askWords(ask: AnswerAsk, booker: string | null): string {
  switch (ask.kind) {
    case 'time': {
      const { when, call, phone } = ask.time;
      return `Asks for ${call ? 'a call' : 'a meeting'} ${whenInSentence(when)}${phone ? ` at ${phone}` : ''}`;
    }
    case 'info':
      return ask.price ? 'Asks for more information and the price' : 'Asks for more information';
    case 'referral':
      return `Points you to ${ask.name ? `${ask.name}, ${ask.address}` : ask.address}`;
    case 'confirmed':
      return 'Says yes to the time you set';
    case 'invite':
      return inviteAnswerWords(ask.calendar, booker);
  }
}

/**
 * Their calendar's answer, said with the meeting's start in the restaurant's time: 'Accepted your
 * invite for Thursday, December 10 at 3:00 PM CST', 'Booked a meeting with you for …' ('Ana Lopez
 * booked a meeting with you for …' when a booking page tells it), 'Cancelled the meeting for …'.
 */
function inviteAnswerWords({ answer, start, zone }: KeptCalendarAnswer, booker: string | null): string {
  const at = start ? ` for ${startInWords(new Date(start), zone)}` : '';
  if (answer === 'booked') return `${booker ? `${booker} booked` : 'Booked'} a meeting with you${at}`;
  if (answer === 'cancelled') return `${booker ? `${booker} cancelled` : 'Cancelled'} the meeting${at}`;
  const invite = `your invite${at}`;
  if (answer === 'accepted') return `Accepted ${invite}`;
  return answer === 'declined' ? `Declined ${invite}` : `Said maybe to ${invite}`;
}

/** A person's reply's ask, for the Inbox; other answers ask nothing of the rep. */
function asksOf(row: InboxRow): InboxMessage['asks'] {
  const ask =
    row.kind === 'reply'
      ? answerAsks(row.text, row.fromAddress, row.restaurantName, copiedOf(row.cc), calendarOf(row.calendar))
      : null;
  if (!ask) return null;
  const referral = ask.kind === 'referral' ? ask : null;
  const kind = ask.kind === 'invite' ? INVITE_ASK[ask.calendar.answer] : ask.kind;
  // A booking page's mail is from the page: the words name who booked, by the name the booking gives them.
  const booker = row.fromAddress === row.address ? null : (answererOf(row).name ?? row.address);
  const words = askWords(ask, booker);
  return { kind, words, name: referral?.name ?? null, address: referral?.address ?? null };
}

/** Their calendar's answer as the Inbox names it: the Inbox offers 'Add to my calendar' on an accepted one and a booking. */
const INVITE_ASK = {
  accepted: 'invite_accepted',
  declined: 'invite_declined',
  tentative: 'invite_maybe',
  booked: 'meeting_booked',
  cancelled: 'meeting_cancelled',
} as const satisfies Record<KeptCalendarAnswer['answer'], NonNullable<InboxMessage['asks']>['kind']>;

/** An answer as the Inbox shows it; `cancelled`: the events they called off since (the answers that booked them say so). */
export function inboxView(row: InboxRow, cancelled: ReadonlySet<string> = new Set()): InboxMessage {
  return {
    id: row.id,
    lead_id: row.leadId,
    email_id: row.emailId ?? null,
    restaurant_name: row.restaurantName,
    kind: row.kind as InboxKind,
    rule: row.rule,
    overridden: row.overridden,
    from: row.fromAddress,
    from_name: row.fromName ?? null,
    subject: row.subject,
    text: row.text,
    received_at: row.receivedAt.toISOString(),
    read: row.read,
    return_date: row.returnDate ?? null,
    action: row.action,
    asks: asksOf(row),
    meeting_cancelled: cancelledSince(calendarOf(row.calendar), cancelled),
  };
}
