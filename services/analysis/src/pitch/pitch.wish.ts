/*
 * A point said alone is the same words in every pitch of the offer. Said as the rep's wish for this
 * restaurant, with the story the rep would like to hear ('I'd love to hear the story behind your 10
 * years in business, and to show you how TablePoint POS…'), it is this restaurant's line and one
 * thought, where a semicolon would glue two.
 */
import type { Plan } from './pitch.plan.js';
import { choose } from './pitch.voice.js';

/** The story to hear and the point to show, as one wish; `shows` reads after 'how' ('TablePoint POS cuts card fees'). */
export function storyWish(p: Plan, story: string, shows: string): string {
  return choose(
    [
      `I'd love to hear ${story}, and to show you how ${shows}.`,
      `I'd like to hear ${story}, and to show you how ${shows}.`,
      `I'd love to hear ${story}, and to share how ${shows}.`,
      `I'd be glad to hear ${story}, and to show you how ${shows}.`,
    ],
    p.seed,
    17,
  );
}
