import { createHash } from 'node:crypto';
import type { SavedMark } from '@leadgen/contracts';
import { LRUCache } from 'lru-cache';

/**
 * The saved marks of recent searches, per rep and set of results: a search repeated (the same
 * criteria, paging back and forth) does not ask the database again. Any change this instance makes
 * to a rep's saved leads or lists forgets that rep's entries at once; a change made by another
 * instance shows within `ttlMs`.
 */
export class SavedMarksCache {
  private readonly entries: LRUCache<string, Map<string, SavedMark>>;
  private readonly generations = new Map<string, number>();

  constructor(ttlMs = 3_000, max = 2_000) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  async get(
    userId: string,
    placeIds: readonly string[],
    load: () => Promise<Map<string, SavedMark>>,
  ): Promise<Map<string, SavedMark>> {
    const key = `${userId}\n${this.generations.get(userId) ?? 0}\n${createHash('sha1').update(placeIds.join('\n')).digest('base64')}`;
    const hit = this.entries.get(key);
    if (hit) return hit;
    const marks = await load();
    this.entries.set(key, marks);
    return marks;
  }

  /** The rep's saved leads or lists changed: their cached marks are not used again. */
  forget(userId: string): void {
    if (this.generations.size > 100_000) this.generations.clear();
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
  }
}
