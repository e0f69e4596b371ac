import { z } from 'zod';
import type { CalendarAnswer } from './classify/calendar-answer.js';

/** Their calendar's answer as the Inbox keeps it: with the restaurant's time zone, to say its start in. */
export interface KeptCalendarAnswer extends Omit<CalendarAnswer, 'uid'> {
  zone: string;
}

const KeptSchema = z.object({
  answer: z.enum(['accepted', 'tentative', 'declined']),
  start: z.iso.datetime().nullable(),
  // Kept since invites took the length the thread asked for: answers kept before have none.
  end: z.iso.datetime().nullable().default(null),
  zone: z.string().min(1),
});

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
