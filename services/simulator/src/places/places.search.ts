import type { Listing, ListingSet } from '../towns/town.listings.js';
import type { LatLng } from '../towns/town.position.js';
import type { Towns } from '../towns/town.registry.js';
import { utcOffsetMinutes } from './places.hours.js';
import { parseTextQuery } from './places.query.js';
import type { Circle, Rectangle, SearchTextRequest } from './places.request.js';
import { hasType, primaryTypeOf } from './places.types.js';

/** Google answers at most 60 places for one query, over all its pages. */
export const MAX_RESULTS = 60;
/** Google's page size when none is asked for, and the most it gives (larger sizes are coerced to it). */
export const MAX_PAGE_SIZE = 20;

export function inRectangle(p: LatLng, r: Rectangle): boolean {
  if (p.latitude < r.low.latitude || p.latitude > r.high.latitude) return false;
  return r.low.longitude <= r.high.longitude
    ? p.longitude >= r.low.longitude && p.longitude <= r.high.longitude
    : p.longitude >= r.low.longitude || p.longitude <= r.high.longitude;
}

/** Metres between two points (haversine). */
export function metresBetween(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

const inCircle = (p: LatLng, c: Circle) => metresBetween(p, c.center) <= c.radius;
const rectangleCentre = (r: Rectangle): LatLng => ({
  latitude: (r.low.latitude + r.high.latitude) / 2,
  longitude: (r.low.longitude + r.high.longitude) / 2,
});

/** The area a request names beside its text, if any: where a query without a place searches. */
function areaCentre(request: SearchTextRequest): LatLng | null {
  const r = request.locationRestriction?.rectangle ?? request.locationBias?.rectangle;
  if (r) return rectangleCentre(r);
  return request.locationBias?.circle?.center ?? null;
}

/** Whether a listing is open at `now` on its own clock. */
function openAt(listing: Listing, now: Date): boolean {
  if (!listing.hours || listing.opensInDays !== undefined || listing.closed) return false;
  const local = new Date(now.getTime() + utcOffsetMinutes(listing.city.tz, now) * 60_000);
  const day = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  if (listing.hours[day]!.some(([o, c]) => minute >= o && minute < c)) return true;
  return listing.hours[(day + 6) % 7]!.some(([, c]) => c > 1440 && minute < c - 1440);
}

/** A town as listed at a moment of the simulator's clock (src/timeline/): its new, opened and closed places. */
export type ListingsAt = (set: ListingSet, now: Date) => ListingSet;

/**
 * Every place the query finds, in Google's order (prominence, the bias's area first), at most 60;
 * each town as `listingsAt` lists it at `now` (without: as it was drawn).
 */
export function findPlaces(towns: Towns, request: SearchTextRequest, now: Date, listingsAt?: ListingsAt): Listing[] {
  const query = parseTextQuery(request.textQuery);
  const centre = areaCentre(request);
  let set: ListingSet | null = query.place ? towns.find(query.place.name, query.place.state) : null;
  if (!set && centre) set = towns.near(centre.latitude, centre.longitude);
  if (!set) return [];
  if (listingsAt) set = listingsAt(set, now);
  const words = query.words?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const type = request.includedType?.trim();
  const keep = (l: Listing) =>
    (!query.cuisine || l.row.c === query.cuisine) &&
    words.every((w) => l.row.n.toLowerCase().includes(w)) &&
    (!type || (request.strictTypeFiltering ? primaryTypeOf(l.row.c) === type : hasType(l.row.c, type))) &&
    (request.minRating === undefined || (l.row.r ?? 0) >= request.minRating) &&
    (!request.locationRestriction || inRectangle(l.position, request.locationRestriction.rectangle)) &&
    (!request.openNow || openAt(l, now));
  const open = set.listings.filter(keep);
  // Places about to open come back only when asked for, a little way down the list.
  const futures = request.includeFutureOpeningBusinesses ? set.futures.filter(keep) : [];
  let found = [...open.slice(0, 10), ...futures, ...open.slice(10)];
  const bias = request.locationBias;
  if (request.rankPreference === 'DISTANCE') {
    const from = centre ?? set.centre;
    found = found
      .map((l) => [l, metresBetween(l.position, from)] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([l]) => l);
  } else if (bias) {
    const inside = (l: Listing) =>
      bias.rectangle ? inRectangle(l.position, bias.rectangle) : inCircle(l.position, bias.circle!);
    found = [...found.filter(inside), ...found.filter((l) => !inside(l))];
  }
  return found.slice(0, MAX_RESULTS);
}

/** The page size Google uses: 20 when none (or 0) is asked for, and never more than 20. */
export function pageSizeOf(request: SearchTextRequest): number {
  const asked = request.pageSize || request.maxResultCount || MAX_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, asked);
}
