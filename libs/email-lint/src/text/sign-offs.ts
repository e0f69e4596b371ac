/*
 * Where the rep signs off: a closing line ("Best,", "Thanks,", "Cheers, Sam") with the name on it
 * or under it, or a dashed signature at the end of a line ("…between services? — Sam").
 */
import { looksLikeName } from './names.js';

export interface SignOff {
  /** The sign-off as written, with its name: "Best, Demo Rep", "— Sam". */
  text: string;
  /** The name signed, when there is one. */
  name: string | null;
  /** Where it starts and ends in the text, so a signature can be cut off. */
  start: number;
  end: number;
}

const CLOSINGS = [
  'all the best',
  'best regards',
  'best wishes',
  'best',
  'kind regards',
  'warm regards',
  'warmest regards',
  'regards',
  'warmly',
  'many thanks',
  'thanks again',
  'thanks so much',
  'thank you',
  'thanks',
  'with thanks',
  'cheers',
  'sincerely',
  'yours truly',
  'yours',
  'talk soon',
  'speak soon',
  'take care',
  'respectfully',
];
/** A closing alone on its line, maybe with the name after it ("Best,", "Cheers, Sam", "Thanks! — Sam"). */
const CLOSING_LINE = new RegExp(`^(?:${CLOSINGS.join('|')})\\s*[,.!]?\\s*(?:[—–-]+\\s*)?(.*)$`, 'i');
/** A dash and a name ending a line, at its start or after a sentence's end ("…this week? — Sam"). */
const DASHED = /(?:^|(?<=[.?!)"'’]\s*))(?:—|–|--?)\s*([^—–]+?)\s*$/u;
/** A hyphen opening a line is a list's bullet ("- Online Ordering") unless it ends the email ("- Sam"). */
const BULLET = /^\s*-(?!-)/;

interface Line {
  text: string;
  start: number;
}

function linesOf(text: string): Line[] {
  let start = 0;
  return text.split('\n').map((line) => {
    const l = { text: line, start };
    start += line.length + 1;
    return l;
  });
}

/**
 * The name under a closing line: the next line (one blank line may come between) when it reads as
 * a name, with or without a dash ("Thanks!\n— Sam" is one sign-off).
 */
function nameUnder(lines: Line[], i: number): { line: Line; name: string } | null {
  const next = lines[i + 1]?.text.trim() ? lines[i + 1] : lines[i + 2];
  const name = next?.text.trim().replace(/^(?:—|–|--?)\s*/, '');
  return next && name && looksLikeName(name) ? { line: next, name } : null;
}

function closingAt(lines: Line[], i: number): SignOff | null {
  const line = lines[i]!;
  const m = CLOSING_LINE.exec(line.text.trim());
  if (!m) return null;
  const after = m[1]!.trim();
  if (after && !looksLikeName(after)) return null; // "Thanks for your time." is a sentence, not a sign-off
  const start = line.start + line.text.indexOf(line.text.trim());
  if (after) return { text: line.text.trim(), name: after, start, end: line.start + line.text.length };
  const under = nameUnder(lines, i);
  if (!under) return { text: line.text.trim(), name: null, start, end: line.start + line.text.length };
  return {
    text: `${line.text.trim()} ${under.line.text.trim()}`,
    name: under.name,
    start,
    end: under.line.start + under.line.text.length,
  };
}

function dashedAt(line: Line, last: boolean): SignOff | null {
  const m = DASHED.exec(line.text);
  if (!m || !looksLikeName(m[1]!) || (BULLET.test(line.text) && !last)) return null;
  return { text: m[0].trim(), name: m[1]!.trim(), start: line.start + m.index, end: line.start + line.text.length };
}

/** Every sign-off in the text, in order. */
export function signOffsOf(text: string): SignOff[] {
  const lines = linesOf(text);
  const found: SignOff[] = [];
  const lastLine = lines.findLastIndex((l) => l.text.trim());
  for (let i = 0; i < lines.length; i++) {
    const off = closingAt(lines, i) ?? dashedAt(lines[i]!, i === lastLine);
    if (!off) continue;
    found.push(off);
    // The name line under a closing belongs to it.
    while (i + 1 < lines.length && lines[i + 1]!.start < off.end) i++;
  }
  return found;
}

/** The text above its last sign-off: the email without its signature block (name, title, phone). */
export function withoutSignature(text: string): string {
  const last = signOffsOf(text).at(-1);
  return (last ? text.slice(0, last.start) : text).trimEnd();
}

/** The text with every sign-off taken out, wherever it stands. */
export function withoutSignOffs(text: string): string {
  return signOffsOf(text)
    .reduceRight((t, off) => t.slice(0, off.start) + t.slice(off.end), text)
    .trim();
}
