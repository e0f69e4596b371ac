import { savedMessage } from './my-leads.messages.js';

describe('My Leads messages', () => {
  it('counts saved leads and those saved before', () => {
    expect(savedMessage(1, 0, 'My Leads')).toBe('Saved 1 lead to My Leads');
    expect(savedMessage(3, 2, 'Austin')).toBe('Saved 5 leads to Austin (2 already saved)');
  });
});
