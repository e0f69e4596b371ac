/*
 * Length: an owner reads a cold email standing up, between services. Under 60 words there is no
 * room to say what you noticed, what the product does for them and ask; over 140 they stop
 * reading. Counted without the signature block and without the legal footer (postal address,
 * unsubscribe), which are not the rep's pitch.
 *
 * One more thing a manager says about length: a single paragraph of more than 60 words is a wall
 * of text on a phone (about seven lines), however short the whole email is.
 */
import type { EmailRule } from '../types.js';
import { ownText } from '../text/own-text.js';
import { wordCount } from '../text/segments.js';
import { withoutSignature } from '../text/sign-offs.js';

export const MIN_WORDS = 60;
export const MAX_WORDS = 140;
export const MAX_PARAGRAPH_WORDS = 60;

/** The words of the rep's pitch: above the signature, without the footer. */
export function pitchWordCount(body: string): number {
  return wordCount(withoutSignature(ownText(body)));
}

/** The word count of the longest paragraph of the pitch. */
export function longestParagraph(body: string): number {
  return Math.max(
    0,
    ...withoutSignature(ownText(body))
      .split(/\n\s*\n/)
      .map(wordCount),
  );
}

function whatIsWrong(words: number, paragraph: number): string[] {
  const wrong: string[] = [];
  if (words > MAX_WORDS) {
    wrong.push(
      `At ${words} words it's too long: keep it to ${MAX_WORDS} (cut ${words - MAX_WORDS}), owners stop reading`,
    );
  }
  if (words < MIN_WORDS) {
    wrong.push(
      `At ${words} words it's too thin: say what you noticed, what the product does for them, and ask, in at least ${MIN_WORDS} words`,
    );
  }
  if (paragraph > MAX_PARAGRAPH_WORDS) {
    wrong.push(
      `${wrong.length ? 'and one' : 'One'} paragraph runs ${paragraph} words: on a phone that's a wall of text, so break it up (at most ${MAX_PARAGRAPH_WORDS} words a paragraph)`,
    );
  }
  return wrong;
}

export const rightLength: EmailRule = (body) => {
  const wrong = whatIsWrong(pitchWordCount(body), longestParagraph(body));
  return wrong.length ? { rule: 'length', message: `${wrong.join('; ')}.` } : null;
};
