import ICAL from 'ical.js';
import { callStart, inviteIcs, inviteWords, startInWords } from './call-invite.js';

const call = { when: 'Thursday around 3', call: true, phone: '(206) 555-0146' };
// Written on Monday, December 7 2026, 10:00 in Chicago.
const saidAt = new Date('2026-12-07T16:00:00Z');
const zone = 'America/Chicago';

describe('the calendar invite of a reply that takes up their time', () => {
  it('starts at the instant they meant, in the restaurant’s time zone, while it is still ahead', () => {
    const start = callStart(call, saidAt, zone, saidAt);
    expect(start?.toISOString()).toBe('2026-12-10T21:00:00.000Z');
    expect(startInWords(start!, zone)).toBe('Thursday, December 10 at 3:00 PM CST');
    expect(callStart(call, saidAt, zone, new Date('2026-12-11T00:00:00Z'))).toBeNull();
    expect(callStart({ when: 'Soon', call: false, phone: null }, saidAt, zone, saidAt)).toBeNull();
  });

  it('says a call at their number when they asked to be called, else a meeting', () => {
    expect(inviteWords(call, 'Casa Verde', 'Ana Rep')).toEqual({
      summary: 'Call: Casa Verde and Ana Rep',
      description: 'Ana Rep calls you at (206) 555-0146, as you proposed: Thursday around 3.',
    });
    expect(inviteWords(call, 'Casa Verde - Austin', 'Ana Rep').summary).toBe('Call: Casa Verde and Ana Rep');
    expect(inviteWords({ when: 'Friday at 10', call: false, phone: null }, 'Casa Verde', 'Ana Rep')).toEqual({
      summary: 'Meeting: Casa Verde and Ana Rep',
      description: 'Ana Rep meets you, as you proposed: Friday at 10.',
    });
  });

  it('is an iCalendar REQUEST a calendar reads: one event as long as the thread asked, its organizer, and the one attendee asked to answer', () => {
    const start = new Date('2026-12-10T21:00:00Z');
    const ics = inviteIcs(
      {
        uid: 'e1@tabletech.example',
        start,
        minutes: 20,
        ...inviteWords(call, 'Casa Verde', 'Ana Rep'),
        organizer: { name: 'Ana Rep', email: 'ana@tabletech.example' },
        attendee: { name: 'Joe Cohen', email: 'joe@casaverde.example' },
      },
      saidAt,
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('e1@tabletech.example');
    expect(event.startDate.toJSDate()).toEqual(start);
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-10T21:20:00.000Z');
    expect(event.summary).toBe('Call: Casa Verde and Ana Rep');
    expect(event.organizer).toBe('mailto:ana@tabletech.example');
    const [attendee] = event.attendees;
    expect(String(attendee!.getFirstValue()).toLowerCase()).toBe('mailto:joe@casaverde.example');
    expect(attendee!.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee!.getParameter('rsvp')).toBe('TRUE');
  });
});
