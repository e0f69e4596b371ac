import type { Lead, SavedLead } from '@leadgen/contracts';
import { marksOf, savable, savedMarkText, withSavedMarks } from './save-leads.logic.js';

const list = { id: '5b0c9f1e-2a7d-4c1e-9a55-6f1c0f2d7a10', name: 'My Leads' };
const lead = (name: string, place_id?: string) => ({ name, place_id }) as Lead;

describe('saving search results', () => {
  it('saves only leads with a place id', () => {
    expect(savable([lead('A', 'p1'), lead('B'), lead('C', '  ')]).map((l) => l.name)).toEqual(['A']);
  });

  it("leaves out the search's best time to call (My Leads works it out again)", () => {
    const best = {
      state: 'unknown' as const,
      label: 'Unknown',
      reasoning: 'No opening hours are known for this lead.',
    };
    const [saved] = savable([{ ...lead('A', 'p1'), best_time: best }]);
    expect(saved).not.toHaveProperty('best_time');
  });

  it('marks the rows just saved and leaves the others', () => {
    const items = [{ id: '9d8e7f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a', place_id: 'p1', status: 'new', list } as SavedLead];
    const marked = withSavedMarks([lead('A', 'p1'), lead('B', 'p2'), lead('C')], marksOf(items));
    expect(marked[0]!.saved).toEqual({ id: items[0]!.id, status: 'new', list });
    expect(marked[1]!.saved).toBeUndefined();
    expect(marked[2]!.saved).toBeUndefined();
  });

  it('says the status, and the list when it is not the default one', () => {
    expect(savedMarkText({ id: 'x', status: 'meeting_booked', list })).toBe('Saved · Meeting booked');
    expect(savedMarkText({ id: 'x', status: 'new', list: { ...list, name: 'Austin tacos' } })).toBe(
      'Saved · New · Austin tacos',
    );
  });
});
