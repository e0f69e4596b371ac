/**
 * A strict RFC 4180 reader for tests (no CSV parser is installed in the workspace; `csv-parse`
 * would be the one to add). Quoted fields may hold commas, doubled quotes, CR and LF.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let sawQuote = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"') {
      if (field.length || sawQuote) throw new Error(`stray quote at ${i}`);
      quoted = true;
      sawQuote = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      sawQuote = false;
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      sawQuote = false;
      i += 2;
    } else if (ch === '\n' || ch === '\r') {
      throw new Error(`bare line break at ${i}: records end with CRLF`);
    } else {
      if (sawQuote) throw new Error(`text after a closing quote at ${i}`);
      field += ch;
      i++;
    }
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field.length || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
