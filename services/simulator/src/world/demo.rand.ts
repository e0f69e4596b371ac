/** mulberry32: small, fast, good enough for fiction; the demo sites draw from it too. */
export function rngFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rand {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  normal: (mean: number, sd: number) => number;
  weighted: (entries: Array<[string, number]>) => string;
}

export function makeRand(seed: number): Rand {
  const next = rngFrom(seed);
  const r: Rand = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
    normal: (mean, sd) => {
      const u = Math.max(next(), 1e-12);
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    weighted: (entries) => {
      let total = 0;
      for (const [, w] of entries) total += w;
      let x = next() * total;
      for (const [k, w] of entries) {
        x -= w;
        if (x <= 0) return k;
      }
      return entries[entries.length - 1]![0];
    },
  };
  return r;
}
