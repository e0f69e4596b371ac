/**
 * How the rules compare words: lower case, no accents ("regresaré" = "regresare"), straight quotes
 * ("I’m" = "I'm"), plain spaces. One character stays one character, so a place found in the
 * compared text is the same place in what the person wrote.
 */
export function comparable(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc\u00b4`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u0080-\u{10ffff}]/gu, withoutAccent)
    .toLowerCase();
}

function withoutAccent(ch: string): string {
  const base = ch
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return base.length === ch.length ? base : ch;
}

/** A phrase as a pattern: whole words, any run of spaces between them, the apostrophe optional. */
export function phrasePattern(phrase: string): RegExp {
  const body = phrase
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "'?"))
    .join('\\s+');
  return new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, 'g');
}

/** One place a rule's words were found. */
export interface Found {
  /** The words as they stand in the text (compared form). */
  words: string;
  index: number;
}

/** Every place any of the patterns matches, in text order. */
export function findAll(text: string, patterns: readonly RegExp[]): Found[] {
  const found: Found[] = [];
  for (const pattern of patterns) {
    const global = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
    global.lastIndex = 0;
    for (const m of text.matchAll(global)) found.push({ words: m[0].replace(/\s+/g, ' '), index: m.index });
  }
  // In text order; where two start together, the longer words first ('estoy fuera de la oficina').
  return found.sort((a, b) => a.index - b.index || b.words.length - a.words.length);
}

/** The first place any of the patterns matches, or null. */
export function findFirst(text: string, patterns: readonly RegExp[]): Found | null {
  return findAll(text, patterns)[0] ?? null;
}

/**
 * The places found, overlapping ones joined into one ('i am out' + 'out of the office' = 'i am out
 * of the office'), each as it stands in the text, no repeats: how a rule quotes what it read.
 */
export function quotedPlaces(text: string, found: Found[]): string[] {
  const spans: Array<{ start: number; end: number }> = [];
  for (const f of found) {
    const last = spans[spans.length - 1];
    if (last && f.index < last.end) last.end = Math.max(last.end, f.index + f.words.length);
    else spans.push({ start: f.index, end: f.index + f.words.length });
  }
  return [...new Set(spans.map((s) => text.slice(s.start, s.end).replace(/\s+/g, ' ')))];
}
