import type { WatchChangeKind } from '@leadgen/contracts';

/**
 * How the rep reads each kind of change: the words of WATCH_CHANGE_LABELS (libs/contracts/src/watch.ts),
 * kept here because the contracts' browser entry, which this remote is built and run against (the
 * shell's copy), does not carry it; a spec keeps the two the same, and the type names every kind.
 */
export const CHANGE_LABELS: Record<WatchChangeKind, string> = {
  new: 'New place',
  announced: 'Announced opening',
  opened: 'Just opened',
  website: 'New website',
  closed: 'Closed',
  rating: 'Rating or reviews jumped',
};

/** A change's badge; a kind this build does not know yet still reads as a change. */
export function changeLabel(kind: string): string {
  return (CHANGE_LABELS as Record<string, string>)[kind] ?? 'Change';
}
