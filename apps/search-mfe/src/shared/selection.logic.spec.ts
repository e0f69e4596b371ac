import { keepSelected, toggleAll, toggleOne } from './selection.logic.js';

describe('selection', () => {
  it('toggles rows, all rows of the page, and forgets rows no longer shown', () => {
    const one = toggleOne(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleOne(one, 'a')]).toEqual([]);
    expect([...toggleAll(one, ['a', 'b'])].sort()).toEqual(['a', 'b']);
    expect([...toggleAll(new Set(['a', 'b']), ['a', 'b'])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
    expect([...keepSelected(new Set(['a', 'c']), ['a', 'b'])]).toEqual(['a']);
  });
});
