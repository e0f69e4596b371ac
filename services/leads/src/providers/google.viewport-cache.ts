import { LRUCache } from 'lru-cache';
import type { Rectangle } from './google.tiles.js';

/**
 * Google's terms let latitude and longitude be kept up to 30 consecutive days: a city's area is
 * looked up once a month per instance, not once per territory search.
 */
export const VIEWPORT_CACHE_DAYS = 30;
const VIEWPORT_CACHE_MAX = 5_000;

/** "Chicago, IL" and " chicago,il " are the same area. */
export const areaKey = (city: string, state?: string | null) =>
  `${city.trim().replace(/\s+/g, ' ').toLowerCase()}|${(state ?? '').trim().toUpperCase()}`;

/**
 * The cities' areas already looked up. Searches of the same city at once share one lookup; a
 * lookup that finds no area (or fails) is not kept, so the next search asks again.
 */
export class ViewportCache {
  private readonly areas: LRUCache<string, Rectangle, () => Promise<Rectangle | null>>;

  constructor(ttlMs = VIEWPORT_CACHE_DAYS * 24 * 3_600_000, max = VIEWPORT_CACHE_MAX) {
    this.areas = new LRUCache({
      max,
      ttl: ttlMs,
      fetchMethod: async (_key, _stale, { context }) => (await context()) ?? undefined,
    });
  }

  /** The area of `key`, from the cache or from `lookUp` (one call of the searching budget). */
  async viewport(key: string, lookUp: () => Promise<Rectangle | null>): Promise<Rectangle | null> {
    return (await this.areas.fetch(key, { context: lookUp })) ?? null;
  }
}
