import { z } from 'zod';
import type { CalendarAnswer } from './classify/calendar-answer.js';

/**
 * Their calendar's answer as the Inbox keeps it: with the restaurant's time zone, to say its start
 * in; a booking (or its cancellation) with its own UID (the event the booking page or their
 * calendar made) and the name it gives who booked (a booking page's mail is from the page, not from
 * them).
 */
export interface KeptCalendarAnswer extends Omit<CalendarAnswer, 'uid' | 'parties'> {
  zone: string;
  uid?: string | null;
  name?: string | null;
  /** A decline only: it takes back their yes to the same invite (their calendar's changed answer). */
  off?: boolean;
  /** An answer that calls a meeting off only: another meeting with them still stands (a rescheduled booking), so the lead stays booked. */
  stands?: boolean;
}

const KeptSchema = z.object({
  answer: z.enum(['accepted', 'tentative', 'declined', 'booked', 'cancelled']),
  start: z.iso.datetime().nullable(),
  // Kept since invites took the length the thread asked for: answers kept before have none.
  end: z.iso.datetime().nullable().default(null),
  zone: z.string().min(1),
  uid: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  off: z.boolean().optional(),
  stands: z.boolean().optional(),
});

/** Whether a calendar's answer books the meeting: they accepted the rep's invite, or booked a time themselves. */
export const booksMeeting = (calendar: Pick<CalendarAnswer, 'answer'> | null | undefined): boolean =>
  calendar?.answer === 'accepted' || calendar?.answer === 'booked';

/**
 * Whether a calendar's answer calls a booked meeting off: they cancelled one they booked, or declined
 * an invite they had accepted. (A first no to an invite books nothing, so it calls nothing off.)
 */
export const callsOff = (calendar: Pick<KeptCalendarAnswer, 'answer' | 'off'>): boolean =>
  calendar.answer === 'cancelled' || (calendar.answer === 'declined' && !!calendar.off);

/** Whether a calendar's answer takes the lead off Meeting booked: it calls the meeting off, and no other meeting with them stands. */
export const callsMeetingOff = (
  calendar: Pick<KeptCalendarAnswer, 'answer' | 'off' | 'stands'> | null | undefined,
): boolean => !!calendar && callsOff(calendar) && !calendar.stands;

/** The calendar answer as its row keeps it (JSON), or null when the answer is no calendar's. */
export const calendarJson = (calendar: KeptCalendarAnswer | null): string | null =>
  calendar ? JSON.stringify(calendar) : null;

/** A kept calendar answer, read back from its row (anything unreadable: none). */
export function calendarOf(json: string | null | undefined): KeptCalendarAnswer | null {
  if (!json) return null;
  try {
    const read = KeptSchema.safeParse(JSON.parse(json));
    return read.success ? read.data : null;
  } catch {
    return null;
  }
}
