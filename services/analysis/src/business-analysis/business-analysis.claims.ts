import { isProse, sentencesOf, type PageLine } from './business-analysis.lines.js';

/** A sentence of the site that states figures, and the figures as the site writes them. */
export interface ClaimRead {
  figures: string[];
  sentence: string;
}

/** Words after a number that do not say what it counts ('3,200 if you count bars'). */
const FUNCTION_WORDS = '(?:a|an|the|and|or|if|to|of|in|on|at|by|for|from|with|per|is|are|was|were|than|as|so|but)';

/**
 * Figures a site states: money ($69, $1.2M), percentages (18%, 30 percent), multiples (5x),
 * large counts (3,200), and numbers with what they count (40 seconds, 900+ restaurants). Years,
 * clock times and phone numbers are not figures.
 */
const FIGURE = new RegExp(
  [
    '\\$\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?(?:k|m|million|billion|bn)\\b)?',
    '(?<![\\w.,:/-])\\d[\\d,]*(?:\\.\\d+)?\\s?(?:%|percent\\b)',
    '(?<![\\w.,:/-])\\d+(?:\\.\\d+)?\\s?[x×](?![a-z])',
    `(?<![\\w.,:/(-])\\d+(?:,\\d{3})*(?:\\.\\d+)?\\+?(?:\\s(?:more |fewer |less |extra )?(?!${FUNCTION_WORDS}\\b)[a-z]+)?(?![\\w:/)-])`,
  ].join('|'),
  'gi',
);
const YEAR = /^(?:19|20)\d{2}(?:\s[a-z]+)?$/i;
const MAX_CLAIMS = 8;

/** The figures one sentence states, as written. */
export function figuresIn(sentence: string): string[] {
  return [...sentence.matchAll(FIGURE)].map((m) => m[0].trim()).filter((f) => !YEAR.test(f) && /\d/.test(f));
}

/** A postal code after a state, or a phone number: an address line, not a claim. */
const ADDRESS = /\b[A-Z]{2}\s\d{5}\b|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;

/**
 * A sentence the site claims something in: a sentence of running text, or a heading that
 * states a percentage, a multiple, money or a large count. Menu lines and prices in a list,
 * addresses and names with a number in them are not claims.
 */
function isClaim(sentence: string, heading: boolean, figures: string[]): boolean {
  if (!figures.length || ADDRESS.test(sentence)) return false;
  return heading ? figures.some((f) => /[%x×$]|\d,\d{3}|percent/i.test(f)) : isProse(sentence);
}

/** Every sentence of the page that states a figure, each once, in page order. */
export function readClaims(lines: PageLine[]): ClaimRead[] {
  const claims = new Map<string, ClaimRead>();
  for (const line of lines) {
    for (const sentence of sentencesOf(line.text)) {
      const figures = figuresIn(sentence);
      if (isClaim(sentence, line.heading, figures) && !claims.has(sentence))
        claims.set(sentence, { figures, sentence });
    }
  }
  return [...claims.values()].slice(0, MAX_CLAIMS);
}

/** A claim's name in the report: its figures, made unique among the names already given. */
export function claimNames(claims: ClaimRead[]): string[] {
  const used = new Set<string>();
  return claims.map(({ figures }) => {
    const base = figures.join(', ');
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base} (${n})`;
    used.add(name);
    return name;
  });
}
