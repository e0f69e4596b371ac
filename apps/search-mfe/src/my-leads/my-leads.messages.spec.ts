import { bulkStatusMessage, savedMessage } from './my-leads.messages.js';

describe('My Leads messages', () => {
  it('counts saved leads and those saved before', () => {
    expect(savedMessage(1, 0, 'My Leads')).toBe('Saved 1 lead to My Leads');
    expect(savedMessage(3, 2, 'Austin')).toBe('Saved 5 leads to Austin (2 already saved)');
  });
  it('says how many bulk changes failed and why', () => {
    expect(bulkStatusMessage(4, 0, '')).toBe('Status changed for 4 leads');
    expect(bulkStatusMessage(1, 1, 'Saved lead not found.')).toBe(
      'Status changed for 1 lead; 1 could not be changed: Saved lead not found.',
    );
  });
});
