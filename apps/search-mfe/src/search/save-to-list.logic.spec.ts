import { sampleScoredLead } from '@leadgen/contracts/testing';
import { busySave, chosenLeads } from './save-to-list.logic.js';

describe('saving results to a list', () => {
  it('takes the ticked leads in the order shown', () => {
    const a = { ...sampleScoredLead, id: 'a' };
    const b = { ...sampleScoredLead, id: 'b' };
    const c = { ...sampleScoredLead, id: 'c' };
    expect(chosenLeads([a, b, c], new Set(['c', 'a']))).toEqual([a, c]);
    expect(chosenLeads([a, b], new Set())).toEqual([]);
  });

  it('shows saving all as busy before saving the selected rows, and a single row on neither', () => {
    expect(busySave(new Set(['all', 'selected']))).toBe('all');
    expect(busySave(new Set(['selected']))).toBe('selected');
    expect(busySave(new Set(['row-1']))).toBeNull();
  });
});
