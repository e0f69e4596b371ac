import type { WeeklyHours } from '../world.hours.js';

/** How a site writes its hours: "Monday – Thursday: 11:00 AM – 10:00 PM" or "Mon–Thu 11am–10pm". */
export type HoursStyle = 'long' | 'short';

const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Monday first, as restaurants write their week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

function clock(minutes: number, style: HoursStyle): string {
  const m = minutes % 1440;
  const h = Math.floor(m / 60);
  const mm = m % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  if (style === 'long') return `${h12}:${String(mm).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return `${h12}${mm ? `:${String(mm).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

function rangesText(ranges: Array<[number, number]>, style: HoursStyle): string {
  if (!ranges.length) return 'Closed';
  if (ranges.length === 1 && ranges[0]![0] === 0 && ranges[0]![1] >= 1440) return 'Open 24 hours, midnight to midnight';
  const dash = style === 'long' ? ' – ' : '–';
  return ranges.map(([o, c]) => `${clock(o, style)}${dash}${clock(c, style)}`).join(style === 'long' ? ', ' : ' & ');
}

/** Runs of days (Monday first) that keep the same hours. */
function dayRuns(hours: WeeklyHours): Array<{ days: number[]; ranges: Array<[number, number]> }> {
  const runs: Array<{ days: number[]; ranges: Array<[number, number]> }> = [];
  for (const d of WEEK) {
    const ranges = hours[d] ?? [];
    const last = runs.at(-1);
    if (last && JSON.stringify(last.ranges) === JSON.stringify(ranges)) last.days.push(d);
    else runs.push({ days: [d], ranges });
  }
  return runs;
}

/** The hours as lines a guest reads, days with the same hours grouped. */
export function hoursLines(hours: WeeklyHours, style: HoursStyle): string[] {
  const names = style === 'long' ? LONG_DAYS : SHORT_DAYS;
  return dayRuns(hours).map(({ days, ranges }) => {
    const first = names[days[0]!]!;
    const span =
      days.length === 1
        ? first
        : days.length === 7
          ? style === 'long'
            ? 'Every day'
            : 'Daily'
          : `${first}${style === 'long' ? ' – ' : '–'}${names[days.at(-1)!]}`;
    return `${span}${style === 'long' ? ': ' : ' '}${rangesText(ranges, style)}`;
  });
}

/** schema.org openingHoursSpecification: one entry per run of days and opening range. */
export function openingHoursSpecification(hours: WeeklyHours): Array<Record<string, unknown>> {
  const hhmm = (m: number) =>
    `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return dayRuns(hours).flatMap(({ days, ranges }) =>
    ranges.map(([o, c]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((d) => SCHEMA_DAYS[d]),
      opens: hhmm(o),
      closes: c >= 1440 && c - o >= 1440 ? '23:59' : hhmm(c),
    })),
  );
}
