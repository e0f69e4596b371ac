import type { EntityManager } from '@mikro-orm/core';
import { sql } from '../db/sql.js';
import { booksMeeting, calendarOf, callsMeetingOff, callsOff, type KeptCalendarAnswer } from './answer.calendar.js';
import type { MatchedEmail } from './answer.match.js';
import { theirOwnEvent, type CalendarAnswer, type CalendarParty } from './classify/calendar-answer.js';

/** Their calendars' answers kept for one rep's leads (by the rep's index on the Inbox). */
async function keptCalendars(em: EntityManager, userId: string, leadIds: readonly string[]) {
  if (!leadIds.length) return [];
  const leads = leadIds.map(() => '?').join(', ');
  const rows = await sql<{ calendar: string }>(
    em,
    `select calendar from outreach_inbox where user_id = ? and lead_id in (${leads}) and calendar is not null`,
    [userId, ...leadIds],
  );
  return rows.map((r) => calendarOf(r.calendar)).filter((c): c is KeptCalendarAnswer => !!c);
}

/** The events (UIDs) called off among these calendar answers: cancelled, or an accepted invite declined since. */
const cancelledIn = (kept: readonly KeptCalendarAnswer[]): Set<string> =>
  new Set(kept.flatMap((c) => (callsOff(c) && c.uid ? [c.uid] : [])));

/** The events (UIDs) they called off with a rep's leads: the answers that booked them say so. */
export async function cancelledEvents(em: EntityManager, userId: string, leadIds: readonly string[]) {
  return cancelledIn(await keptCalendars(em, userId, [...new Set(leadIds)]));
}

/** Whether the meeting a kept calendar answer booked was cancelled since. */
export const cancelledSince = (calendar: KeptCalendarAnswer | null, cancelled: ReadonlySet<string>): boolean =>
  booksMeeting(calendar) && !!calendar?.uid && cancelled.has(calendar.uid);

/**
 * Whether a meeting with the lead other than the cancelled event still stands: one they booked (or
 * an invite they accepted) that is still ahead and not cancelled since. A booking page that
 * reschedules cancels the old event and books a new one, in either order: the new one stands.
 */
function anotherMeetingStands(earlier: readonly KeptCalendarAnswer[], cancelledUid: string | null, now: Date) {
  const cancelled = cancelledIn(earlier);
  if (cancelledUid) cancelled.add(cancelledUid);
  return earlier.some((c) => booksMeeting(c) && !!c.start && new Date(c.start) > now && !cancelledSince(c, cancelled));
}

/**
 * Their calendar's answer as the Inbox keeps it: in the restaurant's time zone, with its event's UID
 * (ours for an invite); a booking (or its cancellation) with the name it gives who booked (their
 * mail may come from a page); an answer that calls a meeting off (a cancellation, or a no to an
 * invite they had accepted) with whether another meeting with them still stands.
 */
export async function keptCalendar(
  em: EntityManager,
  calendar: CalendarAnswer | null,
  match: Pick<MatchedEmail, 'userId' | 'leadId' | 'timeZone'>,
  answeredBy: CalendarParty | null,
  now: Date,
): Promise<KeptCalendarAnswer | null> {
  if (!calendar) return null;
  const { answer, start, end, uid } = calendar;
  const kept: KeptCalendarAnswer = { answer, start, end, zone: match.timeZone, uid };
  if (theirOwnEvent(calendar)) kept.name = answeredBy?.name ?? null;
  // The lead's earlier calendar answers, read once: a no or a cancellation is weighed against them.
  const earlier =
    answer === 'declined' || answer === 'cancelled' ? await keptCalendars(em, match.userId, [match.leadId]) : [];
  // Their calendar's no to an invite they had said yes to (a changed answer) calls that meeting off.
  if (answer === 'declined' && uid) kept.off = earlier.some((c) => c.answer === 'accepted' && c.uid === uid);
  if (!callsOff(kept)) return kept;
  return { ...kept, stands: anotherMeetingStands(earlier, uid, now) };
}

/**
 * The answer's action, with what it does to the meeting: an accepted invite or a booking books it
 * (leads moves the lead on when it is told); a cancellation calls it off (leads moves a lead at
 * Meeting booked back to Connected), unless another meeting with them still stands.
 */
export function meetingAction(action: string, calendar: KeptCalendarAnswer | null): string {
  if (booksMeeting(calendar)) return `${action}; the meeting is booked in My Leads`;
  if (callsMeetingOff(calendar)) return `${action}; the meeting is off: the lead goes back to Connected in My Leads`;
  if (calendar && callsOff(calendar)) return `${action}; another meeting with them still stands`;
  return action;
}
