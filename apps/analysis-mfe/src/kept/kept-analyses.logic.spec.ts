import { hostOf, keptRows, reportKey } from './kept-analyses.logic.js';

describe("'Your analyses' rows", () => {
  const items = [
    {
      id: 'a',
      company_name: 'OrderHatch',
      website_url: 'https://orderhatch-ordering.example.com/',
      created_at: '2026-11-25T10:00:00.000Z',
    },
    {
      id: 'b',
      company_name: ' ',
      website_url: 'https://www.seatwise.example.com/',
      created_at: '2026-11-26T09:30:00.000Z',
    },
  ];

  it('lists the newest first, named by the company or else by its site', () => {
    const rows = keptRows(items, 'en-US', 'UTC');
    expect(rows.map((r) => [r.id, r.name, r.host])).toEqual([
      ['b', 'seatwise.example.com', 'seatwise.example.com'],
      ['a', 'OrderHatch', 'orderhatch-ordering.example.com'],
    ]);
    expect(rows[0]!.date).toBe('Nov 26, 2026, 9:30 AM');
  });

  it('keeps an address that is not a URL as it came', () => {
    expect(hostOf('not a url')).toBe('not a url');
  });

  it('tells two analyses of the same site apart by their time', () => {
    expect(reportKey({ website_url: 'https://x.example.com/', created_at: '1' })).not.toBe(
      reportKey({ website_url: 'https://x.example.com/', created_at: '2' }),
    );
  });
});
