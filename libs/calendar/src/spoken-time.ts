/*
 * A day and time as a person writes it in a reply ('Thursday around 3', 'tomorrow morning', 'Tue
 * between 2 and 4', 'Friday at 10:30am'), as the instant it means in the restaurant's time zone:
 * the next such weekday after the day they wrote, at the hour they named (a bare 1 to 7 is the
 * afternoon, as a restaurant's day runs), or the part of the day's usual hour.
 */
import { addDays } from './calendar-date.js';
import { localTime, zonedInstant } from './time-zone.js';

const WEEKDAY = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/i;
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** 'at 3', 'around 3:30', 'after 2pm', 'before 11', 'between 2 and 4' (its start). */
const HOUR = /\b(at|around|after|before|between)\s+(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?m?\b/i;
const PARTS: ReadonlyArray<[RegExp, number]> = [
  [/\bmorning\b/i, 10],
  [/\blunch\b/i, 12],
  [/\bafternoon\b/i, 14],
  [/\bevening\b/i, 17],
  [/\bnight\b/i, 19],
];

/** The hour said, on a 24-hour clock: 'before 11' is 10, a bare 3 is 15. */
function hourOf(m: RegExpExecArray): { hour: number; minute: number } {
  let hour = Number(m[2]);
  const minute = Number(m[3] ?? 0);
  const half = m[4]?.toLowerCase();
  if (half === 'p' && hour < 12) hour += 12;
  else if (half === 'a' && hour === 12) hour = 0;
  else if (!half && hour >= 1 && hour <= 7) hour += 12;
  if (m[1]!.toLowerCase() === 'before') hour -= 1;
  return { hour: Math.min(Math.max(hour, 0), 23), minute: Math.min(minute, 59) };
}

/** The instant a spoken day and time means after `said` (when they wrote it), or null when it names no day. */
export function spokenTime(when: string, said: Date, timeZone: string): Date | null {
  const today = localTime(said, timeZone);
  let ahead: number;
  if (/\btomorrow\b/i.test(when)) ahead = 1;
  else {
    const day = WEEKDAY.exec(when)?.[1]?.toLowerCase();
    if (!day) return null;
    // The next such day after the one they wrote on ('Thursday', written on a Thursday, is next week's).
    ahead = ((DAYS.indexOf(day) - today.weekday + 7) % 7) + (DAYS.indexOf(day) === today.weekday ? 7 : 0);
  }
  const date = addDays(today, ahead);
  const at = HOUR.exec(when);
  const { hour, minute } = at ? hourOf(at) : { hour: PARTS.find(([p]) => p.test(when))?.[1] ?? 9, minute: 0 };
  return zonedInstant(date.year, date.month, date.day, hour, minute, timeZone);
}
