import type { PitchSeller } from '@leadgen/contracts';
import type { SiteSummary } from '../site/site.summary.js';
import type { Restaurant } from './pitch.restaurant.js';
import { count, cuisineNoun, cuisineValue, joinAnd, plural, providerName, siteLabel } from './pitch.words.js';

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

/** Ordering sites that take a commission on each order. */
const MARKETPLACES = /^(doordash|uber ?eats|grubhub|postmates|seamless|caviar)$/i;

/** Counter-service restaurants, where online table booking is not what they need. */
const COUNTER_SERVICE = new Set([
  'fast_food',
  'cafe',
  'bakery',
  'dessert',
  'sandwich',
  'pizza',
  'burgers',
  'chicken',
  'ramen',
]);

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

function orderingAngle(site: SiteSummary, where: string): Angle | null {
  if (!site.found.online_ordering) {
    return {
      id: 'ordering',
      fromSite: true,
      pain: 'No online ordering link was found on the website, so guests who want takeout have to call.',
      opportunity: 'Commission-free online ordering from the website',
      noticed: `I couldn't find online ordering on ${where}`,
      cost: 'so guests who want takeout have to call',
      idea: 'guests could order takeout straight from your own site',
      topic: 'online ordering',
    };
  }
  const providers = site.orderingProviders.map(providerName);
  if (!providers.length || !providers.every((p) => MARKETPLACES.test(p))) return null;
  return {
    id: 'marketplace_ordering',
    fromSite: true,
    pain: `Online orders go through ${joinAnd(providers)}, which ${providers.length === 1 ? 'takes' : 'take'} a commission on every order.`,
    opportunity: 'First-party online ordering that keeps the margin on every order',
    noticed: `I saw that your online orders go through ${joinAnd(providers)}`,
    cost: 'and each of those orders pays a marketplace commission',
    idea: 'regulars could order from your own site while the marketplaces keep bringing new guests',
    topic: 'first-party online ordering',
  };
}

/** Gaps the website shows, in the order they matter for revenue. */
export function siteAngles(site: SiteSummary, cuisine: string | null): Angle[] {
  if (site.thin) return [];
  const where = siteLabel(site.host);
  const out: Angle[] = [];
  const gap = (id: AngleId, a: Omit<Angle, 'id' | 'fromSite'>) => out.push({ id, fromSite: true, ...a });
  if (site.menuPdfOnly) {
    gap('menu_pdf', {
      pain: 'The menu is only a PDF: slow on phones and not indexed by search engines.',
      opportunity: 'A mobile-friendly, searchable menu page',
      noticed: 'I noticed your menu is only available as a PDF',
      cost: 'which is hard to read on a phone and invisible to search engines',
      idea: 'your menu could be a fast page that phones and search engines can read',
      topic: 'the menu',
    });
  }
  const ordering = orderingAngle(site, where);
  if (ordering) out.push(ordering);
  if (!site.found.reservations && !COUNTER_SERVICE.has(cuisineValue(cuisine) ?? '')) {
    gap('reservations', {
      pain: 'No online reservation option was found; bookings depend on the phone.',
      opportunity: 'Online reservations that fill tables while the team is busy',
      noticed: `I couldn't find a way to book a table on ${where}`,
      cost: 'so every booking is a phone call',
      idea: 'guests could book a table online at any hour',
      topic: 'online reservations',
    });
  }
  if (!site.found.catering) {
    gap('catering', {
      pain: 'No catering offer was found on the site, which leaves large orders on the table.',
      opportunity: 'A catering page with an inquiry form for group orders',
      noticed: `I didn't see a catering page on ${where}`,
      cost: 'and office and party orders are some of the biggest tickets a restaurant gets',
      idea: 'a catering page with an inquiry form could bring in group orders',
      topic: 'catering',
    });
  }
  if (!site.found.private_events) {
    gap('private_events', {
      pain: 'No private events or group dining page was found.',
      opportunity: 'A private events page that captures party leads',
      noticed: `I didn't see a private events page on ${where}`,
      cost: 'so anyone planning a party has to call to ask',
      idea: 'a private events page could capture party inquiries while you sleep',
      topic: 'private events',
    });
  }
  if (!site.found.gift_cards) {
    gap('gift_cards', {
      pain: 'No digital gift cards were found on the site.',
      opportunity: 'Digital gift cards sold straight from the website',
      noticed: `I couldn't find gift cards on ${where}`,
      cost: 'which are easy revenue, especially around the holidays',
      idea: 'guests could buy digital gift cards straight from your site',
      topic: 'gift cards',
    });
  }
  if (!site.found.newsletter) {
    gap('newsletter', {
      pain: 'No email sign-up was found, so the restaurant cannot reach past guests directly.',
      opportunity: 'An email list that brings guests back',
      noticed: `I didn't see an email sign-up on ${where}`,
      cost: "so there's no direct way to bring past guests back",
      idea: 'an email list could fill tables on slow nights',
      topic: 'guest email marketing',
    });
  }
  return out;
}

/** When the site shows no gap: what it already does, to build on. */
export function channelsAngle(site: SiteSummary): Angle {
  const has = [...site.orderingProviders, ...site.reservationProviders].slice(0, 2).map(providerName);
  return {
    id: 'channels',
    fromSite: true,
    pain: null,
    opportunity: 'Bring the existing online channels together so more guests convert from the website',
    noticed: `I noticed you already offer ${has.length ? joinAnd(has) : 'several online channels'}`,
    cost: 'which puts you ahead of most restaurants',
    idea: 'more of your website visitors could turn into orders and bookings',
    topic: 'online orders and bookings',
    opening: `what their website already offers${has.length ? ` (${joinAnd(has)})` : ''}`,
  };
}

function reputationAngle(r: Restaurant): Angle | null {
  if (r.responseRate === null || r.reviews === null || r.reviews < 40 || r.responseRate >= 0.3) return null;
  const pct = Math.round(r.responseRate * 100);
  const none = pct === 0;
  return {
    id: 'reputation',
    fromSite: false,
    pain: none
      ? `None of its ${count(r.reviews)} Google reviews has a reply from the restaurant.`
      : `Only ${pct}% of its ${count(r.reviews)} Google reviews have a reply from the restaurant.`,
    opportunity: 'Replies to every review, so the rating keeps bringing guests in',
    noticed: none
      ? `I noticed none of your ${count(r.reviews)} Google reviews has a reply yet`
      : `I noticed only about ${pct}% of your ${count(r.reviews)} Google reviews have a reply`,
    cost: 'and guests do read the replies when they choose where to eat',
    idea: 'every review could get a reply in a few minutes a day',
    topic: 'review replies',
  };
}

/** Gaps the listing shows, most telling first. */
export function factAngles(r: Restaurant): Angle[] {
  const out: Angle[] = [];
  const gap = (id: AngleId, a: Omit<Angle, 'id' | 'fromSite'>) => out.push({ id, fromSite: false, ...a });
  if (!r.website) {
    gap('no_website', {
      pain: 'No website is listed, so guests searching online have little to act on.',
      opportunity: 'A website with the menu, hours and online ordering',
      noticed: "I looked for your website and couldn't find one",
      cost: 'so guests who find you on Google can only call or walk in',
      idea: 'a simple site with your menu, hours and online ordering could turn searches into orders',
      topic: 'a simple website',
    });
  }
  const reputation = reputationAngle(r);
  if (reputation) out.push(reputation);
  if (r.rating !== null && r.rating < 4 && (r.reviews ?? 0) >= 20) {
    gap('low_rating', {
      pain: `A ${r.rating}-star rating loses guests who compare places nearby.`,
      opportunity: 'A better rating, by asking happy guests for reviews and answering the unhappy ones',
      noticed: `I noticed your Google rating sits at ${r.rating} stars`,
      cost: 'and many guests skip anything under four',
      idea: 'happy guests could be asked for a review before they leave',
      topic: 'the rating',
    });
  }
  if (r.reviews !== null && r.reviews < 50) {
    gap('few_reviews', {
      pain: `Only ${plural(r.reviews, 'Google review')} so far, so it is easy to miss in local search.`,
      opportunity: 'More reviews from happy guests, for more visibility in local search',
      noticed: `I noticed you have ${plural(r.reviews, 'Google review')} so far`,
      cost: 'which makes you easy to miss in local search',
      idea: 'happy guests could be asked for a review right after their visit',
      topic: 'more reviews',
    });
  }
  if ((r.locations ?? 1) >= 3) {
    gap('group', {
      pain: `With ${r.locations} locations, keeping menus, hours and ordering the same everywhere takes work.`,
      opportunity: 'One place to run menus, hours and orders for every location',
      noticed: `I saw that you run ${r.locations} locations`,
      cost: 'and keeping menus, hours and ordering in step across them takes work',
      idea: 'menus, hours and orders for every location could be run from one place',
      topic: 'running several locations',
    });
  }
  if (r.recentlyOpened) {
    gap('new_opening', {
      pain: 'Opened within the last year, so it is still building its regulars.',
      opportunity: 'More first-time guests coming back as regulars',
      noticed: 'I saw that you opened within the last year',
      cost: 'and the first year is when regulars are won',
      idea: 'more first-time guests could come back as regulars',
      topic: 'repeat visits',
    });
  }
  if ((r.reviews ?? 0) >= 500) {
    gap('busy', {
      pain: `${count(r.reviews!)} reviews point to busy peaks, when phone orders and bookings get missed.`,
      opportunity: 'More orders at peak times without extra staff',
      noticed: `I saw you have ${count(r.reviews!)} Google reviews${r.rating ? ` at ${r.rating} stars` : ''}`,
      cost: 'which means busy peaks, when phone orders and bookings slip through',
      idea: 'orders and bookings could be taken at peak times without tying up the phone',
      topic: 'peak-time orders',
    });
  }
  return out;
}

/** When the listing shows no gap either: its guests, and bringing them back. */
export function regularsAngle(r: Restaurant): Angle {
  const rated = r.rating !== null && r.reviews !== null && r.reviews > 0;
  const noun = cuisineNoun(r.cuisine) ?? 'restaurant';
  return {
    id: 'regulars',
    fromSite: false,
    pain: null,
    opportunity: 'More first-time guests coming back as regulars',
    noticed: rated
      ? `I saw you hold ${r.rating} stars across ${plural(r.reviews!, 'Google review')}`
      : `I came across your ${noun}${r.city ? ` in ${r.city}` : ''}`,
    cost: rated ? 'so guests clearly like what you do' : 'and I had an idea for you',
    idea: 'more of your first-time guests could come back as regulars',
    topic: 'repeat visits',
    opening: rated
      ? `their ${r.rating}-star rating across ${plural(r.reviews!, 'review')}`
      : 'a question about how guests find and order from them today',
  };
}

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
