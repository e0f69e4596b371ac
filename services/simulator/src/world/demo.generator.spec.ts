import { US_STATES, CUISINES } from '@leadgen/contracts';
import { generateDemoData } from './demo.generator.js';
import { fictionalPhone } from './demo.rows.js';

describe('demo data generator', () => {
  const data = generateDemoData({ seed: 7 });

  it('is deterministic for a seed and differs for another', () => {
    expect(JSON.stringify(generateDemoData({ seed: 7 }))).toBe(JSON.stringify(data));
    expect(generateDemoData({ seed: 8 }).rows[0]).not.toEqual(data.rows[0]);
  });

  it('covers 20,000+ restaurants in 60+ cities, every state included', () => {
    expect(data.rows.length).toBeGreaterThanOrEqual(20_000);
    expect(data.cities.length).toBeGreaterThanOrEqual(60);
    expect(new Set(data.cities.map((c) => c.state))).toEqual(new Set(US_STATES));
    for (const c of data.cities) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: c.tz })).not.toThrow();
  });

  it("uses fictional phones (555-0xxx) with the city's own area codes, unique within a city, and websites on reserved example domains", () => {
    const phones = new Map<number, Set<string>>();
    for (const r of data.rows) {
      if (r.p) {
        expect(r.p).toMatch(/^\(\d{3}\) 555-0\d\d\d$/);
        expect(data.cities[r.ci]!.area_codes).toContain(r.p.slice(1, 4));
        if (r.dup === undefined) {
          const set = phones.get(r.ci) ?? new Set();
          expect(set.has(r.p)).toBe(false);
          set.add(r.p);
          phones.set(r.ci, set);
        }
      }
      if (r.w) expect(new URL(r.w).hostname).toMatch(/\.example\.(com|net|org)$/);
    }
  });

  it("gives a city's phones past its 555-01xx its own area codes again, with the next hundreds", () => {
    expect(fictionalPhone(['512', '737'], 0, 5)).toBe('(512) 555-0105');
    expect(fictionalPhone(['512', '737'], 1, 99)).toBe('(737) 555-0199');
    expect(fictionalPhone(['512', '737'], 2, 5)).toBe('(512) 555-0205');
    expect(fictionalPhone(['512', '737'], 5, 0)).toBe('(737) 555-0300');
  });

  it('has cuisines from the catalogue in realistic proportions', () => {
    const known = new Set(CUISINES.map((c) => c.value));
    const counts = new Map<string, number>();
    for (const r of data.rows) {
      expect(known.has(r.c)).toBe(true);
      counts.set(r.c, (counts.get(r.c) ?? 0) + 1);
    }
    const share = (c: string) => (counts.get(c) ?? 0) / data.rows.length;
    expect(share('american') + share('mexican') + share('pizza')).toBeGreaterThan(0.2);
    expect(share('cajun')).toBeLessThan(0.01);
    const nola = data.cities.findIndex((c) => c.name === 'New Orleans');
    const nolaRows = data.rows.filter((r) => r.ci === nola);
    expect(nolaRows.filter((r) => r.c === 'cajun').length / nolaRows.length).toBeGreaterThan(5 * share('cajun'));
  });

  it('mixes independents and chains of 2 to 500 locations named with location suffixes', () => {
    const brands = new Map<string, number>();
    for (const r of data.rows) if (r.b && r.dup === undefined) brands.set(r.b, (brands.get(r.b) ?? 0) + 1);
    const sizes = [...brands.values()];
    expect(Math.max(...sizes)).toBeLessThanOrEqual(500);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(250);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1); // a 2-location brand may land one location per city pass
    const chainShare = data.rows.filter((r) => r.b).length / data.rows.length;
    expect(chainShare).toBeGreaterThan(0.2);
    expect(chainShare).toBeLessThan(0.5);
    const suffixed = data.rows.filter((r) => r.b && r.n !== r.b);
    expect(suffixed.length).toBeGreaterThan(1000);
    for (const r of suffixed.slice(0, 500)) expect(r.n.startsWith(r.b!)).toBe(true);
  });

  it('spreads ratings and reviews, with some new places, new domains and no-rating listings', () => {
    const ratings = data.rows.filter((r) => r.r !== undefined).map((r) => r.r!);
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(mean).toBeGreaterThan(3.8);
    expect(mean).toBeLessThan(4.4);
    expect(ratings.some((r) => r < 3)).toBe(true);
    expect(ratings.some((r) => r >= 4.8)).toBe(true);
    expect(data.rows.some((r) => r.r === undefined && r.rc === 0)).toBe(true);
    expect(data.rows.some((r) => r.rc >= 1000)).toBe(true);
    expect(data.rows.filter((r) => r.o < 365).length).toBeGreaterThan(500);
    expect(data.rows.filter((r) => r.d !== undefined && r.d < 183).length).toBeGreaterThan(200);
    expect(data.rows.every((r) => r.pc >= 0)).toBe(true);
    expect(data.rows.some((r) => r.rr !== undefined && r.so)).toBe(true);
  });
});
