/*
 * The email to the colleague a reply hands the rep on to ('Please contact Maria Lopez, our general
 * manager, at maria@…'): it says who sent the rep, who the rep is and what they sell in a sentence,
 * and asks once for a short call. It goes in the thread of the reply, with the rep's note quoted
 * below it: the colleague has not read it.
 */
import { predicate, proofOf } from '@leadgen/contracts';
import type { OfferSender } from './draft.offer-sender.js';
import { sameName } from './draft.write.js';
import { CALL_MINUTES } from '../send/call-length.js';

/** 'I'm Ana Rep, Account Executive at TablePoint. TablePoint POS gives you tableside ordering.' */
function whoAndWhat(offer: OfferSender, fromName: string | null): string {
  const me = fromName?.trim() || offer.name;
  const role = me && offer.name && sameName(me, offer.name) && offer.title ? `, ${offer.title}` : '';
  const intro = me ? `I'm ${me}${role} at ${offer.company}.` : `I'm with ${offer.company}.`;
  const point = offer.points[0];
  return point ? `${intro} ${offer.product} ${predicate(point.text)}${proofOf(point.proof)}.` : intro;
}

/**
 * Who sent the rep, then who the rep is and what they sell; without What I sell, what it is about:
 * the rep's note, quoted below when the draft has it (`quoted`), else named by the restaurant.
 */
export function referralBody(
  referrer: string | null,
  restaurant: string,
  offer: OfferSender | null,
  fromName: string | null,
  meetingUrl: string | undefined,
  quoted = false,
  minutes = CALL_MINUTES,
): string {
  const who = referrer ? referrer.split(/\s+/)[0] : 'Your colleagues';
  const about = quoted ? 'my note to the team, below' : `my note to the team at ${restaurant}`;
  const sentBy = offer
    ? `${who} suggested I get in touch with you. ${whoAndWhat(offer, fromName)}`
    : `${who} suggested I get in touch with you about ${about}.`;
  const ask = meetingUrl
    ? `Would a ${minutes}-minute call suit you? You can pick a time here: ${meetingUrl}`
    : `Would a ${minutes}-minute call this week suit you? Tell me a day and time, and I'll send an invite.`;
  return `${sentBy} ${ask}`;
}

/** The rep's note quoted under the email to the colleague, as a mail program quotes a thread. */
export function quoteNote(note: string): string {
  return note
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}
