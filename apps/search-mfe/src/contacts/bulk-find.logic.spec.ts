import type { SavedLeadContacts } from '@leadgen/contracts';
import { bulkSummary, outcomeOf, progressText } from './bulk-find.logic.js';

const note = (site_note: string | null): SavedLeadContacts['last_read'] => ({
  website_url: 'https://x.example',
  social: {},
  forms: [],
  contact_form_url: null,
  ordering_links: [],
  reservation_links: [],
  pages_read: [],
  site_note,
  read_at: '2026-11-26T03:00:00.000Z',
});

describe('bulk Find contacts', () => {
  it('says which lead is being read', () => {
    expect(progressText(3, 12)).toBe('Finding contacts: 3 of 12');
  });

  it('ends with what it found, in a rep’s words', () => {
    const outcomes = [...Array(9).fill('found'), 'no_website', 'no_website', 'unreadable'] as const;
    expect(bulkSummary(outcomes, 12)).toBe('Found contacts for 9 leads; 2 had no website; 1 site could not be read');
    expect(bulkSummary(['found'], 1)).toBe('Found contacts for 1 lead');
    expect(bulkSummary(['none', 'none', 'unreadable', 'unreadable'], 4)).toBe(
      'Found contacts for 0 leads; 2 sites showed none; 2 sites could not be read',
    );
  });

  it('says where it stopped on Cancel or at the plan’s limit', () => {
    expect(bulkSummary(['found', 'found'], 5, 'cancelled')).toBe('Stopped after 2 of 5. Found contacts for 2 leads');
    expect(bulkSummary(['found'], 5, 'limit')).toBe(
      "Stopped after 1 of 5: your plan's limit is reached. Found contacts for 1 lead",
    );
  });

  it('tells a lead with contacts from a site that could not be read', () => {
    const contact = { id: 'c' } as never;
    expect(outcomeOf({ contacts: [contact], last_read: note(null) })).toBe('found');
    expect(outcomeOf({ contacts: [], last_read: note('The website took too long to answer.') })).toBe('unreadable');
    expect(outcomeOf({ contacts: [], last_read: note(null) })).toBe('none');
  });
});
