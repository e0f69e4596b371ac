import { LRUCache } from 'lru-cache';
import type { WeeklyHours } from '../world/world.hours.js';

/** One point of a week as Google writes it: Sunday is day 0. */
export interface GooglePoint {
  day: number;
  hour: number;
  minute: number;
}
export interface GooglePeriod {
  open: GooglePoint;
  close?: GooglePoint;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const point = (day: number, minutes: number): GooglePoint => ({
  day: (day + Math.floor(minutes / 1440)) % 7,
  hour: Math.floor((minutes % 1440) / 60),
  minute: minutes % 60,
});

const isAlwaysOpen = (week: WeeklyHours) => week.every((d) => d.length === 1 && d[0]![0] === 0 && d[0]![1] >= 1440);

/** `regularOpeningHours.periods`: open around the clock is one period that opens Sunday 00:00 and never closes. */
export function googlePeriods(week: WeeklyHours): GooglePeriod[] {
  if (isAlwaysOpen(week)) return [{ open: { day: 0, hour: 0, minute: 0 } }];
  return week.flatMap((ranges, day) =>
    ranges.map(([open, close]) => ({ open: point(day, open), close: point(day, close) })),
  );
}

/** "11:30 AM", in Google's spacing (a narrow no-break space before AM/PM). */
function clock(minutes: number): string {
  const m = minutes % 1440;
  const h = Math.floor(m / 60);
  return `${((h + 11) % 12) + 1}:${String(m % 60).padStart(2, '0')}\u202f${h < 12 ? 'AM' : 'PM'}`;
}

/** `regularOpeningHours.weekdayDescriptions`: Monday first, as Google lists them ("Monday: 11:00 AM – 10:00 PM"). */
export function weekdayDescriptions(week: WeeklyHours): string[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const ranges = week[day] ?? [];
    if (!ranges.length) return `${DAYS[day]}: Closed`;
    if (ranges.length === 1 && ranges[0]![0] === 0 && ranges[0]![1] >= 1440) return `${DAYS[day]}: Open 24 hours`;
    return `${DAYS[day]}: ${ranges.map(([o, c]) => `${clock(o)}\u2009–\u2009${clock(c)}`).join(', ')}`;
  });
}

/**
 * A zone's clock: one formatter per zone (building one costs more than a whole place's answer)
 * and the offset it last read, good for the rest of that minute (zones change offset on a whole
 * minute). Bounded: there are a few hundred zones and the world's places use a handful.
 */
interface ZoneClock {
  format: Intl.DateTimeFormat;
  minute: number;
  offset: number;
}
const zoneClocks = new LRUCache<string, ZoneClock>({ max: 600 });

function readOffset(format: Intl.DateTimeFormat, now: Date): number {
  const name = format.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** Minutes east of UTC on a zone's clock at `now` (daylight saving included). */
export function utcOffsetMinutes(timeZone: string, now: Date): number {
  const minute = Math.floor(now.getTime() / 60_000);
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = {
      format: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
      minute: NaN,
      offset: 0,
    };
    zoneClocks.set(timeZone, clock);
  }
  if (clock.minute !== minute) {
    clock.offset = readOffset(clock.format, now);
    clock.minute = minute;
  }
  return clock.offset;
}
