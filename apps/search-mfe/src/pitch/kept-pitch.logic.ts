import type { Lead, Pitch, StoredPitch } from '@leadgen/contracts';

/**
 * The pitch button of a search row: 'View Pitch' for the pitch on the lead, 'View Pitch' for the
 * one kept with the saved lead (opened as it is, no new pitch charged), else 'Generate Pitch'.
 */
export function rowPitchAction(lead: Pick<Lead, 'pitch' | 'saved'>): 'view' | 'view-kept' | 'generate' {
  if (lead.pitch) return 'view';
  return lead.saved?.has_pitch ? 'view-kept' : 'generate';
}

/** The kept pitch a search row opens: the newest pitch written for the lead itself, else the newest custom one. */
export function keptPitch(pitches: readonly StoredPitch[]): Pitch | null {
  const newest = (kind: StoredPitch['kind']) =>
    pitches
      .filter((p) => p.kind === kind)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))[0];
  return (newest('generated') ?? newest('custom'))?.pitch ?? null;
}
