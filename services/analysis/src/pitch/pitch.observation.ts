/* The observation: what was read that the offer speaks to, and why it matters to the restaurant. */
import type { Detail } from './pitch.details.js';
import type { Plan } from './pitch.plan.js';
import { choose } from './pitch.voice.js';

/** What was read that the offer speaks to, and why it matters. */
export function angleSentence(p: Plan, d: Detail | null): string {
  const a = p.angle;
  const seen = choose(a.seen, p.seed, 6);
  // '…I noticed your 4.6 stars…; I also noticed your Carnitas' says the verb twice in one sentence.
  const also = /\bnoticed\b/.test(seen) ? `; ${d?.short} caught my eye too` : null;
  const tail = d ? (also ?? choose([`; ${d.short} caught my eye too`, `; I also noticed ${d.short}`], p.seed, 5)) : '';
  // A few ways in, so the same gap read on many sites is not one sentence word for word.
  const lead = choose(['', 'One thing stood out: ', 'A quick observation: ', 'To be direct, '], p.seed, 8);
  // The detail after it is a clause of its own, after a semicolon: said inside 'I couldn't find…' it
  // would read as missing too.
  return `${lead}${lead ? seen.replace(/^Your\b/, 'your') : seen}, ${choose(a.why, p.seed, 7)}${tail}.`;
}
