/* The gaps a restaurant's listing shows (reviews, rating, locations, age), and its guests when it shows none. */
import type { Angle, AngleId } from './pitch.angle.types.js';
import type { Restaurant } from './pitch.restaurant.js';
import { count, cuisineNoun, plural } from './pitch.words.js';

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
      cost: 'which usually means busy peaks, when phone orders and bookings can slip through',
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
