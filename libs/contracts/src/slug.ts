/**
 * A restaurant's name as a web-safe slug: accents dropped, '&' read as 'and', everything else
 * but letters and digits folded to single hyphens, cut to `maxLength`; 'restaurant' when nothing
 * is left. "Café Olé & Co." -> "cafe-ole-and-co".
 */
export function slugify(name: string, maxLength: number): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength);
  return slug || 'restaurant';
}
