/*
 * The rep's sending window (weekdays, start to end hour) in the lead's time zone, computed with
 * Intl alone: a local date and hour become the instant they name in that zone, DST included.
 */

export interface SendingWindow {
  startHour: number;
  endHour: number;
  timeZone: string;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 Sunday .. 6 Saturday
}

const formatters = new Map<string, Intl.DateTimeFormat>();
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

/** The instant at which the zone's clock reads this local date and time. */
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

const isWeekday = (weekday: number) => weekday >= 1 && weekday <= 5;

/** Whether this instant falls in the window (a weekday, from the start hour up to the end hour). */
export function inWindow(at: Date, w: SendingWindow): boolean {
  const l = localTime(at, w.timeZone);
  return isWeekday(l.weekday) && l.hour >= w.startHour && l.hour < w.endHour;
}

/** The local calendar date `days` after this one (UTC arithmetic on the date alone). */
function addDays(l: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(l.year, l.month - 1, l.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}

/** Now if now is in the window, else the window's next opening. */
export function nextSlot(from: Date, w: SendingWindow): Date {
  if (inWindow(from, w)) return from;
  const l = localTime(from, w.timeZone);
  // Today's window has not opened yet: it opens today.
  let offset = isWeekday(l.weekday) && l.hour < w.startHour ? 0 : 1;
  for (;;) {
    const d = addDays(l, offset);
    if (isWeekday(d.weekday)) return zonedInstant(d.year, d.month, d.day, w.startHour, 0, w.timeZone);
    offset++;
  }
}

/** The next window's opening on a later local day than this instant's (for an email that waits for tomorrow's cap). */
export function nextDaysWindow(from: Date, w: SendingWindow): Date {
  const l = localTime(from, w.timeZone);
  for (let offset = 1; ; offset++) {
    const d = addDays(l, offset);
    if (isWeekday(d.weekday)) return zonedInstant(d.year, d.month, d.day, w.startHour, 0, w.timeZone);
  }
}

/**
 * `days` business days after this instant, at the same local time of day, then moved into the
 * window when that time falls outside it.
 */
export function addBusinessDays(from: Date, days: number, w: SendingWindow): Date {
  const l = localTime(from, w.timeZone);
  let offset = 0;
  let counted = 0;
  let d = addDays(l, 0);
  while (counted < days) {
    offset++;
    d = addDays(l, offset);
    if (isWeekday(d.weekday)) counted++;
  }
  return nextSlot(zonedInstant(d.year, d.month, d.day, l.hour, l.minute, w.timeZone), w);
}

/** A local date as YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string): string {
  const l = localTime(at, timeZone);
  return `${l.year}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`;
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
