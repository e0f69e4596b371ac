import type { OutreachLeadFacts } from '@leadgen/contracts';

/**
 * The composer's first draft: the latest pitch's email opener and value proposition, an ask, and
 * the sender's name. The postal address and unsubscribe link are added to every email as it
 * leaves, so the rep can neither forget nor remove them.
 */
export function composeDraft(facts: OutreachLeadFacts, fromName: string | null): { subject: string; body: string } {
  const name = facts.restaurant_name;
  const sign = fromName ? `\n\nBest,\n${fromName}` : '\n\nBest,';
  if (!facts.pitch) {
    return {
      subject: `A quick idea for ${name}`,
      body: `Hi,\n\nI work with restaurants like ${name} and had an idea I'd like to share.\n\nWould you have 15 minutes this week?${sign}`,
    };
  }
  const product = facts.pitch.offer_product?.trim();
  return {
    subject: product ? `${product} for ${name}` : `A quick idea for ${name}`,
    body: `${facts.pitch.email_opener.trim()}\n\n${facts.pitch.value_proposition.trim()}\n\nWould you have 15 minutes this week to talk it over?${sign}`,
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
