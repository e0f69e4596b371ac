import { pageCount, pageSummary } from './pages.logic.js';

describe('pages', () => {
  it('says which rows of how many are shown', () => {
    expect(pageSummary(1, 25, 0)).toBe('0 leads');
    expect(pageSummary(1, 25, 7)).toBe('1-7 of 7');
    expect(pageSummary(2, 25, 80)).toBe('26-50 of 80');
    expect(pageSummary(4, 25, 80)).toBe('76-80 of 80');
    expect(pageSummary(1, 50, 1200)).toBe('1-50 of 1,200');
  });
  it('has at least one page', () => {
    expect(pageCount(25, 0)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(25, 26)).toBe(2);
  });
});
