/**
 * The verbs an opener may see a detail with. A fact said as a clause ('that you have 7 years in
 * business behind you') takes a verb that takes 'that': 'I came across how you have 7 years…' and
 * 'I read about how you are open until 9:30 pm' are no one's sentences.
 */
export function seeingVerbs(seen: string): string[] {
  return seen.startsWith('that ')
    ? ['noticed', 'saw', 'spotted']
    : ['noticed', 'saw', 'came across', 'was reading about', 'spotted', 'read about'];
}

/**
 * The verb an opener says a detail with: `verb`, unless it would clash with the words around it
 * ('I spotted your spot', the same verb in the next sentence); then 'came across', else 'read
 * about', else another that fits the detail.
 */
export function verbFor(seen: string, verb: string, clash: (v: string) => boolean): string {
  if (!clash(verb)) return verb;
  const verbs = seeingVerbs(seen);
  return ['came across', 'read about', ...verbs].filter((v) => verbs.includes(v)).find((v) => !clash(v)) ?? verb;
}
