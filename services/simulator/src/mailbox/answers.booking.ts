import { randomBytes } from 'node:crypto';
import ical, { ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import {
  calendarMail,
  domainOf,
  encodeWords,
  formatAddress,
  type MailAddress,
  newMessageId,
  rfc5322Date,
} from './answers.mime.js';

/**
 * The rep's calendar link in their mail: the booking page offered to pick a time ('You can pick a
 * time that suits you here: https://cal.com/ana-rep.', "My calendar is here, if that's easier: …").
 */
export function bookingLinkIn(text: string): URL | null {
  const found = /(?:my calendar is here[^:\n]*|pick a time[^:\n]*here):\s*(https?:\/\/[^\s<>]+)/i.exec(text);
  if (!found) return null;
  try {
    return new URL(found[1]!.replace(/[.,;:)]+$/, ''));
  } catch {
    return null;
  }
}

/** How long the call the mail asks for lasts ('a 20-minute call'), else the booking page's 15 minutes. */
const minutesIn = (text: string) => {
  const said = /\b(\d{1,3})-minute\b/i.exec(text);
  const minutes = said ? Number(said[1]) : 15;
  return minutes >= 5 && minutes <= 120 ? minutes : 15;
};

/**
 * The time they pick: the first weekday at least a day after `at`, at 17:00 UTC (late morning
 * across the US: 11 in Chicago, noon in New York, 9 in Los Angeles). The simulator keeps UTC.
 */
export function pickedStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1, 17));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** "Thursday, December 10, 2026 5:00pm - 5:15pm (UTC)": when, as a booking page's notice says it. */
function whenOf(start: Date, end: Date): string {
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(start);
  const time = (d: Date) =>
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
      .format(d)
      .replace(' ', '')
      .toLowerCase();
  return `${day} ${time(start)} - ${time(end)} (UTC)`;
}

export interface Booking {
  /** The booking page they used: the rep's link. */
  link: URL;
  /** The rep, whose page it is: the event's organizer, and whom the page tells. */
  rep: MailAddress;
  /** Who booked: the restaurant's person, as the page asked them to name themselves. */
  attendee: MailAddress;
  /** The rep's mail that offered the link (its words say how long the call is). */
  text: string;
  at: Date;
}

/**
 * The booking page's mail to the rep when they pick a time through the rep's link, as Cal.com sends
 * one: from the page (not from them), 'New event: …', with the event as an iCalendar REQUEST.
 */
export function buildBooking(b: Booking): string {
  const host = b.link.hostname.replace(/^www\./, '');
  // Named as the page names itself ('Cal.com'), from its no-reply address.
  const page: MailAddress = { name: host.charAt(0).toUpperCase() + host.slice(1), address: `no-reply@${host}` };
  const start = pickedStart(b.at);
  const minutes = minutesIn(b.text);
  const end = new Date(start.getTime() + minutes * 60_000);
  const when = whenOf(start, end);
  const who = b.attendee.name || b.attendee.address;
  const what = `${minutes} Min Meeting between ${b.rep.name || b.rep.address} and ${who}`;
  const uid = `${randomBytes(12).toString('hex')}@${host}`;
  const calendar = ical({
    method: ICalCalendarMethod.REQUEST,
    prodId: { company: 'Simulated world', product: 'Booking page' },
  });
  calendar.createEvent({
    id: uid,
    stamp: b.at,
    start,
    end,
    summary: what,
    organizer: { name: b.rep.name || b.rep.address, email: b.rep.address },
    attendees: [{ email: b.attendee.address, name: b.attendee.name || null, status: ICalAttendeeStatus.ACCEPTED }],
  });
  const notice = `A new event has been scheduled.\n\nWhat: ${what}\nWhen: ${when}\nWho: ${b.rep.name || b.rep.address} - Organizer (${b.rep.address})\n     ${who} (${b.attendee.address})\n`;
  return calendarMail(
    [
      ['From', formatAddress(page)],
      ['To', formatAddress(b.rep)],
      ['Subject', encodeWords(`New event: ${who} - ${when.replace(/ - .*$/, '')} - ${minutes} Min Meeting`)],
      ['Date', rfc5322Date(b.at)],
      // Marked as theirs: a rep who writes back to it is answered as the conversation goes on.
      ['Message-ID', newMessageId(domainOf(page.address), b.attendee.address)],
    ],
    notice,
    calendar.toString(),
    'REQUEST',
    uid,
  );
}
