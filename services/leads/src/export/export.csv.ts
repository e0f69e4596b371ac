import type { Lead } from '@leadgen/contracts';
import { splitUsAddress } from '../places/place.address.js';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';

/** Cells a spreadsheet would run as a formula start with one of these: they get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote, CR or LF (quotes doubled); formulas neutralised. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let s = String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

type Column = [header: string, value: (lead: Lead) => unknown];

/** What a CRM import needs, in this order. */
export const CSV_COLUMNS: Column[] = [
  ['Name', (l) => l.name],
  ['Fit Decision', (l) => l.fit_decision],
  ['Fit Score', (l) => l.fit_score],
  ['Cuisine', (l) => l.cuisine_type.replace(/_/g, ' ')],
  ['Street', (l) => parts(l).street],
  ['City', (l) => parts(l).city],
  ['State', (l) => parts(l).state],
  ['ZIP', (l) => parts(l).zip],
  ['Full Address', (l) => l.address],
  ['Phone', (l) => l.phone],
  ['Website', (l) => l.website],
  ['Rating', (l) => (l.google_rating ? l.google_rating : null)],
  ['Review Count', (l) => l.review_count],
  ['Locations', (l) => l.location_count],
  ['Locations Source', (l) => l.location_count_source],
  ['Hours', (l) => l.operating_hours?.weekday_text?.join('; ') || null],
  ['Email Opener', (l) => l.pitch?.email_opener],
  ['Call Opener', (l) => l.pitch?.call_opener],
  ['Value Proposition', (l) => l.pitch?.value_proposition],
  ['Opened', (l) => l.opened_date],
  ['Data Source', (l) => l.data_source],
  ['Place ID', (l) => l.place_id ?? l.id],
];

const partsCache = new WeakMap<Lead, ReturnType<typeof splitUsAddress>>();
function parts(l: Lead) {
  let p = partsCache.get(l);
  if (!p) {
    p = l.address_parts ?? splitUsAddress(l.address);
    partsCache.set(l, p);
  }
  return p;
}

/** UTF-8 with BOM (Excel reads the accents right), CRLF line ends, header row first. */
export function leadsToCsv(leads: readonly Lead[]): string {
  const lines = [csvRow(CSV_COLUMNS.map((c) => c[0]))];
  for (const lead of leads) lines.push(csvRow(CSV_COLUMNS.map((c) => c[1](lead))));
  return BOM + lines.join('\r\n') + '\r\n';
}

/** "restaurant-leads-2026-11-22-1430.csv" (UTC). */
export function exportFilename(now: Date = new Date()): string {
  const iso = now.toISOString();
  return `restaurant-leads-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.csv`;
}
