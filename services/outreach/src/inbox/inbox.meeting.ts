/*
 * The meeting an accepted invite booked, for the rep's own calendar ('Add to my calendar'): the
 * invite went to the restaurant only, and a calendar does not add what its owner sent by mail. One
 * event under the invite's UID, so a calendar that has it already keeps one.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { withoutLocation } from '@leadgen/contracts';
import { CALL_MINUTES } from '../send/call-length.js';
import type { KeptCalendarAnswer } from './answer.calendar.js';

export const CANCELLED_MEETING_MESSAGE = 'They cancelled this meeting: there is nothing to add to your calendar.';
export const NO_MEETING_MESSAGE =
  'This answer books no meeting: only an accepted invite or a meeting they booked does.';

export interface MeetingFile {
  filename: string;
  content_type: string;
  content: string;
}

/** What the file is made from: the accepted answer, and the reply whose invite they accepted. */
export interface BookedMeeting {
  calendar: KeptCalendarAnswer & { start: string };
  restaurant: string;
  /** Who accepted, as their answer names them, and their address. */
  person: { name: string | null; address: string };
  /** The invite's UID: the reply's Message-ID without its brackets; null when the reply is gone. */
  uid: string | null;
  /** A unique fallback for the UID: the answer's own id. */
  answerId: string;
}

/** A file name a download may carry: 'meeting-casa-verde.ics'. */
const fileNameOf = (restaurant: string) =>
  `meeting-${
    withoutLocation(restaurant)
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'restaurant'
  }.ics`;

/** When the meeting ends: as the invite they accepted set it, else the default length (an answer kept without its end). */
function endOf(calendar: BookedMeeting['calendar'], start: Date): Date {
  const end = calendar.end ? new Date(calendar.end) : null;
  return end && end.getTime() > start.getTime() ? end : new Date(start.getTime() + CALL_MINUTES * 60_000);
}

/** The booked meeting as an iCalendar PUBLISH the rep's calendar imports. */
export function meetingFile(m: BookedMeeting, now: Date): MeetingFile {
  const start = new Date(m.calendar.start);
  const who = m.person.name ? `${m.person.name} (${m.person.address})` : m.person.address;
  const booked = m.calendar.answer === 'booked';
  const calendar = ical({ method: ICalCalendarMethod.PUBLISH, prodId: { company: 'LeadGen', product: 'Outreach' } });
  calendar.createEvent({
    id: m.uid ?? `${m.answerId}@outreach.invalid`,
    stamp: now,
    start,
    end: endOf(m.calendar, start),
    summary: `${booked ? 'Meeting' : 'Call'}: ${withoutLocation(m.restaurant)}${m.person.name ? ` (${m.person.name})` : ''}`,
    description: booked ? `${who} booked a meeting with you.` : `${who} accepted your invite.`,
  });
  return {
    filename: fileNameOf(m.restaurant),
    content_type: 'text/calendar; charset=utf-8',
    content: calendar.toString(),
  };
}
