import type { Candidate } from '../places/place.model.js';

/**
 * Keeps the first of each group of duplicates (the list is already ranked, so the best survives):
 * same place id, same phone, same website host, or same normalised name + street. Chain locations
 * that share one brand website count as one lead: for the rep the brand is one account.
 */
export function dedupe(candidates: readonly Candidate[], keySpace?: number): { kept: Candidate[]; removed: number } {
  // A provider that numbers its keys numbers all of them (internDedupKeys).
  if (keySpace !== undefined && candidates[0]?.dedupIds) return dedupeInterned(candidates, keySpace);
  const seen = new Set<string>();
  const kept: Candidate[] = [];
  for (const c of candidates) {
    const keys = c.dedupKeys;
    if (keys.some((k) => seen.has(k))) continue;
    for (const k of keys) seen.add(k);
    kept.push(c);
  }
  return { kept, removed: candidates.length - kept.length };
}

/** dedupe over keys numbered by internDedupKeys: a byte per key instead of a set of strings. */
function dedupeInterned(candidates: readonly Candidate[], keySpace: number): { kept: Candidate[]; removed: number } {
  const seen = new Uint8Array(keySpace);
  const kept: Candidate[] = [];
  outer: for (const c of candidates) {
    const ids = c.dedupIds!;
    for (let i = 0; i < ids.length; i++) if (seen[ids[i]!]) continue outer;
    for (let i = 0; i < ids.length; i++) seen[ids[i]!] = 1;
    kept.push(c);
  }
  return { kept, removed: candidates.length - kept.length };
}

/**
 * Numbers the dedup keys of a candidate list that is searched many times (0..n-1, equal keys
 * equal numbers) and returns n; dedupe(list or any subset of it, n) then runs on the numbers.
 */
export function internDedupKeys(candidates: readonly Candidate[]): number {
  const ids = new Map<string, number>();
  for (const c of candidates) {
    c.dedupIds = c.dedupKeys.map((k) => {
      let id = ids.get(k);
      if (id === undefined) ids.set(k, (id = ids.size));
      return id;
    });
  }
  return ids.size;
}
