/* An angle a pitch can take: what a restaurant lacks, or what it does well. */

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
