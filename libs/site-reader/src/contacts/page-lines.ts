import type { CheerioAPI } from 'cheerio';
import { collapse, type DomNode } from '../page/dom-text.js';
import { CREDIT, FOOTER_CREDIT } from './agency.js';

/** One visible line of a page, with what the contacts reader must know about where it stands. */
export interface PageLine {
  text: string;
  /** Inside a quote, a testimonial or a reviews section: the words of guests, not of the restaurant. */
  quoted: boolean;
  /** Where a 'site by' / 'powered by' credit starts on this line (-1 without one): what follows is the web agency's. */
  creditAt: number;
  /** A heading (h1-h6, dt): on team pages, the name or the role a card opens with. */
  heading: boolean;
  /** Part of a menu (a menu block, a section under a 'Starters' heading, a list with prices, a priced line): dishes, not people. */
  menu: boolean;
}

const REVIEW_HEADING =
  /\b(?:reviews?|testimonials?|what (?:our |people |guests |customers |diners |folks |they |everyone )?(?:are )?say(?:ing|s)?|kind words|guest ?book|love letters|raves?|press|in the news|guests? love|customer love|hear from (?:our )?guests|from our guests|happy (?:guests|customers|diners)|shout-?outs?)\b/i;
const QUOTED_CLASS = /testimonial|review|quote|rating|yelp|guestbook|comment/i;
/**
 * Menu blocks by a class of their own (the whole class name, so a body's 'tweak-menu-…' theme switch is
 * none): Squarespace (menu-block, menu-section, menu-item-title), WordPress menu plugins (fdm-item),
 * BentoBox and Popmenu (menu-item, menu__section), and dish or price lists.
 */
const MENU_CLASS =
  /^(?:menu[-_]{0,2}(?:items?|sections?|lists?|blocks?|categor(?:y|ies)|entr(?:y|ies)|cards?|dish(?:es)?|prices?|titles?|descriptions?|groups?)(?:[-_].*)?|fdm-.+|dish(?:es)?|food-?items?|prices?|price-list)$/i;
const MENU_SECTION = String.raw`menus?|appetizers?|starters?|small plates|share plates|shareables|snacks|bites|entr[eé]es?|mains|main courses|large plates|plates|sandwiches|burgers|salads|soups|sides|desserts|sweets|tacos|pizzas?|pastas?|noodles|bowls|sushi|rolls|raw bar|beverages|drinks|cocktails|beers?|wines?(?: by the glass)?|spirits|specials|favou?rites|brunch|lunch|dinner|breakfast|happy hour|late night|prix fixe|from the (?:kitchen|grill|bar|oven)`;
/** A heading that opens a part of the menu: 'Starters', 'Soups & Salads', 'Chef’s Favorites', 'Dinner Menu'. */
const MENU_HEADING = new RegExp(
  String.raw`^(?:(?:our|the|house|chef['’]?s|guest|fan|crowd|signature|featured|seasonal|daily|weekly|weekend|all[- ]day|food|bar|kids['’]?|late[- ]night|happy hour|dinner|lunch|brunch|breakfast|dessert|drinks?|cocktail|wine|beer|catering|takeout|to[- ]go)\s+)*(?:${MENU_SECTION})(?:\s*(?:&|and|\+|,|/)\s*(?:${MENU_SECTION}))*(?:\s+menus?)?\s*[:.]?$`,
  'i',
);
const PRICE = /(?:^|[\s(])\$\s?\d{1,4}(?:[.,]\d{2})?(?!\d)|(?:^|\s)\d{1,3}\.\d{2}(?=\s|$)/g;
const PRICE_AT_END = /(?:\$\s?\d{1,4}(?:[.,]\d{2})?|\b\d{1,3}\.\d{2})\s*\+?\)?\s*$/;
const PRICE_ONLY = /^\s*(?:\$\s?)?\d{1,3}(?:[.,]\d{1,2})?\s*\+?\s*$|^\s*(?:MP|market price)\s*$/i;
const LISTS = new Set(['ul', 'ol', 'dl']);

/** '— Jennifer K.', 'Mike R.', 'Jen M. on Yelp': a guest signing the words above. */
const DASH_SIGNATURE = /^[-–—~]\s*[A-ZÀ-Þ]\S*(?:\s+\S+){0,6}$/;
const INITIAL_SIGNATURE = /^[A-ZÀ-Þ][a-zà-ÿ'’-]+\s+[A-Z]\.?(?:\s*$|\s*[,·|(–—-]|\s+(?:on|via|from|in)\s)/;
const STARS = /[★☆]{3,}|\b[1-5](?:\.\d)?\s*(?:\/\s*5|out of 5|stars?)\b/i;
/** The words a guest signs: a sentence ended, or a quotation. */
const SAID = /[.!?…"”’)]\s*$|^\s*["“‘'«]/;

export const BLOCK = new Set(
  'address article aside blockquote br dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul option label button title'.split(
    ' ',
  ),
);
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'canvas',
  'head',
  'select',
]);

interface Where {
  quoted: boolean;
  footer: boolean;
  heading: boolean;
  menu: boolean;
}

/** Visible lines, in page order, each marked quoted (guests' words), menu (dishes) and with where a credit starts. */
export function pageLines($: CheerioAPI): PageLine[] {
  const lines: PageLine[] = [];
  let current = '';
  let at: Where = { quoted: false, footer: false, heading: false, menu: false };
  let reviewLevel: number | null = null;
  const flush = (): void => {
    const text = collapse(current);
    if (text) {
      const m = CREDIT.exec(text) ?? (at.footer ? FOOTER_CREDIT.exec(text) : null);
      lines.push({
        text,
        quoted: at.quoted,
        creditAt: m ? m.index : -1,
        heading: at.heading,
        menu: at.menu || pricedLine(text),
      });
    }
    current = '';
  };
  const walk = (el: DomNode, where: Where): void => {
    if (el.type === 'text') {
      if (!current.trim()) at = { ...where, quoted: where.quoted || reviewLevel !== null };
      current += el.data ?? '';
      return;
    }
    if (el.type !== 'tag' && el.type !== 'root') return;
    const tag = el.tagName?.toLowerCase() ?? '';
    if (SKIP.has(tag) || el.attribs?.['hidden'] !== undefined) return;
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const level = Number(heading[1]);
      if (reviewLevel !== null && level <= reviewLevel) reviewLevel = null;
      if (REVIEW_HEADING.test(collapse(textOf(el)))) reviewLevel = level;
    }
    const cls = `${el.attribs?.['class'] ?? ''} ${el.attribs?.['id'] ?? ''}`;
    const inner: Where = {
      quoted: where.quoted || tag === 'blockquote' || tag === 'q' || tag === 'cite' || QUOTED_CLASS.test(cls),
      footer: where.footer || tag === 'footer' || el.attribs?.['role'] === 'contentinfo' || /footer/i.test(cls),
      heading: where.heading || Boolean(heading) || tag === 'dt',
      menu: where.menu || menuClass(tag, el.attribs?.['class']) || (LISTS.has(tag) && pricedList(el)),
    };
    const block = BLOCK.has(tag);
    if (block) flush();
    // A 'Starters' heading makes a menu of what follows it in its section, up to the next heading as high.
    let menuLevel: number | null = null;
    for (const child of el.children ?? []) {
      const level = headingLevel(child);
      if (level !== null && menuLevel !== null && level <= menuLevel) menuLevel = null;
      if (level !== null && menuLevel === null && MENU_HEADING.test(collapse(textOf(child)))) menuLevel = level;
      walk(child, menuLevel === null ? inner : { ...inner, menu: true });
    }
    if (block) flush();
  };
  for (const root of $.root().get() as unknown as DomNode[]) walk(root, at);
  flush();
  markMenuNeighbours(lines);
  markGuestSignatures(lines);
  return lines;
}

/** A line that prices something: short, or ending with its price ('Fried Chicken, hot honey — $18'). */
function pricedLine(text: string): boolean {
  if (PRICE_ONLY.test(text)) return true;
  PRICE.lastIndex = 0;
  return PRICE.test(text) && (text.length <= 80 || PRICE_AT_END.test(text));
}

function menuClass(tag: string, cls: string | undefined): boolean {
  return tag !== 'body' && tag !== 'html' && (cls ?? '').split(/\s+/).some((c) => MENU_CLASS.test(c));
}

/** A list whose items are mostly priced, at least two: dishes. */
function pricedList(el: DomNode): boolean {
  const items = (el.children ?? []).filter((c) => c.type === 'tag');
  const priced = items.filter((c) => {
    PRICE.lastIndex = 0;
    return PRICE.test(collapse(textOf(c)));
  }).length;
  return priced >= 2 && priced * 2 >= items.length;
}

/** A heading, or a wrapper holding only a heading (Squarespace and Wix wrap theirs in blocks). */
function headingLevel(el: DomNode, depth = 0): number | null {
  if (el.type !== 'tag') return null;
  const m = /^h([1-6])$/.exec(el.tagName?.toLowerCase() ?? '');
  if (m) return Number(m[1]);
  const kids = (el.children ?? []).filter((c) => c.type === 'tag' || (c.type === 'text' && (c.data ?? '').trim()));
  return depth < 3 && kids.length === 1 ? headingLevel(kids[0], depth + 1) : null;
}

/** The title above a price standing alone, and the description under it, are the dish's. */
function markMenuNeighbours(lines: PageLine[]): void {
  const priceOnly = lines.map((l) => PRICE_ONLY.test(l.text));
  priceOnly.forEach((only, i) => {
    if (!only) return;
    if (i > 0) lines[i - 1].menu = true;
    if (i + 1 < lines.length) lines[i + 1].menu = true;
  });
}

/**
 * A guest's signature ('— Jennifer K.', 'Mike R.') and a star rating: the words next to them are a
 * guest's, whatever the markup (a slider of testimonials without a class that says so).
 */
function markGuestSignatures(lines: PageLine[]): void {
  for (let i = 0; i < lines.length; i++) {
    const { text } = lines[i];
    if (text.length <= 60 && (DASH_SIGNATURE.test(text) || INITIAL_SIGNATURE.test(text))) {
      const said = i > 0 && !lines[i - 1].heading && SAID.test(lines[i - 1].text);
      if (said) lines[i - 1].quoted = true;
      if (said || DASH_SIGNATURE.test(text)) lines[i].quoted = true;
    } else if (text.length <= 40 && STARS.test(text)) {
      lines[i].quoted = true;
      if (i + 1 < lines.length && !lines[i + 1].heading) lines[i + 1].quoted = true;
    }
  }
}

function textOf(el: DomNode): string {
  if (el.type === 'text') return el.data ?? '';
  return (el.children ?? []).map(textOf).join(' ');
}
