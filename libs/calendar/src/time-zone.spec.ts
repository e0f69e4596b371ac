import { knownTimeZone, localDate, localTime, wallClockInstant, zonedInstant } from './time-zone.js';

describe('local dates and times in a time zone', () => {
  it('reads a local time in the zone, across daylight saving time', () => {
    // 9:00 in Chicago is 15:00 UTC in winter (CST) and 14:00 UTC in summer (CDT).
    expect(zonedInstant(2026, 12, 1, 9, 0, 'America/Chicago').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(zonedInstant(2026, 7, 1, 9, 0, 'America/Chicago').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    // A day past the month's end rolls over (midnight after 30 November is 1 December).
    expect(zonedInstant(2026, 11, 31, 0, 0, 'America/Chicago').toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });

  it('gives the instant of a wall-clock hour in a zone, across daylight saving', () => {
    expect(wallClockInstant('2026-12-01', 9, 'America/Chicago').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(wallClockInstant('2026-07-01', 9, 'America/Chicago').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(wallClockInstant('2026-11-02', 9, 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(wallClockInstant('2026-12-01', 9, 'UTC').toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('takes the day it is in the zone, not in UTC', () => {
    // 02:00 UTC on Saturday is still Friday evening in Los Angeles.
    const at = new Date('2026-11-28T02:00:00Z');
    expect(localDate(at, 'America/Los_Angeles')).toBe('2026-11-27');
    expect(localDate(at, 'UTC')).toBe('2026-11-28');
    expect(localTime(at, 'America/Los_Angeles')).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      hour: 18,
      minute: 0,
      second: 0,
      weekday: 5,
    });
  });

  it("falls back to the rep's default zone when the lead's is missing or unknown", () => {
    expect(knownTimeZone('America/Denver', 'America/New_York')).toBe('America/Denver');
    expect(knownTimeZone(null, 'America/New_York')).toBe('America/New_York');
    expect(knownTimeZone('Mars/Olympus_Mons', 'America/New_York')).toBe('America/New_York');
  });
});
