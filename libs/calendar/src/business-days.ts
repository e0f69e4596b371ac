/*
 * Business days: Monday to Friday, less the US federal holidays as observed. Every count of
 * business days (the follow-up leads suggests, the outreach sending window and its follow-ups)
 * goes through here.
 */
import { addDays, isoDate, weekdayOf, type CalendarDate } from './calendar-date.js';
import { localTime } from './time-zone.js';
import { usFederalHolidayOn } from './us-federal-holidays.js';

/** Whether a day is a business day: a weekday that is not an observed federal holiday. */
export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && usFederalHolidayOn(date) === undefined;
}

/** The day `days` business days after this one (this day itself for 0, business day or not). */
export function businessDayAfter(date: CalendarDate, days: number): CalendarDate {
  let day = date;
  let left = days;
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** How many business days follow `from` up to and including `to` (0 when `to` is not later). */
export function businessDaysBetween(from: CalendarDate, to: CalendarDate): number {
  let count = 0;
  for (let day = addDays(from, 1); isoDate(day) <= isoDate(to); day = addDays(day, 1)) if (isBusinessDay(day)) count++;
  return count;
}

/**
 * The day (YYYY-MM-DD) `days` business days after the day `at` falls on in the lead's time zone:
 * an email sent on a Friday is followed up on the Wednesday after, three business days later.
 */
export function businessDaysLater(at: Date, days: number, timeZone: string): string {
  return isoDate(businessDayAfter(localTime(at, timeZone), days));
}
