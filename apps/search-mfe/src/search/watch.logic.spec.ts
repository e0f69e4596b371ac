import { choiceOf, frequencyOf, pickerLabel, watchText } from './watch.logic.js';

const watch = { frequency: 'weekly' as const, next_run_at: '2026-12-07T14:00:00Z' };

describe("a saved search's watch", () => {
  it('says how often it runs and its next run', () => {
    expect(watchText(watch, 'UTC')).toBe('Watched weekly · next run Dec 7');
    expect(watchText({ ...watch, frequency: 'daily' }, 'UTC')).toBe('Watched daily · next run Dec 7');
  });

  it('says a search is not watched, and leaves out a next run it cannot read', () => {
    expect(watchText(null)).toBe('Not watched');
    expect(watchText(undefined)).toBe('Not watched');
    expect(watchText({ ...watch, next_run_at: '' })).toBe('Watched weekly');
  });

  it("turns the control's choice into the frequency sent, and back", () => {
    expect(frequencyOf('')).toBeNull();
    expect(frequencyOf('daily')).toBe('daily');
    expect(choiceOf(null)).toBe('');
    expect(choiceOf(undefined)).toBe('');
    expect(choiceOf({ frequency: 'daily' })).toBe('daily');
    expect(choiceOf({ frequency: 'monthly' as never })).toBe('weekly');
  });

  it('names a watched search in the picker with its frequency', () => {
    expect(pickerLabel({ name: 'Tacos in Austin', watch })).toBe('Tacos in Austin (watched weekly)');
    expect(pickerLabel({ name: 'Tacos in Austin', watch: null })).toBe('Tacos in Austin');
    expect(pickerLabel({ name: 'Tacos in Austin' })).toBe('Tacos in Austin');
  });
});
