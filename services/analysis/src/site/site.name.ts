/*
 * The restaurant's name as its own site gives it: schema.org's name, og:site_name, the logo's alt
 * text, then a <title> cut to the part that names it (not 'Home', the city or a tagline), checked
 * against the site's host. An image's file name or a generic word ('Picture', 'Home', 'Welcome') is
 * never a name.
 */

/** Words a page calls itself that name no restaurant. */
const GENERIC =
  /^(picture|image|photo|img|logo|home|homepage|home page|welcome|index|untitled|menu|menus|our menu|about|about us|contact|contact us|order online|reservations|official site|official website|website|restaurant|site)$/i;
/** An image's file name ('IMG_2041.jpg', 'logo-final.png', 'DSC0042'). */
const FILE_NAME = /(\.(png|jpe?g|gif|svg|webp|avif)$)|^(img|dsc|image|photo)[-_ ]?\d+/i;

/** True when a candidate could be a restaurant's name. */
export function isNameLike(candidate: string | null | undefined): candidate is string {
  const t = candidate?.trim() ?? '';
  return t.length >= 2 && t.length <= 80 && !GENERIC.test(t) && !FILE_NAME.test(t) && /[A-Za-z]/.test(t);
}

const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/** A tagline, a place or an invitation rather than a name: 'Best Pho in Austin', 'Austin, TX', 'Order Online'. */
const TAGLINE = /\b(best|finest|authentic|fresh|delicious|since|serving|order|book|welcome to|in [A-Z][a-z]+|near)\b/i;
const PLACE = /^[A-Z][A-Za-z .'-]+,\s*[A-Z]{2}$/;

/**
 * The part of a <title> that names the restaurant: the one the host spells ('Golden Lantern' for
 * goldenlantern.example.com), else the first that is neither generic, a tagline nor a place; null
 * when none is.
 */
export function nameFromTitle(title: string | null | undefined, host: string): string | null {
  const parts = (title ?? '')
    .split(/\s+[|–—:·•-]\s+/)
    .map((p) => p.trim().replace(/^(welcome to|the official (web)?site of|official (web)?site of)\s+/i, ''))
    .filter(isNameLike)
    .filter((p) => !PLACE.test(p));
  const site = letters(host.replace(/^www\./, '').split('.')[0] ?? '');
  const spelt = parts.find((p) => letters(p).length >= 3 && (site.includes(letters(p)) || letters(p).includes(site)));
  if (spelt) return spelt;
  return parts.find((p) => !TAGLINE.test(p) && p.split(/\s+/).length <= 6) ?? null;
}

/** The first candidate that reads as a name, in the order given, else the title's part, else the host. */
export function siteName(
  candidates: (string | null | undefined)[],
  title: string | null | undefined,
  host: string,
): string {
  return candidates.find(isNameLike)?.trim() ?? nameFromTitle(title, host) ?? host;
}
