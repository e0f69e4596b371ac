import { simulatedWorld } from '../world/world.js';
import { districtCount } from './town.districts.js';

describe("a big city's districts", () => {
  const world = simulatedWorld();

  it('give Houston thousands of restaurants, over 250 of them Mexican, all with distinct ids', () => {
    const set = world.towns.find('Houston', 'TX')!;
    const mexican = set.listings.filter((l) => l.row.c === 'mexican');
    expect(set.listings.length).toBeGreaterThan(4_000);
    expect(mexican.length).toBeGreaterThanOrEqual(300);
    expect(new Set(set.listings.map((l) => l.id)).size).toBe(set.listings.length);
    // The districts' independents each have a name of their own, never one the city already lists.
    const own = new Set(set.listings.slice(0, set.listings.length - 4_000).map((l) => l.row.n));
    const added = set.listings.slice(set.listings.length - 4_000).map((l) => l.row.n);
    expect(new Set(added).size).toBe(added.length);
    expect(added.some((n) => own.has(n))).toBe(false);
  });

  it("keep the city's first listings first and as they were", () => {
    const ci = world.data.cities.findIndex((c) => c.name === 'Houston' && c.state === 'TX');
    const own = world.data.rows.filter((r) => r.ci === ci);
    const set = world.towns.find('Houston', 'TX')!;
    expect(new Set(set.listings.slice(0, own.length).map((l) => l.row))).toEqual(new Set(own));
    expect(set.listings.slice(own.length).every((l) => l.city.name === 'Houston')).toBe(true);
  });

  it("serve the districts' websites and leave smaller cities as they were", () => {
    const set = world.towns.find('Houston', 'TX')!;
    const extra = set.listings[set.listings.length - 1]!;
    const host = new URL(extra.row.w!).hostname;
    expect(world.sites.truth(host)).not.toBeNull();
    expect(districtCount(400_000, 300)).toBe(0);
    const ci = world.data.cities.findIndex((c) => c.name === 'Boise');
    expect(world.towns.find('Boise', 'ID')!.listings).toHaveLength(world.data.rows.filter((r) => r.ci === ci).length);
  });
});
