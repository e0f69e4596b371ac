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

/** The server's message for a failed search, else 'Search failed. Please try again.'. */
export function searchErrorMessage(err: unknown): string {
  return apiErrorText(err, SEARCH_FAILED_MESSAGE);
}
