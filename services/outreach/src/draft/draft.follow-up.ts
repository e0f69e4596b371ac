/*
 * A follow-up in the first email's thread, as a rep writes one by hand: it greets whom the first
 * greeted, says in a line why it writes again, and asks once, more lightly than the first (with the
 * rep's calendar where the first offered it). The last of two closes the loop, so the owner is not
 * chased for ever and a later reply is still welcome. The first email is quoted below it, as a mail
 * client quotes it.
 */
import { withoutLocation } from '@leadgen/contracts';
import { meetingLine, meetingUrlIn } from './draft.write.js';

/** The first email as it was sent: the follow-ups are written from what the rep sent, edits included. */
export interface FirstEmail {
  subject: string;
  body: string;
}

/** Where a follow-up sits in its sequence: whether it is the last of two or more, and for whom. */
export interface FollowUpStep {
  last: boolean;
  restaurantName: string;
}

/** A greeting line the first email opened with ('Hi Joe,', 'Hello Casa Verde team,'). */
const GREETING_LINE = /^(?:Hi|Hello|Hey|Dear) [^\n,]{1,80},$/;

/** Whom the follow-up greets: whom the first greeted, else a plain hello in the same thread. */
function greetingOf(first: string): string {
  const line = first.split('\n', 1)[0]!.trim();
  return GREETING_LINE.test(line) ? line : 'Hi again,';
}

/** The follow-up's own words, above the quote. */
function nudge(first: FirstEmail, at: FollowUpStep): string {
  if (at.last) {
    const name = withoutLocation(at.restaurantName).trim() || 'your restaurant';
    return `I haven't heard back, so I'll take it that now isn't the right time, and this is my last note. If it becomes useful for ${name} later, a reply to this email reaches me directly.`;
  }
  const calendar = meetingUrlIn(first.body);
  const ask =
    'I wanted to make sure my note below reached you. If this week is busy, would a short call next week suit you better?';
  return calendar ? `${ask}\n\n${meetingLine(calendar)}` : ask;
}

/** A follow-up in the same thread: greeting, its own few words, the sender's name, then the first email quoted. */
export function writeFollowUp(first: FirstEmail, fromName: string | null, at: FollowUpStep) {
  const quoted = first.body
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return {
    subject: /^re:/i.test(first.subject) ? first.subject : `Re: ${first.subject}`,
    body: `${greetingOf(first.body)}\n\n${nudge(first, at)}${fromName ? `\n\nBest,\n${fromName}` : ''}\n\n${quoted}`,
  };
}
