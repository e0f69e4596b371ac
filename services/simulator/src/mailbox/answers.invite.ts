import ICAL from 'ical.js';
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

/** The invite a rep's mail carries: an iCalendar REQUEST (RFC 5546) in a text/calendar part. */
export interface SentInvite {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  organizer: MailAddress;
  /** Those asked to answer, as the invite names them. */
  attendees: MailAddress[];
}

const mailto = (value: unknown) => String(value ?? '').replace(/^mailto:/i, '');

/** The invite in a calendar part's text, when it is a REQUEST for one event; null otherwise (garbage included). */
export function inviteIn(ics: string): SentInvite | null {
  try {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (String(calendar.getFirstPropertyValue('method') ?? '').toUpperCase() !== 'REQUEST' || !vevent) return null;
    const event = new ICAL.Event(vevent);
    const organizer = vevent.getFirstProperty('organizer');
    return {
      uid: event.uid,
      sequence: event.sequence ?? 0,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      summary: event.summary ?? '',
      organizer: { name: String(organizer?.getParameter('cn') ?? ''), address: mailto(organizer?.getFirstValue()) },
      attendees: event.attendees.map((a) => ({
        name: String(a.getParameter('cn') ?? ''),
        address: mailto(a.getFirstValue()),
      })),
    };
  } catch {
    return null;
  }
}

/** "Thursday, December 10, 2026 at 9:00 PM UTC": when, as a calendar's notice says it (the simulator keeps UTC). */
const whenOf = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);

/**
 * Their calendar's answer when they press Accept: an iCalendar REPLY from the attendee to the
 * organizer, with a notice in words, as Google Calendar sends one (its own message, not in the
 * thread of the rep's mail).
 */
export function buildInviteAcceptance(invite: SentInvite, attendee: MailAddress, at: Date): string {
  const calendar = ical({
    method: ICalCalendarMethod.REPLY,
    prodId: { company: 'Simulated world', product: 'Calendar' },
  });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    stamp: at,
    start: invite.start,
    end: invite.end,
    summary: invite.summary,
    organizer: { name: invite.organizer.name || invite.organizer.address, email: invite.organizer.address },
    attendees: [{ email: attendee.address, name: attendee.name || null, status: ICalAttendeeStatus.ACCEPTED }],
  });
  const who = attendee.name || attendee.address;
  return calendarMail(
    [
      ['From', formatAddress(attendee)],
      ['To', formatAddress(invite.organizer)],
      ['Subject', encodeWords(`Accepted: ${invite.summary}`)],
      ['Date', rfc5322Date(at)],
      ['Message-ID', newMessageId(domainOf(attendee.address), attendee.address)],
    ],
    `${who} has accepted this invitation.\n\n${invite.summary}\n${whenOf(invite.start)}\n`,
    calendar.toString(),
    'REPLY',
    invite.uid,
  );
}
