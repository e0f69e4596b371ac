/**
 * An HTML-only message as plain lines, for the rules to read. Quoted history stays recognisable: a
 * <blockquote> becomes '>' lines and a rule (<hr>, Outlook's line above "From: ... Sent: ...") a
 * line of underscores, so the answer's own words are told from the history as in a plain-text email.
 */

// Big enough for any answer; bounds the work on a pathological message.
const READ_AT_MOST = 2_000_000;
const QUOTE_OPEN = '\u0001';
const QUOTE_CLOSE = '\u0002';

const NAMED: Record<string, string> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ndash: '–', mdash: '—', hellip: '…',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', iexcl: '¡', iquest: '¿', euro: '€', copy: '©', reg: '®',
}; // prettier-ignore
// &eacute; &ntilde; &uuml;...: a letter and its mark, as restaurant names and Spanish words carry them.
const MARKS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  cedil: '\u0327',
};

function named(name: string): string | undefined {
  const accented = /^([a-z])(acute|grave|circ|tilde|uml|cedil)$/i.exec(name);
  return accented ? `${accented[1]}${MARKS[accented[2]]}`.normalize('NFC') : NAMED[name.toLowerCase()];
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return named(name) ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return (code >= 0x20 || code === 9 || code === 10) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Lines between the quote marks get one '>' per open quote around them. */
function markQuotes(text: string): string {
  let depth = 0;
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const start = depth;
    for (const ch of raw) depth = ch === QUOTE_OPEN ? depth + 1 : ch === QUOTE_CLOSE ? Math.max(0, depth - 1) : depth;
    const line = raw.replaceAll(QUOTE_OPEN, '').replaceAll(QUOTE_CLOSE, '').trim();
    const quoted = Math.max(start, depth);
    lines.push(quoted ? `${'>'.repeat(quoted)} ${line}`.trimEnd() : line);
  }
  return lines.join('\n');
}

// Tags and blocks are matched without crossing a '<', so a message of unclosed tags stays linear.
const HIDDEN_OPEN = /<!--|<(head|style|script|title)\b[^<>]*>/gi;

/** The markup without what is never shown: the head, styles, scripts, comments. */
function withoutHidden(html: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let from = 0;
  HIDDEN_OPEN.lastIndex = 0;
  for (let m = HIDDEN_OPEN.exec(html); m; m = HIDDEN_OPEN.exec(html)) {
    out += html.slice(from, m.index);
    const closeTag = m[1] ? `</${m[1].toLowerCase()}` : '-->';
    const close = lower.indexOf(closeTag, HIDDEN_OPEN.lastIndex);
    if (close === -1) return out;
    from = m[1] ? lower.indexOf('>', close) + 1 || html.length : close + 3;
    HIDDEN_OPEN.lastIndex = from;
  }
  return out + html.slice(from);
}

export function htmlToText(html: string): string {
  const text = withoutHidden(html.slice(0, READ_AT_MOST))
    .replace(/<blockquote\b[^<>]*>/gi, `\n${QUOTE_OPEN}`)
    .replace(/<\/blockquote\s*>/gi, `${QUOTE_CLOSE}\n`)
    .replace(/<hr\b[^<>]*>/gi, '\n________________________________\n')
    .replace(/<br\b[^<>]*>/gi, '\n')
    .replace(/<\/?(p|div|li|tr|h[1-6]|table|ul|ol)\b[^<>]*>/gi, '\n')
    .replace(/<[^<>]*>/g, '');
  return markQuotes(
    decodeEntities(text)
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+/g, ' '),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
