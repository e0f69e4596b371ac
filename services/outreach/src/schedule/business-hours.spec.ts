import {
  addBusinessDays,
  inWindow,
  knownTimeZone,
  localDate,
  nextDaysWindow,
  nextSlot,
  zonedInstant,
} from './business-hours.js';

const chicago = { startHour: 8, endHour: 18, timeZone: 'America/Chicago' };

describe("the lead's business hours", () => {
  it('reads a local time in the zone, across daylight saving time', () => {
    // 9:00 in Chicago is 15:00 UTC in winter (CST) and 14:00 UTC in summer (CDT).
    expect(zonedInstant(2026, 12, 1, 9, 0, 'America/Chicago').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(zonedInstant(2026, 7, 1, 9, 0, 'America/Chicago').toISOString()).toBe('2026-07-01T14:00:00.000Z');
  });

  it('sends at once inside the window', () => {
    const tuesdayTen = new Date('2026-12-01T16:00:00Z'); // 10:00 CST, Tuesday
    expect(inWindow(tuesdayTen, chicago)).toBe(true);
    expect(nextSlot(tuesdayTen, chicago)).toEqual(tuesdayTen);
  });

  it('waits for 8 am the same day before the window opens, and the next weekday after it closes', () => {
    expect(nextSlot(new Date('2026-12-01T12:00:00Z'), chicago).toISOString()).toBe('2026-12-01T14:00:00.000Z'); // 6:00 -> 8:00
    expect(nextSlot(new Date('2026-12-02T01:00:00Z'), chicago).toISOString()).toBe('2026-12-02T14:00:00.000Z'); // Tue 19:00 -> Wed 8:00
  });

  it('skips the weekend: Friday evening waits for Monday 8 am', () => {
    const fridayEvening = new Date('2026-12-05T01:00:00Z'); // Fri 4 Dec 19:00 CST
    expect(nextSlot(fridayEvening, chicago).toISOString()).toBe('2026-12-07T14:00:00.000Z');
  });

  it('uses the rep’s window when they move it', () => {
    const w = { startHour: 10, endHour: 12, timeZone: 'America/New_York' };
    expect(nextSlot(new Date('2026-12-01T17:30:00Z'), w).toISOString()).toBe('2026-12-02T15:00:00.000Z'); // 12:30 -> next day 10:00
  });

  it('counts business days for follow-ups, keeping the time of day', () => {
    const thursday = new Date('2026-12-03T16:00:00Z'); // Thu 10:00 CST
    expect(addBusinessDays(thursday, 3, chicago).toISOString()).toBe('2026-12-08T16:00:00.000Z'); // Tue
    expect(addBusinessDays(thursday, 7, chicago).toISOString()).toBe('2026-12-14T16:00:00.000Z'); // Mon after next
    const lateSend = new Date('2026-12-03T23:30:00Z'); // Thu 17:30 — still in the window
    expect(localDate(addBusinessDays(lateSend, 1, chicago), 'America/Chicago')).toBe('2026-12-04');
  });

  it('moves a follow-up whose time of day is outside the window to the next opening', () => {
    const night = new Date('2026-12-01T04:00:00Z'); // Mon 30 Nov 22:00 CST ('now' send at night)
    expect(addBusinessDays(night, 1, chicago).toISOString()).toBe('2026-12-02T14:00:00.000Z'); // Tue 22:00 -> Wed 8:00
  });

  it("an email over today's cap waits for the next weekday's window", () => {
    expect(nextDaysWindow(new Date('2026-12-04T16:00:00Z'), chicago).toISOString()).toBe('2026-12-07T14:00:00.000Z');
  });

  it("falls back to the rep's default zone when the lead's is missing or unknown", () => {
    expect(knownTimeZone('America/Denver', 'America/New_York')).toBe('America/Denver');
    expect(knownTimeZone(null, 'America/New_York')).toBe('America/New_York');
    expect(knownTimeZone('Mars/Olympus_Mons', 'America/New_York')).toBe('America/New_York');
  });
});
