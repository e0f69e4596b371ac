/*
 * A pitch's lists (insights, pain points, opportunities): at most three findings each, ranked by
 * what they mean for the rep's offer. A fact every listing has (one location, the listed hours) is
 * kept only when the offer speaks to it, so the lists are this restaurant's, not one checklist.
 */
import type { Offer } from '@leadgen/contracts';
import { offerTopics, pointTopics } from './pitch.ties.js';

export const MAX_FINDINGS = 3;

/** Facts nearly every listing states, which say nothing of this restaurant on their own. */
const COMMON: readonly RegExp[] = [/, by its listed hours\.$/];

/** How many of the offer's topics a finding speaks to. */
function weight(finding: string, topics: ReadonlySet<string>): number {
  return [...pointTopics({ text: finding, proof: null })].filter((t) => topics.has(t)).length;
}

/** True when the offer speaks to what a finding is about. */
export const offerSpeaksTo = (finding: string, offer: Offer): boolean => weight(finding, offerTopics(offer)) > 0;

/**
 * The findings to show, at most three: with an offer, those it speaks to first (a common fact only
 * when it does); without one, in the order given (the biggest gap or the most telling fact first).
 * A finding is ranked by what it says (`textOf`), not by the evidence it is later said with.
 */
export function rankedFindings<T = string>(
  findings: readonly T[],
  offer: Offer | null,
  textOf: (finding: T) => string = String,
): T[] {
  const topics: ReadonlySet<string> = offer ? offerTopics(offer) : new Set();
  return findings
    .map((item, i) => ({ item, text: textOf(item), i }))
    .map((x) => ({ ...x, w: weight(x.text, topics) }))
    .filter((x) => x.w > 0 || !COMMON.some((re) => re.test(x.text)))
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .slice(0, MAX_FINDINGS)
    .map((x) => x.item);
}
