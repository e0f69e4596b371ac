import { businessDayAfter, businessDaysBetween, businessDaysLater, isBusinessDay } from './business-days.js';
import { isoDate, parseIsoDate } from './calendar-date.js';

const businessDay = (day: string) => isBusinessDay(parseIsoDate(day));

describe("business days in the lead's time zone", () => {
  it('counts three business days after the day the email went out, skipping the weekend', () => {
    // Thursday 26 November 2026 (Thanksgiving), afternoon in Chicago.
    expect(businessDaysLater(new Date('2026-11-26T20:00:00Z'), 3, 'America/Chicago')).toBe('2026-12-01');
    // Friday: Monday, Tuesday, Wednesday after.
    expect(businessDaysLater(new Date('2026-11-27T15:00:00Z'), 3, 'America/Chicago')).toBe('2026-12-02');
    // Saturday: the count starts with Monday.
    expect(businessDaysLater(new Date('2026-11-28T15:00:00Z'), 3, 'America/Chicago')).toBe('2026-12-02');
  });

  it("takes the day it is in the lead's zone, not in UTC", () => {
    // 02:00 UTC on Saturday is still Friday evening in Los Angeles.
    const at = new Date('2026-11-28T02:00:00Z');
    expect(businessDaysLater(at, 3, 'America/Los_Angeles')).toBe('2026-12-02');
    expect(businessDaysLater(at, 3, 'UTC')).toBe('2026-12-02');
    expect(businessDaysLater(new Date('2026-11-27T02:00:00Z'), 3, 'UTC')).toBe('2026-12-02');
    // Wednesday evening in Los Angeles: Thanksgiving is skipped, so Friday, Monday, Tuesday.
    expect(businessDaysLater(new Date('2026-11-27T02:00:00Z'), 3, 'America/Los_Angeles')).toBe('2026-12-01');
  });

  it('skips the US federal holidays as observed', () => {
    // Wednesday 25 November 2026: Thanksgiving Thursday is skipped (Friday, Monday, Tuesday).
    expect(businessDaysLater(new Date('2026-11-25T18:00:00Z'), 3, 'America/Chicago')).toBe('2026-12-01');
    // July 4 2026 is a Saturday, observed Friday 3: Thursday's next business day is Monday 6.
    expect(businessDaysLater(new Date('2026-07-02T15:00:00Z'), 1, 'America/Chicago')).toBe('2026-07-06');
    // Martin Luther King Jr. Day, Monday 18 January 2027.
    expect(businessDaysLater(new Date('2027-01-15T16:00:00Z'), 1, 'America/Chicago')).toBe('2027-01-19');
    // Christmas 2027 is a Saturday (observed Friday 24), New Year's 2028 too (observed Friday 31).
    expect(businessDaysLater(new Date('2027-12-23T16:00:00Z'), 1, 'America/Chicago')).toBe('2027-12-27');
    expect(businessDaysLater(new Date('2027-12-30T16:00:00Z'), 1, 'America/Chicago')).toBe('2028-01-03');
    // Both in one count: Monday 27 to Thursday 30, then Monday 3 January.
    expect(businessDaysLater(new Date('2027-12-23T16:00:00Z'), 5, 'America/Chicago')).toBe('2028-01-03');
  });

  it('tells business days from weekends and observed holidays', () => {
    expect(businessDay('2026-12-01')).toBe(true);
    expect(businessDay('2026-11-27')).toBe(true); // the day after Thanksgiving
    expect(businessDay('2026-12-05')).toBe(false); // Saturday
    expect(businessDay('2026-07-03')).toBe(false);
    expect(businessDay('2027-01-18')).toBe(false);
    expect(businessDay('2027-12-24')).toBe(false);
    expect(businessDay('2027-12-31')).toBe(false);
  });

  it('keeps the day itself for zero business days', () => {
    expect(isoDate(businessDayAfter(parseIsoDate('2026-07-04'), 0))).toBe('2026-07-04');
    expect(businessDaysLater(new Date('2026-07-03T15:00:00Z'), 0, 'America/Chicago')).toBe('2026-07-03');
  });
});

describe('business days between two days', () => {
  const between = (a: string, b: string) => businessDaysBetween(parseIsoDate(a), parseIsoDate(b));
  it('counts the business days after the first up to the second, undoing businessDayAfter', () => {
    // Wed Dec 2 to Tue Dec 8, 2026: Thu, Fri, Mon, Tue.
    expect(between('2026-12-02', '2026-12-08')).toBe(4);
    expect(between('2026-12-04', '2026-12-07')).toBe(1);
    for (const days of [0, 1, 3, 7, 12])
      expect(between('2026-12-18', isoDate(businessDayAfter(parseIsoDate('2026-12-18'), days)))).toBe(days);
  });
  it('skips a federal holiday and is 0 for the same or an earlier day', () => {
    // Christmas Day, Friday Dec 25, 2026.
    expect(between('2026-12-24', '2026-12-28')).toBe(1);
    expect(between('2026-12-08', '2026-12-08')).toBe(0);
    expect(between('2026-12-08', '2026-12-02')).toBe(0);
  });
});
