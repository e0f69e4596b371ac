import ICAL from 'ical.js';
import { meetingFile } from './inbox.meeting.js';

const booked = {
  calendar: {
    answer: 'accepted' as const,
    start: '2026-12-10T21:00:00.000Z',
    end: '2026-12-10T21:30:00.000Z',
    zone: 'America/Chicago',
  },
  restaurant: 'Casa Verde - Austin',
  person: { name: 'Joe Cohen', address: 'joe@casaverde.example' },
  uid: '0c41c88e-e35d-4e49-94eb-50e73f129df3@tabletech.example',
  answerId: 'a1',
};

describe("the booked meeting for the rep's own calendar", () => {
  it('is one event under the invite’s UID, at its start and end as accepted, saying who accepted', () => {
    const file = meetingFile(booked, new Date('2026-12-08T15:00:00Z'));
    expect(file.filename).toBe('meeting-casa-verde.ics');
    expect(file.content_type).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(file.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(booked.uid);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-10T21:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-10T21:30:00.000Z');
    expect(event.summary).toBe('Call: Casa Verde (Joe Cohen)');
    expect(event.description).toBe('Joe Cohen (joe@casaverde.example) accepted your invite.');
  });

  it('lasts the default 15 minutes when the answer was kept without its end, or with one not after its start', () => {
    const endOf = (end: string | null) => {
      const file = meetingFile({ ...booked, calendar: { ...booked.calendar, end } }, new Date());
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file.content)).getFirstSubcomponent('vevent')!);
      return event.endDate.toJSDate().toISOString();
    };
    expect(endOf(null)).toBe('2026-12-10T21:15:00.000Z');
    expect(endOf('2026-12-10T20:00:00.000Z')).toBe('2026-12-10T21:15:00.000Z');
  });

  it('says a meeting they booked as one, under the UID it is given', () => {
    const file = meetingFile(
      { ...booked, calendar: { ...booked.calendar, answer: 'booked' }, uid: 'kT3xq8s2@Cal.com' },
      new Date(),
    );
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file.content)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('kT3xq8s2@Cal.com');
    expect(event.summary).toBe('Meeting: Casa Verde (Joe Cohen)');
    expect(event.description).toBe('Joe Cohen (joe@casaverde.example) booked a meeting with you.');
  });

  it('falls back to the answer for its UID, and to the address for who accepted', () => {
    const file = meetingFile(
      { ...booked, uid: null, person: { name: null, address: 'info@x.example' }, restaurant: '¡Olé!' },
      new Date(),
    );
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file.content)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('a1@outreach.invalid');
    expect(event.summary).toBe('Call: ¡Olé!');
    expect(file.filename).toBe('meeting-ole.ics');
  });
});
