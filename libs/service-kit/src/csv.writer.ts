/** What every CSV the product writes is served as. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';

/**
 * Cells a spreadsheet would run as a formula: after any leading whitespace, control or format
 * characters of any kind (spaces of every width such as U+00A0 and U+3000, the zero-width space,
 * the byte order mark, line and paragraph separators, VT, FF, tab, CR, LF), a first character of
 * = + - @ (or its full-width form, which spreadsheets in East Asian locales read the same way);
 * also a cell that starts with a tab or CR. They get a leading apostrophe, so the spreadsheet
 * shows the text instead of running it. Every CSV the product writes goes through csvCell.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cc}\p{Cf}\p{Z}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

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

/** UTF-8 with BOM (Excel reads the accents right), CRLF line ends, header row first. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return BOM + lines.join('\r\n') + '\r\n';
}
