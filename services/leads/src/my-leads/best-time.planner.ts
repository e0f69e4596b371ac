import { WEEKDAYS, type BestTime, type Lead } from '@leadgen/contracts';
import { localTime } from '../places/place.hours.js';
import { STATE_TIME_ZONES } from '../places/place.timezones.js';

/** Minutes from Monday 00:00, local time of the lead: [start, end) ranges, sorted. */
export type QuietWeek = Array<[number, number]>;

const DAY = 1440;
const WEEK = 7 * DAY;
/** Calls land badly in the lunch rush and in the dinner rush with its prep; nor before 9 am or after 9 pm. */
export const LUNCH_RUSH: [number, number] = [11 * 60, 14 * 60];
export const DINNER_RUSH: [number, number] = [16 * 60, 21 * 60];
export const CALLING_HOURS: [number, number] = [9 * 60, 21 * 60];
/** A quiet stretch shorter than this is not worth planning a call around. */
const MIN_WINDOW = 30;

/** The lead's own time zone, else its state's; null when neither is known. */
export function timeZoneOf(lead: Pick<Lead, 'time_zone' | 'address_parts' | 'address'>): string | null {
  if (lead.time_zone && validZone(lead.time_zone)) return lead.time_zone;
  const state = lead.address_parts?.state ?? /,\s*([A-Z]{2})\s+\d{5}/.exec(lead.address)?.[1] ?? null;
  return state ? (STATE_TIME_ZONES[state.toUpperCase()] ?? null) : null;
}

/**
 * Zones already checked: building an Intl.DateTimeFormat to check one, for each of a search's 50
 * leads, was the first line of the search's CPU profile (about 5 ms a search); a few hundred zones
 * exist, each checked once.
 */
const checkedZones = new Map<string, boolean>();

function validZone(zone: string): boolean {
  let valid = checkedZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (checkedZones.size < 1_000) checkedZones.set(zone, valid);
  }
  return valid;
}

const DAY_OF_LINE: Record<string, number> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};
const TIME = /(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?/g;

function minuteOf(hour: string, minute: string | undefined, half: string): number {
  const h = (Number(hour) % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  return h * 60 + Number(minute ?? 0);
}

/**
 * Opening ranges per day (Monday 0) from Google-style lines ("Monday: 11:00 AM – 10:00 PM",
 * "Tuesday: Closed", "Friday: Open 24 hours"); null when no line can be read.
 */
export function parseWeekdayText(lines: readonly string[]): Array<Array<[number, number]>> | null {
  const week: Array<Array<[number, number]>> = [[], [], [], [], [], [], []];
  let read = false;
  for (const line of lines) {
    const [dayName, rest = ''] = line.split(/:\s*(.*)/s);
    const day = DAY_OF_LINE[dayName!.trim().toLowerCase()];
    if (day === undefined) continue;
    read = true;
    if (/open 24 hours/i.test(rest)) {
      week[day]!.push([0, DAY]);
      continue;
    }
    for (const range of rest.split(',')) {
      const times = [...range.matchAll(TIME)];
      if (times.length !== 2) continue;
      const open = minuteOf(times[0]![1]!, times[0]![2], times[0]![3]!);
      let close = minuteOf(times[1]![1]!, times[1]![2], times[1]![3]!);
      if (close <= open) close += DAY;
      week[day]!.push([open, close]);
    }
  }
  return read ? week : null;
}

function subtract(ranges: Array<[number, number]>, cut: [number, number]): Array<[number, number]> {
  return ranges.flatMap(([a, b]): Array<[number, number]> => {
    if (cut[1] <= a || cut[0] >= b) return [[a, b]];
    const out: Array<[number, number]> = [];
    if (a < cut[0]) out.push([a, cut[0]]);
    if (cut[1] < b) out.push([cut[1], b]);
    return out;
  });
}

/** The quiet windows of a week: open, within calling hours, outside the lunch and dinner rush. */
export function quietWeek(week: Array<Array<[number, number]>>): QuietWeek {
  const out: QuietWeek = [];
  week.forEach((ranges, day) => {
    const clipped = ranges
      .map(([a, b]): [number, number] => [Math.max(a, CALLING_HOURS[0]), Math.min(b, CALLING_HOURS[1])])
      .filter(([a, b]) => b > a);
    for (const [a, b] of subtract(subtract(clipped, LUNCH_RUSH), DINNER_RUSH)) {
      if (b - a >= MIN_WINDOW) out.push([day * DAY + a, day * DAY + b]);
    }
  });
  return out.sort((x, y) => x[0] - y[0]);
}

/**
 * Quiet weeks already worked out, by the hours' lines: every search plans each of its leads'
 * calls, and a town's restaurants come back search after search with the same lines (reading
 * and clipping them was a tenth of a search's CPU). Never changed by a caller: read only.
 */
const quietOfLines = new Map<string, QuietWeek>();
const QUIET_WEEKS_KEPT = 20_000;

function quietWeekOfLines(lines: readonly string[]): QuietWeek {
  const key = lines.join('\n');
  let quiet = quietOfLines.get(key);
  if (!quiet) {
    const week = parseWeekdayText(lines);
    quiet = week ? quietWeek(week) : [];
    if (quietOfLines.size >= QUIET_WEEKS_KEPT) quietOfLines.clear();
    quietOfLines.set(key, quiet);
  }
  return quiet;
}

/** The lead's quiet week and time zone, as stored with a saved lead. */
export function callPlanOf(lead: Lead): { quiet: QuietWeek; timeZone: string | null } {
  const lines = lead.operating_hours?.weekday_text;
  return { quiet: lines?.length ? quietWeekOfLines(lines) : [], timeZone: timeZoneOf(lead) };
}

/** Minutes from now until the next quiet window starts: 0 inside one, null when there is none or no zone. */
export function minutesToQuiet(quiet: QuietWeek, timeZone: string | null, now: Date): number | null {
  if (!timeZone || quiet.length === 0) return null;
  return waitFrom(quiet, weekMinute(timeZone, now));
}

/** The local minute of the week (Monday 00:00 is 0) at `now` in the zone. */
function weekMinute(timeZone: string, now: Date): number {
  const { day, minute } = localTime({ timeZone }, now);
  return ((day + 6) % 7) * DAY + minute;
}

function waitFrom(quiet: QuietWeek, at: number): number | null {
  let best: number | null = null;
  for (const [a, b] of quiet) {
    if (at >= a && at < b) return 0;
    const wait = (a - at + WEEK) % WEEK;
    if (best === null || wait < best) best = wait;
  }
  return best;
}

function clock(minute: number, withHalf = true): string {
  const m = minute % DAY;
  const h = Math.floor(m / 60);
  const text = `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')}`;
  return withHalf ? `${text} ${h < 12 ? 'am' : 'pm'}` : text;
}

function rangeText(a: number, b: number): string {
  const sameHalf = Math.floor((a % DAY) / 720) === Math.floor((b % DAY) / 720);
  return `${sameHalf ? clock(a, false) : clock(a)}-${clock(b)}`;
}

const textCache = new Map<string, string>();
/** The same text by the quiet week itself: a search's leads share the weeks quietWeekOfLines keeps. */
const textOfWeek = new WeakMap<QuietWeek, string>();

/** Open days grouped by their quiet hours: "Mon-Fri 2:00-4:00 pm; Sat 9:00-11:00 am". Most leads share a few patterns. */
function windowsText(quiet: QuietWeek): string {
  let text = textOfWeek.get(quiet);
  if (text !== undefined) return text;
  const key = quiet.flat().join(',');
  text = textCache.get(key);
  if (text === undefined) {
    if (textCache.size >= 2000) textCache.clear();
    text = groupedWindows(quiet);
    textCache.set(key, text);
  }
  textOfWeek.set(quiet, text);
  return text;
}

function groupedWindows(quiet: QuietWeek): string {
  const byDay = WEEKDAYS.map((_, d) =>
    quiet
      .filter(([a]) => Math.floor(a / DAY) === d)
      .map(([a, b]) => rangeText(a, b))
      .join(', '),
  );
  const groups: string[] = [];
  let d = 0;
  while (d < 7) {
    if (!byDay[d]) {
      d++;
      continue;
    }
    let e = d;
    while (e + 1 < 7 && byDay[e + 1] === byDay[d]) e++;
    groups.push(`${WEEKDAYS[d]}${e > d ? `-${WEEKDAYS[e]}` : ''} ${byDay[d]}`);
    d = e + 1;
  }
  return groups.join('; ');
}

const RULE =
  'open, between 9 am and 9 pm, outside the lunch rush (11 am-2 pm) and the dinner rush with its prep (4-9 pm)';

/** When to call the lead, with its reasoning, at `now`. */
export function bestTimeOf(lead: Lead, now: Date, plan = callPlanOf(lead)): BestTime {
  return bestTimeFromPlan(Boolean(lead.operating_hours?.weekday_text?.length), plan, now);
}

/** A search's line for the lead: when to call and why, without the windows My Leads shows. */
export function callLineOf(lead: Lead, now: Date): Pick<BestTime, 'state' | 'label' | 'reasoning'> {
  const { state, label, reasoning } = callTime(
    Boolean(lead.operating_hours?.weekday_text?.length),
    callPlanOf(lead),
    now,
  );
  return { state, label, reasoning };
}

/** When to call, from a stored plan: whether the lead has opening hours, its quiet week and its zone. */
export function bestTimeFromPlan(
  hasHours: boolean,
  plan: { quiet: QuietWeek; timeZone: string | null },
  now: Date,
): BestTime {
  const { next, ...line } = callTime(hasHours, plan, now);
  const windows = hasHours
    ? plan.quiet.map(([a, b]) => ({ day: WEEKDAYS[Math.floor(a / DAY)]!, from: hhmm(a), to: hhmm(b) }))
    : [];
  return { ...line, time_zone: plan.timeZone, windows, next_window_at: next ? next.toISOString() : null };
}

/** The call's state, label and reasoning, and when its next quiet window starts (null when unknown). */
function callTime(
  hasHours: boolean,
  { quiet, timeZone }: { quiet: QuietWeek; timeZone: string | null },
  now: Date,
): Pick<BestTime, 'state' | 'label' | 'reasoning'> & { next: Date | null } {
  if (!hasHours) return unknown('No opening hours are known for this lead.');
  if (quiet.length === 0) return unknown(`No quiet hours in its opening hours: none is ${RULE}.`);
  if (!timeZone) return unknown(`Quiet hours ${windowsText(quiet)} (${RULE}), but its time zone is not known.`);
  const at = weekMinute(timeZone, now);
  const wait = waitFrom(quiet, at)!;
  const reasoning = reasoningOf(quiet, timeZone);
  if (wait === 0) return { state: 'call_now', label: 'Call now', reasoning, next: now };
  const start = (at + wait) % WEEK;
  return {
    state: 'later',
    label: `${WEEKDAYS[Math.floor(start / DAY)]} ${clock(start % DAY)}`,
    reasoning,
    next: new Date(Math.floor(now.getTime() / 60_000) * 60_000 + wait * 60_000),
  };
}

/** The reasoning of a quiet week in a zone, written once: a search's leads share a few of each. */
const reasoningByWeek = new WeakMap<QuietWeek, Map<string, string>>();

function reasoningOf(quiet: QuietWeek, timeZone: string): string {
  let byZone = reasoningByWeek.get(quiet);
  if (!byZone) reasoningByWeek.set(quiet, (byZone = new Map()));
  let reasoning = byZone.get(timeZone);
  if (reasoning === undefined) {
    reasoning = `Quiet hours ${windowsText(quiet)}, ${timeZone} time: ${RULE}.`;
    byZone.set(timeZone, reasoning);
  }
  return reasoning;
}

function unknown(reasoning: string): Pick<BestTime, 'state' | 'label' | 'reasoning'> & { next: null } {
  return { state: 'unknown', label: 'Unknown', reasoning, next: null };
}

function hhmm(minute: number): string {
  const m = minute % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
