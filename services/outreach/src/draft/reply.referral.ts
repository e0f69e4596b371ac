/*
 * The email to the colleague a reply hands the rep on to ('Please contact Maria Lopez, our general
 * manager, at maria@…'): it says who sent the rep, who the rep is and what they sell in a sentence,
 * and asks once for a short call. It goes in the thread of the reply, so the colleague can read it.
 */
import { predicate, proofOf } from '@leadgen/contracts';
import type { OfferSender } from './draft.offer-sender.js';
import { sameName } from './draft.write.js';

/** 'I'm Ana Rep, Account Executive at TablePoint. TablePoint POS gives you tableside ordering.' */
function whoAndWhat(offer: OfferSender | null, fromName: string | null, restaurant: string): string {
  if (!offer) return `It's about my note to ${restaurant}.`;
  const me = fromName?.trim() || offer.name;
  const role = me && offer.name && sameName(me, offer.name) && offer.title ? `, ${offer.title}` : '';
  const intro = me ? `I'm ${me}${role} at ${offer.company}.` : `I'm with ${offer.company}.`;
  const point = offer.points[0];
  return point ? `${intro} ${offer.product} ${predicate(point.text)}${proofOf(point.proof)}.` : intro;
}

export function referralBody(
  referrer: string | null,
  restaurant: string,
  offer: OfferSender | null,
  fromName: string | null,
  meetingUrl: string | undefined,
): string {
  const sentBy = referrer
    ? `${referrer.split(/\s+/)[0]} suggested I get in touch with you.`
    : 'Your colleagues suggested I get in touch with you here.';
  const ask = meetingUrl
    ? `Would a 15-minute call suit you? You can pick a time here: ${meetingUrl}`
    : "Would a 15-minute call this week suit you? Tell me a day and time, and I'll send an invite.";
  return `${sentBy} ${whoAndWhat(offer, fromName, restaurant)} ${ask}`;
}
