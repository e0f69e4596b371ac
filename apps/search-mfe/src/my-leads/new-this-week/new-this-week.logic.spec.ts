import { change } from './change.fixtures.js';
import { changesSummary, newThisWeekState, nothingNewText } from './new-this-week.logic.js';

const since = '2026-12-01T12:00:00Z';

describe("the state of 'New this week'", () => {
  it('loads first, and says a failure when there is nothing to show', () => {
    expect(newThisWeekState(null, null)).toEqual({ kind: 'loading' });
    expect(newThisWeekState(null, 'Lead search is not running')).toEqual({
      kind: 'error',
      message: 'Lead search is not running',
    });
  });

  it('tells no watch yet from nothing new', () => {
    expect(newThisWeekState({ changes: [], since, watches: 0 }, null)).toEqual({ kind: 'no-watch' });
    expect(newThisWeekState({ changes: [], since, watches: 2 }, null)).toEqual({
      kind: 'nothing-new',
      watches: 2,
      since,
    });
  });

  it('lists the changes, kept on screen when a later read fails', () => {
    const changes = [change()];
    const state = { kind: 'changes', changes, watches: 1, since };
    expect(newThisWeekState({ changes, since, watches: 1 }, null)).toEqual(state);
    expect(newThisWeekState({ changes, since, watches: 1 }, 'Lead search is not running')).toEqual(state);
    // A watch stopped this week leaves its changes: they are still shown.
    expect(newThisWeekState({ changes, since, watches: 0 }, null)).toMatchObject({ kind: 'changes' });
  });
});

describe("the words of 'New this week'", () => {
  it('counts the changes and the watches they came from', () => {
    expect(changesSummary(3, 2, since, 'UTC')).toBe('3 changes since Dec 1 from your 2 watched searches');
    expect(changesSummary(1, 1, since, 'UTC')).toBe('1 change since Dec 1 from your 1 watched search');
    expect(changesSummary(2, 0, 'not a date')).toBe('2 changes');
  });

  it('says nothing was found, and that the watches keep running', () => {
    expect(nothingNewText(2, since, 'UTC')).toBe(
      'Your 2 watched searches found nothing new since Dec 1. They keep running on their own.',
    );
    expect(nothingNewText(1, since, 'UTC')).toBe(
      'Your watched search found nothing new since Dec 1. It keeps running on its own.',
    );
  });
});
