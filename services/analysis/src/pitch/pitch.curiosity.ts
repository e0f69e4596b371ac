/*
 * What the rep asks to hear about at the close of the value proposition. Years in business, a
 * private room or an event, a platform the restaurant chose: each has a story behind it. A rating,
 * opening hours or a street do not ("the story behind your evenings until 9:30 pm"), and neither
 * does a dish a stranger has only read on a menu ("the story behind your Falafel" reads as a form
 * letter to a rep), so those are never asked about.
 */
import type { Detail } from './pitch.details.js';

/** "the story behind your 10 years in business", "how you came to choose Toast"; null when there is no story. */
export function curiosityAbout(d: Detail): string | null {
  switch (d.kind) {
    case 'year':
      return `the story behind ${d.short}`;
    case 'event':
      // A room has no story, but how it is booked does ('how your private room for 80 guests gets booked').
      return /\broom\b/i.test(d.short) ? `how ${d.short} gets booked today` : `the story behind ${d.short}`;
    case 'platform': {
      const chosen = /^your (.+) (orders|bookings)$/.exec(d.short);
      return chosen ? `how you came to choose ${chosen[1]}` : null;
    }
    default:
      return null;
  }
}

/** "I'd love to hear the story behind your 10 years in business."; null when the detail has no story. */
export function hearStory(d: Detail): string | null {
  const story = curiosityAbout(d);
  return story ? `I'd love to hear ${story}.` : null;
}
