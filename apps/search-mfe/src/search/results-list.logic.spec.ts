import type { Lead } from '@leadgen/contracts';
import { sampleLead } from '@leadgen/contracts/testing';
import {
  DEFAULT_SORT,
  NO_FILTER,
  filterRows,
  isFiltered,
  nextSort,
  pageOf,
  rowsOf,
  sortRows,
  type ResultRow,
} from './results-list.logic.js';

const lead = (name: string, over: Partial<Lead> = {}): Lead => ({
  ...sampleLead,
  id: name,
  place_id: name,
  name,
  pitch: null,
  saved: null,
  ...over,
});

const names = (rows: readonly ResultRow[]) => rows.map((r) => r.lead.name);

const leads = [
  lead('Casa Verde', { fit_score: 90, fit_decision: 'good_fit', google_rating: 4.1, review_count: 300 }),
  lead('Bravo Pizza', {
    fit_score: 70,
    fit_decision: 'marginal_fit',
    google_rating: 4.8,
    review_count: 20,
    website: null,
  }),
  lead('Al Forno', {
    fit_score: 60,
    fit_decision: 'marginal_fit',
    google_rating: 0,
    review_count: null,
    location_count: null,
  }),
  lead('Dumpling Co', {
    fit_score: 40,
    fit_decision: 'bad_fit',
    google_rating: 4.5,
    review_count: 900,
    cuisine_type: 'chinese',
    saved: {
      id: '00000000-0000-4000-8000-000000000001',
      status: 'new',
      list: { id: 'l', name: 'My Leads' },
      has_email: true,
    },
  }),
];

describe('sorting the results', () => {
  const rows = rowsOf(leads);

  it("keeps the search's ranking until a column is chosen", () => {
    expect(names(sortRows(rows, DEFAULT_SORT))).toEqual(['Casa Verde', 'Bravo Pizza', 'Al Forno', 'Dumpling Co']);
  });

  it('sorts by rating best first, a lead without a rating last either way', () => {
    expect(names(sortRows(rows, { key: 'rating', dir: 'desc' }))).toEqual([
      'Bravo Pizza',
      'Dumpling Co',
      'Casa Verde',
      'Al Forno',
    ]);
    expect(names(sortRows(rows, { key: 'rating', dir: 'asc' }))).toEqual([
      'Casa Verde',
      'Dumpling Co',
      'Bravo Pizza',
      'Al Forno',
    ]);
  });

  it('sorts by fit, reviews and name', () => {
    expect(names(sortRows(rows, { key: 'fit', dir: 'asc' }))).toEqual([
      'Dumpling Co',
      'Al Forno',
      'Bravo Pizza',
      'Casa Verde',
    ]);
    expect(names(sortRows(rows, { key: 'reviews', dir: 'desc' }))[0]).toBe('Dumpling Co');
    expect(names(sortRows(rows, { key: 'name', dir: 'asc' }))).toEqual([
      'Al Forno',
      'Bravo Pizza',
      'Casa Verde',
      'Dumpling Co',
    ]);
  });

  it('turns a column around on a second click, and starts another best first', () => {
    expect(nextSort(DEFAULT_SORT, 'rating')).toEqual({ key: 'rating', dir: 'desc' });
    expect(nextSort({ key: 'rating', dir: 'desc' }, 'rating')).toEqual({ key: 'rating', dir: 'asc' });
    expect(nextSort({ key: 'rating', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
  });
});

describe('filtering within results', () => {
  const rows = rowsOf(leads);

  it('keeps every row without a filter', () => {
    expect(filterRows(rows, NO_FILTER)).toHaveLength(4);
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it('finds words in the name, address or cuisine', () => {
    expect(names(filterRows(rows, { ...NO_FILTER, text: 'pizza' }))).toEqual(['Bravo Pizza']);
    expect(names(filterRows(rows, { ...NO_FILTER, text: 'chinese' }))).toEqual(['Dumpling Co']);
    expect(isFiltered({ ...NO_FILTER, text: ' x ' })).toBe(true);
  });

  it('narrows by fit decision, website, a known contact and saved or not', () => {
    expect(names(filterRows(rows, { ...NO_FILTER, fit: 'marginal_fit' }))).toEqual(['Bravo Pizza', 'Al Forno']);
    expect(names(filterRows(rows, { ...NO_FILTER, website: 'no' }))).toEqual(['Bravo Pizza']);
    expect(names(filterRows(rows, { ...NO_FILTER, contact: 'yes' }))).toEqual(['Dumpling Co']);
    expect(names(filterRows(rows, { ...NO_FILTER, saved: 'unsaved' }))).toHaveLength(3);
    expect(names(filterRows(rows, { ...NO_FILTER, saved: 'saved' }))).toEqual(['Dumpling Co']);
  });
});

describe('paging', () => {
  const many = rowsOf(Array.from({ length: 333 }, (_, i) => lead(`R${i}`)));

  it('shows every match, a page at a time', () => {
    const first = pageOf(many, 1, 25);
    expect([first.from, first.to, first.pages, first.total]).toEqual([1, 25, 14, 333]);
    const last = pageOf(many, 14, 25);
    expect([last.from, last.to, last.rows.length]).toEqual([326, 333, 8]);
    expect(last.rows.at(-1)!.lead.name).toBe('R332');
  });

  it('keeps the page within the pages there are', () => {
    expect(pageOf(many, 99, 25).page).toBe(14);
    expect(pageOf(many, 0, 25).page).toBe(1);
    expect(pageOf([], 3, 25)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0, total: 0 });
  });
});
