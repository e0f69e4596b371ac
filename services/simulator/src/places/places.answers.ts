import { LRUCache } from 'lru-cache';
import type { Listing } from '../towns/town.listings.js';
import { utcOffsetMinutes } from './places.hours.js';
import type { FieldMask } from './places.mask.js';

/** The answer's JSON put together from its parts (the same text JSON.stringify would give). */
export function answerText(places: string | null, nextPageToken: string | null): string {
  const fields: string[] = [];
  if (places !== null) fields.push(`"places":${places}`);
  if (nextPageToken !== null) fields.push(`"nextPageToken":${JSON.stringify(nextPageToken)}`);
  return `{${fields.join(',')}}`;
}

/** What of a page's answer depends on the moment: the day and each place's clock offset (as KeptPlaces keeps them). */
const pageStamp = (page: readonly Listing[], now: Date) =>
  `${Math.floor(now.getTime() / 86_400_000)}:${page.map((l) => utcOffsetMinutes(l.city.tz, now)).join(',')}`;

const maskKey = (mask: FieldMask) =>
  `${mask.nextPageToken ? 'next' : ''}|${mask.places ? mask.places.map((p) => p.join('.')).join(',') : '*'}`;

interface KeptAnswer {
  stamp: string;
  bytes: Buffer;
}

/**
 * Whole pages as sent, kept as bytes: a rep's search asks the same town for the same pages again
 * and again, and joining a page's places and encoding it (150 KB with reviews and photos) cost more
 * than finding them. A page is known by what its search found (the very list KeptSearches keeps),
 * where it starts and ends, and the field mask; it is built again when its day or a clock offset
 * changes. Bounded by bytes and by pages, the least recently sent go first.
 */
export class KeptAnswers {
  private readonly searchIds = new WeakMap<readonly Listing[], number>();
  private nextId = 0;
  private readonly answers: LRUCache<string, KeptAnswer>;

  constructor(options: { maxBytes?: number; pages?: number } = {}) {
    // Counted in pages too: a small page's bytes may hold on to a whole pooled slab of Node's.
    this.answers = new LRUCache({
      max: options.pages ?? 2_000,
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (a) => a.bytes.length + 64,
    });
  }

  /** The page `found[offset, end)` as sent at `now`, from `build` when not kept (or kept from another day or offset). */
  get(found: readonly Listing[], offset: number, end: number, mask: FieldMask, now: Date, build: () => string): Buffer {
    let id = this.searchIds.get(found);
    if (id === undefined) this.searchIds.set(found, (id = this.nextId++));
    const key = `${id}:${offset}:${end}:${maskKey(mask)}`;
    const stamp = pageStamp(found.slice(offset, end), now);
    const kept = this.answers.get(key);
    if (kept?.stamp === stamp) return kept.bytes;
    const bytes = Buffer.from(build(), 'utf8');
    this.answers.set(key, { stamp, bytes });
    return bytes;
  }
}
