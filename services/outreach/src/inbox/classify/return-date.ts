import { comparable } from './text-match.js';

/**
 * The day an out-of-office says its writer is back, so the sequence waits until then rather than
 * a guess. Read only just after the words that announce it ('back on', 'returning', 'until',
 * 'regreso el', 'hasta el'), so a date elsewhere in the message (an event, a phone hour) is not
 * taken for it. A date without a year is the first such day on or after the day the message came
 * (in UTC); a weekday alone ('back Monday') is the next such weekday after it.
 */

const MONTHS: Record<string, number> = {
  january: 1, jan: 1, enero: 1, ene: 1,
  february: 2, feb: 2, febrero: 2,
  march: 3, mar: 3, marzo: 3,
  april: 4, apr: 4, abril: 4, abr: 4,
  may: 5, mayo: 5,
  june: 6, jun: 6, junio: 6,
  july: 7, jul: 7, julio: 7,
  august: 8, aug: 8, agosto: 8, ago: 8,
  september: 9, sept: 9, sep: 9, septiembre: 9, setiembre: 9,
  october: 10, oct: 10, octubre: 10,
  november: 11, nov: 11, noviembre: 11,
  december: 12, dec: 12, diciembre: 12, dic: 12,
}; // prettier-ignore

const WEEKDAYS: Record<string, number> = {
  sunday: 0, domingo: 0, monday: 1, lunes: 1, tuesday: 2, martes: 2, wednesday: 3, miercoles: 3,
  thursday: 4, jueves: 4, friday: 5, viernes: 5, saturday: 6, sabado: 6,
}; // prettier-ignore

const ENGLISH_ANCHOR = /\b(until|till|til|through|thru|back|returning|return|returns|in the office)\b/g;
const SPANISH_ANCHOR = /\b(hasta|regreso|regresare|regresamos|vuelvo|volvere|de vuelta|reincorporo|a partir del?)\b/g;
// How far after the announcing words the date may stand ('back in the office on Tuesday, December 8').
const WINDOW = 60;
// Only the top of a message holds its out-of-office words.
const READ_AT_MOST = 10_000;

const names = (table: Record<string, number>) =>
  Object.keys(table)
    .sort((a, b) => b.length - a.length)
    .join('|');
const MONTH = `(${names(MONTHS)})\\b\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)';
const YEAR = '(?:,?\\s+(?:de(?:l)?\\s+)?(\\d{4}))?';
const WEEKDAY_ONLY = new RegExp(`\\b(${names(WEEKDAYS)}|tomorrow)\\b`);

type Parts = { year: number | null; month: number; day: number };
type Form = { re: RegExp; parts: (m: RegExpExecArray, dayFirst: boolean) => Parts };

const year = (text: string | undefined) => (text ? Number(text.length === 2 ? `20${text}` : text) : null);

const FORMS: Form[] = [
  // 2026-12-08
  { re: /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/, parts: (m) => ({ year: +m[1], month: +m[2], day: +m[3] }) },
  // December 8, Dec. 8th, December 8, 2026 (a weekday before it is left aside)
  {
    re: new RegExp(`\\b${MONTH}\\s+${DAY}${YEAR}`),
    parts: (m) => ({ year: year(m[3]), month: MONTHS[m[1]], day: +m[2] }),
  },
  // 8 December 2026, 8th of December, 8 de diciembre (de 2026)
  {
    re: new RegExp(`(?<!\\d)${DAY}\\s+(?:of\\s+|de\\s+)?${MONTH}${YEAR}`),
    parts: (m) => ({ year: year(m[3]), month: MONTHS[m[2]], day: +m[1] }),
  },
  // 12/8 (US: month first), 8/12 in Spanish (day first), 12/8/2026
  {
    re: /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/,
    parts: (m, dayFirst) => ({ year: year(m[3]), month: +(dayFirst ? m[2] : m[1]), day: +(dayFirst ? m[1] : m[2]) }),
  },
];

// A period ends the sentence unless it ends an abbreviation ('Mon. Dec. 8').
const SENTENCE_END =
  /(?<!\b(?:[Jj]an|[Ff]eb|[Mm]ar|[Aa]pr|[Jj]un|[Jj]ul|[Aa]ug|[Ss]ept?|[Oo]ct|[Nn]ov|[Dd]ec|[Mm]on|[Tt]ues?|[Ww]ed|[Tt]hu(?:rs?)?|[Ff]ri|[Ss]at|[Ss]un))\.\s+(?=[A-Z¿¡])|[!?;](\s|$)|\n\s*\n/;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dayOf = (received: Date) =>
  new Date(Date.UTC(received.getUTCFullYear(), received.getUTCMonth(), received.getUTCDate()));

/** The real date for these parts, or null (February 30 is no date). */
function realDate(y: number, month: number, day: number): Date | null {
  const d = new Date(Date.UTC(y, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : null;
}

function dateFor({ year, month, day }: Parts, received: Date): string | null {
  if (year) {
    const stated = realDate(year, month, day);
    return stated ? iso(stated) : null;
  }
  const today = dayOf(received);
  for (const y of [today.getUTCFullYear(), today.getUTCFullYear() + 1]) {
    const d = realDate(y, month, day);
    if (d && d >= today) return iso(d);
  }
  return null;
}

/** The earliest full date in a stretch of text. */
function fullDateIn(text: string, received: Date, dayFirst: boolean): string | null {
  let best: { at: number; date: string } | null = null;
  for (const form of FORMS) {
    const m = form.re.exec(text);
    if (!m || (best && m.index >= best.at)) continue;
    const date = dateFor(form.parts(m, dayFirst), received);
    if (date) best = { at: m.index, date };
  }
  return best?.date ?? null;
}

/** A weekday alone is the next such day after the message came ('tomorrow' the day after). */
function weekdayIn(text: string, received: Date): string | null {
  const m = WEEKDAY_ONLY.exec(text);
  if (!m) return null;
  const d = dayOf(received);
  const want = m[1] === 'tomorrow' ? (d.getUTCDay() + 1) % 7 : WEEKDAYS[m[1]];
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== want);
  return iso(d);
}

/** The stretch after the announcing words, up to the end of their sentence. */
function stretchAfter(original: string, compared: string, from: number): string {
  const window = original.slice(from, from + WINDOW);
  const end = window.search(SENTENCE_END);
  return compared.slice(from, from + (end === -1 ? WINDOW : end));
}

/** The return date an out-of-office states (YYYY-MM-DD), or null when it states none. */
export function returnDateIn(text: string, receivedAt: Date): string | null {
  const original = text.slice(0, READ_AT_MOST);
  const compared = comparable(original);
  const anchors = [
    ...[...compared.matchAll(ENGLISH_ANCHOR)].map((m) => ({ m, dayFirst: false })),
    ...[...compared.matchAll(SPANISH_ANCHOR)].map((m) => ({ m, dayFirst: true })),
  ].sort((a, b) => a.m.index - b.m.index);
  for (const { m, dayFirst } of anchors) {
    const stretch = stretchAfter(original, compared, m.index + m[0].length);
    const date = fullDateIn(stretch, receivedAt, dayFirst) ?? weekdayIn(stretch, receivedAt);
    if (date) return date;
  }
  return null;
}
