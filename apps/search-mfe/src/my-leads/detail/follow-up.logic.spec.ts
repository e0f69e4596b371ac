import { dateInputValue, followUpFromInput, followUpView } from './follow-up.logic.js';

describe('follow-up dates', () => {
  const now = new Date(2026, 2, 10, 12, 0, 0);
  it('says overdue, due soon, or the day', () => {
    expect(followUpView(null, now)).toBeNull();
    expect(followUpView('not a date', now)).toBeNull();
    expect(followUpView(new Date(2026, 2, 9, 9).toISOString(), now)).toEqual({
      text: 'Overdue · Mar 9',
      tone: 'overdue',
    });
    expect(followUpView(new Date(2026, 2, 11, 9).toISOString(), now)).toEqual({ text: 'Due Mar 11', tone: 'soon' });
    expect(followUpView(new Date(2026, 2, 20, 9).toISOString(), now)).toEqual({ text: 'Mar 20', tone: 'later' });
    expect(followUpView(new Date(2027, 0, 5, 9).toISOString(), now)?.text).toBe('Jan 5, 2027');
  });
  it('goes from a date input to 9 in the morning of that day and back', () => {
    const iso = followUpFromInput('2026-03-14');
    expect(iso).not.toBeNull();
    const at = new Date(iso!);
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours()]).toEqual([2026, 2, 14, 9]);
    expect(dateInputValue(iso)).toBe('2026-03-14');
    expect(followUpFromInput('')).toBeNull();
    expect(followUpFromInput('14/03/2026')).toBeNull();
    expect(dateInputValue(null)).toBe('');
  });
});
