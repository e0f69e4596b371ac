/*
 * The rep's sending window (business days, start to end hour) in the lead's time zone: when an
 * email may go out, and when its follow-ups fall due.
 */
import type { CalendarDate } from './calendar-date.js';
import { businessDayAfter, isBusinessDay } from './business-days.js';
import { localTime, zonedInstant } from './time-zone.js';

export interface SendingWindow {
  startHour: number;
  endHour: number;
  timeZone: string;
}

/** The instant the window opens on a day. */
function opening(day: CalendarDate, w: SendingWindow): Date {
  return zonedInstant(day.year, day.month, day.day, w.startHour, 0, w.timeZone);
}

/** Whether this instant falls in the window (a business day, from the start hour up to the end hour). */
export function inWindow(at: Date, w: SendingWindow): boolean {
  const l = localTime(at, w.timeZone);
  return l.hour >= w.startHour && l.hour < w.endHour && isBusinessDay(l);
}

/** Now if now is in the window, else the window's next opening. */
export function nextSlot(from: Date, w: SendingWindow): Date {
  if (inWindow(from, w)) return from;
  const l = localTime(from, w.timeZone);
  // Today's window has not opened yet: it opens today.
  return opening(isBusinessDay(l) && l.hour < w.startHour ? l : businessDayAfter(l, 1), w);
}

/** The next window's opening on a later local day than this instant's (for an email that waits for tomorrow's cap). */
export function nextDaysWindow(from: Date, w: SendingWindow): Date {
  return opening(businessDayAfter(localTime(from, w.timeZone), 1), w);
}

/**
 * `days` business days after this instant, at the same local time of day, then moved into the
 * window when that time falls outside it.
 */
export function addBusinessDays(from: Date, days: number, w: SendingWindow): Date {
  const l = localTime(from, w.timeZone);
  const d = businessDayAfter(l, days);
  return nextSlot(zonedInstant(d.year, d.month, d.day, l.hour, l.minute, w.timeZone), w);
}
