import { apiErrorText, EXPORT_FAILED_MESSAGE, NO_EXPORT_DATA_MESSAGE, NO_RESULTS_MESSAGE } from '@leadgen/contracts';

export { EXPORT_FAILED_MESSAGE, NO_EXPORT_DATA_MESSAGE, NO_RESULTS_MESSAGE };

export const SEARCH_FAILED_MESSAGE = 'Search failed. Please try again.';
export const EXPORT_SUCCESS_MESSAGE = 'Leads exported successfully!';
export const PITCH_FAILED_FALLBACK = 'Failed to generate pitch';
export const CUSTOM_PITCH_LABEL = 'Custom Pitch';
export const SEARCHING_NOTE = 'This may take a few moments as we search the area comprehensively.';

/** 'Found {count} leads in {processing_time}s'. */
export function searchSuccessMessage(count: number, processingTime: number): string {
  return `Found ${count} leads in ${processingTime}s`;
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
