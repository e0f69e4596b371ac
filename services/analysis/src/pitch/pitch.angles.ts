/*
 * The angles a pitch can take (what a restaurant lacks, or what it does well) and how much each
 * weighs; the angles themselves come from the site, the listing and the seller's words.
 */
import type { Angle, AngleId } from './pitch.angle.types.js';

/**
 * How much each gap weighs, heaviest first: missing ordering, booking or a readable menu cost a
 * restaurant guests every day; unanswered reviews and a thin rating come next; the rest are extras.
 */
const WEIGHT: AngleId[] = [
  'menu_pdf',
  'ordering',
  'marketplace_ordering',
  'reservations',
  'no_website',
  'reputation',
  'low_rating',
  'few_reviews',
  'catering',
  'private_events',
  'group',
  'new_opening',
  'busy',
  'gift_cards',
  'newsletter',
  'channels',
  'regulars',
];

/** The gaps, heaviest first; gaps of equal weight keep their order. */
export const byWeight = (angles: Angle[]) => [...angles].sort((a, b) => WEIGHT.indexOf(a.id) - WEIGHT.indexOf(b.id));

export { channelsAngle, siteAngles } from './pitch.site-angles.js';
export { factAngles, regularsAngle } from './pitch.listing-angles.js';
export { forSeller, sellerFills, sellerFillsNone } from './pitch.seller-fit.js';
