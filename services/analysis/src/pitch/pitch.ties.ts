/*
 * Which of the restaurant's details a value point of the offer speaks to. "For your ChowNow orders,
 * X gives you commission-free online ordering" reads as one thought; "For your 10 years in business,
 * X gives you commission-free online ordering" reads as a mail merge, so a value point is tied to a
 * detail only when both are about the same thing, and otherwise said on its own.
 */
import type { Offer } from '@leadgen/contracts';
import type { Detail } from './pitch.details.js';

/** What a value point or a detail is about. */
export type Topic =
  | 'ordering'
  | 'commission'
  | 'payments'
  | 'delivery'
  | 'reservations'
  | 'events'
  | 'loyalty'
  | 'marketing'
  | 'reviews'
  | 'menu'
  | 'staff'
  | 'operations'
  | 'website';

/** The words that say a value point is about a topic. */
const POINT_WORDS: [Topic, RegExp][] = [
  [
    'ordering',
    /\b(online orders?|online ordering|order(s|ing)? online|ordering|takeout|take-out|pick-?up|to-go|checkout|direct orders?|order ahead|order throttling)\b/i,
  ],
  ['commission', /\b(commissions?|commission-free|marketplace fees?|third-party fees?)\b/i],
  ['payments', /\b(card|cards|payments?|processing|swipes?|surcharg\w*|pay at the table|tap to pay|fees?)\b/i],
  ['delivery', /\b(deliver(y|ies)?|drivers?|couriers?|marketplaces?|doordash|uber eats|grubhub)\b/i],
  [
    'reservations',
    /\b(reservations?|bookings?|booked|book(ing)? a table|waitlists?|no-shows?|covers|seating|deposits?|table management)\b/i,
  ],
  ['events', /\b(events?|private (dining|parties|party|rooms?)|parties|catering|buyouts?|large groups?|banquets?)\b/i],
  [
    'loyalty',
    /\b(loyalty|regulars?|rewards?|repeat (visits?|guests?|customers?)|returning|come back|coming back|bring(ing)? (past )?guests back|earn points|punch cards?|members?|vip)\b/i,
  ],
  [
    'marketing',
    /\b(marketing|campaigns?|e-?mails?|sms|text messages?|newsletters?|promotions?|social|win-?back|guest list|audiences?)\b/i,
  ],
  ['reviews', /\b(reviews?|ratings?|reputation|stars?)\b/i],
  ['menu', /\b(menus?|dish(es)?|items?|prices?|specials?|modifiers?|upsells?)\b/i],
  [
    'staff',
    /\b(schedul\w*|shifts?|payroll|tips?|tip-?outs?|staff\w*|labou?r|hiring|hires?|employees?|timesheets?|clock(s|ing)? in|overtime|crew)\b/i,
  ],
  [
    'operations',
    /\b(pos|point of sale|terminals?|tableside|kitchen|tickets?|kds|inventory|reports?|reporting|locations?|servers?|table turns?|checks?|rush(es)?)\b/i,
  ],
  ['website', /\b(websites?|seo|search|domain|web pages?|online presence)\b/i],
];

/** The offer's category says what every one of its points is about, too. */
const CATEGORY_TOPICS: Partial<Record<Offer['category'], Topic[]>> = {
  online_ordering: ['ordering'],
  delivery: ['delivery'],
  reservations: ['reservations'],
  loyalty: ['loyalty'],
  payroll_scheduling: ['staff'],
  website: ['website'],
};

/** What an offer is about: every value point's topics, and its category's. */
export function offerTopics(offer: Pick<Offer, 'value_points' | 'category'>): Set<Topic> {
  const topics = new Set<Topic>(CATEGORY_TOPICS[offer.category] ?? []);
  for (const point of offer.value_points) for (const t of pointTopics(point)) topics.add(t);
  return topics;
}

/** What a value point is about, from its words (and its proof's). */
export function pointTopics(point: Offer['value_points'][number]): Set<Topic> {
  // A point written as a report lists it ("Tip pooling: Split tips by hours or points") is about its
  // feature; its benefit and proof say what it is about only when the feature's name does not.
  const [feature, ...rest] = point.text.split(/:\s+/);
  const named = rest.length ? topicsIn(feature!) : new Set<Topic>();
  if (named.size) return named;
  return topicsIn(`${point.text} ${point.proof ?? ''}`);
}

function topicsIn(words: string): Set<Topic> {
  const topics = new Set(POINT_WORDS.filter(([, re]) => re.test(words)).map(([t]) => t));
  // Orders taken at the table ('tableside ordering') are service on the floor, not online ordering.
  if (TABLESIDE.test(words) && !ONLINE.test(words)) topics.delete('ordering');
  return topics;
}

const TABLESIDE =
  /\b(tableside|at the table|handhelds?|kiosks?|counter|ring(ing)? up|registers?|terminals?|in-store)\b/i;
const ONLINE = /\b(online|website|takeout|take-out|pick-?up|to-go|delivery|app)\b/i;

/** What a detail speaks to: a platform to ordering or booking, years to regulars, a dish to the menu. */
export function detailTopics(d: Detail): Set<Topic> {
  switch (d.kind) {
    case 'platform':
      // "your ChowNow orders" or "your Resy bookings".
      return new Set(/\borders\b/.test(d.short) ? ['ordering', 'commission', 'delivery'] : ['reservations', 'events']);
    case 'year':
      return new Set(['loyalty']);
    case 'event':
      // A night to promote (trivia, live music) is something to market; a private room is booked, not mailed about.
      return new Set(
        /\bprivate\b/.test(d.short) ? ['events', 'reservations'] : ['events', 'reservations', 'marketing'],
      );
    case 'dish':
      return new Set(['menu', 'ordering']);
    case 'rating':
      return new Set(['reviews', 'marketing', 'loyalty']);
    case 'locations':
      return new Set(['operations', 'staff', 'payments']);
    case 'hours':
      // Late nights and early mornings are shifts and late orders; seven days a week is a schedule;
      // an ordinary evening speaks to nothing in particular.
      return new Set(
        /late nights|early mornings/.test(d.short)
          ? ['staff', 'delivery']
          : /seven days/.test(d.short)
            ? ['staff']
            : [],
      );
    // A street says where the restaurant is, which no feature speaks to ("delivery dispatch, which
    // fits your place on Magnolia Ave" stretches): it is where the rep would come by, never a reason.
    default:
      return new Set();
  }
}

/** True when the value point is about something the detail speaks to. */
export function speaksTo(point: Offer['value_points'][number], d: Detail, category?: Offer['category']): boolean {
  const about = pointTopics(point);
  // A point with no words of its own is about what the offer is (an ordering product's point is about ordering).
  if (!about.size) for (const t of category ? (CATEGORY_TOPICS[category] ?? []) : []) about.add(t);
  const speaks = detailTopics(d);
  return [...about].some((t) => speaks.has(t));
}

/**
 * The value point to say and the detail to tie it to: the first point, from `start` on, that the
 * wanted detail speaks to; else the first point another of `others` speaks to; else point `start`
 * alone (detail null).
 */
export function tieOf(
  offer: Pick<Offer, 'value_points' | 'category'>,
  start: number,
  wanted: Detail | null,
  others: readonly Detail[] = [],
  said: readonly number[] = [],
): { point: number; detail: Detail | null } {
  const n = offer.value_points.length;
  // The points not said yet in this field (all of them again once every one was said).
  const all = Array.from({ length: n }, (_, i) => (start + i) % n);
  const fresh = all.filter((k) => !said.includes(k));
  const order = fresh.length ? fresh : all;
  for (const d of [wanted, ...others]) {
    if (!d) continue;
    const i = order.find((k) => speaksTo(offer.value_points[k]!, d, offer.category));
    if (i !== undefined) return { point: i, detail: d };
  }
  return { point: order[0] ?? 0, detail: null };
}

/** The first of `details` that speaks to what a conversation is about ("online reservations", "bringing guests back"). */
export function detailFor(about: string, details: readonly Detail[]): Detail | null {
  const topics = pointTopics({ text: about, proof: null });
  return details.find((d) => [...detailTopics(d)].some((t) => topics.has(t))) ?? null;
}
