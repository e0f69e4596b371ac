/*
 * What a person's reply asks of the rep, read from their own words, so the Inbox can say it and
 * 'Write back' can answer it: a colleague to write to ('Please contact Maria Lopez, our general
 * manager, at maria@…'), a time to call ('call me Thursday around 3'), or more information ('Can
 * you send me some details? What does it cost?'), or nothing but a yes to the time the rep
 * proposed ('Great, talk to you then.'); or, from their calendar, their answer to the rep's invite.
 */
import { givenNameOf, isGivenName } from '@leadgen/site-reader';
import { theirTime, type TheirTime } from '../draft/reply.their-time.js';
import type { KeptCalendarAnswer } from './answer.calendar.js';

export type AnswerAsk =
  | { kind: 'referral'; name: string | null; address: string }
  | { kind: 'time'; time: TheirTime }
  | { kind: 'info'; price: boolean }
  | { kind: 'confirmed' }
  | { kind: 'invite'; calendar: KeptCalendarAnswer };

const ADDRESS = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/** Words that hand the rep on to someone: 'reach out to', 'contact', 'that would be', 'looks after it'. */
const HANDS_ON =
  /\b(?:reach(?:\s+out\s+to)?|contact|e-?mail|write\s+to|talk\s+to|speak\s+(?:to|with)|get\s+in\s+touch|that\s+would\s+be|that'?s|handles?|looks?\s+after|in\s+charge|decides?|decisions?|right\s+person|the\s+person|cc'?(?:ing|ed|'d)?|cop(?:ied|ying)|forward(?:ed|ing)?|loop(?:ing|ed)?\s+in|add(?:ing|ed)|introduc(?:e|ing))\b/i;
/** A signature's labelled line ('Email: info@…', 'Contact us: …'): where they can be reached, not whom to write to. */
const SIGNATURE_LINE = /^\s*(?:e-?mail|contact(?:\s+us)?|e|w|web|tel|phone|reservations)\s*[:|]/i;
const INFO =
  /\b(?:more\s+(?:info|information|details)|(?:some|any)\s+(?:info|information|details)|send\s+(?:me|us|over)\b[^.?!\n]{0,40}\b(?:info|information|details|brochure|deck|overview|pricing|prices?)|how\s+(?:it|this)\s+works|how\s+much|what\s+(?:does|would|will)\s+(?:it|this|that)\s+cost|pricing|prices?|costs?)\b/i;
/** A short yes to what the rep proposed ('Great, talk to you then.'), asking nothing more. */
const CONFIRMS =
  /^(?:(?:great|perfect|sounds good|works for me|that works|ok(?:ay)?|thanks?(?: you)?|will do|see you then|talk (?:to you )?(?:then|soon)|speak (?:to you )?then)[\s,.!]*)+$/i;
const PRICE = /\b(?:how\s+much|pric(?:e|es|ing)|costs?|fees?)\b/i;

/** The sentence an index falls in, with the one before it ('That would be Maria Lopez. Reach her at …'). */
function around(text: string, at: number): string {
  const before = text.slice(0, at);
  const ends = [...before.matchAll(/[.!?\n](?=\s)/g)].map((m) => m.index);
  return before.slice((ends.at(-2) ?? -1) + 1);
}

/** A capitalised word after a name that is no family name: 'Maria Monday', 'Grace In'. */
const CALENDAR_WORD =
  /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$|^(?:January|February|March|April|May|June|July|August|September|October|November|December|At|In|On|Or|And|For|If)$/;

/**
 * Whom the address belongs to: the person named before it whose given name the address carries
 * ('Maria Lopez' for maria.lopez@), else the given name it carries, else the last person named
 * before it (by their full name where it was said), never the one a greeting names (that is the rep).
 */
function nameFor(said: string, address: string, restaurant: string): string | null {
  const names = [...said.matchAll(/(\b(?:Hi|Hello|Hey|Dear)\s+)?\b([A-Z][a-z]+)(?:\s+([A-Z][a-z'-]+))?/g)]
    .filter((m) => !m[1] && isGivenName(m[2]!))
    .map((m) => (m[3] && !CALENDAR_WORD.test(m[3]) ? `${m[2]} ${m[3]}` : m[2]!));
  const carried = givenNameOf(address, restaurant);
  const first = carried ?? names.at(-1)?.split(' ')[0];
  if (!first) return null;
  // 'That would be Maria Delgado, our owner. You can reach Maria at …': the full name said first.
  const same = names.filter((n) => n.split(' ')[0]!.toLowerCase() === first.toLowerCase());
  return same.find((n) => n.includes(' ')) ?? same[0] ?? first;
}

/** A colleague they hand the rep on to: an address other than their own, said with words that hand on. */
function referralIn(text: string, from: string, restaurant: string): AnswerAsk | null {
  for (const m of text.matchAll(ADDRESS)) {
    const address = m[0].toLowerCase().replace(/\.$/, '');
    if (address === from.toLowerCase()) continue;
    const line = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index);
    const said = around(text, m.index);
    if (SIGNATURE_LINE.test(line) || !HANDS_ON.test(said)) continue;
    return { kind: 'referral', name: nameFor(said, address, restaurant), address };
  }
  return null;
}

/** Someone their answer copies (its Cc), as named there. */
export interface Copied {
  address: string;
  name: string | null;
}

/** A copied person's display name when it is a person's ('Maria Lopez'), not an inbox's ('Taco Loco Office'). */
function personalName(c: Copied): string | null {
  const display = c.name?.trim();
  return display && isGivenName(display.split(/\s+/)[0]!) ? display : null;
}

/**
 * A colleague they loop in: copied on their answer and named in their words with words that hand
 * on ('Looping in Maria, our GM: she handles vendors.', 'Maria (cc'd) looks after this.').
 */
function loopedIn(text: string, from: string, restaurant: string, copied: Copied[]): AnswerAsk | null {
  for (const c of copied) {
    if (c.address.toLowerCase() === from.toLowerCase()) continue;
    const named = personalName(c);
    const first = named?.split(/\s+/)[0] ?? givenNameOf(c.address, restaurant);
    const at = first ? text.search(new RegExp(`\\b${first}\\b`)) : -1;
    if (at < 0) continue;
    // The sentence that names them, and the one before: 'Looping in Maria', 'Maria (cc'd) handles it'.
    const said = around(text, at) + text.slice(at).split(/(?<=[.!?\n])\s/)[0]!;
    if (!HANDS_ON.test(said)) continue;
    return {
      kind: 'referral',
      name: named ?? nameFor(said, c.address, restaurant),
      address: c.address.toLowerCase(),
    };
  }
  return null;
}

/**
 * Someone brought into the thread by role, the role right after the words that bring them in:
 * 'Looping in our GM', 'Adding the owner', 'I've cc'd my manager', 'Copying our general manager'.
 * Not 'thanks for adding me, my partner and I…', which copies back the one who looped them in.
 */
const LOOPED_IN_ROLE =
  /\b(?:loop(?:ing|ed)?\s+in|add(?:ing|ed)|cc'?(?:ing|ed|'d)|cop(?:ied|ying))\s+(?:in\s+)?(?:our|my|the)\s+(?:gm|general\s+manager|(?:restaurant\s+|office\s+|bar\s+)?manager|co-?owner|owner|(?:head\s+|executive\s+)?chef|director|partner|boss|colleague|buyer|operations\s+(?:manager|director|lead)|purchasing)\b/i;

/**
 * The one colleague they loop in by role, not by name ('Looping in our GM, she decides on this.'):
 * their answer copies one person besides themself, and says it brings someone in by role.
 */
function loopedInByRole(text: string, from: string, restaurant: string, copied: Copied[]): AnswerAsk | null {
  const others = copied.filter((c) => c.address.toLowerCase() !== from.toLowerCase());
  if (others.length !== 1) return null;
  if (!LOOPED_IN_ROLE.test(text)) return null;
  const c = others[0]!;
  return {
    kind: 'referral',
    name: personalName(c) ?? givenNameOf(c.address, restaurant),
    address: c.address.toLowerCase(),
  };
}

/** Their first paragraph says only yes ('Great, talk to you then.'); what follows is their signature. */
function confirms(text: string): boolean {
  const first = text
    .trim()
    .split(/\n\s*\n/)[0]!
    .trim();
  // 'Sounds good' alone may be a first yes, with no time set yet: 'then' or 'soon' says one is.
  return first.length <= 80 && CONFIRMS.test(first) && /\b(?:then|soon)\b/i.test(first);
}

/**
 * What the reply asks of the rep, or null when it asks nothing the product can answer for them.
 * `copied`: whom the reply copies, one of whom it may loop in. `calendar`: their calendar's answer to
 * the rep's invite, which says it whatever the words around it.
 */
export function answerAsks(
  text: string,
  from: string,
  restaurant: string,
  copied: Copied[] = [],
  calendar: KeptCalendarAnswer | null = null,
): AnswerAsk | null {
  if (calendar) return { kind: 'invite', calendar };
  const referral =
    referralIn(text, from, restaurant) ??
    loopedIn(text, from, restaurant, copied) ??
    loopedInByRole(text, from, restaurant, copied);
  if (referral) return referral;
  const time = theirTime(text);
  if (time) return { kind: 'time', time };
  if (INFO.test(text)) return { kind: 'info', price: PRICE.test(text) };
  return confirms(text) ? { kind: 'confirmed' } : null;
}
