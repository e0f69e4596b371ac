import { figuresIn } from './business-analysis.claims.js';
import { isProse, wordsOf, type PageLine } from './business-analysis.lines.js';
import type { ProfileOut } from './business-analysis.steps.js';
import { sentence } from './business-analysis.wording.js';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What the site promises at the top of its home page: the tagline under (or as) its first
 * heading and the sentence after it ('The point of sale that keeps up with Friday night. Take
 * orders at the table…'). Its description, a figure or a button is not the promise; empty when the
 * page opens with none.
 */
export function heroOf(lines: PageLine[], profile: Pick<ProfileOut, 'name' | 'description'>): string {
  const first = Math.max(
    0,
    lines.findIndex((l) => l.heading),
  );
  const at = lines[first] && same(lines[first].text, profile.name) ? first + 1 : first;
  const tagline = lines[at]?.text ?? '';
  const taglineWords = wordsOf(tagline).length;
  if (taglineWords < 3 || taglineWords > 14 || same(tagline, profile.description) || figuresIn(tagline).length)
    return '';
  const next = lines[at + 1];
  const text =
    next && !next.heading && isProse(next.text) && !same(next.text, profile.description) && !figuresIn(next.text).length
      ? next.text
      : '';
  return [tagline, text].filter(Boolean).map(sentence).join(' ');
}

/**
 * What the site says of each feature besides its benefit: the sentence under the feature's own
 * heading on another page ('Handhelds send each course to the right kitchen printer…'), by
 * feature name; a feature the site describes once has none.
 */
export function featureDetails(lines: PageLine[], features: ProfileOut['features']): Map<string, string> {
  const details = new Map<string, string>();
  for (const f of features) {
    lines.forEach((line, i) => {
      const next = lines[i + 1];
      if (!line.heading || !same(line.text, f.feature) || !next || next.heading || !isProse(next.text)) return;
      if (!same(next.text, f.benefit) && !next.text.startsWith(f.benefit)) details.set(f.feature, next.text);
    });
  }
  return details;
}
