import { ApiError, errorEnvelope } from '@leadgen/contracts';
import {
  EXPORT_FAILED_MESSAGE,
  NO_EXPORT_DATA_MESSAGE,
  NO_RESULTS_MESSAGE,
  pitchFailureMessage,
  pitchGeneratedMessage,
  searchErrorMessage,
  searchSuccessMessage,
  saveOutcomeMessage,
  newSinceLastRunText,
  NEW_SINCE_LAST_RUN,
} from './search.messages.js';

describe('messages of the Search Leads tab', () => {
  it('words the search outcomes', () => {
    expect(searchSuccessMessage(25, 0.03)).toBe('Found 25 leads in 0.03s');
    expect(searchSuccessMessage(1, 1.5)).toBe('Found 1 lead in 1.5s');
    expect(newSinceLastRunText(1)).toBe('1 new since the last run');
    expect(NEW_SINCE_LAST_RUN).toBe('New since last run');
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

  it('says how many saved leads were new and how many were already saved', () => {
    expect(saveOutcomeMessage(20, 5, 'My Leads', 'My Leads')).toBe('Saved 20 new leads; 5 were already saved');
    expect(saveOutcomeMessage(1, 0, 'My Leads', 'My Leads')).toBe('Saved 1 new lead');
    expect(saveOutcomeMessage(2, 1, 'Hot', 'My Leads')).toBe('Saved 2 new leads to Hot; 1 was already saved');
    expect(saveOutcomeMessage(0, 3, 'My Leads', 'My Leads')).toBe('All 3 leads were already saved');
    expect(saveOutcomeMessage(0, 1, 'My Leads', 'My Leads')).toBe('That lead was already saved');
  });

  it('words the export outcomes', () => {
    expect(NO_EXPORT_DATA_MESSAGE).toBe('No data to export');
    expect(EXPORT_FAILED_MESSAGE).toBe('Export failed. Please try again.');
  });
});
