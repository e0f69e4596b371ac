/*
 * US federal holidays (5 U.S.C. 6103) and the days they are observed: a holiday on a Saturday is
 * observed the Friday before, one on a Sunday the Monday after (so New Year's Day on a Saturday is
 * observed on December 31 of the year before). The rules are today's law: a holiday is skipped in the
 * years before it was created, older rules (before the Monday holidays of 1971) are not kept, as
 * the tool plans days ahead. Inauguration Day (Washington DC area only) and days off granted by
 * executive order are not in the table.
 *
 * Written here rather than taken from npm: `date-holidays` covers the world (about 47 MB installed
 * with moment, astronomia and lodash) for eleven rules, and `@18f/us-federal-holidays` is CommonJS,
 * pulls in dayjs, computes in the process's local time zone, and its publisher (GSA's 18F) has been
 * disbanded, so it is no longer kept up. The table is short and its spec pins every rule.
 */
import { addDays, isoDate, weekdayOf, type CalendarDate } from './calendar-date.js';

/** A federal holiday in a year: the day the law names and the weekday it is observed on. */
export interface FederalHoliday {
  name: string;
  /** YYYY-MM-DD, the date the law names. */
  date: string;
  /** YYYY-MM-DD, the weekday federal offices close (the date itself on a weekday). */
  observed: string;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The `n`th given weekday (0 Sunday .. 6 Saturday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = { year, month, day: 1 };
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1));
}

/** The last given weekday of a month. */
function lastWeekday(year: number, month: number, weekday: number): CalendarDate {
  const last = addDays({ year, month: month + 1, day: 1 }, -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

interface Rule {
  name: string;
  /** The first year the holiday was kept, when it is recent. */
  since?: number;
  on: (year: number) => CalendarDate;
}

const fixed = (month: number, day: number) => (year: number) => ({ year, month, day });

const RULES: readonly Rule[] = [
  { name: "New Year's Day", on: fixed(1, 1) },
  { name: 'Birthday of Martin Luther King, Jr.', since: 1986, on: (y) => nthWeekday(y, 1, MONDAY, 3) },
  { name: "Washington's Birthday", on: (y) => nthWeekday(y, 2, MONDAY, 3) },
  { name: 'Memorial Day', on: (y) => lastWeekday(y, 5, MONDAY) },
  { name: 'Juneteenth National Independence Day', since: 2021, on: fixed(6, 19) },
  { name: 'Independence Day', on: fixed(7, 4) },
  { name: 'Labor Day', on: (y) => nthWeekday(y, 9, MONDAY, 1) },
  { name: 'Columbus Day', on: (y) => nthWeekday(y, 10, MONDAY, 2) },
  { name: 'Veterans Day', on: fixed(11, 11) },
  { name: 'Thanksgiving Day', on: (y) => nthWeekday(y, 11, THURSDAY, 4) },
  { name: 'Christmas Day', on: fixed(12, 25) },
];

/** Saturday to the Friday before, Sunday to the Monday after. */
function observedOn(date: CalendarDate): CalendarDate {
  const weekday = weekdayOf(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

/** The federal holidays whose date falls in a year, in calendar order. */
export function usFederalHolidays(year: number): FederalHoliday[] {
  return RULES.filter((rule) => year >= (rule.since ?? year)).map((rule) => {
    const date = rule.on(year);
    return { name: rule.name, date: isoDate(date), observed: isoDate(observedOn(date)) };
  });
}

/** Per year, the holidays observed in it by observed day (next year's New Year's Day may be one). */
const observedByYear = new Map<number, Map<string, string>>();

function observedIn(year: number): Map<string, string> {
  let days = observedByYear.get(year);
  if (!days) {
    days = new Map();
    for (const h of [...usFederalHolidays(year), ...usFederalHolidays(year + 1)]) {
      if (h.observed.startsWith(`${year}-`)) days.set(h.observed, h.name);
    }
    observedByYear.set(year, days);
  }
  return days;
}

/** The federal holiday observed on this day, if any (its name). */
export function usFederalHolidayOn(date: CalendarDate): string | undefined {
  return observedIn(date.year).get(isoDate(date));
}
