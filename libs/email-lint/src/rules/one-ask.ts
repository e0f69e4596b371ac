/*
 * One ask: a cold email asks for time once. With no ask the owner has nothing to say yes to; with
 * two ("could we find a slot…?" then "Would you have 15 minutes…?") it reads like two emails
 * glued together, and a busy owner answers neither.
 */
import type { EmailRule } from '../types.js';
import { ownText } from '../text/own-text.js';
import { sentencesOf } from '../text/segments.js';
import { withoutSignOffs } from '../text/sign-offs.js';
import { listed, quoted } from '../text/quote.js';

/**
 * Time, a meeting or a slot, as something to have: "15 minutes", "a quick call", "a slot", "a good
 * time", "a demo". A call must be a thing ("a 15-minute call"), not a verb ("before guests call").
 */
const TIME_ASKED_FOR = [
  /\b(?:\d+|a few|few|five|ten|fifteen|twenty|thirty)[\s-]*(?:minutes?|mins?)\b/i,
  /\b(?:a|an|the|quick|short|brief|phone|video|intro)\s+(?:[\w-]+\s+){0,2}(?:call|chat|demo|meeting|slot|walk-?through|conversation|coffee)\b/i,
  /\b(?:a|some|any) (?:good |convenient )?time\b|\btime (?:for|to (?:talk|chat|meet|connect))\b/i,
];
/** Asks that need no time word: "Can I show you…", "Are you free…", "open to a…". */
const ASK_OUTRIGHT = [
  /\b(?:can|could|may) I (?:show|walk|take) you\b/i,
  /\bare you (?:free|available|around)\b/i,
  /\bopen to (?:a|an|some)\b/i,
];
/** Asks that are not questions: "Let me know if…", "Let's find…", "I'd love to grab…". */
const ASK_WITHOUT_QUESTION =
  /^(?:let me know|let's|let us|I'd love to|I would love to|I'd like to (?:set up|book|grab|find|schedule))\b/i;

/** Whether a sentence asks the owner for time. */
export function isAsk(sentence: string): boolean {
  const asking = sentence.includes('?') || ASK_WITHOUT_QUESTION.test(sentence);
  if (!asking) return false;
  return ASK_OUTRIGHT.some((p) => p.test(sentence)) || TIME_ASKED_FOR.some((p) => p.test(sentence));
}

/** The clause of a sentence that asks, to quote it: "…12% faster); could we find a slot…" quotes the slot. */
function askClause(sentence: string): string {
  return sentence.split(/[;:]\s+/).findLast(isAsk) ?? sentence;
}

/** The sentences of the rep's words that ask for time (a P.S. under the signature asks too). */
export function asksOf(body: string): string[] {
  return sentencesOf(withoutSignOffs(ownText(body))).filter(isAsk);
}

export const oneAsk: EmailRule = (body) => {
  const asks = asksOf(body);
  if (asks.length === 1) return null;
  if (asks.length === 0) {
    return {
      rule: 'one_ask',
      message:
        "There's no ask: end with one clear request for time, such as 'Would you have 15 minutes this week?', so the owner has something to say yes to.",
    };
  }
  return {
    rule: 'one_ask',
    message: `It asks for time ${asks.length === 2 ? 'twice' : `${asks.length} times`} (${listed(asks.map((a) => quoted(askClause(a))))}): keep one ask, at the end; two asks read like two emails glued together.`,
  };
};
