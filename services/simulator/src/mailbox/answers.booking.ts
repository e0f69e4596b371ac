import { randomBytes } from 'node:crypto';
import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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

/** The meeting a booking made, as the page keeps it: its cancellation names the same event. */
export interface BookedEvent extends Booking {
  /** The page, as it names itself ('Cal.com'), from its no-reply address. */
  page: MailAddress;
  uid: string;
  start: Date;
  end: Date;
  minutes: number;
}

/** The event they book through the rep's link: the picked time, for as long as the rep's mail asks. */
export function bookedEvent(b: Booking): BookedEvent {
  const host = b.link.hostname.replace(/^www\./, '');
  const page: MailAddress = { name: host.charAt(0).toUpperCase() + host.slice(1), address: `no-reply@${host}` };
  const start = pickedStart(b.at);
  const minutes = minutesIn(b.text);
  const end = new Date(start.getTime() + minutes * 60_000);
  return { ...b, page, uid: `${randomBytes(12).toString('hex')}@${host}`, start, end, minutes };
}

/** The page's mail about the event: to the rep, from the page (not from them), sent at `at`. */
function pageMail(e: BookedEvent, at: Date, method: 'REQUEST' | 'CANCEL', subject: string, notice: string): string {
  const rep = e.rep.name || e.rep.address;
  const calendar = ical({
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    prodId: { company: 'Simulated world', product: 'Booking page' },
  });
  const cancelled = method === 'CANCEL';
  calendar.createEvent({
    id: e.uid,
    sequence: cancelled ? 1 : 0,
    stamp: at,
    start: e.start,
    end: e.end,
    summary: whatOf(e),
    organizer: { name: rep, email: e.rep.address },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    attendees: [
      {
        email: e.attendee.address,
        name: e.attendee.name || null,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendarMail(
    [
      ['From', formatAddress(e.page)],
      ['To', formatAddress(e.rep)],
      ['Subject', encodeWords(subject)],
      ['Date', rfc5322Date(at)],
      // Marked as theirs: a rep who writes back to it is answered as the conversation goes on.
      ['Message-ID', newMessageId(domainOf(e.page.address), e.attendee.address)],
    ],
    notice,
    calendar.toString(),
    method,
    `${e.uid}${method}`,
  );
}

/** "20 Min Meeting between Ana Rep and Nina Garcia": the event's title, as the page writes it. */
const whatOf = (e: BookedEvent) =>
  `${e.minutes} Min Meeting between ${e.rep.name || e.rep.address} and ${e.attendee.name || e.attendee.address}`;

/** The notice's lines naming the event, when, and who: the same in the booking and its cancellation. */
function eventLines(e: BookedEvent): string {
  const rep = e.rep.name || e.rep.address;
  const who = e.attendee.name || e.attendee.address;
  return `What: ${whatOf(e)}\nWhen: ${whenOf(e.start, e.end)}\nWho: ${rep} - Organizer (${e.rep.address})\n     ${who} (${e.attendee.address})\n`;
}

/**
 * The booking page's mail to the rep when they pick a time through the rep's link, as Cal.com sends
 * one: from the page (not from them), 'New event: …', with the event as an iCalendar REQUEST.
 */
export function buildBooking(e: BookedEvent): string {
  const who = e.attendee.name || e.attendee.address;
  const subject = `New event: ${who} - ${whenOf(e.start, e.end).replace(/ - .*$/, '')} - ${e.minutes} Min Meeting`;
  return pageMail(e, e.at, 'REQUEST', subject, `A new event has been scheduled.\n\n${eventLines(e)}`);
}

/**
 * The page's mail when they cancel the meeting they booked, as Cal.com sends one: 'Cancelled: …',
 * their reason in its words, and the same event (its UID) as an iCalendar CANCEL.
 */
export function buildCancellation(e: BookedEvent, at: Date): string {
  const notice = `The event has been cancelled.\n\n${eventLines(e)}Reason for cancellation: Something came up at the restaurant that day, sorry.\n`;
  return pageMail(e, at, 'CANCEL', `Cancelled: ${whatOf(e)}`, notice);
}
