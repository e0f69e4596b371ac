/*
 * Sentences and words as a reader sees them, through the Unicode rules built into Node
 * (`Intl.Segmenter`): no dependency, and "4.5 stars", "I'm" or "3,200" stay whole.
 */

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/**
 * A title before a name ends no sentence ("I spoke with Mr. Lopez"), though the Unicode rules break
 * after its period. "St." and "Ave." are left alone: "your spot on Park Ave. A quick…" does end one.
 */
const TITLE_AT_END = /\b(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.\s*$/;

/** The sentences of a text, trimmed; a line break ends a sentence, as a paragraph does. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let carried = '';
  for (const { segment } of sentenceSegmenter.segment(text)) {
    const sentence = carried + segment;
    carried = TITLE_AT_END.test(sentence) ? sentence : '';
    if (!carried && sentence.trim()) sentences.push(sentence.trim());
  }
  if (carried.trim()) sentences.push(carried.trim());
  return sentences;
}

const JOINER = /^[-‑]$/;

/**
 * The words of a text, counted as a word processor counts them: "15-minute" and
 * "commission-free" are one word each (the Unicode rules alone would make them two).
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  const segments = [...wordSegmenter.segment(text)];
  segments.forEach((s, i) => {
    if (!s.isWordLike) return;
    const joined = i >= 2 && JOINER.test(segments[i - 1]!.segment) && segments[i - 2]!.isWordLike;
    if (joined) words[words.length - 1] += `-${s.segment}`;
    else words.push(s.segment);
  });
  return words;
}

/** How many words a reader would count. */
export function wordCount(text: string): number {
  return wordsOf(text).length;
}
