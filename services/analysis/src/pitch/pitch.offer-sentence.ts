/* The offer said in one sentence for a restaurant, tied to one of its details only when the detail speaks to it. */
import type { Offer } from '@leadgen/contracts';
import type { Detail } from './pitch.details.js';
import type { Plan } from './pitch.plan.js';
import { pointTopics, tieOf } from './pitch.ties.js';
import { predicate, proofOf } from '@leadgen/contracts';
import { choose } from './pitch.voice.js';
import { cuisineNoun, nameSaysCuisine, upperFirst, withArticle } from './pitch.words.js';

/**
 * The offer said for this restaurant: a value point and its proof, tied to a detail only when the
 * detail speaks to it (an ordering platform to ordering, years to regulars, a dish to the menu);
 * otherwise the point is said on its own. Which point leads turns with the restaurant, so untied
 * sentences differ from one pitch to the next.
 */
export function offerSentence(
  p: Plan,
  n: number,
  wanted: Detail | null,
  others: readonly Detail[] = [],
  tiedOnly = false,
): string | null {
  return offerSaid(p, n, wanted, others, tiedOnly)?.text ?? null;
}

/** The offer sentence, the detail it is tied to (null when said alone) and the bare point ('SeatWise gives you…'). */
export function offerSaid(
  p: Plan,
  n: number,
  wanted: Detail | null,
  others: readonly Detail[] = [],
  tiedOnly = false,
  saidBefore: readonly number[] = [],
): { text: string; detail: Detail | null; point: number; said: string } | null {
  const offer = p.f.offer;
  if (!offer || !offer.value_points.length) return null;
  // The offer's first point leads (the one the rep put first); a point said alone is joined to the
  // next sentence by the caller, which keeps the line this restaurant's.
  const start = n % offer.value_points.length;
  const { point, detail: d } = tieOf(offer, start, wanted, others, saidBefore);
  if (!d && tiedOnly) return null;
  const vp = offer.value_points[point]!;
  const said = `${offer.product_name} ${predicate(vp.text)}${proofOf(vp.proof)}`;
  if (d?.kind === 'rating') return { text: ratingTie(p, n, d, vp, said), detail: d, point, said };
  if (d)
    return {
      text: choose(
        [
          `For ${d.short}, ${said}.`,
          `With ${d.short} in mind: ${said}.`,
          `${said}, which fits ${d.short}.`,
          `Here is why I thought of ${d.short}: ${said}.`,
        ],
        p.seed,
        10 + n,
      ),
      detail: d,
      point,
      said,
    };
  // Said alone: the cuisine as the catalogue writes it, where known, keeps the line this restaurant's.
  const noun = cuisineNoun(p.f.restaurant.cuisine);
  // 'an American restaurant' says nothing a US owner would call their own: said as 'a place like yours'.
  const plain = !noun || /^american\b/i.test(noun);
  const kind = !plain && !nameSaysCuisine(p.f.restaurant.name, noun) ? withArticle(noun) : null;
  const text = choose(
    [
      `${said}.`,
      `Put simply, ${said}.`,
      `In short, ${said}.`,
      `The idea is simple: ${said}.`,
      `Here is the short version: ${said}.`,
      `What I would bring you is this: ${said}.`,
      `Here is why I'm writing: ${said}.`,
      `The reason I thought of you: ${said}.`,
      kind ? `For ${kind} like yours, ${said}.` : `For a place like yours, ${said}.`,
      kind ? `Here is what it could do for ${kind}: ${said}.` : `What it could do for you: ${said}.`,
    ],
    p.seed,
    10 + n,
  );
  return { text, detail: null, point, said };
}

/**
 * A rating is a reason only when the sentence says why: guests who rate a place well are worth
 * bringing back (loyalty, campaigns), and a good rating is worth keeping up (reviews). "With a
 * 4.3-star rating in mind: X gives you email campaigns" leaves the rep's reader to guess.
 */
function ratingTie(p: Plan, n: number, d: Detail, vp: Offer['value_points'][number], said: string): string {
  const back = ['loyalty', 'marketing'].some((t) => pointTopics(vp).has(t as never));
  return choose(
    back
      ? [
          `${upperFirst(d.short)} says guests like what you do, and guests like that are worth bringing back: ${said}.`,
          `Guests who gave you ${d.short} will want to hear from you again, and ${said}.`,
          `With ${d.short}, the guests are already won; what is left is bringing them back, and ${said}.`,
        ]
      : [`${upperFirst(d.short)} is worth keeping up: ${said}.`, `To keep ${d.short} where it is, ${said}.`],
    p.seed,
    10 + n,
  );
}
