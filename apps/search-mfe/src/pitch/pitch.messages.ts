import { apiErrorText } from '@leadgen/contracts';

export const PITCH_FAILED_FALLBACK = 'Failed to generate pitch';
export const KEPT_PITCH_FAILED = 'The saved pitch could not be opened. Please try again.';
export const KEPT_PITCH_GONE = 'This lead no longer keeps a pitch in My Leads.';

export function pitchGeneratedMessage(name: string): string {
  return `Pitch generated for ${name}`;
}

/** 'Failed to generate pitch: {server error or Failed to generate pitch}'. */
export function pitchFailureMessage(err: unknown): string {
  return `Failed to generate pitch: ${apiErrorText(err, PITCH_FAILED_FALLBACK)}`;
}

export function customPitchGeneratedMessage(name: string): string {
  return `Custom pitch generated for ${name}`;
}
