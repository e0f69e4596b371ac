/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The day `days` business days (Monday to Friday) after the day `at` falls on in the lead's time
 * zone: an email sent on a Friday is followed up on the Wednesday after, three business days later.
 */
export function businessDaysLater(at: Date, days: number, timeZone: string): string {
  const [y, m, d] = dayIn(at, timeZone).split('-').map(Number) as [number, number, number];
  // Calendar arithmetic on a date at noon UTC: no time zone or daylight saving shift can move its day.
  const day = new Date(Date.UTC(y, m - 1, d, 12));
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** The instant it is `hour`:00 on `day` in a time zone (the follow-up a rep sets lands at 9 in the morning). */
export function wallClockInstant(day: string, hour: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour);
  // The zone's offset at the guess, then again at the corrected instant (a daylight saving change between them).
  let at = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  at = guess - offsetMinutes(new Date(at), timeZone) * 60_000;
  return new Date(at);
}

/** How many minutes a time zone is ahead of UTC at an instant. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
    .formatToParts(at)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}
