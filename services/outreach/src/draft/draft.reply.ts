/*
 * A reply to an answer in the Inbox ('Write back'), as a rep writes one once the owner has answered:
 * it answers what they asked. A time: it takes them up on it ('I'll call you Thursday around 3 at
 * (206) 555-0146.'). Information: what the rep sells in a sentence, then a call. A colleague to
 * write to: an email to that colleague instead. Asked nothing: the easiest way to a call (the rep's
 * calendar where their profile has it, else a day and time to name). Not interested: thanks, and
 * nothing asked. Signed as the mailbox sends.
 * Short: the conversation has begun.
 */
import { emailText, greetingFor, signOffFor, teamNameOf, type InboxKind } from '@leadgen/contracts';
import { givenNameOf, isGivenName } from '@leadgen/site-reader';
import { answerAsks, type AnswerAsk, type Copied } from '../inbox/answer.asks.js';
import type { KeptCalendarAnswer } from '../inbox/answer.calendar.js';
import type { OfferSender } from './draft.offer-sender.js';
import { infoAnswer } from './reply.info.js';
import { replyNote } from './reply.note.js';
import { quoteNote, referralBody } from './reply.referral.js';
import { whenInSentence, type TheirTime } from './reply.their-time.js';
import { callStart, startInWords } from '../send/call-invite.js';
import { CALL_MINUTES } from '../send/call-length.js';

/** What the reply is written from: the answer as the Inbox keeps it (`text`: their own words). */
export interface AnswerToReply {
  fromName: string | null;
  address: string;
  subject: string;
  text: string;
  /** The rep's email they answered (its body as written); quoted to a colleague they point to. */
  yours?: string | null;
  /** What the Inbox read it as: a 'not_interested' is thanked and closed, asking nothing. */
  kind?: InboxKind;
  /** Whom it copies: a colleague they loop in is written to. */
  copied?: Copied[];
  /** Their calendar's answer to the rep's invite, when it is one. */
  calendar?: KeptCalendarAnswer | null;
  /** How long the call the thread's first email asked for lasts, in minutes ('a 20-minute demo'). */
  callMinutes?: number;
}

/** Display names that are an inbox's, not a person's ('Reservations', 'Casa Verde Team'). */
const NOT_A_PERSON =
  /@|\b(?:team|info|office|reservations?|bookings?|events?|hello|contact|kitchen|restaurant|no-?reply)\b/i;

/** A display name that is the restaurant's ("Dot & Mae's Pasta House"), though it opens with a given name. */
function restaurantsOwn(display: string, restaurant: string): boolean {
  const d = display.toLowerCase();
  const team = teamNameOf(restaurant).toLowerCase();
  return /[&']|’s\b/.test(display) || restaurant.toLowerCase().includes(d) || d.includes(team);
}

/** Lines under a signed name that are not it: a phone's tag, the restaurant, a number, a link or an address. */
const UNDER_THE_NAME = /^(?:sent from my\b|get outlook\b|[-–—\s]*$)|@|https?:|\d{3}[^\d]*\d{4}/i;

/**
 * The name a reply is signed with: one of its last lines, one or two words, the first a given
 * name ('James', 'Maria Lopez'), above the lines a signature puts under it ('Sent from my
 * iPhone', the restaurant's name).
 */
function signedBy(text: string, restaurant: string): string | null {
  const lines = text
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // The restaurant's name as they sign it ('The Test Kitchen', 'Casa Verde'): a few words, no sentence.
  const own = (l: string) =>
    UNDER_THE_NAME.test(l) || l.toLowerCase() === restaurant.toLowerCase() || /^[^.?!,:;]{2,40}$/.test(l);
  for (const line of lines.slice(-4).reverse()) {
    const words = line.replace(/^[-–—\s]+/, '').split(/\s+/);
    if (words.length <= 2 && /^[A-Z]/.test(words[0] ?? '') && isGivenName(words[0]!)) return words.join(' ');
    if (!own(line)) return null;
  }
  return null;
}

/**
 * Whom the reply greets: the name their mail carries when it is a person's (a given name, not an
 * inbox's), else the name they signed with, else the given name their address carries ('joe.cohen@'
 * is Joe), else the team.
 */
export function answererName(answer: Omit<AnswerToReply, 'subject'>, restaurant: string): string | null {
  const display = answer.fromName?.trim() ?? '';
  const first = display.split(/\s+/)[0] ?? '';
  if (first && isGivenName(first) && !NOT_A_PERSON.test(display) && !restaurantsOwn(display, restaurant))
    return display;
  return signedBy(answer.text, restaurant) ?? givenNameOf(answer.address, restaurant);
}

/** The invite that goes with this reply is attached: said as such, not as one to come. */
const ATTACHED = 'A calendar invite for it is attached.';

/** How the reply asks for the call: the rep's calendar, if any, and the call's length in minutes. */
interface CallAsk {
  meetingUrl: string | undefined;
  minutes: number;
}

/**
 * The reply's one step: take up the time they proposed (its invite attached when `attached`), else
 * offer the rep's calendar, else ask for a time.
 */
function nextStep(theirs: TheirTime | null, ask: CallAsk, invite = 'an invite', attached = false): string {
  const { meetingUrl, minutes } = ask;
  if (theirs?.call)
    return `I'll call you ${whenInSentence(theirs.when)}${theirs.phone ? ` at ${theirs.phone}` : ''}.${attached ? ` ${ATTACHED}` : ''}`;
  if (theirs)
    return attached ? `${theirs.when} works for me. ${ATTACHED}` : `${theirs.when} works for me: I'll send ${invite}.`;
  return meetingUrl
    ? `You can pick a time that suits you here: ${meetingUrl}. Or tell me a day and time, and I'll send ${invite}.`
    : `What day and time would suit you for a ${minutes}-minute call? I'll send ${invite}.`;
}

/** What the rep says to their calendar's answer to the invite. */
const INVITE_ANSWERED: Record<KeptCalendarAnswer['answer'], (ask: CallAsk) => string> = {
  accepted: () => 'Thanks, I look forward to it.',
  booked: () => 'Thanks for booking a time, I look forward to it.',
  tentative: () => "Thanks for letting me know. If another time suits you better, tell me and I'll send a new invite.",
  declined: (ask) => `No problem. ${nextStep(null, ask, 'a new invite')}`,
  cancelled: (ask) => `Sorry that time didn't work out. ${nextStep(null, ask)}`,
};

/** A no, thanked and left at that: no ask, no pitch, the door open. */
const DECLINED_REPLY =
  "Thanks for letting me know. I won't follow up on this, and if anything changes, I'm a reply away.";
const DECLINED_NOTE =
  'They said they are not interested: their follow-ups have stopped, and this reply thanks them and asks nothing. Or leave it there: no answer is needed.';

/** What the rep says after the greeting: the answer to what they asked. */
function replyBody(
  asks: AnswerAsk | null,
  person: string | null,
  restaurant: string,
  sender: { fromName: string | null; offer: OfferSender | null; ask: CallAsk },
  quoted: boolean,
  invite: string | null | undefined,
): string {
  const { fromName, offer, ask } = sender;
  const calendar = ask.meetingUrl;
  switch (asks?.kind) {
    case 'referral':
      return referralBody(person, restaurant, offer, fromName, calendar, quoted, ask.minutes);
    // A yes to the time already set needs no ask: the rep's thanks, and the meeting to mark booked.
    case 'confirmed':
      return 'Thanks, I look forward to it.';
    // Their calendar said yes, or they booked a time: thanks. Maybe: thanks, and another time if it suits them better. No: another time.
    case 'invite':
      return INVITE_ANSWERED[asks.calendar.answer](ask);
    case 'info':
      return `Thanks for getting back to me. ${infoAnswer(offer, asks.price, calendar, ask.minutes)}`;
    // Their time, taken up with its invite attached; a time already past is asked for again.
    case 'time':
      return `Thanks for getting back to me. ${invite === null ? nextStep(null, ask) : nextStep(asks.time, ask, undefined, !!invite)}`;
    default:
      return `Thanks for getting back to me. ${nextStep(null, ask)}`;
  }
}

/** The reply's recipient, subject, body and what the composer says of it, in the answer's thread. */
export function writeReply(
  answer: AnswerToReply,
  restaurant: string,
  fromName: string | null,
  meetingUrl: string | null,
  offer: OfferSender | null = null,
  clock: InviteClock | null = null,
): {
  to: { address: string; name: string | null };
  cc: { address: string; name: string | null } | null;
  subject: string;
  body: string;
  reply_note: string | null;
} {
  const person = answererName(answer, restaurant);
  // A no asks nothing of the rep: whatever its words hold, the reply only closes.
  const declined = answer.kind === 'not_interested';
  const asks = declined ? null : answerAsks(answer.text, answer.address, restaurant, answer.copied, answer.calendar);
  // A colleague they point to is written to instead of them, and they are copied: they see the rep
  // followed up, and the colleague sees who sent the rep.
  const referred = asks?.kind === 'referral';
  const to = referred ? { address: asks.address, name: asks.name } : { address: answer.address, name: person };
  const cc = referred ? { address: answer.address, name: person } : null;
  const ask = { meetingUrl: meetingUrl?.trim() || undefined, minutes: answer.callMinutes ?? CALL_MINUTES };
  // The colleague has not read the rep's note: it goes below, as a mail program quotes a thread.
  const note = referred && answer.yours?.trim() ? `\n\n${quoteNote(answer.yours)}` : '';
  // The invite a reply taking up their time sends, in words (null: their time has passed; undefined: not worked out).
  const invite = clock ? inviteSaid(asks, clock) : undefined;
  return {
    to,
    cc,
    subject: /^re:/i.test(answer.subject.trim()) ? answer.subject.trim() : `Re: ${answer.subject.trim()}`,
    body:
      emailText({
        greeting: greetingFor(to.name ? { name: to.name } : null, restaurant),
        body: declined ? DECLINED_REPLY : replyBody(asks, person, restaurant, { fromName, offer, ask }, !!note, invite),
        sign_off: signOffFor({ name: fromName }),
      }) + note,
    reply_note: declined ? DECLINED_NOTE : replyNote(asks, person, offer, invite, ask.minutes),
  };
}

/** When their answer came, in which time zone, and the time now: what an invite's start is worked out from. */
export interface InviteClock {
  saidAt: Date;
  timeZone: string;
  now: Date;
}

/** The start of the invite a reply taking up their time sends, in words; null when it sends none. */
function inviteSaid(asks: AnswerAsk | null, clock: InviteClock): string | null {
  if (asks?.kind !== 'time') return null;
  const start = callStart(asks.time, clock.saidAt, clock.timeZone, clock.now);
  return start && startInWords(start, clock.timeZone);
}
