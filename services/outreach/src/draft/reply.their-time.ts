/*
 * The time a person's reply proposes, in their words ('Thursday around 3', 'tomorrow morning'), and
 * whether they asked to be called and at which number, so the rep's answer can take them up on it
 * ('I'll call you Thursday around 3 at (206) 555-0146.') rather than ask again.
 */

const DAY = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow`;
const HOUR = String.raw`\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?`;
const PART = String.raw`(?:morning|afternoon|evening|night|at lunch|(?:after|before|around|at) ${HOUR}|between ${HOUR} and ${HOUR})`;
const WHEN = new RegExp(String.raw`\b(?:(?:this|next)\s+)?(?:${DAY})\b(?:\s+${PART})?`, 'i');
const PHONE = /(?:\+1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/;
/** 'call me', 'give me a call', 'can you call', 'phone me', 'reach me', 'my cell'. */
const CALL_ME = /\b(?:call|phone|ring|reach me|my cell)\b/i;

export interface TheirTime {
  /** As they wrote it, day capitalised: 'Thursday around 3', 'Tomorrow morning'. */
  when: string;
  /** They asked to be called. */
  call: boolean;
  /** The number they gave, as written. */
  phone: string | null;
}

/** The day and time a reply proposes, or null when it proposes none. */
export function theirTime(text: string): TheirTime | null {
  const when = WHEN.exec(text)?.[0]?.trim();
  if (!when) return null;
  return {
    when: when[0]!.toUpperCase() + when.slice(1),
    call: CALL_ME.test(text),
    phone: PHONE.exec(text)?.[0] ?? null,
  };
}

/** 'Tomorrow morning' is said inside a sentence as 'tomorrow morning'; a weekday keeps its capital. */
export const whenInSentence = (when: string) => when.replace(/^(Tomorrow|Next|This)\b/, (w) => w.toLowerCase());
