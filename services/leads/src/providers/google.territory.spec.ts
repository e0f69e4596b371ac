import type { Place } from '../places/place.model.js';
import { CallBudget } from './google.call-budget.js';
import { searchTerritory, type TileAnswer } from './google.territory.js';
import type { LatLng, Rectangle } from './google.tiles.js';

const AREA: Rectangle = { low: { latitude: 0, longitude: 0 }, high: { latitude: 1, longitude: 1 } };

/** A place at a point, as far as the territory search looks at it: its id. */
const placeAt = (id: string) => ({ place_id: id }) as Place;

/** A fake Text Search over points: the first 60 inside the tile, each page one call of the budget. */
function fakeSearch(points: Array<LatLng & { id: string }>, failOnCall?: number) {
  const tiles: Rectangle[] = [];
  let calls = 0;
  const fetchTile = async (tile: Rectangle, budget: CallBudget): Promise<TileAnswer> => {
    tiles.push(tile);
    const inside = points.filter(
      (p) =>
        p.latitude >= tile.low.latitude &&
        p.latitude < tile.high.latitude &&
        p.longitude >= tile.low.longitude &&
        p.longitude < tile.high.longitude,
    );
    const found = inside.slice(0, 60);
    const places: Place[] = [];
    for (let page = 0; page * 20 < Math.max(1, found.length); page++) {
      if (page > 0 && !(await budget.needsPage())) return { places, full: false, enough: true };
      if (!budget.take()) return { places, full: false, cut: true };
      calls++;
      await Promise.resolve();
      if (failOnCall !== undefined && calls >= failOnCall) {
        budget.landed();
        throw new Error('Google Places failed (HTTP 500).');
      }
      places.push(...found.slice(page * 20, page * 20 + 20).map((p) => placeAt(p.id)));
      budget.landed(places);
    }
    return { places, full: found.length >= 60 };
  };
  return { fetchTile, tiles };
}

/** n points on a grid over the area, plus `crowd` of them packed into one small corner. */
function points(n: number, crowd = 0): Array<LatLng & { id: string }> {
  const side = Math.ceil(Math.sqrt(n));
  const spread = Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    latitude: ((Math.floor(i / side) + 0.5) / side) * 0.999,
    longitude: (((i % side) + 0.5) / side) * 0.999,
  }));
  const packed = Array.from({ length: crowd }, (_, i) => ({
    id: `c${i}`,
    latitude: 0.01 + (i % 13) * 0.01,
    longitude: 0.01 + Math.floor(i / 13) * 0.01,
  }));
  return [...packed, ...spread];
}

describe('a territory search', () => {
  it('covers the whole area and finds every place once when there are fewer than asked for', async () => {
    const all = points(100, 150);
    const { fetchTile } = fakeSearch(all);
    const result = await searchTerritory(AREA, 1_000, fetchTile, { budget: new CallBudget(200), concurrency: 3 });
    expect(result.covered).toBe(true);
    expect(result.stopped).toBeNull();
    expect(new Set(result.places.map((p) => p.place_id))).toEqual(new Set(all.map((p) => p.id)));
    expect(result.places).toHaveLength(all.length);
  });

  it('splits a tile that comes back full into four and searches them', async () => {
    const { fetchTile, tiles } = fakeSearch(points(20, 150));
    await searchTerritory(AREA, 1_000, fetchTile, { budget: new CallBudget(200), concurrency: 2 });
    const first = tiles[0]!;
    const quarters = tiles.filter(
      (t) =>
        t.low.latitude >= first.low.latitude &&
        t.high.latitude <= first.high.latitude &&
        t.high.longitude <= first.high.longitude &&
        t !== first,
    );
    expect(quarters.length).toBeGreaterThanOrEqual(4);
  });

  it('stops once it has as many places as asked for', async () => {
    const { fetchTile, tiles } = fakeSearch(points(2_000));
    const result = await searchTerritory(AREA, 100, fetchTile, { budget: new CallBudget(200, 100), concurrency: 1 });
    expect(result.places.length).toBeGreaterThanOrEqual(100);
    expect(result.places.length).toBeLessThan(2_000);
    expect(result.stopped).toBe('enough');
    expect(tiles.length).toBeLessThan(10);
  });

  it('never makes more calls than its bound, and says it stopped there', async () => {
    const budget = new CallBudget(7);
    const { fetchTile } = fakeSearch(points(5_000));
    const result = await searchTerritory(AREA, 5_000, fetchTile, { budget, concurrency: 4 });
    expect(budget.used).toBe(7);
    expect(result.stopped).toBe('budget');
    expect(result.covered).toBe(false);
    expect(new Set(result.places.map((p) => p.place_id)).size).toBe(result.places.length);
  });

  it('starts no tile after its deadline, and says it stopped for time', async () => {
    let now = 0;
    const { fetchTile, tiles } = fakeSearch(points(5_000));
    const slow = async (tile: Rectangle, budget: CallBudget) => {
      now += 10;
      return fetchTile(tile, budget);
    };
    const result = await searchTerritory(AREA, 5_000, slow, {
      budget: new CallBudget(500),
      concurrency: 1,
      deadline: 30,
      clock: () => now,
    });
    expect(tiles).toHaveLength(3);
    expect(result.stopped).toBe('time');
    expect(result.covered).toBe(false);
  });

  it('keeps the places found before a tile fails, with the failure', async () => {
    const { fetchTile } = fakeSearch(points(1_000), 8);
    const result = await searchTerritory(AREA, 1_000, fetchTile, { budget: new CallBudget(100), concurrency: 1 });
    expect(result.stopped).toBe('failed');
    expect((result.error as Error).message).toContain('HTTP 500');
    expect(result.places.length).toBeGreaterThan(0);
    expect(result.covered).toBe(false);
  });

  it("keeps a tile's pages read before a later page failed, and reads no more pages in any tile", async () => {
    const budget = new CallBudget(60, 500);
    let fetched = 0;
    const fetchTile = async (_tile: Rectangle, b: CallBudget): Promise<TileAnswer> => {
      const n = ++fetched;
      b.take();
      b.landed();
      if (n === 2) return { places: [placeAt('kept-1'), placeAt('kept-2')], full: false, error: new Error('HTTP 500') };
      return { places: [placeAt(`t${n}`)], full: false };
    };
    const result = await searchTerritory(AREA, 600, fetchTile, { budget, concurrency: 1 });
    expect(result.stopped).toBe('failed');
    expect(result.places.map((p) => p.place_id)).toEqual(['t1', 'kept-1', 'kept-2']);
    expect(budget.take()).toBe(false);
  });

  it('starts no quarter of a full tile while the tiles still running can fill the search', async () => {
    // Two planned tiles, both full: their 120 places are the 110 leads wanted, so no quarter is searched.
    const budget = new CallBudget(60, 110);
    const { fetchTile, tiles } = fakeSearch(points(2_000));
    const result = await searchTerritory(AREA, 120, fetchTile, { budget, concurrency: 4 });
    expect(tiles).toHaveLength(2);
    expect(budget.used).toBe(6);
    expect(result.places).toHaveLength(120);
    expect(result.stopped).toBe('enough');
  });

  it('waits for the pages under way before reading one they may make unneeded, then reads it if they fell short', async () => {
    const budget = new CallBudget(60, 30);
    // Two pages under way; one lands with 15 leads: with the other's likely 20, 15 + 20 >= 30.
    budget.take();
    budget.take();
    budget.landed(Array.from({ length: 15 }, (_, i) => placeAt(`a${i}`)));
    let decided: boolean | null = null;
    const asking = budget.needsPage().then((yes) => (decided = yes));
    await Promise.resolve();
    expect(decided).toBeNull();
    // The other page brings only 5: still short of 30, so the next page is read.
    budget.landed(Array.from({ length: 5 }, (_, i) => placeAt(`b${i}`)));
    await asking;
    expect(decided).toBe(true);
    budget.found(Array.from({ length: 10 }, (_, i) => placeAt(`c${i}`)));
    expect(await budget.needsPage()).toBe(false);
  });

  it('counts the page that lands before the tile waiting on it decides: no page is read for leads already found', async () => {
    const budget = new CallBudget(60, 30);
    budget.take();
    budget.take();
    budget.landed(Array.from({ length: 15 }, (_, i) => placeAt(`a${i}`)));
    const asking = budget.needsPage();
    // The other page brings the 15 more that make 30: the waiting tile reads no page.
    budget.landed(Array.from({ length: 15 }, (_, i) => placeAt(`b${i}`)));
    expect(await asking).toBe(false);
    expect(budget.used).toBe(2);
  });

  it("counts a chain's locations as one lead, and a place the search's filters drop as none", () => {
    const site = (id: string, host: string | null) => ({ ...placeAt(id), host }) as Place & { host: string | null };
    const budget = new CallBudget(60, 3, (p) => {
      const host = (p as Place & { host: string | null }).host;
      if (host === 'closed-by-filter') return null;
      return host ? [`w:${host}`, `p:${p.place_id}`] : [`p:${p.place_id}`];
    });
    budget.found([site('a', 'chain.example'), site('b', 'chain.example'), site('c', null)]);
    budget.found([site('d', 'closed-by-filter'), site('a', 'chain.example')]);
    expect(budget.leads).toBe(2);
    expect(budget.enough).toBe(false);
    budget.found([site('e', 'other.example')]);
    expect(budget.enough).toBe(true);
  });

  it("keeps the places every tile's pages found, each once, and says when there are enough", () => {
    const budget = new CallBudget(60, 3);
    budget.found([placeAt('a'), placeAt('b')]);
    budget.found([placeAt('b'), { place_id: 'closed', closed: true } as Place]);
    expect(budget.enough).toBe(false);
    budget.found([placeAt('c')]);
    expect(budget.enough).toBe(true);
    // Without a number wanted (a tile searched alone), never enough.
    const alone = new CallBudget(60);
    alone.found([placeAt('a'), placeAt('b'), placeAt('c')]);
    expect(alone.enough).toBe(false);
  });
});
