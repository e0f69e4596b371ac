import { generateDemoData } from '../world/demo.generator.js';
import { DemoSites } from '../world/sites/demo-sites.service.js';
import { usGazetteer } from './town.gazetteer.js';
import { Towns } from './town.registry.js';

describe('every US city and town', () => {
  const world = generateDemoData();
  const towns = new Towns(world);

  it("finds each of the world's 73 cities in the gazetteer and keeps every one of its listings, first", () => {
    world.cities.forEach((city, ci) => {
      expect(usGazetteer().find(city.name, city.state)).not.toBeNull();
      const set = towns.find(city.name, city.state)!;
      expect(set.key).toBe(`world:${ci}`);
      // A big city's districts come after its own listings (town.districts.ts); the others have none.
      const own = world.rows.filter((r) => r.ci === ci);
      expect(new Set(set.listings.slice(0, own.length).map((l) => l.row))).toEqual(new Set(own));
      if (set.population < 1_000_000) expect(set.listings.length).toBe(own.length);
    });
    expect(towns.find('New York City', 'NY')!.key).toBe(towns.find('new york', 'ny')!.key);
  });

  it('answers a town outside them with restaurants drawn from its name, the same in a fresh process', () => {
    const set = towns.find('Fredericksburg', 'TX')!;
    expect(set.key).toMatch(/^town:/);
    expect(set.city).toMatchObject({ name: 'Fredericksburg', state: 'TX', tz: 'America/Chicago' });
    expect(set.listings.length).toBeGreaterThanOrEqual(30);
    const again = new Towns(world).find('fredericksburg', 'tx')!;
    expect(again.listings.map((l) => [l.id, l.row.n, l.position])).toEqual(
      set.listings.map((l) => [l.id, l.row.n, l.position]),
    );
    expect(towns.find('Fredericksburg', 'VA')!.listings[0]!.row.n).not.toBe(set.listings[0]!.row.n);
  });

  it("gives a town's listings its own ZIP codes and the area codes of its part of the state", () => {
    const hood = towns.find('Hood River', 'OR')!;
    expect(new Set(hood.listings.map((l) => l.row.z))).toEqual(new Set(['97031']));
    const fredericksburg = towns.find('Fredericksburg', 'TX')!;
    expect(new Set(fredericksburg.listings.map((l) => l.row.z))).toEqual(new Set(['78624']));
    // Area codes of the nearest city of the world in the state (Portland; Austin or San Antonio).
    const codes = (set: typeof hood) => new Set(set.listings.flatMap((l) => (l.row.p ? [l.row.p.slice(1, 4)] : [])));
    expect([...codes(hood)].every((c) => ['503', '971'].includes(c))).toBe(true);
    expect([...codes(fredericksburg)].every((c) => ['512', '737', '210', '726'].includes(c))).toBe(true);
  });

  it('puts every restaurant inside its place, with fictional phones and websites', () => {
    const set = towns.find('Fredericksburg', 'TX')!;
    for (const { position, row } of set.listings) {
      expect(Math.abs(position.latitude - set.centre.latitude)).toBeLessThan(0.02);
      expect(Math.abs(position.longitude - set.centre.longitude)).toBeLessThan(0.02);
      if (row.p) expect(row.p).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      if (row.w) expect(new URL(row.w).hostname).toMatch(/\.example\.(com|net|org)$/);
    }
    expect(set.listings.some((l) => l.row.b)).toBe(true);
    expect(set.futures.length).toBeGreaterThan(0);
    for (const f of set.futures) expect(f.opensInDays).toBeGreaterThan(0);
  });

  it('sizes a town by its population and knows no place that is not in the gazetteer', () => {
    expect(towns.find('Fredericksburg', 'VA')!.listings.length).toBeGreaterThan(
      towns.find('Fredericksburg', 'TX')!.listings.length,
    );
    expect(towns.find('Nowhere Springs', 'TX')).toBeNull();
    expect(towns.find('Fredericksburg', 'ZZ')).toBeNull();
  });

  it("finds a town restaurant's website from its host alone", () => {
    const set = towns.find('Fredericksburg', 'TX')!;
    const independent = set.listings.find((l) => l.row.w && !l.row.b)!;
    const host = new URL(independent.row.w!).hostname;
    const fresh = new Towns(world);
    expect(fresh.sitesFor(host)!.truth(host)).not.toBeNull();
    expect(fresh.sitesFor('nothing-here-fredericksburg-tx.example.com')).toBeNull();
    // The world's sites answer for it too, as the proxy asks them.
    const sites = new DemoSites(world, { more: new Towns(world) });
    const page = sites.page(`https://${host.replace(/^www\./, '')}/`);
    expect(page.found).toBe(true);
    expect([200, 301, 403]).toContain(page.status);
    expect(sites.truth(host)).toEqual(fresh.sitesFor(host)!.truth(host));
  });
});
