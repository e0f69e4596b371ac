import { formatDay, formatWhen } from './dates.logic.js';

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
