import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { NEW_SINCE_LAST_RUN } from '../leads-table/leads-table.messages.js';
import {
  NO_RESULTS_MESSAGE,
  searchErrorMessage,
  searchSuccessMessage,
  newSinceLastRunText,
  changesRecordedText,
  searchOutcomeMessage,
} from './search.messages.js';

describe('messages of the Search Leads tab', () => {
  it('words the search outcomes', () => {
    expect(searchSuccessMessage(25, 0.03)).toBe('Found 25 leads in 0.03s');
    expect(searchSuccessMessage(1, 1.5)).toBe('Found 1 lead in 1.5s');
    expect(newSinceLastRunText(1)).toBe('1 new since the last run');
    expect(changesRecordedText(1)).toBe('1 change added to New this week');
    expect(changesRecordedText(3)).toBe('3 changes added to New this week');
    expect(searchOutcomeMessage(25, { processing_time: 0.03 })).toBe('Found 25 leads in 0.03s');
    expect(searchOutcomeMessage(25, { processing_time: 0.03, new_count: 0 })).toBe(
      'Found 25 leads in 0.03s; 0 new since the last run',
    );
    expect(searchOutcomeMessage(25, { processing_time: 0.03, new_count: 3, changes_recorded: 0 })).toBe(
      'Found 25 leads in 0.03s; 3 new since the last run',
    );
    expect(searchOutcomeMessage(25, { processing_time: 0.03, new_count: 3, changes_recorded: 2 })).toBe(
      'Found 25 leads in 0.03s; 3 new since the last run; 2 changes added to New this week',
    );
    expect(NEW_SINCE_LAST_RUN).toBe('New since last run');
    expect(NO_RESULTS_MESSAGE).toBe('No results found. Please try different search criteria.');
    expect(
      searchErrorMessage(new ApiError(503, errorEnvelope('SERVICE_UNAVAILABLE', 'Lead search is not running'))),
    ).toBe('Lead search is not running');
    expect(searchErrorMessage(new Error(''))).toBe('Search failed. Please try again.');
    expect(searchErrorMessage('boom')).toBe('Search failed. Please try again.');
    expect(searchErrorMessage(undefined)).toBe('Search failed. Please try again.');
  });
});
