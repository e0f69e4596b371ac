import { parseClientsCsv, parseCsvRecords } from './clients.csv.js';

describe('customer list CSV', () => {
  it('reads RFC 4180 records with the line each starts on (quotes, commas, newlines, BOM, CRLF)', () => {
    const { records, error } = parseCsvRecords('\uFEFFa,b\r\n"x, y","line1\nline2"\r\n\r\n"say ""hi""",z');
    expect(error).toBeNull();
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'line1\nline2'] },
      { line: 5, cells: ['say "hi"', 'z'] },
    ]);
    expect(parseCsvRecords('a\n"open').error).toEqual({ line: 2, message: 'A quoted value is never closed.' });
  });

  it('imports good rows and reports each bad row by its line', () => {
    const csv = [
      'Name,Address,City,State,Website',
      'Casa Verde,12 Main St,Riverton,tx,casaverde.example.com',
      ',5 Oak Ave,Riverton,TX,',
      'No City,1 A St,,TX,',
      'Bad State,1 A St,Austin,Texas,',
      'Bad Site,1 A St,Austin,TX,not a url',
      'Too,many,values,TX,x.example.com,extra',
      '"Quoted, Inc.",9 Elm,"Oak Falls",OH,https://quoted.example.com/',
    ].join('\n');
    const out = parseClientsCsv(csv);
    expect(out.fatal).toBeNull();
    expect(out.rows.map((r) => [r.line, r.name, r.city, r.state, r.website])).toEqual([
      [2, 'Casa Verde', 'Riverton', 'TX', 'https://casaverde.example.com/'],
      [8, 'Quoted, Inc.', 'Oak Falls', 'OH', 'https://quoted.example.com/'],
    ]);
    expect(out.rejected).toEqual([
      { line: 3, error: 'Name is missing.' },
      { line: 4, error: 'City is missing.' },
      { line: 5, error: 'State "Texas" is not a US state code.' },
      { line: 6, error: 'Website "not a url" is not a web address.' },
      { line: 7, error: 'Expected 5 values, found 6.' },
    ]);
  });

  it('accepts any column order, optional columns and coordinates; refuses a file without the needed header', () => {
    const out = parseClientsCsv('city,state,name,lat,lng\nAustin,TX,Uno,30.27,-97.74\nAustin,TX,Dos,95,1');
    expect(out.rows).toEqual([
      {
        line: 2,
        name: 'Uno',
        address: null,
        city: 'Austin',
        state: 'TX',
        website: null,
        latitude: 30.27,
        longitude: -97.74,
      },
    ]);
    expect(out.rejected).toEqual([{ line: 3, error: 'Latitude "95" is not a valid coordinate.' }]);
    expect(parseClientsCsv('restaurant,town\nA,B').fatal).toMatch(/lacks name, city, state/);
    expect(parseClientsCsv('   ').fatal).toMatch(/empty/);
  });
});
