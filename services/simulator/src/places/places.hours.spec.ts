import { googlePeriods, utcOffsetMinutes, weekdayDescriptions } from './places.hours.js';

describe("opening hours in Google's shape", () => {
  const week = [0, 1, 2, 3, 4, 5, 6].map((d): Array<[number, number]> =>
    d === 1
      ? []
      : [
          [690, 870],
          [1020, d === 5 ? 1560 : 1320],
        ],
  );

  it('writes periods Sunday first, a close past midnight on the next day', () => {
    const periods = googlePeriods(week);
    expect(periods[0]).toEqual({ open: { day: 0, hour: 11, minute: 30 }, close: { day: 0, hour: 14, minute: 30 } });
    expect(periods.find((p) => p.open.day === 5 && p.open.hour === 17)!.close).toEqual({ day: 6, hour: 2, minute: 0 });
    expect(periods.some((p) => p.open.day === 1)).toBe(false);
    expect(googlePeriods([0, 1, 2, 3, 4, 5, 6].map(() => [[0, 1440]]))).toEqual([
      { open: { day: 0, hour: 0, minute: 0 } },
    ]);
  });

  it('describes each weekday Monday first', () => {
    const text = weekdayDescriptions(week);
    expect(text[0]).toBe('Monday: Closed');
    expect(text[4]).toBe('Friday: 11:30\u202fAM\u2009–\u20092:30\u202fPM, 5:00\u202fPM\u2009–\u20092:00\u202fAM');
    expect(text[6]).toMatch(/^Sunday: /);
  });

  it('gives the offset of the clock at the moment asked, daylight saving included', () => {
    expect(utcOffsetMinutes('America/Chicago', new Date('2026-01-15T12:00:00Z'))).toBe(-360);
    expect(utcOffsetMinutes('America/Chicago', new Date('2026-07-15T12:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('America/Phoenix', new Date('2026-07-15T12:00:00Z'))).toBe(-420);
  });

  it('moves the clock on the minute daylight saving starts, however often it is asked around it', () => {
    // 2 AM CST on 8 March 2026 is 08:00 UTC.
    expect(utcOffsetMinutes('America/Chicago', new Date('2026-03-08T07:59:00Z'))).toBe(-360);
    expect(utcOffsetMinutes('America/Chicago', new Date('2026-03-08T07:59:59.999Z'))).toBe(-360);
    expect(utcOffsetMinutes('America/Chicago', new Date('2026-03-08T08:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('America/Chicago', new Date('2026-03-08T07:59:30Z'))).toBe(-360);
  });
});
