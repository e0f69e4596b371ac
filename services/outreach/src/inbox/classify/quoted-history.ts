import EmailReplyParser from 'email-reply-parser';

/**
 * The answer's own words, without the history under them. Everything the product reads in words
 * (an opt-out, a "not interested") must be read here and never in our own email quoted back: every
 * email we send ends with "Don't want these emails? Unsubscribe: ...".
 *
 * First the history is cut where a mail program starts it in ways email-reply-parser can miss
 * (Outlook's "From: / Sent:" block with no address, an attribution line wrapped in two, our own
 * footer quoted without '>'); then email-reply-parser takes out '>' lines, the attributions it
 * knows and signatures ("--", "Sent from my iPhone", "Get Outlook for iOS").
 */

// A person's own words fit in far less; more would only be history, and costs the parser time.
const READ_AT_MOST = 16_000;
// email-reply-parser's patterns slow down sharply on very long lines; such a line is no history marker.
const LONG_LINE = 500;
const HOLD = '\u0003';

const DIVIDER = /^\s*-{2,}\s*(original message|mensaje original|forwarded message|mensaje reenviado)\s*-*\s*$/i;
const OUR_FOOTER = /^[\s>]*don'?t want these emails\?\s*unsubscribe:/i;
const FROM_LABEL = /^\s*\*?(from|de|von)\s?:\*?\s+\S/i;
const SENT_LABEL = /^\s*\*?(sent|date|enviado|fecha|gesendet|datum)\s?:\*?\s+\S/i;
const RULE_LINE = /^\s*(_{8,}|-{8,})\s*$/;
const ATTRIBUTION = [/^\s*on\s.{4,300}\bwrote:?\s*$/i, /^\s*el\s.{4,300}\bescribi[oó]:?\s*$/i];

const isAttribution = (line: string) => ATTRIBUTION.some((re) => re.test(line));

/** Outlook's header block: a "From:" line with a "Sent:"/"Date:" line just under it. */
function isHeaderBlock(lines: string[], i: number): boolean {
  return FROM_LABEL.test(lines[i]) && lines.slice(i + 1, i + 4).some((line) => SENT_LABEL.test(line));
}

/** Where a block starts, including the rule line Outlook draws above it. */
function withRuleAbove(lines: string[], i: number): number {
  let above = i - 1;
  while (above >= 0 && !lines[above].trim()) above--;
  return above >= 0 && RULE_LINE.test(lines[above]) ? above : i;
}

/** The first line of the history, or -1. */
export function historyStart(lines: string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.length > LONG_LINE) continue;
    if (DIVIDER.test(line) || OUR_FOOTER.test(line)) return i;
    if (isHeaderBlock(lines, i)) return withRuleAbove(lines, i);
    // Gmail wraps a long attribution: "On Tue, ... Demo Rep <" / "demo@leadgen.test> wrote:".
    if (isAttribution(line) || (/^\s*(on|el)\s/i.test(line) && isAttribution(`${line} ${lines[i + 1] ?? ''}`))) {
      return i;
    }
  }
  return -1;
}

/** email-reply-parser's visible text, with overlong lines held aside while it runs. */
function visibleText(lines: string[]): string {
  const held: string[] = [];
  const safe = lines.map((line) => {
    if (line.length <= LONG_LINE) return line;
    held.push(line);
    return `${line.startsWith('>') ? '> ' : ''}${HOLD}${held.length - 1}${HOLD}`;
  });
  const visible = new EmailReplyParser().parseReply(safe.join('\n'));
  return held.length ? visible.replace(new RegExp(`(> )?${HOLD}(\\d+)${HOLD}`, 'g'), (_, _q, k) => held[+k]) : visible;
}

/** The answer's own words: history and signature taken out, trimmed. */
export function replyTextOf(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').slice(0, READ_AT_MOST).split('\n');
  const start = historyStart(lines);
  return visibleText(start === -1 ? lines : lines.slice(0, start)).trim();
}
