/*
 * Telling a name from other words, and one person's name from another's: "Sam" signs for
 * "Sam Rivera", "Sofía" is greeted as "Sofia", "Ms. Lopez" is Maria Lopez.
 */

/** A name's word: capitalized ("Rivera", "O'Neil", "Mary-Jane", "R."), or a particle inside a name. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|de|da|del|della|di|du|la|le|van|von|der|den|bin|al)$/u;
const HONORIFIC = /^(?:mr|mrs|ms|miss|mx|dr|prof|chef)\.?$/i;

/** Lower case and without accents, for comparing names as a reader would. */
export const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/’/g, "'").toLowerCase().trim();

/** Whether these words read as a person's (or a team's) name: one to four capitalized words. */
export function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (!text.trim() || words.length > 4) return false;
  // "the TablePoint team" signs for a company.
  if (/^the\s+.+\s+team$/i.test(text.trim())) return true;
  return NAME_WORD.test(words[0]!) && /^\p{Lu}/u.test(words[0]!) && words.every((w) => NAME_WORD.test(w));
}

/** The name's words without a title ("Ms. Lopez" → ["lopez"]), folded; and whether it had one. */
export function nameWords(name: string): { words: string[]; titled: boolean } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const titled = words.length > 1 && HONORIFIC.test(words[0]!);
  return { words: (titled ? words.slice(1) : words).map(folded), titled };
}

/**
 * Whether two ways of writing a name are the same person: the same first name ("Sam" and
 * "Sam Rivera"), or, after a title, the same last name ("Ms. Lopez" and "Maria Lopez").
 */
export function samePerson(a: string, b: string): boolean {
  const x = nameWords(a);
  const y = nameWords(b);
  if (!x.words.length || !y.words.length) return false;
  if (x.titled) return y.words.at(-1) === x.words.at(-1);
  if (y.titled) return x.words.at(-1) === y.words.at(-1);
  return x.words[0] === y.words[0];
}
