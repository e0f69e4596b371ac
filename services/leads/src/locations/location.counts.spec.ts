import { place } from '../../testing/places.js';
import { countAcrossResults, countByBrand, countInResults, type LocationEstimator } from './location.counts.js';

describe('location counting', () => {
  it('counts distinct locations per brand across the results, not second listings of one place', () => {
    const chain = ['Taco Trail - Downtown', 'Taco Trail #2', 'Taco Trail (Airport)', 'Taco Trail'].map((name) =>
      place({ name }),
    );
    const secondListing = { ...chain[0]!, place_id: 'dup-1', name: 'Taco Trail - Downtown' };
    const independent = place({ name: 'Casa Verde' });
    const all = [...chain, secondListing, independent];
    expect(countByBrand(all).get('n:taco trail')).toBe(4);
    const counts = countInResults(all);
    expect(counts.map((c) => c.count)).toEqual([4, 4, 4, 4, 4, 1]);
    expect(counts[0]).toEqual({ count: 4, source: 'search_results', brand: 'Taco Trail' });
    expect(counts[5]).toEqual({ count: 1, source: 'search_results', brand: null });
  });

  it('groups by the stated brand id first (OSM brand:wikidata)', () => {
    const a = place({ name: 'Burger Barnstar', brand: 'Burger Barnstar', brand_id: 'Q1' });
    const b = place({ name: 'Barnstar Burgers Lamar', brand: 'Burger Barnstar', brand_id: 'Q1' });
    expect(countByBrand([a, b]).get('id:Q1')).toBe(2);
  });

  it('in search results, leaves a chain seen once unknown and asks the estimator', async () => {
    const lone = place({ name: 'Noodle Chain - South Congress' });
    const pair = [place({ name: 'Duo Diner #1' }), place({ name: 'Duo Diner #2' })];
    const indie = place({ name: 'Casa Verde' });
    const counts = await countAcrossResults([lone, ...pair, indie], null);
    expect(counts.map((c) => [c.count, c.source])).toEqual([
      [null, 'unknown'],
      [2, 'search_results'],
      [2, 'search_results'],
      [1, 'search_results'],
    ]);

    const asked: string[][] = [];
    const estimator: LocationEstimator = {
      name: 'fake-model',
      estimate: async (brands) => (asked.push(brands), new Map([['Noodle Chain', 140]])),
    };
    const withModel = await countAcrossResults([lone, ...pair, indie], estimator);
    expect(asked).toEqual([['Noodle Chain']]);
    expect(withModel[0]).toEqual({ count: 140, source: 'model', brand: 'Noodle Chain' });

    const failing: LocationEstimator = { name: 'down', estimate: async () => Promise.reject(new Error('model down')) };
    expect((await countAcrossResults([lone], failing))[0]!.source).toBe('unknown');
  });
});
