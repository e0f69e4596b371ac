/*
 * A day on the calendar, with no time of day and no time zone. Its arithmetic runs on a UTC date,
 * where no daylight saving change can move a day.
 */

/** A calendar day: month 1 (January) to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The day `days` after this one (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The day of the week: 0 Sunday .. 6 Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The day as YYYY-MM-DD. */
export function isoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** A YYYY-MM-DD day. */
export function parseIsoDate(day: string): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
}
