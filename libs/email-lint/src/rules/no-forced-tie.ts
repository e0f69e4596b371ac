/*
 * No forced tie: the value point stands on what the product does, not on a dish, a rating or an
 * opening hour. "For your Grilled Salmon, TablePoint POS gives you commission-free online ordering"
 * links two things that have nothing to do with each other, and an owner reads it as a template
 * that pasted their menu in. Naming the dish is fine in a sentence of its own ("I also noticed your
 * Grilled Salmon"); so is a value point about that very thing ("menu photos let you show off your
 * Grilled Salmon", "ReviewBoost helps you answer every one of your 4.5 stars' reviews").
 *
 * The heuristic, kept simple on purpose: a sentence is flagged when it names a dish from the facts,
 * a rating, or a clock time of the opening hours, and in the same sentence makes a value claim
 * ("gives you", "helps you", "lets you", "means") — unless the claim is about that thing: the
 * clause of the claim (between commas, semicolons, colons, dashes or brackets) speaks of the thing's
 * own topic (a menu or photos for a dish; reviews or reputation for a rating; opening, closing or
 * after-hours for the hours), or the thing itself is the claim's subject ("your 4.5 stars mean
 * guests trust you", with no product in between). The observation half of a sentence does not
 * count: in "I saw your Grilled Salmon on the menu, so TablePoint gives you tableside ordering" the
 * menu is what was noticed, not what the product does.
 */
import type { EmailRule, RestaurantFacts } from '../types.js';
import { factMentionsIn, type FactKind, type FactMention } from '../text/fact-mentions.js';
import { ownText } from '../text/own-text.js';
import { quoted } from '../text/quote.js';
import { sentencesOf } from '../text/segments.js';
import { withoutSignature } from '../text/sign-offs.js';

/** The offer's value claim words. "I mean" is talk, not a claim. */
const CLAIM = /\b(?:gives?|helps?|lets?) (?:you|your)\b|(?<!\bI )\bmeans?\b/gi;

/** Words that show a sentence is about the thing itself. */
const TOPIC: Record<FactKind, RegExp> = {
  dish: /\b(?:menus?|dish(?:es)?|photos?|pictures?|recipes?|specials?|plates?|plating|ingredients?|food costs?)\b/i,
  rating: /\b(?:reviews?|ratings?|stars?|reputation|feedback|Google|Yelp|Tripadvisor)\b/i,
  hours: /\b(?:hours|open|opens|opening|close|closes|closed|closing|after-hours|late-night|overnight)\b/i,
};

/** The sentence with every named fact blanked out, so the fact's own words ("307 Google reviews") don't count as its topic. */
const withoutMentions = (sentence: string, mentions: FactMention[]) =>
  mentions.reduceRight((s, m) => s.slice(0, m.start) + ' '.repeat(m.end - m.start) + s.slice(m.end), sentence);

const CLAUSE_BREAK = /[,;:()—–]/;

/** The clause around a position: from the break before it to the break after it. */
function clauseAt(text: string, at: number): string {
  let start = at;
  while (start > 0 && !CLAUSE_BREAK.test(text[start - 1]!)) start--;
  const after = text.slice(at).search(CLAUSE_BREAK);
  return text.slice(start, after < 0 ? text.length : at + after);
}

/** The first fact the sentence forces its value claim onto, or null. */
export function forcedTie(sentence: string, facts: RestaurantFacts): FactMention | null {
  const claims = [...sentence.matchAll(CLAIM)];
  if (!claims.length) return null;
  const mentions = factMentionsIn(sentence, facts);
  const rest = withoutMentions(sentence, mentions);
  const tied = (m: FactMention) =>
    claims.some((c) => {
      // "Your 4.5 stars mean…": the thing is the claim's own subject, not the product's excuse.
      if (c.index >= m.end && sentence.slice(m.end, c.index).trim() === '') return false;
      return !TOPIC[m.kind].test(clauseAt(rest, c.index));
    });
  return mentions.find(tied) ?? null;
}

const WHAT: Record<FactKind, (m: FactMention) => string> = {
  dish: (m) => `their ${m.text}`,
  rating: (m) => `their rating (${m.text})`,
  hours: (m) => `their opening hours (${m.text})`,
};

export const noForcedTie: EmailRule = (body, { facts }) => {
  const tied = sentencesOf(withoutSignature(ownText(body))).flatMap((s) => {
    const m = forcedTie(s, facts ?? {});
    return m ? [{ sentence: s, mention: m }] : [];
  });
  if (!tied.length) return null;
  const first = tied[0]!;
  const more = tied.length > 1 ? ` (and ${tied.length - 1} more sentence${tied.length > 2 ? 's' : ''} like it)` : '';
  return {
    rule: 'no_forced_tie',
    message:
      `It ties the offer to ${WHAT[first.mention.kind](first.mention)} in ${quoted(first.sentence)}${more}: ` +
      'that has nothing to do with what the product does, and an owner reads the forced link as a template. ' +
      'Say what you noticed in one sentence and what the product does in another.',
  };
};
