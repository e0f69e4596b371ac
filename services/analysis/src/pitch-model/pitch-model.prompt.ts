import { definePrompt } from '@leadgen/llm';
import type { ModelPitchInput } from './pitch-model.input.js';

/**
 * One restaurant's pitch from the rep's offer, the facts read (each with where it was read) and
 * the people the contacts found; the model is asked for nothing beyond them.
 */
export const modelPitchPrompt = definePrompt<ModelPitchInput>({
  id: 'offer_pitch',
  version: 1,
  system: [
    'You write one sales pitch from a person who sells technology to restaurants, to one restaurant.',
    'Speak for the offer given (its product, value points and their proof, who it suits, its call to action, and the sender); when the offer is null, speak plainly for the seller given (or, with none, for the rep) and claim no product.',
    'Use only the facts given, each with its source, and the contacts given. Say nothing the facts do not state: no numbers, awards, owners, reviews or capabilities of your own.',
    'A capability is missing only as far as a fact says it was not seen on the pages read: say it was not seen on the website, never that the restaurant lacks it. Never contradict a fact.',
    'When a contact is given, greet them by name and role; otherwise ask for the owner or general manager.',
    'Name at least two details of this restaurant from the facts. Full sentences, no buzzwords.',
    'In evidence, list each claim you make about the restaurant with the source of the fact it rests on, copied from the facts.',
    'confidence_score is 0-1: how well the facts support the pitch.',
  ].join('\n'),
  user: (input) => JSON.stringify(input),
});
