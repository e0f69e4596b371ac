import type { Heading } from '../schemas.js';
import { blockText, collapse, type DomNode } from './dom-text.js';
import type { PageContext } from './page.context.js';

const TEXT_CAP = 20_000;
const MAX_HEADINGS = 60;

export interface PageText {
  headings: Heading[];
  /** Main text without navigation, footer and hidden parts, capped at 20,000 characters. */
  text: string;
  /** Length of the main text before the cap. */
  textLength: number;
  /** Every visible line, navigation and footer included: that is where phones and hours live. */
  allText: string;
}

export function readText(ctx: PageContext): PageText {
  const { $ } = ctx;
  const bodyNodes = ($('body').get().length ? $('body').get() : $.root().get()) as unknown as DomNode[];
  const main = blockText(bodyNodes, isChrome);
  return {
    headings: readHeadings(ctx),
    text: main.length > TEXT_CAP ? main.slice(0, TEXT_CAP).replace(/\s+\S*$/, '') : main,
    textLength: main.length,
    allText: blockText(bodyNodes),
  };
}

function readHeadings(ctx: PageContext): Heading[] {
  const { $ } = ctx;
  const headings: Heading[] = [];
  $('h1, h2, h3').each((_, el) => {
    const text = collapse($(el).text());
    if (text && headings.length < MAX_HEADINGS) headings.push({ level: Number(el.tagName.slice(1)), text });
  });
  return headings;
}

/** Navigation, footer and hidden parts: the frame around the content, not the content. */
function isChrome(el: DomNode): boolean {
  const tag = el.tagName?.toLowerCase();
  const role = el.attribs?.['role']?.toLowerCase();
  return (
    tag === 'nav' ||
    tag === 'footer' ||
    role === 'navigation' ||
    role === 'contentinfo' ||
    el.attribs?.['hidden'] !== undefined ||
    el.attribs?.['aria-hidden'] === 'true'
  );
}
