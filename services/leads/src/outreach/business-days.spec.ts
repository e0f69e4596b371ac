import { businessDaysLater, dayIn, wallClockInstant } from './business-days.js';

describe("business days in the lead's time zone", () => {
  it('counts three business days after the day the email went out, skipping the weekend', () => {
    // Thursday 26 November 2026, afternoon in Chicago.
    expect(businessDaysLater(new Date('2026-11-26T20:00:00Z'), 3, 'America/Chicago')).toBe('2026-12-01');
    // Friday: Monday, Tuesday, Wednesday after.
    expect(businessDaysLater(new Date('2026-11-27T15:00:00Z'), 3, 'America/Chicago')).toBe('2026-12-02');
    // Saturday: the count starts with Monday.
    expect(businessDaysLater(new Date('2026-11-28T15:00:00Z'), 3, 'America/Chicago')).toBe('2026-12-02');
  });

  it("takes the day it is in the lead's zone, not in UTC", () => {
    // 02:00 UTC on Saturday is still Friday evening in Los Angeles.
    const at = new Date('2026-11-28T02:00:00Z');
    expect(dayIn(at, 'America/Los_Angeles')).toBe('2026-11-27');
    expect(businessDaysLater(at, 3, 'America/Los_Angeles')).toBe('2026-12-02');
    expect(businessDaysLater(at, 3, 'UTC')).toBe('2026-12-02');
    expect(businessDaysLater(new Date('2026-11-27T02:00:00Z'), 3, 'UTC')).toBe('2026-12-02');
    expect(businessDaysLater(new Date('2026-11-27T02:00:00Z'), 3, 'America/Los_Angeles')).toBe('2026-12-01');
  });

  it('gives the instant of a wall-clock hour in a zone, across daylight saving', () => {
    expect(wallClockInstant('2026-12-01', 9, 'America/Chicago').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(wallClockInstant('2026-07-01', 9, 'America/Chicago').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(wallClockInstant('2026-11-02', 9, 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(wallClockInstant('2026-12-01', 9, 'UTC').toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });
});
