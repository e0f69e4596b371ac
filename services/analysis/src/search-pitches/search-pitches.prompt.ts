import type { SearchPitchesRequest } from '@leadgen/contracts';
import { definePrompt } from '@leadgen/llm';

/** Pitches the leads service asks for at search time, from the lead record alone. */
export const searchPitchesPrompt = definePrompt<SearchPitchesRequest>({
  id: 'lead_pitch',
  version: 1,
  system: [
    'You write sales pitches for people who sell technology to restaurants, from a lead record.',
    'Use only the facts given; never invent numbers, owners or features.',
    'confidence_score is 0-1 and should stay below 0.7: no website was read.',
  ].join('\n'),
  user: (lead) => JSON.stringify(lead),
});
