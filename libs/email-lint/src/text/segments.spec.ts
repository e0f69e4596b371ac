import { sentencesOf, wordCount, wordsOf } from './segments.js';

describe('sentences and words as a reader sees them', () => {
  it('splits sentences at their end and at a line break, keeping numbers and contractions whole', () => {
    expect(sentencesOf("I saw your 4.5 stars. I'm impressed!\nWould you have 15 minutes?")).toEqual([
      'I saw your 4.5 stars.',
      "I'm impressed!",
      'Would you have 15 minutes?',
    ]);
  });

  it('keeps a title with the name after it, but ends a sentence after a street', () => {
    expect(sentencesOf('I spoke with Ms. Lopez on Friday. Your spot on Park Ave. A quick note.')).toEqual([
      'I spoke with Ms. Lopez on Friday.',
      'Your spot on Park Ave.',
      'A quick note.',
    ]);
  });

  it('counts a hyphenated word once, as a word processor does', () => {
    expect(wordsOf('a 15-minute call, commission-free (3,200 restaurants)')).toEqual([
      'a',
      '15-minute',
      'call',
      'commission-free',
      '3,200',
      'restaurants',
    ]);
    // A dash between words is punctuation, not a joiner.
    expect(wordCount('faster — Sam')).toBe(2);
    expect(wordCount('')).toBe(0);
  });
});
