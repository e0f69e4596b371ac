/**
 * A restaurant's name as a web-safe slug: accents dropped, '&' read as 'and', everything else
 * but letters and digits folded to single hyphens, cut to `maxLength`; 'restaurant' when nothing
 * is left. "Café Olé & Co." -> "cafe-ole-and-co".
 */
export function slugify(name: string, maxLength: number): string {
  return joinWords(name, '-').slice(0, maxLength) || 'restaurant';
}

/** Lower snake case, the catalogue's way of writing a cuisine: "Tex-Mex" -> "tex_mex", "Breakfast & Brunch" -> "breakfast_and_brunch". */
export function snakeCase(text: string): string {
  return joinWords(text, '_');
}

/** Accents dropped, '&' read as 'and', lower case, runs of anything but letters and digits as one separator, none at the ends. */
function joinWords(text: string, separator: '-' | '_'): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(separator === '-' ? /^-+|-+$/g : /^_+|_+$/g, '');
}
