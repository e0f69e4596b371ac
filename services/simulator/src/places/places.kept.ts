import { LRUCache } from 'lru-cache';
import type { Listing } from '../towns/town.listings.js';
import { utcOffsetMinutes } from './places.hours.js';
import { maskPlace, type FieldMask } from './places.mask.js';
import { googlePlace, type GooglePlace } from './places.place.js';
import type { SearchTextRequest } from './places.request.js';

/**
 * What of a place's answer depends on the moment: the clock's offset (daylight saving), and the
 * day (an opening date, the reviews' dates). Within one such stamp a place answers the same.
 */
const stampOf = (listing: Listing, now: Date) =>
  `${Math.floor(now.getTime() / 86_400_000)}:${utcOffsetMinutes(listing.city.tz, now)}`;

const maskKey = (mask: FieldMask) => (mask.places ? mask.places.map((p) => p.join('.')).join(',') : '*');

interface Kept<T> {
  stamp: string;
  value: T;
}

/**
 * Places as Google answers them, kept between searches: a rep's search reads the same town's
 * places page after page and search after search. The full place is kept per place and its JSON
 * per place and field mask; both are bounded (the least recently read go first) and a place is
 * built again when its day or its clock's offset changes.
 */
export class KeptPlaces {
  private readonly places: LRUCache<string, Kept<GooglePlace>>;
  private readonly texts: LRUCache<string, Kept<string>>;

  constructor(options: { places?: number; texts?: number } = {}) {
    this.places = new LRUCache({ max: options.places ?? 2_000 });
    this.texts = new LRUCache({ max: options.texts ?? 4_000 });
  }

  /** The place with every field this simulator knows, at `now`. */
  place(listing: Listing, now: Date): GooglePlace {
    const stamp = stampOf(listing, now);
    const kept = this.places.get(listing.id);
    if (kept?.stamp === stamp) return kept.value;
    const value = googlePlace(listing, now);
    this.places.set(listing.id, { stamp, value });
    return value;
  }

  /** A page's places as JSON, each with only the fields the mask keeps: what goes in `places`. */
  json(listings: Listing[], now: Date, mask: FieldMask): string {
    const masked = maskKey(mask);
    return `[${listings.map((listing) => this.placeJson(listing, now, mask, masked)).join(',')}]`;
  }

  private placeJson(listing: Listing, now: Date, mask: FieldMask, masked: string): string {
    const stamp = stampOf(listing, now);
    const key = `${masked}\u0000${listing.id}`;
    const kept = this.texts.get(key);
    if (kept?.stamp === stamp) return kept.value;
    const value = JSON.stringify(maskPlace(this.place(listing, now), mask));
    this.texts.set(key, { stamp, value });
    return value;
  }
}

/**
 * What a search found, kept for its next pages and the same search again: every parameter but
 * the page asked for and its size, the day (places open, close and are announced as the
 * simulator's clock moves), and the minute when it asks for places open now.
 */
export class KeptSearches {
  private readonly found: LRUCache<string, Listing[]>;

  constructor(max = 256) {
    this.found = new LRUCache({ max });
  }

  get(request: SearchTextRequest, now: Date, find: () => Listing[]): Listing[] {
    const { pageToken: _token, pageSize: _size, maxResultCount: _max, ...search } = request;
    const moment = request.openNow ? Math.floor(now.getTime() / 60_000) : Math.floor(now.getTime() / 86_400_000);
    const key = `${request.openNow ? 'm' : 'd'}${moment}:${JSON.stringify(search)}`;
    let found = this.found.get(key);
    if (!found) {
      found = find();
      this.found.set(key, found);
    }
    return found;
  }
}
