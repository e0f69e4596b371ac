import type { Place } from '../places/place.model.js';
import { plannedPlaces, searchArea, wantedLeads, type AreaSearch } from './google.area.js';
import type { Rectangle } from './google.tiles.js';

const VIEWPORT: Rectangle = { low: { latitude: 29.6, longitude: -95.6 }, high: { latitude: 29.9, longitude: -95.2 } };
const places = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ place_id: `${prefix}${i}` }) as Place);

/** An area whose tiles each give 20 places of their own; the `failAt`-th tile fails. */
function area(
  options: { viewport?: Rectangle | null; failAt?: number; failViewport?: boolean; known?: boolean } = {},
): AreaSearch {
  let tiles = 0;
  return {
    viewport: async (budget) => {
      if (options.known) return VIEWPORT;
      budget.take();
      budget.landed();
      if (options.failViewport) throw new Error('Google Places refused the API key. Check GOOGLE_PLACES_API_KEY.');
      return options.viewport === undefined ? VIEWPORT : options.viewport;
    },
    tile: async (_tile, budget) => {
      budget.take();
      budget.landed();
      if (++tiles === options.failAt) throw new Error('Google Places failed (HTTP 500 INTERNAL). Please try again.');
      return { places: places(`t${tiles}-`, 20), full: false };
    },
    single: async () => ({ places: places('one-', 60), pages: 3 }),
    maxCalls: 60,
    concurrency: 1,
    where: 'Houston, TX',
  };
}

describe("a territory search over a city's area", () => {
  it('counts the area lookup and every tile as provider calls, and covers the area when it has fewer than asked', async () => {
    // 100 asked (102 leads wanted, tiles planned for 135 places): three tiles; none is full, so the
    // area is covered with 60 places.
    expect(wantedLeads(100)).toBe(102);
    expect(plannedPlaces(100)).toBe(135);
    const result = await searchArea(area(), 100);
    expect(result.places).toHaveLength(60);
    expect(result.calls).toBe(4);
    expect(result.areaCalls).toBe(1);
    expect(result.warnings).toEqual([]);
  });

  it('makes no lookup call when the area is known, and says so apart from the pages', async () => {
    const result = await searchArea(area({ known: true }), 100);
    expect(result.places).toHaveLength(60);
    expect([result.calls, result.areaCalls]).toEqual([3, 0]);
  });

  it('says the search covered one query only when Google gives no area for the city', async () => {
    const result = await searchArea(area({ viewport: null }), 250);
    expect(result.places).toHaveLength(60);
    expect(result.calls).toBe(4);
    expect(result.warnings[0]).toMatch(/^Google Places gave no area for Houston, TX/);
  });

  it('keeps the places found before a tile fails and says part of the city was not searched', async () => {
    const result = await searchArea(area({ failAt: 3 }), 250);
    expect(result.places).toHaveLength(40);
    expect(result.warnings).toEqual([
      'Part of Houston, TX could not be searched (Google Places failed (HTTP 500 INTERNAL). Please try again.): showing the 40 places found before that.',
    ]);
  });

  it('fails as one query fails when nothing was found before the failure', async () => {
    await expect(searchArea(area({ failAt: 1 }), 250)).rejects.toThrow('HTTP 500 INTERNAL');
    await expect(searchArea(area({ failViewport: true }), 250)).rejects.toThrow('refused the API key');
  });
});
