import { lowerFirst } from './pitch.words.js';

/**
 * Two sentences, or one when the first is a value point said alone: joined to the next, it reads as
 * this restaurant's line, not the same sentence in every pitch. Joined as one breath: an ask after
 * a dash ('…cuts card fees (2.49% per swipe) — could we set up a call…?'), a plain clause by 'and'
 * ('…, and I'd start with your takeout orders'); a semicolon only where 'and' would chain a third.
 */
export function joined(first: string, next: string, join: boolean): string {
  if (!join) return `${first} ${next}`;
  const head = first.replace(/[.]$/, '');
  const tail = lowerFirst(next);
  if (next.trim().endsWith('?')) return `${head} — ${tail}`;
  return /, and /.test(head) || /, and /.test(next) ? `${head}; ${tail}` : `${head}, and ${tail}`;
}
