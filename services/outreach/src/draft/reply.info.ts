/*
 * The answer to a reply that asks for information ('Can you send me some details? What does it
 * cost?'): what the rep sells in a sentence, from What I sell's first two value points and their
 * proof, the rep's website where What I sell keeps one, and, asked the price, why a call gives a
 * real figure; then the one step to a call.
 */
import { predicate, proofOf } from '@leadgen/contracts';
import type { OfferSender } from './draft.offer-sender.js';
import { CALL_MINUTES } from '../send/call-length.js';

/** 'TablePoint POS gives you tableside ordering on handhelds (…), and it cuts card fees.' */
function inShort(offer: OfferSender): string | null {
  const [first, second] = offer.points;
  if (!first) return null;
  const also = second ? `, and it ${predicate(second.text)}${proofOf(second.proof)}` : '';
  return `In short, ${offer.product} ${predicate(first.text)}${proofOf(first.proof)}${also}.`;
}

/** The one step to a call: the rep's calendar where they keep one, else a day and time to name. */
function toACall(price: boolean, meetingUrl: string | undefined, minutes: number): string {
  if (price)
    return meetingUrl
      ? `A ${minutes}-minute call is the quickest way to one. You can pick a time that suits you here: ${meetingUrl}`
      : `A ${minutes}-minute call is the quickest way to one: what day and time would suit you? I'll send an invite.`;
  return meetingUrl
    ? `If it looks useful, you can pick a time for a ${minutes}-minute call here: ${meetingUrl}`
    : `If it looks useful, what day and time would suit you for a ${minutes}-minute call? I'll send an invite.`;
}

/**
 * The body after the thanks; without What I sell's points, the call is where their questions are
 * answered. `minutes`: how long the call the thread asked for lasts.
 */
export function infoAnswer(
  offer: OfferSender | null,
  price: boolean,
  meetingUrl: string | undefined,
  minutes = CALL_MINUTES,
): string {
  const short = offer && inShort(offer);
  if (!short) {
    const next = meetingUrl
      ? `You can pick a time that suits you here: ${meetingUrl}`
      : `Would you have ${minutes} minutes this week? I'll send an invite.`;
    return `I can tell you more, and answer your questions, on a short call. ${next}`;
  }
  const site = offer.website ? ` You can see more at ${offer.website}.` : '';
  const cost = price ? " What it costs depends on your setup, so I'd rather give you a real figure than a range." : '';
  return `${short}${site}${cost} ${toACall(price, meetingUrl, minutes)}`;
}
