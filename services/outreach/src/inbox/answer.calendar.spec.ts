import { booksMeeting, calendarOf, callsMeetingOff, callsOff } from './answer.calendar.js';

const kept = (answer: string, more: Record<string, unknown> = {}) =>
  calendarOf(JSON.stringify({ answer, start: '2026-12-10T17:00:00.000Z', zone: 'America/Chicago', ...more }))!;

describe("their calendar's answer, as it books or calls off a meeting", () => {
  it('books the meeting on an accepted invite or a booking, and nothing else', () => {
    expect(['accepted', 'booked', 'declined', 'tentative', 'cancelled'].map((a) => booksMeeting(kept(a)))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('calls it off on a cancellation, or a no that takes back their yes; the lead moves unless another meeting stands', () => {
    expect(callsOff(kept('cancelled'))).toBe(true);
    expect(callsOff(kept('declined', { off: true }))).toBe(true);
    // A first no to an invite booked nothing.
    expect(callsOff(kept('declined'))).toBe(false);
    expect(callsOff(kept('accepted'))).toBe(false);
    expect(callsMeetingOff(kept('cancelled'))).toBe(true);
    expect(callsMeetingOff(kept('cancelled', { stands: true }))).toBe(false);
    expect(callsMeetingOff(kept('declined', { off: true, stands: false }))).toBe(true);
    expect(callsMeetingOff(null)).toBe(false);
  });

  it('reads answers kept before (no end, UID or name) and nothing from a row that is not one', () => {
    expect(calendarOf('{"answer":"accepted","start":"2026-12-10T17:00:00.000Z","zone":"America/Chicago"}')).toEqual({
      answer: 'accepted',
      start: '2026-12-10T17:00:00.000Z',
      end: null,
      zone: 'America/Chicago',
    });
    expect(calendarOf('{"answer":"maybe"}')).toBeNull();
    expect(calendarOf('not json')).toBeNull();
    expect(calendarOf(null)).toBeNull();
  });
});
