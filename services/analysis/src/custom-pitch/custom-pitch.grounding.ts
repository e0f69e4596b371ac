import type { Pitch } from '@leadgen/contracts';
import { dropInventedFigures } from '../pitch/pitch.grounding.js';
import type { CustomPitchInput } from './custom-pitch.facts.js';

/**
 * Drops list items of a model-written pitch that state a number found in neither the report nor
 * the lead: a figure the model made up.
 */
export function groundCustomPitch(pitch: Pitch, input: CustomPitchInput): Pitch {
  return dropInventedFigures(pitch, input);
}
