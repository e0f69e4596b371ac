import type { Pitch, StoredPitch } from '@leadgen/contracts';

/** The kept pitch a search row opens: the newest pitch written for the lead itself, else the newest custom one. */
export function keptPitch(pitches: readonly StoredPitch[]): Pitch | null {
  const newest = (kind: StoredPitch['kind']) =>
    pitches
      .filter((p) => p.kind === kind)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))[0];
  return (newest('generated') ?? newest('custom'))?.pitch ?? null;
}
