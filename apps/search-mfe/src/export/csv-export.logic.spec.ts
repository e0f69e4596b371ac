import { exportFileName } from './csv-export.logic.js';

describe('export file name', () => {
  const now = new Date('2026-03-04T05:06:07Z');
  it("keeps the server's name", () => {
    expect(exportFileName('restaurant-leads-2026-03-04-050607.csv', now)).toBe(
      'restaurant-leads-2026-03-04-050607.csv',
    );
    expect(exportFileName('leads', now)).toBe('leads.csv');
    expect(exportFileName('a/b:c.csv', now)).toBe('a_b_c.csv');
  });
  it('falls back to a timestamped name with a product word', () => {
    expect(exportFileName('download', now)).toBe('restaurant-leads-2026-03-04-050607.csv');
    expect(exportFileName('', now)).toBe('restaurant-leads-2026-03-04-050607.csv');
    expect(exportFileName(null, now)).toBe('restaurant-leads-2026-03-04-050607.csv');
  });
});
