import { Scorer } from '../scoring/fit.scorer.js';
import { DemoProvider } from '../providers/demo/demo.provider.js';
import type { DemoDataFile } from '../providers/demo/demo.types.js';
import { LeadLookup, siteKey } from './lookup.service.js';
import { DEFAULT_WEIGHTS } from '../env.js';

const data: DemoDataFile = {
  kind: 'leadgen-demo-restaurants',
  version: 0,
  seed: 1,
  note: 'test',
  cities: [{ name: 'Riverton', state: 'TX', tz: 'America/Chicago', area_codes: ['512'], zip3: '787' }],
  hours_patterns: [
    [[[660, 1320]], [[660, 1320]], [[660, 1320]], [[660, 1320]], [[660, 1320]], [[660, 1320]], [[660, 1320]]],
  ],
  rows: [
    {
      n: 'Casa del Sol',
      c: 'mexican',
      ci: 0,
      s: '410 Main St',
      z: '78701',
      r: 4.7,
      rc: 1450,
      p: '(512) 555-0147',
      w: 'http://127.0.0.1:4010/',
      h: 0,
      o: 900,
      rr: 62,
      pc: 14,
      so: 3,
    },
    {
      n: 'Taqueria Lupita',
      c: 'mexican',
      ci: 0,
      s: '12 Elm St',
      z: '78701',
      r: 4.4,
      rc: 320,
      w: 'https://lupita.example.com',
      o: 500,
      pc: 5,
    },
    { n: 'Riverton Pizza Co', c: 'pizza', ci: 0, s: '9 Oak Ave', z: '78701', r: 4.8, rc: 2000, o: 400, pc: 20 },
    {
      n: 'Other Port Grill',
      c: 'american',
      ci: 0,
      s: '1 Dock Rd',
      z: '78701',
      r: 3.9,
      rc: 80,
      w: 'http://127.0.0.1:4011/',
      o: 300,
      pc: 2,
    },
    {
      n: 'Smash Burger Co - North',
      b: 'Smash Burger Co',
      c: 'burgers',
      ci: 0,
      s: '5 North Rd',
      z: '78702',
      r: 4.1,
      rc: 210,
      w: 'https://smash.example.com/locations/north',
      o: 800,
      pc: 6,
    },
    {
      n: 'Smash Burger Co - South',
      b: 'Smash Burger Co',
      c: 'burgers',
      ci: 0,
      s: '7 South Rd',
      z: '78703',
      r: 3.6,
      rc: 95,
      w: 'https://smash.example.com/locations/south',
      o: 700,
      pc: 4,
    },
  ],
};

describe('leads lookup', () => {
  const lookup = new LeadLookup(
    new DemoProvider(data, new Scorer(DEFAULT_WEIGHTS)),
    () => new Date('2026-11-20T12:00:00Z'),
  );

  it('keys sites by host and non-default port, without www', () => {
    expect(siteKey('https://www.Casa.example.com/menu')).toBe('casa.example.com');
    expect(siteKey('http://127.0.0.1:4010/')).toBe('127.0.0.1:4010');
    expect(siteKey('casa.example.com')).toBe('casa.example.com');
    expect(siteKey('')).toBeNull();
  });

  it('matches by website domain first and ranks same-cuisine competitors first', async () => {
    const out = await lookup.lookup({
      website_url: 'http://127.0.0.1:4010/menus/',
      name: 'Something else',
      city: 'riverton',
      state: 'tx',
      competitors: 5,
    });
    expect(out).toMatchObject({ found: true, matched_by: 'domain', note: null });
    expect(out.listing).toMatchObject({
      name: 'Casa del Sol',
      rating: 4.7,
      review_count: 1450,
      review_response_rate: 0.62,
      photo_count: 14,
      has_hours: true,
      city: 'Riverton',
      state: 'TX',
    });
    expect(out.listing!.social_links?.facebook).toContain('facebook');
    expect(out.competitors.map((c) => c.name)).toEqual([
      'Taqueria Lupita',
      'Riverton Pizza Co',
      'Smash Burger Co - North',
      'Other Port Grill',
      'Smash Burger Co - South',
    ]);
    expect(out.data_source.is_demo).toBe(true);
  });

  it('falls back to the name (location suffix and case ignored)', async () => {
    const out = await lookup.lookup({
      website_url: 'https://unknown.example.com',
      name: 'CASA DEL SOL - Downtown',
      city: 'Riverton',
      state: null,
      competitors: 2,
    });
    expect(out).toMatchObject({ found: true, matched_by: 'name' });
    expect(out.competitors).toHaveLength(2);
  });

  it('says why when nothing matches or no city is known', async () => {
    const none = await lookup.lookup({
      website_url: 'https://nobody.example.com',
      name: 'Nobody',
      city: 'Riverton',
      state: 'TX',
      competitors: 5,
    });
    expect(none).toMatchObject({ found: false, listing: null, matched_by: null });
    expect(none.note).toMatch(/No listing in Riverton/);
    expect(none.competitors.length).toBeGreaterThan(0);
    const noCity = await lookup.lookup({
      website_url: 'https://x.example.com',
      name: 'X',
      city: null,
      state: null,
      competitors: 5,
    });
    expect(noCity.found).toBe(false);
    expect(noCity.note).toMatch(/city could not be read/);
    const elsewhere = await lookup.lookup({
      website_url: null,
      name: 'X',
      city: 'Atlantis',
      state: 'ZZ',
      competitors: 5,
    });
    expect(elsewhere.found).toBe(false);
    expect(elsewhere.note).toBeTruthy();
  });

  it("finds a listing whose site gave no city by the listing's own website", async () => {
    const out = await lookup.lookup({
      website_url: 'https://lupita.example.com/',
      name: null,
      city: null,
      state: null,
      competitors: 3,
    });
    expect(out).toMatchObject({ found: true, matched_by: 'domain' });
    expect(out.listing).toMatchObject({ name: 'Taqueria Lupita', city: 'Riverton', rating: 4.4, review_count: 320 });
  });

  it("matches a chain location by its own page, not the brand's first location", async () => {
    const south = await lookup.lookup({
      website_url: 'https://smash.example.com/locations/south/',
      name: null,
      city: 'Riverton',
      state: 'TX',
      competitors: 3,
    });
    expect(south.listing).toMatchObject({ name: 'Smash Burger Co - South', rating: 3.6, review_count: 95 });
    const brand = await lookup.lookup({
      website_url: 'https://smash.example.com/',
      name: null,
      city: 'Riverton',
      state: 'TX',
      competitors: 3,
    });
    expect(brand.found).toBe(true);
  });
});
