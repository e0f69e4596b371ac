import { createHash } from 'node:crypto';
import { placeId, type Listing } from '../towns/town.listings.js';
import { positionAround } from '../towns/town.position.js';
import { makeRand, type Rand } from '../world/demo.rand.js';
import { domainSlug, independentRow, TLDS, type CityContext } from '../world/demo.rows.js';
import { HOURS_PATTERNS } from '../world/demo.tables.js';
import type { DemoRow } from '../world/demo.types.js';
import { claimHost, freshSites, type StoryContext } from './timeline.context.js';
import type { PlannedPlace, TownStory } from './timeline.types.js';

/**
 * Announced openings a week: about one for every hundred restaurants the town lists, from one a
 * month or so in a small town to eight in a big city (RestaurantData counts about 600 a week
 * nationally; the simulator opens more, so a four-week demo has something to show in every town).
 */
export const announcementsPerWeek = (listed: number): number => Math.min(8, Math.max(0.3, listed / 100));

/** Closures a week: about one restaurant in ten a year, at most three a week. */
export const closuresPerWeek = (listed: number): number => Math.min(3, (listed * 0.1) / 52);

const randOf = (text: string) => makeRand(createHash('sha256').update(text).digest().readUInt32BE(0));

/** A whole count for an expected one: its integer part, and one more with the chance of the rest. */
const countOf = (R: Rand, expected: number) => Math.floor(expected) + (R.chance(expected % 1) ? 1 : 0);

/** How a place is reviewed once open: a rating around the town's, a few reviews a week. */
function reviewing(R: Rand): Pick<PlannedPlace, 'rating' | 'reviewsPerDay'> {
  const rating = Math.round(Math.min(5, Math.max(2.5, R.normal(4.2, 0.45))) * 10) / 10;
  return { rating, reviewsPerDay: 0.1 + 0.5 * R.next() };
}

function plannedListing(ctx: StoryContext, row: DemoRow, key: string): Listing {
  return {
    id: placeId(key),
    row,
    city: ctx.set.city,
    hours: row.h === undefined ? null : (HOURS_PATTERNS[row.h] ?? null),
    position: positionAround(ctx.set.centre, ctx.set.population, key),
  };
}

/**
 * A place the town listed as about to open when the simulator started: it opens on its date (now a
 * fixed day), and some get a website some days after.
 */
export function plannedFuture(ctx: StoryContext, future: Listing): PlannedPlace {
  const R = randOf(`timeline:${future.id}`);
  const { opensInDays, ...listing } = future;
  const opensOn = ctx.startDay + (opensInDays ?? 0);
  const url = `https://${domainSlug(listing.row.n)}-${ctx.hostTag}.${R.pick(TLDS)}`;
  const wantsSite = R.chance(0.6);
  const registeredOn = opensOn + R.int(2, 21);
  const website = wantsSite && claimHost(ctx, url) ? { url, registeredOn } : null;
  return { listing, announcedOn: null, opensOn, website, ...reviewing(R) };
}

/** A restaurant announced on `announcedOn`: an independent of the town's cuisine mix, opening two to thirteen weeks later. */
function announcedPlace(R: Rand, ctx: StoryContext, at: CityContext, key: string, announcedOn: number): PlannedPlace {
  const drawn = independentRow({ R, usedNames: ctx.usedNames }, ctx.mix, [], at);
  const opensOn = announcedOn + R.int(14, 90);
  const wantsSite = R.chance(0.8);
  const registeredOn = opensOn + R.int(2, 21);
  const website = drawn.w && wantsSite && claimHost(ctx, drawn.w) ? { url: drawn.w, registeredOn } : null;
  const row: DemoRow = { n: drawn.n, c: drawn.c, ci: ctx.ci, s: drawn.s, z: drawn.z, rc: 0, pc: R.int(0, 4), o: 0 };
  if (drawn.p) row.p = drawn.p;
  if (drawn.h !== undefined) row.h = drawn.h;
  return { listing: plannedListing(ctx, row, key), announcedOn, opensOn, website, ...reviewing(R) };
}

/**
 * One week of a town (`week`: whole weeks since 1970-01-01), drawn from the town and the week
 * alone: its announced openings, then its closures. Only what falls after the simulator's start day
 * is kept, so with the clock unmoved the town is as it was.
 */
export function drawWeek(ctx: StoryContext, week: number, story: TownStory): void {
  const { set, startDay } = ctx;
  const R = randOf(`timeline:${set.key}:${week}`);
  const at: CityContext = { city: set.city, ci: ctx.ci, sites: freshSites(R, ctx), hostTag: ctx.hostTag };
  const listed = set.listings.length;
  const announced = countOf(R, announcementsPerWeek(listed));
  for (let k = 0; k < announced; k++) {
    const day = week * 7 + R.int(0, 6);
    const place = announcedPlace(R, ctx, at, `${set.key}:new:${week}:${k}`, day);
    if (day > startDay) story.places.push(place);
  }
  const closing = listed ? countOf(R, closuresPerWeek(listed)) : 0;
  for (let k = 0; k < closing; k++) {
    const day = week * 7 + R.int(0, 6);
    const listing = set.listings[R.int(0, listed - 1)]!;
    // A second listing of a restaurant stays as stale as it is; a place closes once.
    if (day > startDay && listing.row.dup === undefined && !story.closures.has(listing.id))
      story.closures.set(listing.id, day);
  }
}
