import type { SavedMark } from '@leadgen/contracts';
import { change, LEAD } from './change.fixtures.js';
import { changeAction, foundText, leadToSave, withChangeMarks } from './change.logic.js';

const mark: SavedMark = {
  id: '3d1f2a9b-6c4e-4f0a-8b7d-5e2c1a9f0b11',
  status: 'new',
  list: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'My Leads' },
};

describe("what a change's card offers", () => {
  it('offers one click to save a place nobody works yet', () => {
    expect(changeAction(change())).toEqual({ kind: 'save' });
  });

  it('says a place is saved already, with its status, and offers no save', () => {
    expect(changeAction(change({ saved: mark }))).toEqual({ kind: 'saved', text: 'Saved · New' });
    expect(changeAction(change({ saved: mark, teammate: 'Sam Rivera' }))).toEqual({
      kind: 'saved',
      text: 'Saved · New',
    });
  });

  it('names the teammate who works the place, and offers no save', () => {
    expect(changeAction(change({ teammate: 'Sam Rivera' }))).toEqual({
      kind: 'teammate',
      text: "Sam Rivera's lead",
      title: 'Sam Rivera already works this place: it is their lead. An admin can reassign it.',
    });
    expect(changeAction(change({ teammate: ' ' }))).toEqual({ kind: 'save' });
  });

  it('offers nothing for a place that closed', () => {
    expect(changeAction(change({ kind: 'closed', lead: null }))).toEqual({ kind: 'none' });
    expect(changeAction(change({ kind: 'closed' }))).toEqual({ kind: 'none' });
    expect(changeAction(change({ lead: null }))).toEqual({ kind: 'none' });
  });
});

describe('a change as the card says it', () => {
  it('says the day it was found', () => {
    expect(foundText(change(), 'UTC')).toBe('found Dec 5');
    expect(foundText(change({ detected_at: 'not a date' }))).toBe('');
  });

  it("saves the run's lead, with the change's place id when the lead lacks one", () => {
    expect(leadToSave(change())).toEqual(LEAD);
    const { place_id: _id, ...withoutId } = LEAD;
    expect(leadToSave(change({ lead: withoutId }))?.place_id).toBe('place-lupita');
    expect(leadToSave(change({ lead: null }))).toBeNull();
  });

  it('marks every change of a place just saved', () => {
    const other = change({ id: 'other', place_id: 'place-other' });
    const marked = withChangeMarks([change(), change({ kind: 'rating' }), other], new Map([['place-lupita', mark]]));
    expect(marked.map((c) => c.saved)).toEqual([mark, mark, null]);
    expect(marked[2]).toBe(other);
  });
});
