import {
  emailText,
  greetingFor,
  personToGreet,
  signOffFor,
  withoutLocation,
  type OutreachLeadFacts,
  type PitchEmail,
} from '@leadgen/contracts';
import { givenNameOf } from '@leadgen/site-reader';
import type { OfferSender } from './draft.offer-sender.js';

/** The first draft of an email, and what it says to the rep about who signs it. */
export interface WrittenDraft {
  subject: string;
  body: string;
  sender_note: string | null;
  sign_as: string | null;
}

type Signed = Pick<WrittenDraft, 'sender_note' | 'sign_as'> & { sign_off: string };

/** What a draft is written from: a kept pitch, or one written for it (which has no id yet). */
export type DraftPitch = Pick<NonNullable<OutreachLeadFacts['pitch']>, 'email_opener' | 'offer_product' | 'email'>;
export type DraftFacts = Omit<OutreachLeadFacts, 'pitch'> & { pitch: DraftPitch | null };

/** One person's name, however it is cased or spaced. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * One sender: the email is signed as the mailbox sends it (the From name), so the owner reads one
 * name. The pitch's sign-off (with the offer's title) is kept when it names the same person; when
 * What I sell names the mailbox's sender now but did not when the pitch was written, its title and
 * company today sign. When What I sell names someone else, the rep is told, and offered the fix.
 */
function signOff(email: PitchEmail, fromName: string | null, offer: OfferSender | null): Signed {
  const from = fromName?.trim();
  if (!from) return { sign_off: email.sign_off, sender_note: null, sign_as: null };
  const named = offer?.name ?? email.sender_name;
  if (!named || sameName(named, from)) {
    const pitchSigns = !!email.sender_name && sameName(email.sender_name, from);
    const sign_off = pitchSigns
      ? email.sign_off
      : signOffFor({ name: from, title: offer?.title ?? null, company: offer?.company ?? null });
    return { sign_off, sender_note: null, sign_as: null };
  }
  return {
    sign_off: signOffFor({ name: from }),
    sender_note: `Signed ${from}, the name your mailbox sends as; What I sell names ${named}. Make them the same so the owner reads one name.`,
    // Only a saved What I sell can be changed to match; a pitch's sender alone has nothing to change.
    sign_as: offer ? from : null,
  };
}

/** An older pitch (kept before it wrote the email): its opener alone, without the signature it carried, and one sign-off. */
function fromOpener(opener: string, fromName: string | null, calendar = ''): string {
  const body = opener.trim().replace(/\s+—\s+[^—]+$/, '');
  return `${body}${calendar}\n\n${signOffFor({ name: fromName })}`;
}

/**
 * The rep's booking page, offered under the ask as a way to answer it, not a second ask: no question
 * and no request for time, so the owner still has one thing to say yes to.
 */
const MEETING_LEAD = "My calendar is here, if that's easier: ";
export const meetingLine = (url: string) => `${MEETING_LEAD}${url}`;

/** The booking page a body still offers on its calendar line (a follow-up offers it again), else null. */
export function meetingUrlIn(body: string): string | null {
  const line = body.split('\n').find((l) => l.startsWith(MEETING_LEAD));
  const url = line?.slice(MEETING_LEAD.length).trim() ?? '';
  return /^https?:\/\/\S+$/.test(url) ? url : null;
}

/**
 * The name an email to this address greets: the person the contacts tie it to, else the given name a
 * person's own address carries ('joe.cohen@' is Joe), else nobody.
 */
export const addresseeName = (r: { address: string; name: string | null }, restaurant: string): string | null =>
  r.name ?? givenNameOf(r.address, restaurant);

/**
 * Whom the email greets: the person whose own address it goes to first (the form starts with it),
 * else the person the contacts rank first (an owner before a manager, a chef alone last), else nobody
 * (the team).
 */
function personGreeted(facts: DraftFacts): { name: string } | null {
  const addressee = facts.recipients[0] && addresseeName(facts.recipients[0], facts.restaurant_name);
  if (addressee) return { name: addressee };
  // A leads service deployed before it sends no people: the named recipients stand in.
  const people: { name: string | null; role: string | null }[] = facts.people ?? facts.recipients;
  const person = personToGreet(people.filter((p) => p.name));
  return person?.name ? { name: person.name } : null;
}

/**
 * The first draft of an email: the pitch's email, greeting the person it goes to (personGreeted)
 * and signed as the mailbox's sender. The postal address and unsubscribe link are added to every email as it leaves,
 * so the rep can neither forget nor remove them.
 */
export function writeDraft(
  facts: DraftFacts,
  fromName: string | null,
  offer: OfferSender | null = null,
  meetingUrl: string | null = null,
): WrittenDraft {
  const calendar = meetingUrl?.trim() ? `\n\n${meetingLine(meetingUrl.trim())}` : '';
  const name = facts.restaurant_name;
  const greeting = greetingFor(personGreeted(facts), name);
  const email = facts.pitch?.email;
  if (email) {
    const { sign_off, ...said } = signOff(email, fromName, offer);
    return {
      subject: email.subject,
      body: emailText({ greeting, body: `${email.body}${calendar}`, sign_off }),
      ...said,
    };
  }
  if (facts.pitch) {
    const product = facts.pitch.offer_product?.trim();
    return {
      subject: product ? `${product} for ${withoutLocation(name)}` : `A quick idea for ${withoutLocation(name)}`,
      body: fromOpener(facts.pitch.email_opener, fromName, calendar),
      sender_note: null,
      sign_as: null,
    };
  }
  return {
    subject: `A quick idea for ${withoutLocation(name)}`,
    body: `${greeting}\n\nI work with restaurants like ${withoutLocation(name)} and had an idea I'd like to share.\n\nWould you have 15 minutes this week?${calendar}\n\n${signOffFor({ name: fromName })}`,
    sender_note: null,
    sign_as: null,
  };
}
