import { saveOutcomeMessage } from './save.messages.js';

describe('messages of saving leads', () => {
  it('says how many saved leads were new and how many were already saved', () => {
    expect(saveOutcomeMessage(20, 5, 'My Leads', 'My Leads')).toBe('Saved 20 new leads; 5 were already saved');
    expect(saveOutcomeMessage(1, 0, 'My Leads', 'My Leads')).toBe('Saved 1 new lead');
    expect(saveOutcomeMessage(2, 1, 'Hot', 'My Leads')).toBe('Saved 2 new leads to Hot; 1 was already saved');
    expect(saveOutcomeMessage(0, 3, 'My Leads', 'My Leads')).toBe('All 3 leads were already saved');
    expect(saveOutcomeMessage(0, 1, 'My Leads', 'My Leads')).toBe('That lead was already saved');
  });
});
