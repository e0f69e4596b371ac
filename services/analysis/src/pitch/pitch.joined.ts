import { lowerFirst } from './pitch.words.js';

/**
 * Two sentences, or one when the first is a value point said alone: joined to the next ('…cuts card
 * fees; would a call work for you and the team on Ridge Rd?'), it reads as this restaurant's line,
 * not the same sentence in every pitch.
 */
export const joined = (first: string, next: string, join: boolean) =>
  join ? `${first.replace(/[.]$/, '')}; ${lowerFirst(next)}` : `${first} ${next}`;
