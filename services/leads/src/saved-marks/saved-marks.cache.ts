import { createHash } from 'node:crypto';
import type { SavedMark, TeammateLead } from '@leadgen/contracts';
import { LRUCache } from 'lru-cache';

const digest = (placeIds: readonly string[]) => createHash('sha1').update(placeIds.join('\n')).digest('base64');

/**
 * The saved marks of recent searches, per rep and set of results, and which of those results a
 * teammate holds: a search repeated (the same criteria, paging back and forth, a team searching
 * its territory) does not ask the database again. Any change this instance makes to a rep's saved
 * leads or lists forgets that rep's marks and every team's holdings at once; a change made by
 * another instance shows within `ttlMs`.
 */
export class SavedMarksCache {
  private readonly entries: LRUCache<string, Map<string, SavedMark> | Map<string, TeammateLead>>;
  private readonly generations = new Map<string, number>();
  /** Bumped by every change here: who holds a place may have changed for any team. */
  private holdings = 0;

  constructor(ttlMs = 3_000, max = 2_000) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  get(
    userId: string,
    placeIds: readonly string[],
    load: () => Promise<Map<string, SavedMark>>,
  ): Promise<Map<string, SavedMark>> {
    return this.cached(`${userId}\n${this.generations.get(userId) ?? 0}\n${digest(placeIds)}`, load);
  }

  /** Which of the places a teammate of `callerId` in `teamId` saved. */
  teammates(
    teamId: string,
    callerId: string,
    placeIds: readonly string[],
    load: () => Promise<Map<string, TeammateLead>>,
  ): Promise<Map<string, TeammateLead>> {
    return this.cached(`team\n${teamId}\n${callerId}\n${this.holdings}\n${digest(placeIds)}`, load);
  }

  /** The rep's saved leads or lists changed: their cached marks, and every team's holdings, are not used again. */
  forget(userId: string): void {
    if (this.generations.size > 100_000) this.generations.clear();
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    this.holdings++;
  }

  private async cached<T extends Map<string, SavedMark> | Map<string, TeammateLead>>(
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as T;
    const value = await load();
    this.entries.set(key, value);
    return value;
  }
}
