import { parse } from 'csv-parse/sync';
import { csvCell, csvDocument } from './csv.writer.js';

describe('CSV cells (RFC 4180)', () => {
  it('quotes only when needed and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(4.5)).toBe('4.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+39 Trattoria', "'+39 Trattoria"],
    ['-196 Ice Cream Lab', "'-196 Ice Cream Lab"],
    ['@Home Noodle Bar', "'@Home Noodle Bar"],
    ['\tTabbed', "'\tTabbed"],
    ['\rCarriage', `"'\rCarriage"`],
    ['=1+2, then', `"'=1+2, then"`],
    [' =1+2', "' =1+2"],
    ['   @SUM(A1)', "'   @SUM(A1)"],
    ['\t-2+3', "'\t-2+3"],
    ['\n=cmd', `"'\n=cmd"`],
    ['\r\n+1', `"'\r\n+1"`],
    [' \n \t=1', `"' \n \t=1"`],
    ['＝1+2', "'＝1+2"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['  ＝HYPERLINK("x")', `"'  ＝HYPERLINK(""x"")"`],
  ])('neutralises formula cell %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['no-break space', '\u00a0=1+2'],
    ['ideographic space', '\u3000+1'],
    ['zero-width space', '\u200b-2'],
    ['byte order mark', '\ufeff@SUM(A1)'],
    ['line separator', '\u2028=1'],
    ['paragraph separator', '\u2029=1'],
    ['vertical tab', '\u000b=1'],
    ['form feed', '\u000c=1'],
    ['word joiner and thin space', '\u2060\u2009=1'],
    ['a control character', '\u0001=1'],
    ['right-to-left mark', '\u200f=1'],
  ])('neutralises a formula after a %s', (_label, input) => {
    expect(csvCell(input)).toBe(`'${input}`);
  });

  it('leaves numbers and text that merely contain the characters alone', () => {
    expect(csvCell('A+ Pizza')).toBe('A+ Pizza');
    expect(csvCell('info@example.com')).toBe('info@example.com');
    expect(csvCell('Tacos = joy')).toBe('Tacos = joy');
    expect(csvCell(' Pizza')).toBe(' Pizza');
    expect(csvCell('\u00a0Pizza')).toBe('\u00a0Pizza');
    expect(csvCell('\u3000A+ Pizza')).toBe('\u3000A+ Pizza');
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('csvDocument', () => {
  it('is UTF-8 with a BOM, CRLF records and a header row; a CSV reader gets every neutralised cell back as text', () => {
    const cells = [' =1+2', '\n@SUM(A1)', '＝IMPORTXML("x")', '－5', 'Café, "Déjà" Vu'];
    const csv = csvDocument(
      ['Name', 'Note'],
      cells.map((c, i) => [c, i]),
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parse(csv, { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(rows[0]).toEqual(['Name', 'Note']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      "' =1+2",
      "'\n@SUM(A1)",
      `'＝IMPORTXML("x")`,
      "'－5",
      'Café, "Déjà" Vu',
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['0', '1', '2', '3', '4']);
  });
});
