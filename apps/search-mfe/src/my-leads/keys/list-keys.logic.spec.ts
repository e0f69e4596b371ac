import { listKeyAction, movedIndex, MY_LEADS_KEYS } from './list-keys.logic.js';

describe('My Leads keys', () => {
  it('moves, opens, notes, selects, filters and shows the sheet', () => {
    expect(listKeyAction({ key: 'j' })).toEqual({ kind: 'move', by: 1 });
    expect(listKeyAction({ key: 'ArrowUp' })).toEqual({ kind: 'move', by: -1 });
    expect(listKeyAction({ key: 'Enter' })).toEqual({ kind: 'open' });
    expect(listKeyAction({ key: 'n' })).toEqual({ kind: 'note' });
    expect(listKeyAction({ key: 'x' })).toEqual({ kind: 'toggle' });
    expect(listKeyAction({ key: '/' })).toEqual({ kind: 'filter' });
    expect(listKeyAction({ key: '?' })).toEqual({ kind: 'help' });
  });

  it('sets a status by its place in the pipeline, 1 for New to 6 for Lost', () => {
    expect(listKeyAction({ key: '1' })).toEqual({ kind: 'status', status: 'new' });
    expect(listKeyAction({ key: '4' })).toEqual({ kind: 'status', status: 'meeting_booked' });
    expect(listKeyAction({ key: '6' })).toEqual({ kind: 'status', status: 'lost' });
    expect(listKeyAction({ key: '7' })).toBeNull();
    expect(listKeyAction({ key: '0' })).toBeNull();
  });

  it('leaves a key typed in a field, or with Ctrl, Alt or Cmd, to the page', () => {
    expect(listKeyAction({ key: 'j', target: { tagName: 'input' } })).toBeNull();
    expect(listKeyAction({ key: '/', target: { tagName: 'TEXTAREA' } })).toBeNull();
    expect(listKeyAction({ key: '2', target: { tagName: 'SELECT' } })).toBeNull();
    expect(listKeyAction({ key: 'n', target: { tagName: 'DIV', isContentEditable: true } })).toBeNull();
    expect(listKeyAction({ key: 'k', ctrlKey: true })).toBeNull();
    expect(listKeyAction({ key: 'o', metaKey: true })).toBeNull();
    expect(listKeyAction({ key: 'q' })).toBeNull();
    expect(listKeyAction({ key: 'Enter', target: { tagName: 'BUTTON' } })).toBeNull();
    expect(listKeyAction({ key: 'o', target: { tagName: 'BUTTON' } })).toEqual({ kind: 'open' });
  });

  it('moves from no row to the first (or last), and stops at either end', () => {
    expect(movedIndex(null, 1, 5)).toBe(0);
    expect(movedIndex(null, -1, 5)).toBe(4);
    expect(movedIndex(4, 1, 5)).toBe(4);
    expect(movedIndex(0, -1, 5)).toBe(0);
    expect(movedIndex(2, 1, 5)).toBe(3);
    expect(movedIndex(2, 1, 0)).toBeNull();
  });

  it('lists every key on the sheet, the statuses by their names', () => {
    expect(MY_LEADS_KEYS.map((k) => k.keys)).toEqual(
      expect.arrayContaining(['j or ↓', 'k or ↑', 'Enter or o', 'n', '1', '6', 'x', '/', '?']),
    );
    expect(MY_LEADS_KEYS.find((k) => k.keys === '4')?.does).toBe('Set the status to Meeting booked');
  });
});
