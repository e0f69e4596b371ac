/**
 * How the report's own sentences name the site's audiences and features: as the site writes
 * them, not as a card title. 'Bar Owner' on a persona card is 'bar owners' in a sentence,
 * 'Multi-Location Group Operator' is 'multi-location group operators', and 'HR Manager' keeps
 * its 'HR'.
 */

/** A word written as a title ('Owner', 'Multi-Location') in lower case; acronyms and names with inner capitals kept. */
function untitled(word: string): string {
  return word
    .split('-')
    .map((part) => (/^\p{Lu}[\p{Ll}']*$/u.test(part) ? part.toLowerCase() : part))
    .join('-');
}

/** A persona's role as a sentence says it: 'Multi-Location Group Operator' -> 'multi-location group operator'. */
export function roleInSentence(role: string): string {
  return role.split(/\s+/).filter(Boolean).map(untitled).join(' ');
}

/** The plural of a role as a sentence says it: 'Bar Owner' -> 'bar owners', 'Franchisee' -> 'franchisees'. */
export function rolesInSentence(role: string): string {
  return roleInSentence(role).replace(/(\w+)$/, (w) =>
    /(s|sh|ch|x)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`,
  );
}

/** A feature's name inside a sentence: only its first word loses a capital it has as a heading ('Tableside ordering' -> 'tableside ordering'). */
export function featureInSentence(name: string): string {
  const [first = '', ...rest] = name.split(/\s+/);
  return [untitled(first), ...rest].join(' ');
}

/** The first letter in lower case, unless the first word is an acronym or a name ('SMS', 'OpenTable'). */
export function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  return /^\p{Lu}[\p{Ll}']*[,.:;]?$/u.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** 'a', 'a and b', 'a, b and c'. */
export const listed = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A line of text that ends as a sentence does, so sentences can follow it. */
export function sentence(text: string): string {
  const t = text.trim();
  return !t || /[.!?]["”]?$/.test(t) ? t : `${t}.`;
}
