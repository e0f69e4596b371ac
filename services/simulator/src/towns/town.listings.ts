import { createHash } from 'node:crypto';
import { cuisineMixes } from '../world/demo.generator.js';
import { makeRand } from '../world/demo.rand.js';
import { citySites, independentRow, type CityContext } from '../world/demo.rows.js';
import type { DemoCity, DemoDataFile, DemoRow } from '../world/demo.types.js';
import type { WeeklyHours } from '../world/world.hours.js';
import { positionAround, type LatLng } from './town.position.js';

/** One place as the Places API lists it: a row of the world or of a town, where it stands, and its id. */
export interface Listing {
  /** Place id in Google's style, the same for the same place on every machine. */
  id: string;
  row: DemoRow;
  city: DemoCity;
  hours: WeeklyHours | null;
  position: LatLng;
  /** A place that has not opened yet: it opens this many days after today. */
  opensInDays?: number;
  /** Closed for good: Google keeps answering it, as CLOSED_PERMANENTLY. */
  closed?: true;
  /** The day (src/clock/clock.days.ts) its reviews are dated from: a place listed when the simulator started keeps their dates as the clock moves. */
  reviewsDrawnOn?: number;
}

/** Every place of one city or town, the most prominent first, and the places about to open there. */
export interface ListingSet {
  /** "world:<city index>" or "town:<GeoNames id>". */
  key: string;
  city: DemoCity;
  centre: LatLng;
  population: number;
  listings: Listing[];
  futures: Listing[];
}

/** Place ids look like Google's ("ChIJ" and 23 more characters) and never repeat. */
export function placeId(key: string): string {
  return `ChIJ${createHash('sha256').update(key).digest('base64url').slice(0, 23)}`;
}

/** Prominence as Google weighs it, roughly: a good rating from many reviews first; ties by id. */
export function prominence(row: DemoRow): number {
  return (row.r ?? 3) * Math.log10(row.rc + 10);
}

/** Google's order: the most prominent first. */
export function byProminence(a: Listing, b: Listing): number {
  return prominence(b.row) - prominence(a.row) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Restaurants announced but not open yet: about one for every hundred open, no reviews, no website yet. */
function futureOpenings(key: string, city: DemoCity, count: number): DemoRow[] {
  const R = makeRand(createHash('sha256').update(`future:${key}`).digest().readUInt32BE(0));
  const at: CityContext = { city, ci: 0, sites: citySites(R, city) };
  const mix = cuisineMixes([city])[0]!;
  const names = { R, usedNames: new Set<string>() };
  return Array.from({ length: count }, () => {
    const row = independentRow(names, mix, [], at);
    const { n, c, ci, s, z, p, h } = row;
    return { n, c, ci, s, z, p, h, rc: 0, pc: R.int(0, 4), o: -R.int(7, 150) };
  });
}

/** The listing set of one city of `data` (its index `ci`), placed around `centre`. */
export function listingSet(
  key: string,
  data: DemoDataFile,
  ci: number,
  centre: LatLng,
  population: number,
): ListingSet {
  const city = data.cities[ci]!;
  const listing = (row: DemoRow, id: string): Listing => ({
    id: placeId(id),
    row,
    city,
    hours: row.h === undefined ? null : (data.hours_patterns[row.h] ?? null),
    position: positionAround(centre, population, id),
    ...(row.o < 0 ? { opensInDays: -row.o } : {}),
  });
  const listings: Listing[] = [];
  data.rows.forEach((row, i) => {
    if (row.ci === ci) listings.push(listing(row, `${key}:${i}`));
  });
  listings.sort(byProminence);
  const futures = futureOpenings(key, city, Math.max(1, Math.round(listings.length / 100))).map((row, k) =>
    listing({ ...row, ci }, `${key}:future:${k}`),
  );
  return { key, city, centre, population, listings, futures };
}
