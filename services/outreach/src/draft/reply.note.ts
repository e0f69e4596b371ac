/*
 * What the composer says of a reply before it is sent: whom it goes to when their reply points to a
 * colleague, where the answer to a request for information comes from (or how to give one), and
 * what to do once they say yes to the time, and the invite a reply taking up their time sends.
 */
import type { AnswerAsk } from '../inbox/answer.asks.js';
import type { KeptCalendarAnswer } from '../inbox/answer.calendar.js';
import type { OfferSender } from './draft.offer-sender.js';
import { CALL_MINUTES } from '../send/call-length.js';
import { whenInSentence } from './reply.their-time.js';

/** Where the answer to their question came from, or how to give one. */
function infoNote(offer: OfferSender | null): string {
  if (offer?.points.length)
    return `They asked for information: the reply says what ${offer.product} does from What I sell's first value points${offer.website ? ' and your website' : ''}.`;
  return 'They asked for information: save What I sell in Account Settings, and the reply says what you sell in a sentence; until then it offers a call.';
}

/** What the composer says of a reply to their calendar's answer. */
const INVITE_NOTES: Record<KeptCalendarAnswer['answer'], string> = {
  booked: 'They booked a meeting with you: the lead is at Meeting booked. A thank-you is optional.',
  accepted: 'They accepted your invite: the lead is at Meeting booked. A thank-you is optional.',
  tentative: "They answered maybe to your invite: once they confirm, 'Mark meeting booked' moves the lead on.",
  declined: 'They declined your invite: this reply asks for another time, and their next answer is heard as any is.',
  cancelled:
    'They cancelled the meeting they booked: the lead is back at Connected. This reply asks for another time, and their next answer is heard as any is.',
};
const WITHDRAWN_NOTE =
  'They declined the invite they had accepted: the lead is back at Connected. This reply asks for another time, and their next answer is heard as any is.';

/**
 * `invite`: the start of the calendar invite the reply sends, in words ('Thursday, December 10 at
 * 3:00 PM CST'), null when the time they proposed has passed, undefined when it was not worked out;
 * `minutes`: how long it holds, as the thread's first email asked.
 */
export function replyNote(
  asks: AnswerAsk | null,
  person: string | null,
  offer: OfferSender | null,
  invite?: string | null,
  minutes = CALL_MINUTES,
): string | null {
  switch (asks?.kind) {
    case 'time':
      if (invite === undefined) return null;
      return invite
        ? `They proposed ${whenInSentence(asks.time.when)}: a calendar invite for ${invite} (${minutes} minutes) goes with this reply while it names their time, and their calendar's answer shows in your Inbox.`
        : `They proposed ${whenInSentence(asks.time.when)}, which has passed: this reply asks for another time, and writing back to their answer sends the invite.`;
    case 'referral': {
      const colleague = asks.name ?? asks.address;
      const first = person?.split(/\s+/)[0];
      const theirs = first ? `${first}'s reply` : 'Their reply';
      return `${theirs} points you to ${colleague}: this email goes to ${asks.address} in the same thread, copying ${first ?? 'them'}, and ${colleague} is kept among the lead's contacts once it is sent.`;
    }
    case 'info':
      return infoNote(offer);
    case 'invite':
      // A no that takes back their yes called the booked meeting off: the lead moved back.
      return asks.calendar.off ? WITHDRAWN_NOTE : INVITE_NOTES[asks.calendar.answer];
    case 'confirmed':
      return "They said yes to the time: once it is in your calendar, 'Mark meeting booked' moves the lead on.";
    default:
      return null;
  }
}
