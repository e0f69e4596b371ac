/*
 * The ask, in the offer's call to action, fitted into the sentence that asks. The rep types it as a
 * heading ('A 15-minute demo this week.', 'Book a demo'), and pasted as typed it reads 'Are you open
 * to A 15-minute demo this week'.
 */
import { teamRef, type Plan } from './pitch.plan.js';
import { choose } from './pitch.voice.js';
import { upperFirst } from './pitch.words.js';

const DEFAULT_CALL_TO_ACTION = 'a 15-minute call this week';

/** A call to action that starts with what to do ('Book a demo'): asked as 'Would you like to book a demo?'. */
const STARTS_WITH_VERB =
  /^(book|schedule|set up|grab|join|try|start|get|see|request|claim|take|sign up|watch|hop on|jump on|chat|talk|meet|explore|discover|learn|compare|find|visit|reply|call|text|walk through)\b/i;
/** One already asked as a question or an invitation ('Want to see it live?'): said as written. */
const ALREADY_ASKS = /^(want|would you|interested|ready|curious|shall we|can we|could we|how about)\b/i;

/** The call to action as words inside a sentence, and how it is asked. */
export function fittedCallToAction(typed: string | null | undefined): {
  words: string;
  form: 'noun' | 'verb' | 'question';
} {
  const raw = (typed ?? '')
    .trim()
    .replace(/^(let's|let us|please)\s+/i, '')
    .replace(/[.?!\s]+$/, '');
  if (!raw) return { words: DEFAULT_CALL_TO_ACTION, form: 'noun' };
  if (ALREADY_ASKS.test(raw)) return { words: upperFirst(raw), form: 'question' };
  // 'A 15-minute demo' -> 'a 15-minute demo'; an acronym or a brand stays as written ('TablePoint demo', 'POS review').
  const first = raw.split(/\s+/)[0]!;
  const keep = /^[A-Z0-9]{2,}\b/.test(first) || /^[A-Za-z][a-z]*[A-Z]/.test(first);
  const words = keep ? raw : raw[0]!.toLowerCase() + raw.slice(1);
  return { words, form: STARTS_WITH_VERB.test(words) ? 'verb' : 'noun' };
}

/** The ask, in the offer's words when it has them; `before` is what the email said before it. */
export function askSentence(p: Plan, before: string): string {
  const { words: cta, form } = fittedCallToAction(p.f.offer?.call_to_action);
  if (form === 'question') return `${cta}?`;
  // A street the email has named is not named again in the ask ('your spot on Ridge Rd … the team on Ridge Rd').
  const street = p.details.find((d) => d.kind === 'street');
  const team = teamRef(p, !!street && before.includes(street.short.replace(/^your place /, '')));
  if (form === 'verb')
    return choose(
      [
        `Would it suit you and ${team} to ${cta}?`,
        `If it sounds useful, would you like to ${cta}, at a time that suits ${team}?`,
        `Would it help ${team} to ${cta}, at an hour when the kitchen is quiet?`,
        `Shall we ${cta}, at an hour that suits ${team}?`,
        `If the timing works for ${team}, would you like to ${cta}?`,
      ],
      p.seed,
      14,
    );
  return choose(
    [
      `Would ${cta} work for you and ${team}?`,
      `Could we set up ${cta} to walk through it with ${team}?`,
      `Are you open to ${cta}, at a time that suits ${team}?`,
      `If it sounds useful, could we plan ${cta} with ${team}?`,
      // Without the street to make it theirs, more ways to ask, so no ask is one pitch in ten.
      ...(team === 'your team'
        ? [
            `Would you have time for ${cta}, around your service?`,
            `Could we find a slot for ${cta}, between services?`,
            `Is ${cta} worth it to you, at an hour that suits you?`,
            `Would ${cta} suit you, at an hour when the kitchen is quiet?`,
          ]
        : []),
    ],
    p.seed,
    14,
  );
}
