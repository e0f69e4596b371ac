import { esc, svgPicture } from './demo-site.html.js';
import { siteUrl } from './demo-site.layout.js';
import type { SiteLook } from './demo-site.look.js';
import { menuFor, type Dish, type MenuSection } from './demo-site.menus.js';
import type { SitePlan } from './demo-site.types.js';
import { hashText } from './demo-site.random.js';

/** The site's menu: sections of dishes with prices (text), links to a PDF, or photos of the printed menu. */

/** A price as this site writes it: its own level (fine dining higher, chains lower), whole dollars or with cents. */
export function priceText(plan: SitePlan, look: SiteLook, dish: Dish): string {
  if (dish.price === 0) return '';
  if (!Number.isInteger(dish.price)) return `$${dish.price.toFixed(2)}`;
  const level =
    (plan.traits.style === 'upscale' ? 1.12 : 1) *
    (plan.traits.chain ? 0.92 : 1) *
    (0.9 + (hashText(`${plan.host}|prices`) % 21) / 100);
  const dollars = Math.max(1, Math.round(dish.price * level));
  switch (look.cents) {
    case 'none':
      return `$${dollars}`;
    case 'zero':
      return `$${dollars}.00`;
    case 'ninety-five':
      return `$${dollars - 1}.95`;
    default:
      return `$${dollars}.${hashText(`${plan.host}|${dish.name}`) % 2 ? '50' : '00'}`;
  }
}

/** Where the PDF menu lives, as each builder stores uploaded files. */
export function menuPdfPath(plan: SitePlan, look: SiteLook): string {
  const slug = look.skin.slug;
  switch (plan.platform) {
    case 'squarespace':
      return `/s/${slug}-menu.pdf`;
    case 'wordpress':
      return `/wp-content/uploads/20${18 + (look.skin.variant % 6)}/0${1 + (look.skin.variant % 9)}/${slug}-menu.pdf`;
    case 'wix':
      return `/_files/ugd/${look.skin.id.slice(0, 6)}_${look.skin.id.slice(6, 38)}.pdf`;
    default:
      return '/files/menu.pdf';
  }
}

function sectionHtml(plan: SitePlan, look: SiteLook, section: MenuSection, sectionClass: string): string {
  const items = section.dishes
    .map((d) => {
      const price = priceText(plan, look, d);
      return `<li class="menu-item"><div><h3>${esc(d.name)}</h3><p>${esc(d.description)}</p></div>${price ? `<span class="price">${price}</span>` : ''}</li>`;
    })
    .join('\n');
  return `<section class="menu-section ${sectionClass}"><h2>${esc(section.title)}</h2><ul>${items}</ul></section>`;
}

/** The printed menu's pages as pictures: what is written on them is not text a reader can take. */
function menuPictures(plan: SitePlan, look: SiteLook): string {
  return menuFor(plan.traits.cuisine)
    .map((section, i) => {
      const lines = [
        section.title.toUpperCase(),
        ...section.dishes.map((d) => `${d.name}  ${priceText(plan, look, d)}`.trim()),
      ];
      return `<figure><img src="${svgPicture(lines, look.palette, 600, 80 + lines.length * 44)}" alt="${esc(plan.traits.name)} menu, page ${i + 1}" width="600"></figure>`;
    })
    .join('\n');
}

export function menuBody(plan: SitePlan, look: SiteLook, sectionClass: string): string {
  const heading = `<section class="${sectionClass}"><h1>${esc(plan.paths.menu?.label ?? 'Menu')}</h1>`;
  switch (plan.truth.menu_kind) {
    case 'text':
      return `${heading}<p>Prices and availability may change with the season.</p></section>\n${menuFor(
        plan.traits.cuisine,
      )
        .map((s) => sectionHtml(plan, look, s, sectionClass))
        .join('\n')}`;
    case 'pdf': {
      const drinks = plan.traits.style === 'bar' || plan.traits.style === 'upscale';
      return `${heading}<p>Take a look at what we are cooking right now.</p>
<p><a class="button" href="${siteUrl(plan, menuPdfPath(plan, look))}" target="_blank">View our menu (PDF)</a></p>${drinks ? `\n<p><a href="${siteUrl(plan, menuPdfPath(plan, look).replace(/\.pdf$/, '-drinks.pdf'))}" target="_blank">Drinks menu (PDF)</a></p>` : ''}</section>`;
    }
    default:
      return `${heading}<p>Here is our menu as it hangs in the restaurant.</p>\n${menuPictures(plan, look)}</section>`;
  }
}
