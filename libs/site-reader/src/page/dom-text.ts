/** The parts of a parsed DOM node this module reads (cheerio's domhandler nodes fit). */
export interface DomNode {
  type: string;
  data?: string;
  tagName?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'option',
  'label',
  'button',
  'title',
]);

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'canvas', 'head']);

/** Text of a subtree, with line breaks between blocks and whitespace collapsed on each line. */
export function blockText(root: DomNode | DomNode[], skip: (el: DomNode) => boolean = () => false): string {
  const parts: string[] = [];
  const walk = (el: DomNode): void => {
    if (el.type === 'text') {
      parts.push(el.data ?? '');
      return;
    }
    if (el.type !== 'tag' && el.type !== 'root' && el.type !== 'script' && el.type !== 'style') return;
    const tag = el.tagName?.toLowerCase();
    if (tag && (SKIP.has(tag) || skip(el))) return;
    const block = tag ? BLOCK.has(tag) : false;
    if (block) parts.push('\n');
    if (tag === 'img') {
      return;
    }
    for (const child of el.children ?? []) walk(child);
    if (block) parts.push('\n');
  };
  for (const n of Array.isArray(root) ? root : [root]) walk(n);
  return parts
    .join('')
    .split('\n')
    .map((l) => l.replace(/[\s\u00a0\u200b]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export function collapse(s: string | undefined | null): string {
  return (s ?? '').replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

export function clip(s: string, max = 160): string {
  const c = collapse(s);
  return c.length > max ? `${c.slice(0, max - 1)}…` : c;
}
