import type { Lead } from '@leadgen/contracts';

/**
 * The pitch button of a search row: 'View Pitch' for the pitch on the lead, 'View Pitch' for the
 * one kept with the saved lead (opened as it is, no new pitch charged), else 'Generate Pitch'.
 */
export function rowPitchAction(lead: Pick<Lead, 'pitch' | 'saved'>): 'view' | 'view-kept' | 'generate' {
  if (lead.pitch) return 'view';
  return lead.saved?.has_pitch ? 'view-kept' : 'generate';
}

/**
 * 'Custom Pitch' shows only when a report is selected (its vendor's name is known) and a
 * custom-pitch handler exists.
 */
export function showCustomPitch(vendor: string | null | undefined, handler: unknown): boolean {
  return !!vendor && typeof handler === 'function';
}
