/* The observation: what was read that the offer speaks to, and why it matters to the restaurant. */
import type { Detail } from './pitch.details.js';
import type { Plan } from './pitch.plan.js';
import { choose } from './pitch.voice.js';

/** A few ways in, so the same gap read on many sites is not one sentence word for word. */
const LEADS = ['', 'One thing stood out: ', 'A quick observation: ', 'To be direct, '];
/** More of them for the email, which has no detail after the angle to make the sentence its own. */
// Not 'To be direct,' nor 'Honestly,': in a written email they are words a rep would cut.
export const EMAIL_LEADS = [
  '',
  'One thing stood out: ',
  'A quick observation: ',
  'Before reaching out, ',
  'While reading up on you, ',
  'What caught my attention: ',
  'One detail stayed with me: ',
];

/** Leads that say what the rep did, so the clause after them must start with the rep. */
const REPS_DOING = /^(?:Before reaching out|While reading up on you), $/;

/** What was read that the offer speaks to, and why it matters. */
export function angleSentence(p: Plan, d: Detail | null, leads: readonly string[] = LEADS): string {
  const a = p.angle;
  const seen = choose(a.seen, p.seed, 6);
  // '…I noticed your 4.6 stars…; I also noticed your Carnitas' says the verb twice in one sentence.
  const also = /\bnoticed\b/.test(seen) ? `; ${d?.short} caught my eye too` : null;
  const tail = d ? (also ?? choose([`; ${d.short} caught my eye too`, `; I also noticed ${d.short}`], p.seed, 5)) : '';
  // 'While reading up on you, your site sends guests…' says the site did the reading: a lead that is
  // the rep's own doing only comes before the rep ('While reading up on you, I noticed…').
  const fits = /^Your\b/.test(seen) ? leads.filter((l) => !REPS_DOING.test(l)) : leads;
  const lead = choose(fits, p.seed, 8);
  // The detail after it is a clause of its own, after a semicolon: said inside 'I couldn't find…' it
  // would read as missing too.
  return `${lead}${lead ? seen.replace(/^Your\b/, 'your') : seen}, ${choose(a.why, p.seed, 7)}${tail}.`;
}
