import { apiErrorText, NO_RESULTS_MESSAGE } from '@leadgen/contracts';

export { NO_RESULTS_MESSAGE };

export const SEARCH_FAILED_MESSAGE = 'Search failed. Please try again.';
export const SEARCHING_NOTE = 'This may take a few moments as we search the area comprehensively.';

/** 'Found {count} leads in {processing_time}s' ('Found 1 lead in ...'). */
export function searchSuccessMessage(count: number, processingTime: number): string {
  return `Found ${count} ${count === 1 ? 'lead' : 'leads'} in ${processingTime}s`;
}

/** '3 new since the last run' (the banner after a saved search's run). */
export function newSinceLastRunText(count: number): string {
  return `${count} new since the last run`;
}

/** '2 changes added to New this week' (after a watched search's run recorded some). */
export function changesRecordedText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} added to New this week`;
}

/**
 * The banner after a search: 'Found 25 leads in 0.03s', with the leads new since a saved search's
 * last run ('; 3 new since the last run') and the changes a watched search's run recorded.
 */
export function searchOutcomeMessage(
  count: number,
  res: { processing_time: number; new_count?: number; changes_recorded?: number },
): string {
  const fresh = typeof res.new_count === 'number' ? `; ${newSinceLastRunText(res.new_count)}` : '';
  const recorded = res.changes_recorded ? `; ${changesRecordedText(res.changes_recorded)}` : '';
  return searchSuccessMessage(count, res.processing_time) + fresh + recorded;
}

/** The server's message for a failed search, else 'Search failed. Please try again.'. */
export function searchErrorMessage(err: unknown): string {
  return apiErrorText(err, SEARCH_FAILED_MESSAGE);
}
