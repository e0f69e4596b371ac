/*
 * Where a sentence names something read about the restaurant: a dish from its menu, its rating, or
 * its opening hours.
 */
import type { RestaurantFacts } from '../types.js';

export type FactKind = 'dish' | 'rating' | 'hours';

export interface FactMention {
  kind: FactKind;
  /** As written in the sentence: "Grilled Salmon", "4.5 stars across 307 Google reviews", "10 PM". */
  text: string;
  start: number;
  end: number;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const whole = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'giu');

/**
 * A rating by its shape, given or not: "4.5 stars", "4.5-star", "rated 4.5", "4.5/5", with the
 * reviews it stands on ("…across 307 Google reviews"), which are part of the same detail.
 */
const RATING_SHAPES = [
  String.raw`(?:rated\s+)?\d(?:\.\d)?(?:\s*(?:\/|out\s+of)\s*5)?[\s-]*(?:stars?|star\s+rating|rating)(?:\s+(?:across|from|on|over|in|with)\s+(?:[\d,]+\s+)?(?:\p{L}+\s+)?reviews?)?`,
  String.raw`rated\s+\d(?:\.\d)?(?:\s*(?:\/|out\s+of)\s*5)?`,
];

/** The given rating said bare: "your 4.5", "4.5 on Google". */
function ratingSaidBare(rating: number): string[] {
  const r = escaped(rating % 1 ? String(rating) : `${rating}`) + (rating % 1 ? '' : String.raw`(?:\.0)?`);
  const where = String.raw`\s+on\s+(?:Google|Yelp|Tripadvisor)`;
  return [String.raw`your\s+${r}(?:${where})?`, `${r}${where}`];
}

/** A clock time, the same however written: "10 PM", "10pm", "10:00 p.m." are all "10pm". */
const CLOCK = /(?<![\p{L}\p{N}])(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.\s?m\.?|([ap])\s?m\b)|\b(noon|midnight)\b/giu;

function clockTimes(text: string): Array<{ key: string; text: string; start: number }> {
  return [...text.matchAll(CLOCK)].map((m) => ({
    key: m[5]
      ? m[5].toLowerCase()
      : `${Number(m[1])}${m[2] && m[2] !== '00' ? `:${m[2]}` : ''}${(m[3] ?? m[4])!.toLowerCase()}m`,
    text: m[0],
    start: m.index,
  }));
}

function patternMentions(sentence: string, kind: FactKind, patterns: string[]): FactMention[] {
  return patterns.flatMap((p) =>
    [...sentence.matchAll(whole(p))].map((m) => ({ kind, text: m[0], start: m.index, end: m.index + m[0].length })),
  );
}

/** The hours named: an hours line as given, or one of its clock times ("open until 10 PM"). */
function hoursMentions(sentence: string, hours: string[]): FactMention[] {
  const given = patternMentions(
    sentence,
    'hours',
    hours.filter((h) => h.trim()).map((h) => escaped(h.trim())),
  );
  const times = new Set(hours.flatMap((h) => clockTimes(h).map((t) => t.key)));
  const clocks = clockTimes(sentence)
    .filter((t) => times.has(t.key))
    .map((t) => ({ kind: 'hours' as const, text: t.text, start: t.start, end: t.start + t.text.length }));
  return [...given, ...clocks];
}

/** The longer of overlapping mentions ("your 4.5" inside "your 4.5 stars across 307 reviews"), in order. */
function apart(mentions: FactMention[]): FactMention[] {
  const kept: FactMention[] = [];
  for (const m of [...mentions].sort((a, b) => b.end - b.start - (a.end - a.start))) {
    if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Every dish, rating and opening hour the sentence names, in order; overlapping ones once (the longer). */
export function factMentionsIn(sentence: string, facts: RestaurantFacts): FactMention[] {
  const dishes = (facts.dishes ?? []).filter((d) => d.trim().length > 1).map((d) => escaped(d.trim()));
  const ratings = [...RATING_SHAPES, ...(facts.rating != null ? ratingSaidBare(facts.rating) : [])];
  return apart([
    ...patternMentions(sentence, 'dish', dishes),
    ...patternMentions(sentence, 'rating', ratings),
    ...hoursMentions(sentence, facts.hours ?? []),
  ]);
}
