/**
 * The tab a key moves to among `count` tabs from the one at `index` (arrows wrap round, Home and End
 * go to the first and last), or null for a key that moves nowhere.
 */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return step ? (index + step + count) % count : null;
}
