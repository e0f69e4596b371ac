import { formatDay, formatShortDay, formatWhen } from './dates.logic.js';

describe('stored times', () => {
  it("read as the rep's day and time, nothing for a time that is missing or unreadable", () => {
    const at = new Date(2026, 2, 4, 15, 7).toISOString();
    expect(formatWhen(at)).toBe('Mar 4, 2026, 3:07 PM');
    expect(formatDay(new Date(2026, 10, 28, 9).toISOString())).toBe('Sat, Nov 28, 2026');
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatWhen(missing)).toBe('');
      expect(formatDay(missing)).toBe('');
    }
  });
});

describe('a day of a watch', () => {
  it("reads as the month and day, in the rep's time zone or the one given", () => {
    expect(formatShortDay(new Date(2026, 11, 7, 9).toISOString())).toBe('Dec 7');
    expect(formatShortDay('2026-12-07T02:00:00Z', 'UTC')).toBe('Dec 7');
    expect(formatShortDay('2026-12-07T02:00:00Z', 'America/Chicago')).toBe('Dec 6');
  });

  it('is nothing for a time that is missing or unreadable', () => {
    for (const missing of [null, undefined, '', 'not a date']) expect(formatShortDay(missing)).toBe('');
  });
});
