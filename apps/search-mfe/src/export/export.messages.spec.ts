import { EXPORT_FAILED_MESSAGE, NO_EXPORT_DATA_MESSAGE } from './export.messages.js';

describe('messages of the CSV export', () => {
  it('words the export outcomes', () => {
    expect(NO_EXPORT_DATA_MESSAGE).toBe('No data to export');
    expect(EXPORT_FAILED_MESSAGE).toBe('Export failed. Please try again.');
  });
});
