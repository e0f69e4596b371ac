/**
 * Turns a free-text field of an analysis (which may hold JSON, HTML or Markdown, or plain text)
 * into titled blocks of paragraphs, bullet points and labelled fields. The result is rendered
 * as text only: markup is never passed to the page as HTML.
 */

export type TextItem =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'field'; label: string; text: string }
  | { kind: 'heading'; text: string };

export interface TextBlock {
  title?: string;
  items: TextItem[];
}

export type TextFormat = 'empty' | 'json' | 'markup' | 'plain';

export interface ParsedText {
  format: TextFormat;
  blocks: TextBlock[];
}

const EMPTY: ParsedText = { format: 'empty', blocks: [] };

/** 'painPoints', 'pain_points' and 'pain-points' all become 'Pain Points'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((w) => (w.length > 1 && w === w.toUpperCase() ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16), whole);
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10), whole);
    return ENTITIES[lower] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  try {
    return Number.isFinite(code) && code > 0 ? String.fromCodePoint(code) : fallback;
  } catch {
    return fallback;
  }
}

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;
const MARKDOWN =
  /(^|\n)\s{0,3}(#{1,6}\s|[-*+]\s|\d+[.)]\s)|\*\*[^*\n]+\*\*|__[^_\n]+__|`[^`\n]+`|\[[^\]\n]+\]\([^)\s]+\)/;

/** HTML to the plain-text shape the line parser understands: block ends become new lines, list items bullets, headings '#'. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|iframe|object|template)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<h[1-6][^>]*>/gi, '\n# ')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|li|h[1-6]|tr|ul|ol|section|article|header|footer|blockquote|table)\s*>/gi, '\n')
    .replace(/<(p|div|tr|ul|ol|section|article|blockquote|table)(\s[^>]*)?>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text);
}

/** One line of text with any HTML tags dropped and entities decoded (for short fields such as list items). */
export function stripMarkup(text: string): string {
  return HTML_TAG.test(text) ? htmlToText(text).replace(/\s+/g, ' ').trim() : text;
}

/** Removes inline Markdown emphasis and turns links into 'text (url)'. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, url: string) =>
      label === url ? url : `${label} (${url})`,
    )
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/__([^_]+)__/g, '$1')
    .replace(/~~([^~]+)~~/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(^|[\s(])\*([^*\s][^*]*?)\*(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/(^|[\s(])_([^_\s][^_]*?)_(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const BULLET = /^(?:[-*+•●▪‣◦–]|\d{1,2}[.)])\s+(.*)$/;
const MD_HEADING = /^#{1,6}\s+(.*?)\s*#*$/;
const BOLD_LINE = /^(?:\*\*|__)(.+?)(?:\*\*|__):?$/;
const FIELD = /^([A-Za-z][^:]{0,48}?):\s+(\S.*)$/;

function titleOf(line: string): string | null {
  const bold = BOLD_LINE.exec(line);
  if (bold) return stripInlineMarkdown(bold[1]!).replace(/:$/, '');
  // 'Key messages:' alone on its line.
  if (/^[^:]{2,80}:$/.test(line) && !/^https?:/i.test(line)) return stripInlineMarkdown(line.slice(0, -1));
  // 'EMAIL OPENER' (a short line in capitals).
  const letters = line.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 3 && line.length <= 60 && letters === letters.toUpperCase() && !/[.!?]$/.test(line))
    return line;
  return null;
}

/** Splits plain (or de-marked-up) text into titled blocks of paragraphs, bullets and 'Label: value' fields. */
export function parsePlain(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock = { items: [] };
  let paragraphOpen = false;
  const push = (item: TextItem) => {
    current.items.push(item);
    paragraphOpen = item.kind === 'paragraph';
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line || /^([-*_=])\1{2,}$/.test(line)) {
      paragraphOpen = false;
      continue;
    }
    const heading = MD_HEADING.exec(line);
    const bullet = heading ? null : BULLET.exec(line);
    if (bullet) {
      const body = stripInlineMarkdown(bullet[1]!);
      if (body) push({ kind: 'bullet', text: body });
      continue;
    }
    const title = heading ? stripInlineMarkdown(heading[1]!).replace(/:$/, '') : titleOf(line);
    if (title) {
      if (current.title !== undefined || current.items.length) blocks.push(current);
      current = { title, items: [] };
      paragraphOpen = false;
      continue;
    }
    const plain = stripInlineMarkdown(line);
    const field = FIELD.exec(plain);
    if (field && field[1]!.trim().split(/\s+/).length <= 6) {
      push({ kind: 'field', label: field[1]!.trim(), text: field[2]!.trim() });
      continue;
    }
    const last = current.items[current.items.length - 1];
    if (paragraphOpen && last?.kind === 'paragraph') last.text = `${last.text} ${plain}`;
    else push({ kind: 'paragraph', text: plain });
  }
  if (current.title !== undefined || current.items.length) blocks.push(current);
  return blocks;
}

function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && !value.trim()) ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** One line for a value nested inside a field: 'a, b' for lists, 'Key: value; Key: value' for objects. */
function inline(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return stripInlineMarkdown(value.replace(/\s*\n\s*/g, ' '));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .filter((v) => !isBlank(v))
      .map(inline)
      .join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !isBlank(v))
      .map(([k, v]) => `${humanizeKey(k)}: ${inline(v)}`)
      .join('; ');
  }
  return '';
}

/** A string value inside JSON: its own lines become items, its own titles become headings. */
function itemsOfText(text: string): TextItem[] {
  const blocks = parsePlain(HTML_TAG.test(text) ? htmlToText(text) : text);
  return blocks.flatMap((b) => [...(b.title ? [{ kind: 'heading', text: b.title } as TextItem] : []), ...b.items]);
}

function itemsOfValue(value: unknown): TextItem[] {
  if (typeof value === 'string') return itemsOfText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return [{ kind: 'paragraph', text: String(value) }];
  if (Array.isArray(value)) {
    return value.filter((v) => !isBlank(v)).map((v) => ({ kind: 'bullet', text: inline(v) }) as TextItem);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !isBlank(v))
      .map(([k, v]) => ({ kind: 'field', label: humanizeKey(k), text: inline(v) }) as TextItem);
  }
  return [];
}

/** JSON as labelled sections: one block per key of an object; a list or a scalar as one untitled block. */
export function jsonToBlocks(value: unknown): TextBlock[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !isBlank(v))
      .map(([k, v]) => ({ title: humanizeKey(k), items: itemsOfValue(v) }));
  }
  const items = itemsOfValue(value);
  return items.length ? [{ items }] : [];
}

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(text);
  const body = (fenced ? fenced[1]! : text).trim();
  if (!/^[[{]/.test(body)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Parses a text field of an analysis (or a value that is already structured) into blocks. */
export function parseText(input: unknown): ParsedText {
  if (isBlank(input)) return EMPTY;
  if (typeof input !== 'string') {
    const blocks = jsonToBlocks(input);
    return blocks.length ? { format: 'json', blocks } : EMPTY;
  }
  const text = input.trim();
  const json = tryJson(text);
  if (json.ok) {
    const blocks = jsonToBlocks(json.value);
    return blocks.length ? { format: 'json', blocks } : EMPTY;
  }
  if (HTML_TAG.test(text)) return withFormat('markup', parsePlain(htmlToText(text)));
  return withFormat(MARKDOWN.test(text) ? 'markup' : 'plain', parsePlain(text));
}

function withFormat(format: TextFormat, blocks: TextBlock[]): ParsedText {
  return blocks.length ? { format, blocks } : EMPTY;
}

/** The blocks back as plain text, for the copy exports. */
export function blocksToPlainText(blocks: TextBlock[]): string {
  return blocks
    .map((block) => {
      const lines: string[] = [];
      if (block.title) lines.push(`${block.title}:`);
      for (const item of block.items) {
        if (item.kind === 'bullet') lines.push(`- ${item.text}`);
        else if (item.kind === 'field') lines.push(`${item.label}: ${item.text}`);
        else if (item.kind === 'heading') lines.push(`${item.text}:`);
        else lines.push(item.text);
      }
      return lines.join('\n');
    })
    .join('\n\n');
}

/** Any text field as readable plain text (JSON and markup included). */
export function toPlainText(input: unknown): string {
  return blocksToPlainText(parseText(input).blocks);
}
