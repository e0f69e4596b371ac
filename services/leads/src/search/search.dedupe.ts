import type { Candidate } from '../places/place.model.js';

/**
 * Keeps the first of each group of duplicates (the list is already ranked, so the best survives):
 * same place id, same phone, same website host, or same normalised name + street. Chain locations
 * that share one brand website count as one lead: for the rep the brand is one account.
 */
export function dedupe(candidates: readonly Candidate[]): { kept: Candidate[]; removed: number } {
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
