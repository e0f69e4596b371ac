import {
  emailText,
  greetingFor,
  personToGreet,
  signOffFor,
  teamNameOf,
  type OutreachLeadFacts,
  type PitchEmail,
} from '@leadgen/contracts';

/** The composer's first draft, and what it says to the rep about who signs it. */
export interface ComposedDraft {
  subject: string;
  body: string;
  sender_note: string | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * One sender: the email is signed as the mailbox sends it (the From name), so the owner reads one
 * name. The pitch's sign-off (with the offer's title) is kept when it names the same person.
 */
function signOff(email: PitchEmail, fromName: string | null): { sign_off: string; note: string | null } {
  if (!fromName?.trim() || (email.sender_name && sameName(email.sender_name, fromName)))
    return { sign_off: email.sign_off, note: null };
  return {
    sign_off: signOffFor({ name: fromName }),
    note: email.sender_name
      ? `Signed ${fromName.trim()}, the name your mailbox sends as; What I sell names ${email.sender_name}. Make them the same so the owner reads one name.`
      : null,
  };
}

/** An older pitch (kept before it wrote the email): its opener alone, without the signature it carried, and one sign-off. */
function fromOpener(opener: string, fromName: string | null): string {
  const body = opener.trim().replace(/\s+—\s+[^—]+$/, '');
  return `${body}\n\n${signOffFor({ name: fromName })}`;
}

/**
 * The composer's first draft: the pitch's email, greeting the person the contacts rank first (an
 * owner before a manager, a chef alone last; the team when nobody is named) and signed as the
 * mailbox's sender. The postal address and unsubscribe link are added to every email as it leaves,
 * so the rep can neither forget nor remove them.
 */
export function composeDraft(facts: OutreachLeadFacts, fromName: string | null): ComposedDraft {
  const name = facts.restaurant_name;
  // A leads service deployed before it sends no people: the named recipients stand in.
  const people: { name: string | null; role: string | null }[] = facts.people ?? facts.recipients;
  const person = personToGreet(people.filter((p) => p.name));
  const greeting = greetingFor(person?.name ? { name: person.name } : null, name);
  const email = facts.pitch?.email;
  if (email) {
    const { sign_off, note } = signOff(email, fromName);
    return { subject: email.subject, body: emailText({ greeting, body: email.body, sign_off }), sender_note: note };
  }
  if (facts.pitch) {
    const product = facts.pitch.offer_product?.trim();
    return {
      subject: product ? `${product} for ${teamNameOf(name)}` : `A quick idea for ${teamNameOf(name)}`,
      body: fromOpener(facts.pitch.email_opener, fromName),
      sender_note: null,
    };
  }
  return {
    subject: `A quick idea for ${teamNameOf(name)}`,
    body: `${greeting}\n\nI work with restaurants like ${name} and had an idea I'd like to share.\n\nWould you have 15 minutes this week?\n\n${signOffFor({ name: fromName })}`,
    sender_note: null,
  };
}

/** A follow-up in the same thread: a short nudge above the first email, quoted. */
export function composeFollowUp(first: { subject: string; body: string }, fromName: string | null, step: number) {
  const nudge =
    step === 1
      ? 'Just following up on my note below, in case it got buried.'
      : 'One last follow-up on my note below: if now is not the right time, no problem at all.';
  const quoted = first.body
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return {
    subject: /^re:/i.test(first.subject) ? first.subject : `Re: ${first.subject}`,
    body: `Hi again,\n\n${nudge}${fromName ? `\n\nBest,\n${fromName}` : ''}\n\n${quoted}`,
  };
}
