import type { SavedSearch } from '@leadgen/contracts';
import { formatWhen } from '../shared/dates.logic.js';

/** When a saved search last ran and how many leads it found, or that it has not run yet. */
export function lastRunText(search: Pick<SavedSearch, 'last_run_at' | 'last_count'>): string {
  return search.last_run_at
    ? `Last run ${formatWhen(search.last_run_at)}, ${search.last_count ?? 0} leads`
    : 'Not run yet';
}
