import { sampleLead } from '@leadgen/contracts/testing';
import type { Lead } from '@leadgen/contracts';
import { parse } from 'csv-parse/sync';
import { CSV_COLUMNS, exportFilename, leadsToCsv } from './export.csv.js';

const parseCsv = (text: string) => parse(text, { record_delimiter: '\r\n' }) as string[][];

const strip = (csv: string) => {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  return csv.slice(1);
};

describe('leadsToCsv', () => {
  const tricky: Lead[] = [
    { ...sampleLead, name: 'Smith, Jones & Co. Oyster Bar' },
    { ...sampleLead, name: 'The "Original" Pancake Spot', pitch: null },
    { ...sampleLead, name: 'Two\nLines\r\nof Name', operating_hours: null, website: null, phone: null },
    { ...sampleLead, name: '=cmd|"/c calc"!A1', address: '500 Lamar Blvd, Austin, TX 78703', address_parts: undefined },
    { ...sampleLead, name: 'Café Déjà Vu', google_rating: 0, location_count: null },
    { ...sampleLead, name: ' =HYPERLINK("http://evil.example")', phone: '\n+1 512 555 0100', website: '＠evil' },
  ];

  it('starts with the BOM, ends records with CRLF, and has a header row', () => {
    const csv = leadsToCsv(tricky);
    const body = strip(csv);
    expect(body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(body);
    expect(rows[0]).toEqual(CSV_COLUMNS.map((c) => c[0]));
    expect(rows).toHaveLength(tricky.length + 1);
    for (const r of rows) expect(r).toHaveLength(CSV_COLUMNS.length);
  });

  it('round-trips names with commas, quotes, newlines and accents', () => {
    const rows = parseCsv(strip(leadsToCsv(tricky)));
    const names = rows.slice(1).map((r) => r[0]);
    expect(names).toEqual([
      'Smith, Jones & Co. Oyster Bar',
      'The "Original" Pancake Spot',
      'Two\nLines\r\nof Name',
      `'=cmd|"/c calc"!A1`,
      'Café Déjà Vu',
      `' =HYPERLINK("http://evil.example")`,
    ]);
  });

  it('neutralises formulas hidden behind leading whitespace or in full-width form in every column', () => {
    const rows = parseCsv(strip(leadsToCsv(tricky)));
    const last = rows[rows.length - 1]!;
    expect(last[rows[0]!.indexOf('Phone')]).toBe("'\n+1 512 555 0100");
    expect(last[rows[0]!.indexOf('Website')]).toBe("'＠evil");
  });

  it("names cuisines and fit decisions as the app does ('BBQ', 'Breakfast & Brunch', 'Bad fit')", () => {
    const leads = [
      { ...sampleLead, cuisine_type: 'bbq', fit_decision: 'bad_fit' },
      { ...sampleLead, cuisine_type: 'breakfast_brunch', fit_decision: 'marginal_fit' },
    ];
    const rows = parseCsv(strip(leadsToCsv(leads)));
    const col = (name: string) => rows[0]!.indexOf(name);
    expect(rows.slice(1).map((r) => [r[col('Cuisine')], r[col('Fit Decision')]])).toEqual([
      ['BBQ', 'Bad fit'],
      ['Breakfast & Brunch', 'Marginal fit'],
    ]);
  });

  it('fills the CRM columns: address parts, hours as one column, pitch openers, blanks for unknowns', () => {
    const rows = parseCsv(strip(leadsToCsv(tricky)));
    const col = (name: string) => rows[0]!.indexOf(name);
    const first = rows[1]!;
    expect(first[col('Fit Decision')]).toBe('Good fit');
    expect(first[col('Cuisine')]).toBe('Mexican');
    expect(first[col('Fit Score')]).toBe('78');
    expect(first[col('Street')]).toBe('1200 E 6th St');
    expect(first[col('City')]).toBe('Austin');
    expect(first[col('State')]).toBe('TX');
    expect(first[col('ZIP')]).toBe('78702');
    expect(first[col('Hours')]).toBe('Monday: 11:00 AM – 10:00 PM');
    expect(first[col('Email Opener')]).toBe(sampleLead.pitch!.email_opener);
    expect(first[col('Call Opener')]).toBe(sampleLead.pitch!.call_opener);
    expect(rows[2]![col('Email Opener')]).toBe('');
    expect(rows[3]![col('Phone')]).toBe('');
    expect(rows[4]![col('Street')]).toBe('500 Lamar Blvd');
    expect(rows[4]![col('ZIP')]).toBe('78703');
    expect(rows[5]![col('Rating')]).toBe('');
    expect(rows[5]![col('Locations')]).toBe('');
  });

  it('names the file with a product word and a timestamp', () => {
    expect(exportFilename(new Date('2026-11-22T14:30:05Z'))).toBe('restaurant-leads-2026-11-22-143005.csv');
  });
});
