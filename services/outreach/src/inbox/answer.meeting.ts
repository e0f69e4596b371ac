import type { EntityManager } from '@mikro-orm/core';
import { sql } from '../db/sql.js';
import { booksMeeting, calendarOf, callsMeetingOff, type KeptCalendarAnswer } from './answer.calendar.js';
import type { MatchedEmail } from './answer.match.js';
import { theirOwnEvent, type CalendarAnswer, type CalendarParty } from './classify/calendar-answer.js';

/**
 * Whether a meeting with the lead other than the cancelled event still stands: one they booked (or
 * an invite they accepted) that is still ahead and not cancelled since. A booking page that
 * reschedules cancels the old event and books a new one, in either order: the new one stands.
 */
async function anotherMeetingStands(em: EntityManager, leadId: string, cancelledUid: string | null, now: Date) {
  const rows = await sql<{ calendar: string }>(
    em,
    'select calendar from outreach_inbox where lead_id = ? and calendar is not null',
    [leadId],
  );
  const kept = rows.map((r) => calendarOf(r.calendar)).filter((c): c is KeptCalendarAnswer => !!c);
  const cancelled = new Set([cancelledUid, ...kept.filter((c) => c.answer === 'cancelled').map((c) => c.uid)]);
  return kept.some((c) => booksMeeting(c) && !!c.start && new Date(c.start) > now && !(c.uid && cancelled.has(c.uid)));
}

/**
 * Their calendar's answer as the Inbox keeps it: in the restaurant's time zone; a booking (or its
 * cancellation) with its own event's UID and the name it gives who booked (their mail may come from
 * a page); a cancellation with whether another meeting with them still stands.
 */
export async function keptCalendar(
  em: EntityManager,
  calendar: CalendarAnswer | null,
  match: Pick<MatchedEmail, 'leadId' | 'timeZone'>,
  answeredBy: CalendarParty | null,
  now: Date,
): Promise<KeptCalendarAnswer | null> {
  if (!calendar) return null;
  const { answer, start, end } = calendar;
  const kept: KeptCalendarAnswer = { answer, start, end, zone: match.timeZone };
  if (!theirOwnEvent(calendar)) return kept;
  const own = { ...kept, uid: calendar.uid, name: answeredBy?.name ?? null };
  if (answer !== 'cancelled') return own;
  return { ...own, stands: await anotherMeetingStands(em, match.leadId, calendar.uid, now) };
}

/**
 * The answer's action, with what it does to the meeting: an accepted invite or a booking books it
 * (leads moves the lead on when it is told); a cancellation calls it off (leads moves a lead at
 * Meeting booked back to Connected), unless another meeting with them still stands.
 */
export function meetingAction(action: string, calendar: KeptCalendarAnswer | null): string {
  if (booksMeeting(calendar)) return `${action}; the meeting is booked in My Leads`;
  if (callsMeetingOff(calendar)) return `${action}; the meeting is off: the lead goes back to Connected in My Leads`;
  if (calendar?.answer === 'cancelled') return `${action}; another meeting with them still stands`;
  return action;
}
