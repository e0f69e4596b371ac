import { localDate } from './time-zone.js';
import { addBusinessDays, inWindow, nextDaysWindow, nextSlot } from './sending-window.js';

const chicago = { startHour: 8, endHour: 18, timeZone: 'America/Chicago' };

describe("the lead's business hours", () => {
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

  it('never opens on a federal holiday', () => {
    // Friday 3 July 2026 (Independence Day observed), 10:00 CDT: closed, it opens Monday 6 at 8:00.
    const observedFourth = new Date('2026-07-03T15:00:00Z');
    expect(inWindow(observedFourth, chicago)).toBe(false);
    expect(nextSlot(observedFourth, chicago).toISOString()).toBe('2026-07-06T13:00:00.000Z');
    // Thanksgiving, 6:00 before the window would open: Friday 27 at 8:00 CST.
    expect(nextSlot(new Date('2026-11-26T12:00:00Z'), chicago).toISOString()).toBe('2026-11-27T14:00:00.000Z');
    // Wednesday evening before Thanksgiving: Friday too.
    expect(nextSlot(new Date('2026-11-26T01:00:00Z'), chicago).toISOString()).toBe('2026-11-27T14:00:00.000Z');
    // Over the cap on Thursday 23 December 2027: Christmas is observed Friday 24, so Monday 27.
    expect(nextDaysWindow(new Date('2027-12-23T16:00:00Z'), chicago).toISOString()).toBe('2027-12-27T14:00:00.000Z');
  });

  it('counts follow-ups in business days without the holidays', () => {
    // Friday 15 January 2027, 10:00 CST: Martin Luther King Jr. Day (Monday 18) is skipped.
    expect(addBusinessDays(new Date('2027-01-15T16:00:00Z'), 1, chicago).toISOString()).toBe(
      '2027-01-19T16:00:00.000Z',
    );
    // Thursday 30 December 2027: New Year's 2028 (a Saturday) is observed Friday 31, so Monday 3 January.
    expect(addBusinessDays(new Date('2027-12-30T16:00:00Z'), 1, chicago).toISOString()).toBe(
      '2028-01-03T16:00:00.000Z',
    );
    // Wednesday 25 November 2026, 10:00 CST, three business days: Friday, Monday, Tuesday.
    expect(addBusinessDays(new Date('2026-11-25T16:00:00Z'), 3, chicago).toISOString()).toBe(
      '2026-12-01T16:00:00.000Z',
    );
  });
});
