import {
  fromGooglePeriods,
  isOpenAt,
  localTime,
  parseOsmOpeningHours,
  weekdayText,
  type WeeklyHours,
} from './place.hours.js';

const H = (h: number, m = 0) => h * 60 + m;
const lunchDinner: WeeklyHours = [
  [],
  [[H(11), H(22)]],
  [[H(11), H(22)]],
  [[H(11), H(22)]],
  [[H(11), H(22)]],
  [[H(11), H(23)]],
  [[H(11), H(23)]],
];
const bar: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 1 ? [] : [[H(16), H(26)]]));

describe('open now in the restaurant time zone', () => {
  // Wednesday 2026-11-25 at 03:30 UTC = Tuesday 21:30 in Chicago (CST, UTC-6), Tuesday 19:30 in Los Angeles.
  const at = new Date('2026-11-25T03:30:00Z');

  it('reads the local weekday and minute from the IANA zone, across the date line', () => {
    expect(localTime({ timeZone: 'America/Chicago' }, at)).toEqual({ day: 2, minute: H(21, 30) });
    expect(localTime({ timeZone: 'America/Los_Angeles' }, at)).toEqual({ day: 2, minute: H(19, 30) });
    expect(localTime({ timeZone: 'Pacific/Honolulu' }, at)).toEqual({ day: 2, minute: H(17, 30) });
    expect(localTime({ timeZone: 'America/New_York' }, at)).toEqual({ day: 2, minute: H(22, 30) });
    expect(localTime({ utcOffsetMinutes: -360 }, at)).toEqual({ day: 2, minute: H(21, 30) });
  });

  it('is open in Chicago and closed in New York at the same instant', () => {
    expect(isOpenAt(lunchDinner, { timeZone: 'America/Chicago' }, at)).toBe(true);
    expect(isOpenAt(lunchDinner, { timeZone: 'America/New_York' }, at)).toBe(false);
    expect(isOpenAt(lunchDinner, { timeZone: 'America/Phoenix' }, new Date('2026-11-22T18:00:00Z'))).toBe(false); // Sunday 11:00, closed Sundays
  });

  it('keeps a bar open past midnight on the previous day’s hours, and honours daylight saving', () => {
    // Tuesday 01:30 in Chicago: Monday is closed, so no carry-over.
    expect(isOpenAt(bar, { timeZone: 'America/Chicago' }, new Date('2026-11-24T07:30:00Z'))).toBe(false);
    // Wednesday 01:30 in Chicago: Tuesday's 16:00-02:00 still runs.
    expect(isOpenAt(bar, { timeZone: 'America/Chicago' }, new Date('2026-11-25T07:30:00Z'))).toBe(true);
    // Wednesday 02:30: closed.
    expect(isOpenAt(bar, { timeZone: 'America/Chicago' }, new Date('2026-11-25T08:30:00Z'))).toBe(false);
    // July (CDT, UTC-5): 15:30 UTC is 10:30 local, before opening; in November (CST) 16:30 UTC is 10:30 too.
    expect(isOpenAt(lunchDinner, { timeZone: 'America/Chicago' }, new Date('2026-07-08T15:30:00Z'))).toBe(false);
    expect(isOpenAt(lunchDinner, { timeZone: 'America/Chicago' }, new Date('2026-07-08T16:30:00Z'))).toBe(true);
  });

  it('writes Google-style weekday lines, Monday first', () => {
    expect(weekdayText(lunchDinner)[0]).toBe('Monday: 11:00 AM - 10:00 PM');
    expect(weekdayText(lunchDinner)[6]).toBe('Sunday: Closed');
    expect(weekdayText(bar)[1]).toBe('Tuesday: 4:00 PM - 2:00 AM');
    expect(weekdayText([0, 1, 2, 3, 4, 5, 6].map(() => [[0, 1440]]))[0]).toBe('Monday: Open 24 hours');
    expect(
      weekdayText([
        [],
        [
          [H(11, 30), H(14, 30)],
          [H(17), H(24)],
        ],
        [],
        [],
        [],
        [],
        [],
      ])[0],
    ).toBe('Monday: 11:30 AM - 2:30 PM, 5:00 PM - 12:00 AM');
  });
});

describe('source hours', () => {
  it('turns Google periods into weekly ranges, including past midnight and 24 hours', () => {
    const week = fromGooglePeriods([
      { open: { day: 5, hour: 18, minute: 0 }, close: { day: 6, hour: 2, minute: 0 } },
      { open: { day: 1, hour: 11 }, close: { day: 1, hour: 14, minute: 30 } },
    ])!;
    expect(week[5]).toEqual([[H(18), H(26)]]);
    expect(week[1]).toEqual([[H(11), H(14, 30)]]);
    expect(fromGooglePeriods([{ open: { day: 0, hour: 0, minute: 0 } }])![3]).toEqual([[0, 1440]]);
    expect(fromGooglePeriods([])).toBeNull();
    expect(fromGooglePeriods(undefined)).toBeNull();
  });

  it('reads the common OSM opening_hours forms and refuses what it cannot read', () => {
    expect(parseOsmOpeningHours('24/7')![2]).toEqual([[0, 1440]]);
    const w = parseOsmOpeningHours('Mo-Fr 11:00-14:30,17:00-22:00; Sa,Su 10:00-02:00')!;
    expect(w[1]).toEqual([
      [H(11), H(14, 30)],
      [H(17), H(22)],
    ]);
    expect(w[0]).toEqual([[H(10), H(26)]]);
    expect(parseOsmOpeningHours('Mo-Su 11:00-22:00; Tu off')![2]).toEqual([]);
    expect(parseOsmOpeningHours('Fr-Mo 18:00-23:00')![0]).toEqual([[H(18), H(23)]]);
    expect(parseOsmOpeningHours('Mo-Fr 09:00-17:00; PH off')).toBeNull();
    expect(parseOsmOpeningHours('sunrise-sunset')).toBeNull();
    expect(parseOsmOpeningHours('')).toBeNull();
  });
});
