/*
 * Local dates and times in an IANA time zone with Intl alone: the local time an instant shows in a
 * zone, and the instant a zone's clock shows a local date and time, daylight saving included.
 */
import { isoDate, parseIsoDate, type CalendarDate } from './calendar-date.js';

/** What a zone's clock and calendar show at an instant. */
export interface LocalTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 Sunday .. 6 Saturday
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one is costly); throws a RangeError for a zone Intl does not know. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The local date and time an instant shows in a time zone. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return isoDate(localTime(at, timeZone));
}

/** The instant at which the zone's clock reads this local date and time (a day past the month's end rolls over). */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two passes settle the zone's offset, across a DST change too.
  for (let i = 0; i < 2; i++) {
    const l = localTime(new Date(guess), timeZone);
    const seen = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
    guess += wanted - seen;
  }
  return new Date(guess);
}

/** The instant it is `hour`:00 on a YYYY-MM-DD day in a time zone (a follow-up lands at 9 in the morning). */
export function wallClockInstant(day: string, hour: number, timeZone: string): Date {
  const { year, month, day: date } = parseIsoDate(day);
  return zonedInstant(year, month, date, hour, 0, timeZone);
}

/** The zone if Intl knows it, else the fallback (a lead's zone comes from outside data). */
export function knownTimeZone(timeZone: string | null | undefined, fallback: string): string {
  if (!timeZone) return fallback;
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return fallback;
  }
}
