import ICAL from 'ical.js';
import type { Email } from 'postal-mime';

/**
 * What their calendar answered to the rep's invite: an iCalendar REPLY (RFC 5546) their mail
 * program sends when they press Accept, Maybe or Decline, whatever words the mail around it says.
 * Or a meeting they booked with the rep (`booked`): an iCalendar REQUEST for the rep's calendar,
 * from the booking page behind the rep's calendar link (Cal.com, Calendly, Google's booking pages)
 * or from their own calendar inviting the rep. Or such a meeting called off (`cancelled`): the
 * CANCEL the page or their calendar sends when they cancel it.
 */
export interface CalendarAnswer {
  answer: 'accepted' | 'tentative' | 'declined' | 'booked' | 'cancelled';
  /** When the meeting they answered for starts; null when the reply does not say. */
  start: string | null;
  /** When it ends, as the invite they answered set it (its length); null when the reply does not say. */
  end: string | null;
  /** The invite's UID: ours is the Message-ID of the reply that sent it, which ties the answer to it. */
  uid: string | null;
  /** A booking's (or its cancellation's) people, organizer first: the lead's person is among them, named as the event names them. */
  parties: CalendarParty[];
}

/** One of a booking's people: their address (lower case) and the name the event gives them (its CN). */
export interface CalendarParty {
  address: string;
  name: string | null;
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

const mailto = (value: unknown) =>
  String(value ?? '')
    .replace(/^mailto:/i, '')
    .trim()
    .toLowerCase();

/** A person the event names (ORGANIZER or ATTENDEE), with their CN; null when it names no address. */
function partyOf(property: ICAL.Property | null): CalendarParty | null {
  const address = mailto(property?.getFirstValue());
  if (!property || !address.includes('@')) return null;
  const name = String(property.getParameter('cn') ?? '').trim();
  // A page that knows no name writes the address as it (CN=ana@…): that names no one.
  return { address, name: name && !name.includes('@') ? name : null };
}

/** The organizer, then each attendee, each address once. */
function partiesOf(vevent: ICAL.Component, event: ICAL.Event): CalendarParty[] {
  const people = [partyOf(vevent.getFirstProperty('organizer')), ...event.attendees.map(partyOf)];
  const seen = new Set<string>();
  return people.filter((p): p is CalendarParty => !!p && !seen.has(p.address) && !!seen.add(p.address));
}

/** A meeting they booked, or its cancellation: their own event (its UID and people), not an answer to the rep's invite. */
export const theirOwnEvent = <T extends Pick<CalendarAnswer, 'answer'>>(
  calendar: T | null | undefined,
): calendar is T => calendar?.answer === 'booked' || calendar?.answer === 'cancelled';

/** What a calendar part's method says they did, for the methods that are theirs to send the rep. */
const BY_METHOD: Record<string, CalendarAnswer['answer']> = { REQUEST: 'booked', CANCEL: 'cancelled' };

/**
 * Their answer from the message's calendar part: a REPLY with an attendee's answer, a REQUEST with a
 * start (a meeting booked) or a CANCEL with one (that meeting called off); null otherwise (garbage
 * included).
 */
export function calendarAnswerOf(attachments: Email['attachments']): CalendarAnswer | null {
  const part = attachments.find((a) => a.mimeType.toLowerCase() === 'text/calendar');
  if (!part) return null;
  try {
    const calendar = new ICAL.Component(ICAL.parse(textOf(part.content as ArrayBuffer | string)));
    const method = String(calendar.getFirstPropertyValue('method') ?? part.method ?? '').toUpperCase();
    const vevent = calendar.getFirstSubcomponent('vevent');
    if ((method !== 'REPLY' && !BY_METHOD[method]) || !vevent) return null;
    const event = new ICAL.Event(vevent);
    const answer =
      BY_METHOD[method] ?? ANSWERS[String(event.attendees[0]?.getParameter('partstat') ?? '').toUpperCase()];
    const theirs = theirOwnEvent({ answer });
    if (!answer || (theirs && !instantOf(event.startDate))) return null;
    return {
      answer,
      start: instantOf(event.startDate),
      // ical.js gives an event without DTEND or DURATION its start as its end: that says no length.
      end: vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? instantOf(event.endDate) : null,
      uid: event.uid?.trim() || null,
      parties: theirs ? partiesOf(vevent, event) : [],
    };
  } catch {
    return null;
  }
}
