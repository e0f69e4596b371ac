import { cityOptions, cuisineOptions, EMPTY_FILTER, hasFilter, toFilter } from './filter.logic.js';

describe('filters', () => {
  it('sends only what the rep set, the search text trimmed', () => {
    expect(toFilter(EMPTY_FILTER)).toEqual({});
    expect(hasFilter(EMPTY_FILTER)).toBe(false);
    const form = {
      list_id: '5b0c9f1e-2a7d-4c1e-9a55-6f1c0f2d7a10',
      status: 'attempted' as const,
      due: 'overdue' as const,
      q: '  taco  ',
      cuisine: 'mexican',
      city: 'Austin',
      fit: 'good_fit' as const,
      has_contact: 'yes' as const,
      owner: 'team' as const,
    };
    expect(toFilter(form)).toEqual({
      list_id: form.list_id,
      status: 'attempted',
      due: 'overdue',
      q: 'taco',
      cuisine: 'mexican',
      city: 'Austin',
      fit: 'good_fit',
      has_contact: 'yes',
      owner: 'team',
    });
    expect(hasFilter({ ...EMPTY_FILTER, q: '   ' })).toBe(false);
    expect(hasFilter({ ...EMPTY_FILTER, status: 'won' })).toBe(true);
    expect(hasFilter({ ...EMPTY_FILTER, city: 'Austin' })).toBe(true);
  });

  it('offers the cuisines and cities of the saved leads with their counts, keeping the chosen one', () => {
    const cuisines = [
      { value: 'italian', label: 'Italian', count: 12 },
      { value: 'tex_mex', label: 'Tex-Mex', count: 1 },
    ];
    expect(cuisineOptions(cuisines, '')).toEqual([
      { value: 'italian', label: 'Italian (12)' },
      { value: 'tex_mex', label: 'Tex-Mex (1)' },
    ]);
    expect(cuisineOptions(cuisines, 'thai').at(-1)).toEqual({ value: 'thai', label: 'thai (0)' });
    const cities = [
      { city: 'Austin', state: 'TX', count: 4 },
      { city: 'Springfield', state: null, count: 2 },
    ];
    expect(cityOptions(cities, '').map((o) => o.label)).toEqual(['Austin, TX (4)', 'Springfield (2)']);
    expect(cityOptions(cities, 'Austin')).toHaveLength(2);
    expect(cityOptions(cities, 'Dallas').at(-1)).toEqual({ value: 'Dallas', label: 'Dallas (0)' });
  });
});
