/* Which gaps a seller fills, by its own words: the pitch leads with a gap the seller can fill. */
import type { PitchSeller } from '@leadgen/contracts';
import type { Angle, AngleId } from './pitch.angle.types.js';

/** What the seller's own words say it offers, per angle: the pitch leads with a gap the seller can fill. */
const SELLS: Record<AngleId, RegExp | null> = {
  menu_pdf: /\bmenus?\b|website|web ?design|seo\b/i,
  ordering: /order|takeout|take-out|delivery|commission/i,
  marketplace_ordering: /order|takeout|delivery|commission/i,
  reservations: /reserv|booking|book a table|\btables?\b|wait ?list/i,
  catering: /cater/i,
  private_events: /event|part(y|ies)|private dining/i,
  gift_cards: /gift/i,
  newsletter: /e-?mail|marketing|loyalty|newsletter|\bsms\b|text messag/i,
  channels: null,
  no_website: /web ?design|website builder|websites? for|online presence|\bseo\b/i,
  reputation: /review|reputation|rating/i,
  low_rating: /review|reputation|rating/i,
  few_reviews: /review|reputation|rating/i,
  group: /locations|multi-?(unit|location)|franchise|enterprise|groups?\b/i,
  new_opening: /loyalty|retention|regulars|repeat|marketing/i,
  busy: /phone|calls?\b|peak|kiosk|staff/i,
  regulars: /loyalty|retention|regulars|repeat|marketing/i,
};

/** The seller's words: its value proposition and what it offers. */
const sellerWords = (seller: PitchSeller | null) =>
  seller ? [seller.value_proposition ?? '', ...(seller.offers ?? [])].join(' ') : '';

/** True when the seller's own words say it fills this gap. */
export function sellerFills(angle: Angle, words: string): boolean {
  return !!SELLS[angle.id]?.test(words);
}

/** The gaps a seller's own words say it fills come first, in their order; the others follow. */
export function forSeller(angles: Angle[], seller: PitchSeller | null): Angle[] {
  const words = sellerWords(seller);
  if (!words.trim()) return angles;
  const fits = (a: Angle) => sellerFills(a, words);
  return [...angles.filter(fits), ...angles.filter((a) => !fits(a))];
}

/** True when the seller says what it offers and none of these gaps is one of them. */
export function sellerFillsNone(angles: Angle[], seller: PitchSeller | null): boolean {
  const words = sellerWords(seller);
  return !!words.trim() && !angles.some((a) => sellerFills(a, words));
}
