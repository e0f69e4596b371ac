/*
 * No repeated sentence: restaurant owners on one street talk to each other, and a line they have
 * all received reads as a mass mailing. Across the emails of one city (the measure: 50 of
 * them), no sentence, once the restaurant's and people's names are masked, may appear in more than
 * 10% of the emails.
 */
import type { EmailLintViolation } from './types.js';
import { isGreetingOnly } from './text/greeting.js';
import { maskNames } from './text/mask-names.js';
import { ownText } from './text/own-text.js';
import { sentencesOf } from './text/segments.js';
import { withoutSignature, withoutSignOffs } from './text/sign-offs.js';

/** One email of the set, with the names to mask in it (the restaurant's, its people's). */
export interface CorpusEmail {
  body: string;
  names: string[];
}

export interface RepeatedSentence extends EmailLintViolation {
  rule: 'repeated_sentence';
  /** The sentence with names masked as `<name>`, as first written. */
  sentence: string;
  /** How many emails carry it, and their share of the set (0 to 1). */
  emails: number;
  share: number;
}

/** Under this many emails a share says nothing: 1 of 5 is 20% by chance. */
export const MIN_CORPUS_EMAILS = 10;
export const REPEATED_SHARE_LIMIT = 0.1;

/**
 * The sentences the rep wrote: not the greeting on its own line ("Hi <name>,"), not a sign-off or
 * the signature, not the legal footer, which are the same in every email by design.
 */
function pitchSentences(body: string): string[] {
  return sentencesOf(withoutSignOffs(withoutSignature(ownText(body)))).filter((s) => !isGreetingOnly(s));
}

/** The same sentence however spaced, quoted or capitalized. */
const keyOf = (sentence: string) =>
  sentence.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').toLowerCase();

/** Each masked sentence, counted once per email that carries it. */
function sentenceCounts(emails: CorpusEmail[]): Map<string, { sentence: string; emails: number }> {
  const counts = new Map<string, { sentence: string; emails: number }>();
  for (const email of emails) {
    const seen = new Set<string>();
    for (const s of pitchSentences(email.body)) {
      const sentence = maskNames(s, email.names).replace(/\s+/g, ' ');
      const key = keyOf(sentence);
      if (seen.has(key)) continue;
      seen.add(key);
      const count = counts.get(key) ?? { sentence, emails: 0 };
      count.emails += 1;
      counts.set(key, count);
    }
  }
  return counts;
}

/**
 * The sentences (names masked) found in more than `limit` of the emails, most shared first; none
 * when fewer than 10 emails are given.
 */
export function lintCorpus(emails: CorpusEmail[], limit = REPEATED_SHARE_LIMIT): RepeatedSentence[] {
  if (emails.length < MIN_CORPUS_EMAILS) return [];
  const total = emails.length;
  return [...sentenceCounts(emails).values()]
    .filter((c) => c.emails / total > limit)
    .sort((a, b) => b.emails - a.emails || a.sentence.localeCompare(b.sentence))
    .map(({ sentence, emails: n }) => ({
      rule: 'repeated_sentence',
      message:
        `'${sentence}' is in ${n} of ${total} emails (${Math.round((n / total) * 100)}%): owners compare notes, ` +
        "and a line they've all received reads as a mass mailing. Say it in this restaurant's own words.",
      sentence,
      emails: n,
      share: n / total,
    }));
}
