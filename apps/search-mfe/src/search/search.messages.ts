import { apiErrorText, EXPORT_FAILED_MESSAGE, NO_EXPORT_DATA_MESSAGE, NO_RESULTS_MESSAGE } from '@leadgen/contracts';

export { EXPORT_FAILED_MESSAGE, NO_EXPORT_DATA_MESSAGE, NO_RESULTS_MESSAGE };

export const SEARCH_FAILED_MESSAGE = 'Search failed. Please try again.';
export const EXPORT_SUCCESS_MESSAGE = 'Leads exported successfully!';
export const PITCH_FAILED_FALLBACK = 'Failed to generate pitch';
export const CUSTOM_PITCH_LABEL = 'Custom Pitch';
export const KEPT_PITCH_FAILED = 'The saved pitch could not be opened. Please try again.';
export const KEPT_PITCH_GONE = 'This lead no longer keeps a pitch in My Leads.';
export const SEARCHING_NOTE = 'This may take a few moments as we search the area comprehensively.';

/** 'Found {count} leads in {processing_time}s' ('Found 1 lead in ...'). */
export function searchSuccessMessage(count: number, processingTime: number): string {
  return `Found ${count} ${count === 1 ? 'lead' : 'leads'} in ${processingTime}s`;
}

/** The mark on a saved search's lead not among its previous run's: worded apart from the New status. */
export const NEW_SINCE_LAST_RUN = 'New since last run';

/** '3 new since the last run' (the banner after a saved search's run). */
export function newSinceLastRunText(count: number): string {
  return `${count} new since the last run`;
}

/** 'Saved 20 new leads; 5 were already saved' (in 'Hot leads' when that is not the default list). */
export function saveOutcomeMessage(saved: number, alreadySaved: number, listName: string, defaultList: string): string {
  const where = listName && listName !== defaultList ? ` to ${listName}` : '';
  if (!saved && alreadySaved)
    return alreadySaved === 1
      ? `That lead was already saved${where}`
      : `All ${alreadySaved} leads were already saved${where}`;
  const head = `Saved ${saved} new ${saved === 1 ? 'lead' : 'leads'}${where}`;
  if (!alreadySaved) return head;
  return `${head}; ${alreadySaved} ${alreadySaved === 1 ? 'was' : 'were'} already saved`;
}

export function pitchGeneratedMessage(name: string): string {
  return `Pitch generated for ${name}`;
}

/** The server's message for a failed search, else 'Search failed. Please try again.'. */
export function searchErrorMessage(err: unknown): string {
  return apiErrorText(err, SEARCH_FAILED_MESSAGE);
}

/** 'Failed to generate pitch: {server error or Failed to generate pitch}'. */
export function pitchFailureMessage(err: unknown): string {
  return `Failed to generate pitch: ${apiErrorText(err, PITCH_FAILED_FALLBACK)}`;
}

export function customPitchGeneratedMessage(name: string): string {
  return `Custom pitch generated for ${name}`;
}
