import ICAL from 'ical.js';
import type { Email } from 'postal-mime';

/**
 * What their calendar answered to the rep's invite: an iCalendar REPLY (RFC 5546) their mail
 * program sends when they press Accept, Maybe or Decline, whatever words the mail around it says.
 */
export interface CalendarAnswer {
  answer: 'accepted' | 'tentative' | 'declined';
  /** When the meeting they answered for starts; null when the reply does not say. */
  start: string | null;
  /** When it ends, as the invite they answered set it (its length); null when the reply does not say. */
  end: string | null;
  /** The invite's UID: ours is the Message-ID of the reply that sent it, which ties the answer to it. */
  uid: string | null;
}

const ANSWERS: Record<string, CalendarAnswer['answer']> = {
  ACCEPTED: 'accepted',
  TENTATIVE: 'tentative',
  DECLINED: 'declined',
};

/** The text of a calendar part, as sent. */
const textOf = (content: ArrayBuffer | Uint8Array | string) =>
  typeof content === 'string' ? content : new TextDecoder().decode(content);

/** An event's start or end as an instant; null when it has none or it is unreadable. */
function instantOf(time: ICAL.Time | null | undefined): string | null {
  const date = time ? time.toJSDate() : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** Their answer from the message's calendar part, when it is a REPLY with an attendee's answer; null otherwise (garbage included). */
export function calendarAnswerOf(attachments: Email['attachments']): CalendarAnswer | null {
  const part = attachments.find((a) => a.mimeType.toLowerCase() === 'text/calendar');
  if (!part) return null;
  try {
    const calendar = new ICAL.Component(ICAL.parse(textOf(part.content as ArrayBuffer | string)));
    const method = String(calendar.getFirstPropertyValue('method') ?? part.method ?? '').toUpperCase();
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (method !== 'REPLY' || !vevent) return null;
    const event = new ICAL.Event(vevent);
    const partstat = String(event.attendees[0]?.getParameter('partstat') ?? '').toUpperCase();
    const answer = ANSWERS[partstat];
    if (!answer) return null;
    return {
      answer,
      start: instantOf(event.startDate),
      // ical.js gives an event without DTEND or DURATION its start as its end: that says no length.
      end: vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? instantOf(event.endDate) : null,
      uid: event.uid?.trim() || null,
    };
  } catch {
    return null;
  }
}
