import { createHash } from 'node:crypto';
import { makeRand } from '../world/demo.rand.js';
import { FIRST_NAMES, SURNAMES } from '../world/demo.words.js';
import type { Listing } from '../towns/town.listings.js';

/** Who took a photo or wrote a review: a fictional person with a profile on the reserved example domain. */
interface Author {
  displayName: string;
  uri: string;
  photoUri: string;
}

const randFor = (text: string) => makeRand(createHash('sha256').update(text).digest().readUInt32BE(0));
const ref = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 40);

function author(R: ReturnType<typeof makeRand>): Author {
  const id = String(R.int(100_000_000, 999_999_999));
  return {
    displayName: `${R.pick(FIRST_NAMES)} ${R.pick(SURNAMES)[0]}.`,
    uri: `https://maps.example.com/contrib/${id}`,
    photoUri: `https://photos.example.com/a/${id}=s128`,
  };
}

/** `photos`: at most 10 of the listing's photos, as Google lists them. */
export function googlePhotos(listing: Listing) {
  const R = randFor(`photos:${listing.id}`);
  return Array.from({ length: Math.min(10, listing.row.pc) }, (_, k) => {
    const wide = R.chance(0.7);
    return {
      name: `places/${listing.id}/photos/${ref(`${listing.id}:photo:${k}`)}`,
      widthPx: wide ? 4032 : 3024,
      heightPx: wide ? 3024 : 4032,
      authorAttributions: [author(R)],
    };
  });
}

const PRAISE = [
  'The {dish} was excellent and the staff made us feel at home.',
  'Great spot for a weeknight dinner; the {dish} is the thing to order.',
  'Friendly service, fair prices, and the {dish} was cooked just right.',
  'We come back every month. Try the {dish}.',
];
const FAIR = [
  'Decent {dish}, but the wait was longer than we expected.',
  'Good food overall; the {dish} could use more seasoning.',
  'Nice place, a little noisy on weekends. The {dish} was fine.',
];
const POOR = ['Our order was wrong and the {dish} came out cold.', 'Slow service and the {dish} was nothing special.'];
const DISHES: Record<string, string[]> = {
  pizza: ['margherita', 'pepperoni pie', 'garlic knots'],
  mexican: ['al pastor tacos', 'mole', 'carnitas'],
  tex_mex: ['fajitas', 'queso', 'enchiladas'],
  bbq: ['brisket', 'ribs', 'pulled pork'],
  sushi: ['omakase', 'spicy tuna roll', 'nigiri'],
  cafe: ['latte', 'cold brew', 'breakfast sandwich'],
  breakfast_brunch: ['pancakes', 'eggs benedict', 'biscuits and gravy'],
};
const DEFAULT_DISHES = ['special of the day', 'burger', 'salad', 'soup'];

function ago(days: number): string {
  if (days < 7) return days <= 1 ? 'a day ago' : `${days} days ago`;
  if (days < 30) return Math.round(days / 7) <= 1 ? 'a week ago' : `${Math.round(days / 7)} weeks ago`;
  if (days < 365) return Math.round(days / 30) <= 1 ? 'a month ago' : `${Math.round(days / 30)} months ago`;
  return Math.round(days / 365) <= 1 ? 'a year ago' : `${Math.round(days / 365)} years ago`;
}

/** Google's reviews go back to about 2010: a restaurant older than that has its first review no earlier. */
const REVIEWS_SINCE_DAYS = 15 * 365;
const DAY_MS = 86_400_000;

/**
 * Days before today of the listing's first review: written in the restaurant's first weeks, so a
 * listing that shows all its reviews dates its opening (to within weeks, never before it). A place
 * open a year or more has its first review a year or more ago, at midnight, so it never looks new.
 */
function firstReviewDays(opened: number, R: ReturnType<typeof makeRand>): number {
  const soon = R.int(0, 20);
  if (opened < 365) return Math.max(1, opened - Math.min(soon, opened - 1));
  return Math.max(365, Math.min(opened, REVIEWS_SINCE_DAYS) - soon);
}

/**
 * `reviews`: at most 5, rated around the listing's rating, written on days after its opening and
 * before `now`; the first one comes back first, the others fall between it and today.
 */
export function googleReviews(listing: Listing, now: Date) {
  const { row } = listing;
  if (!row.rc || row.r === undefined) return [];
  const R = randFor(`reviews:${listing.id}`);
  const dishes = DISHES[row.c] ?? DEFAULT_DISHES;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // A place listed when the simulator started keeps its reviews' dates as the clock moves on.
  const drawn = listing.reviewsDrawnOn === undefined ? today : Math.min(today, listing.reviewsDrawnOn * DAY_MS);
  const since = Math.round((today - drawn) / DAY_MS);
  const first = firstReviewDays(row.o, R);
  return Array.from({ length: Math.min(5, row.rc) }, (_, k) => {
    const rating = Math.max(1, Math.min(5, Math.round(R.normal(row.r!, 0.8))));
    const text = R.pick(rating >= 4 ? PRAISE : rating === 3 ? FAIR : POOR).replace('{dish}', R.pick(dishes));
    const days = k === 0 ? first : R.int(1, first);
    const seconds = R.int(0, 86_399);
    const body = { text, languageCode: 'en' };
    return {
      name: `places/${listing.id}/reviews/${ref(`${listing.id}:review:${k}`)}`,
      relativePublishTimeDescription: ago(days + since),
      rating,
      text: body,
      originalText: body,
      authorAttribution: author(R),
      publishTime: new Date(drawn - days * DAY_MS + (days >= 365 ? 0 : seconds * 1000)).toISOString(),
    };
  });
}
