import { ApiError, errorEnvelope } from '@leadgen/contracts';
import {
  EXPORT_FAILED_MESSAGE,
  NO_EXPORT_DATA_MESSAGE,
  NO_RESULTS_MESSAGE,
  pitchFailureMessage,
  pitchGeneratedMessage,
  searchErrorMessage,
  searchSuccessMessage,
} from './search.messages.js';

describe('messages of the Search Leads tab', () => {
  it('words the search outcomes', () => {
    expect(searchSuccessMessage(25, 0.03)).toBe('Found 25 leads in 0.03s');
    expect(searchSuccessMessage(1, 1.5)).toBe('Found 1 leads in 1.5s');
    expect(NO_RESULTS_MESSAGE).toBe('No results found. Please try different search criteria.');
    expect(
      searchErrorMessage(new ApiError(503, errorEnvelope('SERVICE_UNAVAILABLE', 'Lead search is not running'))),
    ).toBe('Lead search is not running');
    expect(searchErrorMessage(new Error(''))).toBe('Search failed. Please try again.');
    expect(searchErrorMessage('boom')).toBe('Search failed. Please try again.');
    expect(searchErrorMessage(undefined)).toBe('Search failed. Please try again.');
  });

  it('words the pitch outcomes', () => {
    expect(pitchGeneratedMessage("Dot & Lola's")).toBe("Pitch generated for Dot & Lola's");
    expect(pitchFailureMessage(new ApiError(502, errorEnvelope('UPSTREAM_FAILED', 'Could not read the site.')))).toBe(
      'Failed to generate pitch: Could not read the site.',
    );
    expect(pitchFailureMessage(null)).toBe('Failed to generate pitch: Failed to generate pitch');
  });

  it('words the export outcomes', () => {
    expect(NO_EXPORT_DATA_MESSAGE).toBe('No data to export');
    expect(EXPORT_FAILED_MESSAGE).toBe('Export failed. Please try again.');
  });
});
