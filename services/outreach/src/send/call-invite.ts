/*
 * The calendar invite a reply sends when it takes up the time their answer proposed ('Thursday
 * around 3 works for me: I'll send an invite.'): an iCalendar REQUEST (RFC 5546), which their mail
 * program shows with Accept and Decline, at the instant they meant in the restaurant's time zone.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import { spokenTime } from '@leadgen/calendar';
import { withoutLocation } from '@leadgen/contracts';
import type { TheirTime } from '../draft/reply.their-time.js';

export interface CallInvite {
  /** The reply's Message-ID without its brackets: stable, so an email sent again updates the one event, not a second. */
  uid: string;
  start: Date;
  /** As long as the thread's first email asked for ('a 20-minute demo'). */
  minutes: number;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string | null; email: string };
}

/** When the call they proposed starts, if it is still ahead: the next such day after they wrote. */
export function callStart(time: TheirTime, saidAt: Date, timeZone: string, now: Date): Date | null {
  const start = spokenTime(time.when, saidAt, timeZone);
  return start && start.getTime() > now.getTime() ? start : null;
}

/** "Thursday, December 10 at 3:00 PM CST": the start as the restaurant's clock says it. */
export function startInWords(start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(start);
}

/** The invite's title and words: a call when they asked to be called (at their number), else a meeting. */
export function inviteWords(
  time: TheirTime,
  restaurant: string,
  fromName: string,
): Pick<CallInvite, 'summary' | 'description'> {
  const summary = `${time.call ? 'Call' : 'Meeting'}: ${withoutLocation(restaurant)} and ${fromName}`;
  const how = time.call ? `${fromName} calls you${time.phone ? ` at ${time.phone}` : ''}` : `${fromName} meets you`;
  return { summary, description: `${how}, as you proposed: ${time.when}.` };
}

/** The invite as the text/calendar part of the reply: a REQUEST with the one attendee asked to answer. */
export function inviteIcs(invite: CallInvite, now: Date): string {
  const calendar = ical({ method: ICalCalendarMethod.REQUEST, prodId: { company: 'LeadGen', product: 'Outreach' } });
  calendar.createEvent({
    id: invite.uid,
    stamp: now,
    start: invite.start,
    end: new Date(invite.start.getTime() + invite.minutes * 60_000),
    summary: invite.summary,
    description: invite.description,
    organizer: invite.organizer,
    attendees: [
      {
        email: invite.attendee.email,
        name: invite.attendee.name,
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return calendar.toString();
}
