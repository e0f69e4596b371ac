import { collapse } from './dom-text.js';
import type { PageContext } from './page.context.js';

/** Words a logo's alt text carries beside the name ("Golden Lantern logo", "Home - Golden Lantern"). */
const NOT_THE_NAME = /\b(logo(?:type)?|home(?:page)?|link|image|icon)\b/gi;

/**
 * The name a site's logo carries in its alt text: the site's own branding, which names the
 * restaurant better than a <title> that may be misspelt or say "Home". A logo is an image whose
 * class, id, source or alt says logo or brand, or the image of the link to the home page.
 */
export function readLogoAlt(ctx: PageContext): string | null {
  const { $ } = ctx;
  const home = (href: string | undefined) => {
    const u = ctx.resolve(href);
    return !!u && u.origin === ctx.page.origin && (u.pathname === '/' || u.pathname === '');
  };
  let found: string | null = null;
  $('img[alt]').each((_, el) => {
    const img = $(el);
    const marks = [img.attr('class'), img.attr('id'), img.attr('src'), img.attr('alt'), img.parent().attr('class')]
      .filter(Boolean)
      .join(' ');
    const logo = /logo|brand/i.test(marks) || home(img.closest('a').attr('href'));
    if (!logo) return;
    const name = collapse(img.attr('alt'))
      .replace(NOT_THE_NAME, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s\-–—|:,]+|[\s\-–—|:,]+$/g, '')
      .trim();
    if (name.length >= 2 && name.length <= 80 && /\p{L}/u.test(name)) {
      found = name;
      return false;
    }
    return undefined;
  });
  return found;
}
