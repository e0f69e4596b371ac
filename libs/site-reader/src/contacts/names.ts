/** Reading people's names out of a restaurant site's words: capitalised words that are not street, menu or brand words. */
import { NOT_NAME_WORDS, NOT_PEOPLE } from './name-words.js';

const NAME_TOKEN =
  /^(?:[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]+(?:[A-Z][a-zà-öø-ÿ]+)?|[A-Z]['’][A-Z][a-zà-öø-ÿ]+)(?:-[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]+)?$/;
const INITIAL = /^[A-Z]\.$/;
export const PARTICLES = new Set([
  'de',
  'del',
  'della',
  'da',
  'di',
  'van',
  'von',
  'der',
  'la',
  'le',
  'du',
  'dos',
  'das',
  'st.',
]);

/** Capitalised words that are never part of a person's name on a restaurant site. */
const STOP = new Set(
  `the a an and or of at in on with for by to from our your my his her their its this that these those meet welcome
  about contact story team staff people family owned operated locally proudly since est established open opened
  owner owners co-owner chef chefs manager managers general executive head sous pastry founder founders proprietor gm
  restaurant kitchen grill bistro cafe café bar tavern diner pizzeria pizza trattoria osteria cantina taqueria bakery
  eatery house room lounge pub brewery company co group hospitality llc inc catering events event private dining menu
  menus specials special dinner lunch brunch breakfast happy hour wine wines beer cocktails drinks food order online
  reservations reserve book table tasting recommends recommended selection choice favorite favorites signature daily
  weekly today tonight now new street st avenue ave road rd boulevard blvd ln drive dr way plaza suite highway hwy
  square center centre market downtown north south east main monday tuesday wednesday thursday friday
  saturday sunday january february march july september october november december award
  awards best beard michelin top season seasonal farm fresh local kitchens gallery photos careers jobs join
  read more learn view see click here home page us we i you is are was has have will who what where when why how
  mr mrs ms dr sir chez le la los las el il day night week weekend appreciation party parties hours program
  training position positions wanted needed opening openings application applications meeting message letter note
  corner spotlight interview profile picks pick feature features series class classes bio bios gift gifts card
  cards special brothers sisters brother sister husband wife couple siblings cousins friends partners`.split(/\s+/),
);

interface Token {
  word: string;
  /** Punctuation right after the word ends the name there. */
  stops: boolean;
}

function tokens(text: string): Token[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => {
      const possessive = /['’]s$/.test(raw);
      const word = raw.replace(/['’]s$/, '').replace(/[,;:!?)"”.]+$/, '');
      const initial = INITIAL.test(raw);
      return { word: initial ? raw : word, stops: possessive || (!initial && word !== raw) };
    });
}

export function isNameWord(w: string): boolean {
  const lower = w.toLowerCase();
  return NAME_TOKEN.test(w) && !STOP.has(lower) && !NOT_NAME_WORDS.has(lower);
}

/**
 * A name read forward from the start of a text: 2 to 4 capitalised words. A name run straight into another
 * capitalised word ('New Owner Takes Over Main Street') is a headline, not a name.
 */
export function nameForward(text: string): string[] | null {
  const words: string[] = [];
  const list = tokens(text);
  let i = 0;
  for (; i < list.length; i++) {
    const t = list[i];
    const ok =
      isNameWord(t.word) || (words.length > 0 && (PARTICLES.has(t.word.toLowerCase()) || INITIAL.test(t.word)));
    if (!ok) break;
    words.push(t.word);
    if (t.stops) {
      i = list.length;
      break;
    }
  }
  const next = list[i]?.word ?? '';
  if (words.length && /^[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]/.test(next) && !PARTICLES.has(next.toLowerCase())) return null;
  return validName(words);
}

/** A name read backward from the end of a text ('... Maria Lopez, ' before 'Owner'). */
export function nameBackward(text: string): string[] | null {
  const list = tokens(text);
  const words: string[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const t = list[i];
    if (t.stops && words.length > 0) break;
    const ok =
      isNameWord(t.word) || (words.length > 0 && (PARTICLES.has(t.word.toLowerCase()) || INITIAL.test(t.word)));
    if (!ok) break;
    words.unshift(t.word);
  }
  return validName(words);
}

function validName(words: string[]): string[] | null {
  const minor = (w: string): boolean => PARTICLES.has(w.toLowerCase()) || INITIAL.test(w);
  while (words.length && minor(words[words.length - 1])) words.pop();
  while (words.length && minor(words[0])) words.shift();
  const real = words.filter((w) => !minor(w));
  if (NOT_PEOPLE.has(words.join(' ').toLowerCase())) return null;
  return real.length >= 2 && real.length <= 4 ? words : null;
}

/** 'Ana and Luis Reyes' → Ana Reyes, Luis Reyes; 'Ana Reyes & Luis Ortiz' → both; a single name stays one. */
export function namesForward(text: string): string[] {
  const m = /^(\S+(?:\s+\S+){0,3}?)\s+(?:and|&)\s+(.+)$/.exec(text);
  if (m) {
    const first = m[1].trim();
    const second = nameForward(m[2]);
    if (second && isNameWord(first.replace(/,$/, '')))
      return [`${first} ${second[second.length - 1]}`, second.join(' ')];
    const firstFull = nameForward(first);
    if (second && firstFull && firstFull.join(' ') === first) return [first, second.join(' ')];
  }
  const one = nameForward(text);
  return one ? [one.join(' ')] : [];
}

/** 'Ana and Luis Reyes, ' before a plural role: the same pair, read from the end. */
export function namesBackward(text: string): string[] {
  const m = /^(.*?)\s+(?:and|&)\s+([A-ZÀ-ÖØ-Þ]\S+(?:\s+\S+){1,3})\s*$/.exec(text);
  const second = m ? nameForward(m[2]) : null;
  if (m && second && second.join(' ') === m[2].replace(/[,;:]+$/, '')) {
    // 'Tom Baker and Maria Lopez': two full names; 'Ana and Luis Reyes': the first shares the last name.
    const first = nameBackward(m[1]);
    if (first) return [first.join(' '), second.join(' ')];
    const last = m[1].split(/\s+/).pop() ?? '';
    if (isNameWord(last)) return [`${last} ${second[second.length - 1]}`, second.join(' ')];
  }
  const one = nameBackward(text);
  return one ? [one.join(' ')] : [];
}

/** A line that is only a name ('Maria Lopez' under a team photo). */
export function nameOnly(line: string): string | null {
  const text = /^[A-Z\s.'’-]+$/.test(line) && /[A-Z]{2}/.test(line) ? titleCase(line) : line;
  const name = nameForward(text.replace(/[.,:;]+$/, ''));
  return name && name.join(' ') === text.replace(/[.,:;]+$/, '').trim() ? name.join(' ') : null;
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s'’-])([a-zà-öø-ÿ])/g, (_m, a: string, b: string) => a + b.toUpperCase());
}
