import { createHash } from 'node:crypto';
import type { SearchCriteria } from '@leadgen/contracts';

/**
 * The id a search's leads are counted under: the rep, the criteria and the day (UTC). Accounts
 * counts an id once, so running the same search again that day (a reload, a second look, a retry
 * on another instance) uses nothing more; other criteria, or the next day, count again. Criteria
 * are compared as a rep means them: 'Austin ' and 'austin' are one city, and a setting whose
 * switch is off (the number of pitches, the location range) changes nothing.
 */
export function searchUsageId(userId: string, criteria: SearchCriteria, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  const same = Object.entries(inEffect(criteria))
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim().toLowerCase() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const digest = createHash('sha256')
    .update(JSON.stringify([userId, day, same]))
    .digest('hex')
    .slice(0, 40);
  return `search-${day}-${digest}`;
}

/** The criteria as they shape the answer: a setting under a switch that is off is left out. */
function inEffect(criteria: SearchCriteria): Partial<SearchCriteria> {
  const { pitchGenerationCount, minLocations, maxLocations, ...rest } = criteria;
  return {
    ...rest,
    ...(criteria.enablePitchGeneration ? { pitchGenerationCount } : {}),
    ...(criteria.enableLocationFilter ? { minLocations, maxLocations } : {}),
  };
}
