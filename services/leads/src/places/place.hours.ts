/** Opening ranges per weekday, Sunday = 0 .. Saturday = 6, minutes after midnight local time.
 *  A close above 1440 runs past midnight into the next day. [0, 1440] is open 24 hours. */
export type WeeklyHours = Array<Array<[number, number]>>;

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Where a place keeps its clock: an IANA zone (preferred) or a fixed UTC offset in minutes. */
export type Clock = { timeZone: string } | { utcOffsetMinutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
const lastByZone = new Map<string, { stamp: number; day: number; minute: number }>();
const DAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Weekday (Sunday 0) and minute of the day at `now` on the place's clock. */
export function localTime(clock: Clock, now: Date): { day: number; minute: number } {
  if ('utcOffsetMinutes' in clock) {
    const shifted = new Date(now.getTime() + clock.utcOffsetMinutes * 60_000);
    return { day: shifted.getUTCDay(), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
  }
  // Every lead of a city shares its zone: within one minute the answer is the same.
  const minuteStamp = Math.floor(now.getTime() / 60_000);
  const hit = lastByZone.get(clock.timeZone);
  if (hit && hit.stamp === minuteStamp) return { day: hit.day, minute: hit.minute };
  let fmt = formatters.get(clock.timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: clock.timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(clock.timeZone, fmt);
  }
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of fmt.formatToParts(now)) {
    if (part.type === 'weekday') day = DAY_INDEX[part.value] ?? 0;
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  lastByZone.set(clock.timeZone, { stamp: minuteStamp, day, minute: hour * 60 + minute });
  return { day, minute: hour * 60 + minute };
}

/** True when one of today's ranges holds the minute, or yesterday's range runs past midnight into it. */
export function isOpenAt(hours: WeeklyHours, clock: Clock, now: Date): boolean {
  const { day, minute } = localTime(clock, now);
  for (const [open, close] of hours[day] ?? []) {
    if (minute >= open && minute < close) return true;
  }
  for (const [, close] of hours[(day + 6) % 7] ?? []) {
    if (close > 1440 && minute < close - 1440) return true;
  }
  return false;
}

function clockText(minutes: number): string {
  const m = minutes % 1440;
  const h = Math.floor(m / 60);
  const mm = m % 60;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(mm).padStart(2, '0')} ${suffix}`;
}

/** One day's line: "Monday: 11:00 AM - 10:00 PM", "Tuesday: Closed", "Friday: Open 24 hours". */
function writeDayLine(day: number, ranges: Array<[number, number]>): string {
  if (ranges.length === 0) return `${DAY_NAMES[day]}: Closed`;
  if (ranges.length === 1 && ranges[0]![0] === 0 && ranges[0]![1] >= 1440) return `${DAY_NAMES[day]}: Open 24 hours`;
  return `${DAY_NAMES[day]}: ${ranges.map(([o, c]) => `${clockText(o)} - ${clockText(c)}`).join(', ')}`;
}

/** Lines already written, by day and its one range: a town's restaurants share a few dozen. */
const dayLines = new Map<number, string>();

function dayLine(day: number, ranges: Array<[number, number]>): string {
  if (ranges.length > 1) return writeDayLine(day, ranges);
  // A range opens before 1440 and closes at most a day later: the three fit one number.
  const key = ranges.length ? (day * 1441 + ranges[0]![0]) * 2881 + ranges[0]![1] : -1 - day;
  let line = dayLines.get(key);
  if (line === undefined) {
    line = writeDayLine(day, ranges);
    if (dayLines.size < 10_000) dayLines.set(key, line);
  }
  return line;
}

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** Google-style lines in plain ASCII, Monday first: "Monday: 11:00 AM - 10:00 PM", "Tuesday: Closed", "Friday: Open 24 hours". */
export function weekdayText(hours: WeeklyHours): string[] {
  return MONDAY_FIRST.map((d) => dayLine(d, hours[d] ?? []));
}

/** Places API (New) regularOpeningHours.periods -> weekly ranges. */
export interface GooglePeriod {
  open?: { day?: number; hour?: number; minute?: number };
  close?: { day?: number; hour?: number; minute?: number };
}
export function fromGooglePeriods(periods: GooglePeriod[] | undefined): WeeklyHours | null {
  if (!Array.isArray(periods) || periods.length === 0) return null;
  const week: WeeklyHours = [[], [], [], [], [], [], []];
  for (const p of periods) {
    const od = p.open?.day;
    if (typeof od !== 'number' || od < 0 || od > 6) continue;
    const open = (p.open?.hour ?? 0) * 60 + (p.open?.minute ?? 0);
    if (!p.close) {
      // Open around the clock: one period that opens Sunday 00:00 and never closes.
      return [0, 1, 2, 3, 4, 5, 6].map(() => [[0, 1440]]);
    }
    const cd = p.close.day ?? od;
    let close = (p.close.hour ?? 0) * 60 + (p.close.minute ?? 0) + ((cd - od + 7) % 7) * 1440;
    if (close <= open) close += 1440;
    if (close - open <= 1440) {
      week[od]!.push([open, close]);
      continue;
    }
    // Longer than a day: the first day to midnight, then whole days, so each range starts on its day.
    week[od]!.push([open, 1440]);
    for (let k = 1; close - 1440 * k > 0 && k < 7; k++) week[(od + k) % 7]!.push([0, Math.min(1440, close - 1440 * k)]);
  }
  return week.some((d) => d.length) ? week : null;
}

/**
 * A working subset of OSM `opening_hours`: "24/7", rules separated by ";", day lists and ranges
 * (Mo-Fr,Su), time ranges (11:00-14:30,17:00-22:00; 24:00/26:00 past midnight), "off"/"closed".
 * Anything it cannot read (PH, week numbers, months, sunrise...) makes it return null: the lead
 * then shows "No hours available" rather than wrong hours.
 */
export function parseOsmOpeningHours(value: string | undefined): WeeklyHours | null {
  if (!value) return null;
  const text = value.trim();
  if (text === '24/7') return [0, 1, 2, 3, 4, 5, 6].map(() => [[0, 1440]]);
  const OSM_DAYS: Record<string, number> = { Su: 0, Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6 };
  const week: WeeklyHours = [[], [], [], [], [], [], []];
  for (const rawRule of text.split(';')) {
    const rule = rawRule.trim();
    if (!rule) continue;
    const m =
      /^((?:(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*)?\s*(.*)$/.exec(
        rule,
      );
    if (!m) return null;
    const daySpec = m[1];
    const timeSpec = (m[2] ?? '').trim();
    const days: number[] = [];
    if (!daySpec) days.push(0, 1, 2, 3, 4, 5, 6);
    else {
      for (const part of daySpec.split(',')) {
        const [a, b] = part.split('-');
        const from = OSM_DAYS[a!]!;
        const to = b ? OSM_DAYS[b]! : from;
        for (let d = from; ; d = (d + 1) % 7) {
          days.push(d);
          if (d === to) break;
        }
      }
    }
    if (timeSpec === 'off' || timeSpec === 'closed') {
      for (const d of days) week[d] = [];
      continue;
    }
    const ranges: Array<[number, number]> = [];
    for (const t of timeSpec.split(',')) {
      const tm = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\+?$/.exec(t.trim());
      if (!tm) return null;
      const open = Number(tm[1]) * 60 + Number(tm[2]);
      let close = Number(tm[3]) * 60 + Number(tm[4]);
      if (open >= 1440 || close > 48 * 60) return null;
      if (close <= open) close += 1440;
      ranges.push([open, close]);
    }
    // A later rule for the same day replaces an earlier one, as in the OSM spec.
    for (const d of days) week[d] = ranges.map((r) => [r[0], r[1]]);
  }
  return week.some((d) => d.length) ? week : null;
}
