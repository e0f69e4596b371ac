import type { EntityManager } from '@mikro-orm/core';
import { sql } from '../db/sql.js';
import { booksMeeting, calendarOf, callsMeetingOff, type KeptCalendarAnswer } from './answer.calendar.js';
import type { MatchedEmail } from './answer.match.js';
import { theirOwnEvent, type CalendarAnswer, type CalendarParty } from './classify/calendar-answer.js';

/** Their calendars' answers kept for these leads. */
async function keptCalendars(em: EntityManager, leadIds: readonly string[]): Promise<KeptCalendarAnswer[]> {
  if (!leadIds.length) return [];
  const rows = await sql<{ calendar: string }>(
    em,
    `select calendar from outreach_inbox where lead_id in (${leadIds.map(() => '?').join(', ')}) and calendar is not null`,
    [...leadIds],
  );
  return rows.map((r) => calendarOf(r.calendar)).filter((c): c is KeptCalendarAnswer => !!c);
}

/** The events (UIDs) cancelled among these calendar answers. */
const cancelledIn = (kept: readonly KeptCalendarAnswer[]): Set<string> =>
  new Set(kept.flatMap((c) => (c.answer === 'cancelled' && c.uid ? [c.uid] : [])));

/** The events (UIDs) they cancelled with these leads: the answers that booked them say so. */
export async function cancelledEvents(em: EntityManager, leadIds: readonly string[]): Promise<Set<string>> {
  return cancelledIn(await keptCalendars(em, [...new Set(leadIds)]));
}

/** Whether the meeting a kept calendar answer booked was cancelled since. */
export const cancelledSince = (calendar: KeptCalendarAnswer | null, cancelled: ReadonlySet<string>): boolean =>
  booksMeeting(calendar) && !!calendar?.uid && cancelled.has(calendar.uid);

/**
 * Whether a meeting with the lead other than the cancelled event still stands: one they booked (or
 * an invite they accepted) that is still ahead and not cancelled since. A booking page that
 * reschedules cancels the old event and books a new one, in either order: the new one stands.
 */
async function anotherMeetingStands(em: EntityManager, leadId: string, cancelledUid: string | null, now: Date) {
  const kept = await keptCalendars(em, [leadId]);
  const cancelled = cancelledIn(kept);
  if (cancelledUid) cancelled.add(cancelledUid);
  return kept.some((c) => booksMeeting(c) && !!c.start && new Date(c.start) > now && !cancelledSince(c, cancelled));
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
