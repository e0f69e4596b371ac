/*
 * The greeting that opens an email, and whom it greets: nobody in particular ("Hi,", "Hi there,"),
 * the team ("Hello Flores's Diner team,"), named people ("Hi Maria,"), or the generator's broken
 * "Hi there at Flores's Diner,".
 */
import { looksLikeName } from './names.js';

export type Greeted =
  | { kind: 'anyone' }
  | { kind: 'team' }
  | { kind: 'broken' }
  | { kind: 'people'; names: string[] }
  /** Words after "Hi" that are no one's name ("Hi I'm Sam from…"): nothing to check. */
  | { kind: 'unclear' };

export interface Greeting {
  /** The greeting as written, without what follows its comma: "Hello Fried". */
  text: string;
  greeted: Greeted;
}

/** "Hi", "Hello", "Dear", "Good morning"… and what follows up to the comma (or "!", ":", a dash, the line's end). */
const GREETING = /^(hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening))\b[ \t]*([^,!:;\n—–]*)/i;
const ANYONE = /^(?:there|all|everyone|everybody|folks|friends|y'all|you all|)$/i;
const TEAM = /\b(?:team|crew|family|folks)$/i;

function greetedBy(addressee: string): Greeted {
  if (ANYONE.test(addressee)) return { kind: 'anyone' };
  if (/^there\s+at\b/i.test(addressee)) return { kind: 'broken' };
  if (TEAM.test(addressee)) return { kind: 'team' };
  const names = addressee.split(/\s+(?:and|&)\s+/i).map((n) => n.trim());
  return names.every(looksLikeName) && !/^(?:I|I'm|I'd|I've|It's|This|We|My|Our)\b/.test(addressee)
    ? { kind: 'people', names }
    : { kind: 'unclear' };
}

/** The greeting on the text's first line, or null when it opens without one. */
export function greetingOf(text: string): Greeting | null {
  const first = text.trim().split('\n')[0]!.trim();
  const m = GREETING.exec(first);
  if (!m) return null;
  const addressee = m[2]!.trim().replace(/[.]+$/, '');
  return { text: `${m[1]}${addressee ? ` ${addressee}` : ''}`, greeted: greetedBy(addressee) };
}

/** Whether a sentence is a greeting and nothing more ("Hi Maria,", "Hello there!"). */
export function isGreetingOnly(sentence: string): boolean {
  const m = GREETING.exec(sentence.trim());
  return !!m && /^[\s,!:;.—–-]*$/.test(sentence.trim().slice(m[0].length));
}
