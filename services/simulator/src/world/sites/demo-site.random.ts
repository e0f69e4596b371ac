/**
 * The random source of one demo website: seeded from its host and a topic, so the same site is
 * built the same way every time, and deciding one more thing about a site (a new topic) leaves
 * every other decision as it was.
 */
import { rngFrom } from '../demo.generator.js';

export interface SiteRandom {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** One key, drawn in proportion to its weight (weights of 0 are never drawn). */
  weighted<K extends string>(entries: ReadonlyArray<readonly [K, number]>): K;
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit number for a string. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function siteRandom(host: string, topic: string): SiteRandom {
  const next = rngFrom(hashText(`${host}|${topic}`));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + Math.max(0, w), 0);
      let x = next() * total;
      for (const [key, w] of entries) {
        if (w <= 0) continue;
        x -= w;
        if (x < 0) return key;
      }
      return entries.filter(([, w]) => w > 0).at(-1)?.[0] ?? entries[0]![0];
    },
  };
}
