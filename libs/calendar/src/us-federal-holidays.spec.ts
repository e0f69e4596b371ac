import { usFederalHolidayOn, usFederalHolidays } from './us-federal-holidays.js';
import { parseIsoDate } from './calendar-date.js';

const holidayOn = (day: string) => usFederalHolidayOn(parseIsoDate(day));

describe('US federal holidays', () => {
  it('names the eleven holidays of a year and the day each is observed', () => {
    expect(usFederalHolidays(2026)).toEqual([
      { name: "New Year's Day", date: '2026-01-01', observed: '2026-01-01' },
      { name: 'Birthday of Martin Luther King, Jr.', date: '2026-01-19', observed: '2026-01-19' },
      { name: "Washington's Birthday", date: '2026-02-16', observed: '2026-02-16' },
      { name: 'Memorial Day', date: '2026-05-25', observed: '2026-05-25' },
      { name: 'Juneteenth National Independence Day', date: '2026-06-19', observed: '2026-06-19' },
      // A Saturday: observed the Friday before.
      { name: 'Independence Day', date: '2026-07-04', observed: '2026-07-03' },
      { name: 'Labor Day', date: '2026-09-07', observed: '2026-09-07' },
      { name: 'Columbus Day', date: '2026-10-12', observed: '2026-10-12' },
      { name: 'Veterans Day', date: '2026-11-11', observed: '2026-11-11' },
      { name: 'Thanksgiving Day', date: '2026-11-26', observed: '2026-11-26' },
      { name: 'Christmas Day', date: '2026-12-25', observed: '2026-12-25' },
    ]);
  });

  it('moves a Saturday holiday to the Friday before and a Sunday one to the Monday after', () => {
    const observed = Object.fromEntries(usFederalHolidays(2027).map((h) => [h.name, h.observed]));
    expect(observed).toMatchObject({
      'Birthday of Martin Luther King, Jr.': '2027-01-18',
      "Washington's Birthday": '2027-02-15',
      'Memorial Day': '2027-05-31', // the last Monday, in a month of five Mondays
      'Juneteenth National Independence Day': '2027-06-18', // Saturday -> Friday
      'Independence Day': '2027-07-05', // Sunday -> Monday
      'Labor Day': '2027-09-06',
      'Columbus Day': '2027-10-11',
      'Thanksgiving Day': '2027-11-25',
      'Christmas Day': '2027-12-24', // Saturday -> Friday
    });
    expect(holidayOn('2022-12-26')).toBe('Christmas Day'); // Sunday 25 -> Monday 26
    expect(holidayOn('2023-01-02')).toBe("New Year's Day"); // Sunday 1 -> Monday 2
  });

  it("observes a Saturday New Year's Day on December 31 of the year before", () => {
    expect(usFederalHolidays(2028)[0]).toEqual({ name: "New Year's Day", date: '2028-01-01', observed: '2027-12-31' });
    expect(holidayOn('2027-12-31')).toBe("New Year's Day");
    expect(holidayOn('2028-01-01')).toBeUndefined();
  });

  it('knows the observed days and nothing else', () => {
    expect(holidayOn('2026-07-03')).toBe('Independence Day');
    expect(holidayOn('2026-07-04')).toBeUndefined();
    expect(holidayOn('2027-01-18')).toBe('Birthday of Martin Luther King, Jr.');
    expect(holidayOn('2026-11-26')).toBe('Thanksgiving Day');
    expect(holidayOn('2026-11-27')).toBeUndefined(); // the day after Thanksgiving is a working day
    expect(holidayOn('2026-12-01')).toBeUndefined();
  });

  it('skips a holiday in the years before it was created', () => {
    expect(usFederalHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth National Independence Day');
    expect(holidayOn('2021-06-18')).toBe('Juneteenth National Independence Day'); // its first year, a Saturday
    expect(usFederalHolidays(1985)).toHaveLength(9);
  });
});
