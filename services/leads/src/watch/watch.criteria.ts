import type { SearchCriteria } from '@leadgen/contracts';

/** The most places a watch reads of its territory: the largest Max Results a rep can ask. */
export const WATCH_LIMIT = 500;
const DAY_MS = 86_400_000;

/**
 * What a watch searches: the saved criteria over the whole territory. Announced openings and the
 * websites' dates come with every run, so 'Opening soon', 'Recently established', new-website
 * ranking and pitches are not the watch's filters.
 */
export function watchCriteria(saved: SearchCriteria): SearchCriteria {
  return {
    ...saved,
    limit: WATCH_LIMIT,
    openingSoon: false,
    filterRecentlyEstablished: false,
    prioritizeNewWebsites: false,
    enablePitchGeneration: false,
  };
}

/** A weekly watch runs every 7 days, a daily one every day. */
export function periodMs(frequency: string): number {
  return (frequency === 'daily' ? 1 : 7) * DAY_MS;
}
