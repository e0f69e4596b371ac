/*
 * The angles a pitch can take (what a restaurant lacks, or what it does well) and how much each
 * weighs; the angles themselves come from the site, the listing and the seller's words.
 */
export type AngleId =
  | 'menu_pdf'
  | 'ordering'
  | 'marketplace_ordering'
  | 'reservations'
  | 'catering'
  | 'private_events'
  | 'gift_cards'
  | 'newsletter'
  | 'channels'
  | 'no_website'
  | 'reputation'
  | 'low_rating'
  | 'few_reviews'
  | 'group'
  | 'new_opening'
  | 'busy'
  | 'regulars';

/** One thing the restaurant lacks (or, when it lacks nothing seen, one thing it does well), as a rep talks about it. */
export interface Angle {
  id: AngleId;
  /** True when it rests on what the website shows; false when on the listing. */
  fromSite: boolean;
  /** What the restaurant lacks, said about it (a pain point); null when it is not a gap. */
  pain: string | null;
  /** What it could gain (a revenue opportunity). */
  opportunity: string;
  /** What the rep noticed, said to the restaurant, starting with "I": "I couldn't find online ordering on x.com". */
  noticed: string;
  /** Why it matters to them, a clause that follows the noticed one: "so guests who want takeout have to call". */
  cost: string;
  /** The idea the rep brings, a clause after "how": "guests could order takeout straight from your own site". */
  idea: string;
  /** What the conversation is about: "online ordering". */
  topic: string;
  /** What the rep opens with when the angle is not a gap ("their 4.8-star rating"). */
  opening?: string;
}

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
