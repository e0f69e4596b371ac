import type { SiteSummary } from '../site/site.summary.js';

/** One line of the vendor's page as read: a heading, or a block of text (a paragraph, a list item, a card's sentence). */
export interface PageLine {
  text: string;
  heading: boolean;
}

/** Curly quotes and apostrophes read as straight ones, so "Who it’s for" and "Who it's for" are one heading. */
export function straight(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
}

/** The site's main text line by line, each line marked when it is one of the site's headings. */
export function pageLines(site: Pick<SiteSummary, 'text' | 'headings'>): PageLine[] {
  const headings = new Set(site.headings.map((h) => straight(h).trim().toLowerCase()));
  return site.text
    .split('\n')
    .map((l) => straight(l).trim())
    .filter(Boolean)
    .map((text) => ({ text, heading: headings.has(text.toLowerCase()) }));
}

/** The sentences of a line: split after . ! or ? where the next sentence starts. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”]?)\s+(?=["“]?[A-Z$\d])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A line of running text: a few words that end as a sentence ends. */
export function isProse(text: string): boolean {
  return text.split(/\s+/).length >= 4 && /[.!]["”]?$/.test(text);
}

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}
