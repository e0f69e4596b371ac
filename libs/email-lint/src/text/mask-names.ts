/*
 * The restaurant's and its people's names masked as `<name>`, so "Hi Maria, I loved Casa Verde's
 * patio" and "Hi Ana, I loved Luigi's's patio" are seen as the one sentence a template wrote.
 */

const MASK = '<name>';
/** First words that don't stand for the name alone ("The Grill House" is not every "The"). */
const NOT_A_NAME_ALONE =
  /^(?:the|la|le|el|los|las|il|lo|a|an|cafe|café|chez|bar|club|restaurant|grill|kitchen|diner|house|pizza|taco|taqueria|sushi|mr|mrs|ms|dr|chef)$/i;

const escaped = (s: string) =>
  s
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+')
    .replace(/['’]/g, "['’]");

/** What to mask for a name: the name, and its first word alone when that word is a name ("Maria" of "Maria Lopez"). */
function maskedForms(name: string): string[] {
  const n = name.trim();
  const first = n.split(/\s+/)[0]!.replace(/['’]s$/, '');
  return n.includes(' ') && first.length >= 3 && !NOT_A_NAME_ALONE.test(first) ? [n, first] : n ? [n] : [];
}

/** The text with every given name, and each person's first name, replaced by `<name>`. */
export function maskNames(text: string, names: string[]): string {
  const forms = [...new Set(names.flatMap(maskedForms))].sort((a, b) => b.length - a.length);
  if (!forms.length) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, MASK);
}
