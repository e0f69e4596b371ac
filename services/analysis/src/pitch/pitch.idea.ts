/* Without an offer, the idea the rep brings: the company's own words when it gave them, else the gap's idea. */
import { detail, type Plan } from './pitch.plan.js';
import { choose } from './pitch.voice.js';
import { endSentence } from './pitch.words.js';

/** Without an offer: the company's own words when it gave them, else the idea, said plainly. */
export function ideaSentence(p: Plan): { text: string; plain: boolean } {
  const d = detail(p, 2) ?? detail(p, 0);
  const words = p.f.seller?.value_proposition?.trim();
  if (words) return { text: d ? `With ${d.short} in mind: ${endSentence(words)}` : endSentence(words), plain: false };
  // Where it would start (the street), not a dish: "guests could book a table … for your Fries" reads
  // wrong; and not when the first sentence has just named the street.
  const street = detail(p, 0)?.kind === 'street' ? undefined : p.details.find((x) => x.kind === 'street')?.short;
  const at = street ? ` at ${street}` : '';
  const text = choose(
    [
      `I'd like to show you how, ${street ? `${at.trim()}, ` : ''}${p.plain.idea}.`,
      `Here is what I would try first${at}: ${p.plain.idea}.`,
      `I have a concrete idea${street ? ` for ${street}` : ''}: ${p.plain.idea}.`,
    ],
    p.seed,
    12,
  );
  // Joined to the ask either way: the street is said once, here or in the first sentence, and the
  // ask after it says 'your team' in one of several ways, so the joined line stays this restaurant's.
  return { text, plain: true };
}
