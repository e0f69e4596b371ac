import type { Pitch } from '@leadgen/contracts';
import type { CustomPitchInput } from './custom-pitch.facts.js';

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/**
 * Drops list items of a model-written pitch that state a number found in neither the report nor
 * the lead: a figure the model made up.
 */
export function groundCustomPitch(pitch: Pitch, input: CustomPitchInput): Pitch {
  const known = JSON.stringify(input).replace(/,(?=\d{3}\b)/g, '');
  const invented = (text: string) => (text.match(NUMBER) ?? []).some((n) => !known.includes(n.replace(/,/g, '')));
  const keep = (items: string[]) => items.filter((t) => !invented(t));
  return { ...pitch, key_insights: keep(pitch.key_insights), pain_points: keep(pitch.pain_points), opportunity_highlights: keep(pitch.opportunity_highlights) };
}
