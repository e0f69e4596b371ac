import { longestParagraph, pitchWordCount, rightLength } from './length.js';

/** `n` words of a sentence reps write, in short paragraphs of at most 40 words. */
function pitch(n: number): string {
  const words = Array.from({ length: n }, (_, i) => (i % 10 === 9 ? 'tables.' : 'turn'));
  const paragraphs: string[] = [];
  for (let i = 0; i < words.length; i += 40) paragraphs.push(words.slice(i, i + 40).join(' '));
  return paragraphs.join('\n\n');
}
const message = (body: string) => rightLength(body, { senderName: null, people: [] })?.message ?? null;
const signature = '\n\nBest,\nSam Rivera\nAccount Executive, TablePoint\n(512) 555-0142 · tablepoint.example';
const footer =
  "\n\n--\nTablePoint Inc., 500 Market St, San Francisco, CA 94105\nDon't want these emails? Unsubscribe: https://x.test/u";

describe('length', () => {
  it('passes a body of 60 to 140 words in short paragraphs', () => {
    expect(message(pitch(60))).toBeNull();
    expect(message(pitch(90))).toBeNull();
    expect(message(pitch(140))).toBeNull();
  });

  it('flags a body over 140 words', () => {
    expect(message(pitch(152))).toBe("At 152 words it's too long: keep it to 140 (cut 12), owners stop reading.");
  });

  it('flags a body under 60 words', () => {
    expect(message(pitch(45))).toBe(
      "At 45 words it's too thin: say what you noticed, what the product does for them, and ask, in at least 60 words.",
    );
  });

  it('counts neither the signature block nor the footer', () => {
    const body = `${pitch(138)}${signature}${footer}`;
    expect(pitchWordCount(body)).toBe(138);
    expect(message(body)).toBeNull();
  });

  it('flags a paragraph of more than 60 words, even in an email of the right length', () => {
    const wall = pitch(90).replace(/\n\n/g, ' ');
    expect(longestParagraph(wall)).toBe(90);
    expect(message(wall)).toBe(
      "One paragraph runs 90 words: on a phone that's a wall of text, so break it up (at most 60 words a paragraph).",
    );
    expect(message(pitch(160).replace(/\n\n/g, ' '))).toBe(
      "At 160 words it's too long: keep it to 140 (cut 20), owners stop reading; and one paragraph runs 160 words: on a phone that's a wall of text, so break it up (at most 60 words a paragraph).",
    );
  });

  it('counts a hyphenated word once', () => {
    expect(pitchWordCount('A 15-minute call, commission-free.')).toBe(4);
  });
});
