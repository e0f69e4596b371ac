import { place } from '../../testing/places.js';
import { listingsProvider } from '../../testing/listings.provider.js';
import type { Place } from '../places/place.model.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { LeadLookup, siteKey } from './lookup.service.js';
import { DEFAULT_WEIGHTS } from '../env.js';

const NOW = new Date('2026-11-20T12:00:00Z');
const at = (street: string, zip = '78701') => ({
  address: `${street}, Riverton, TX ${zip}`,
  address_parts: { street, city: 'Riverton', state: 'TX', zip },
});

/** The restaurants of Riverton, TX. */
const RIVERTON: Place[] = [
  place({
    name: 'Casa del Sol',
    cuisine_type: 'mexican',
    ...at('410 Main St'),
    rating: 4.7,
    review_count: 1450,
    phone: '(512) 555-0147',
    website: 'http://127.0.0.1:4010/',
    review_response_rate: 0.62,
    photo_count: 14,
    social_links: { facebook: 'https://www.facebook.com/casadelsol' },
  }),
  place({
    name: 'Taqueria Lupita',
    cuisine_type: 'mexican',
    ...at('12 Elm St'),
    rating: 4.4,
    review_count: 320,
    website: 'https://lupita.example.com',
    photo_count: 5,
  }),
  place({
    name: 'Riverton Pizza Co',
    cuisine_type: 'pizza',
    ...at('9 Oak Ave'),
    rating: 4.8,
    review_count: 2000,
    website: null,
    photo_count: 20,
  }),
  place({
    name: 'Other Port Grill',
    cuisine_type: 'american',
    ...at('1 Dock Rd'),
    rating: 3.9,
    review_count: 80,
    website: 'http://127.0.0.1:4011/',
    photo_count: 2,
  }),
  place({
    name: 'Smash Burger Co - North',
    brand: 'Smash Burger Co',
    cuisine_type: 'burgers',
    ...at('5 North Rd', '78702'),
    rating: 4.1,
    review_count: 210,
    website: 'https://smash.example.com/locations/north',
    photo_count: 6,
  }),
  place({
    name: 'Smash Burger Co - South',
    brand: 'Smash Burger Co',
    cuisine_type: 'burgers',
    ...at('7 South Rd', '78703'),
    rating: 3.6,
    review_count: 95,
    website: 'https://smash.example.com/locations/south',
    photo_count: 4,
  }),
];

/** Riverton's listings as a search of the city answers them; any other city has none. */
const riverton = listingsProvider(RIVERTON, { scorer: new Scorer(DEFAULT_WEIGHTS) });

describe('leads lookup', () => {
  const lookup = new LeadLookup(riverton, () => NOW);

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
      photos_listed_at_most: 10,
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

  it('says a Google listing shows 10 photos at most, and a source that counts them all has no such limit', async () => {
    const req = {
      website_url: 'https://osteria.example.com/',
      name: null,
      city: 'Lakeside',
      state: 'OH',
      competitors: 0,
    };
    const listed = (source: Place['source']) =>
      new LeadLookup(
        listingsProvider(
          [
            place({
              source,
              name: 'Osteria Lakeside',
              website: 'https://osteria.example.com/',
              address: '3 Shore Dr, Lakeside, OH 43440',
              address_parts: { street: '3 Shore Dr', city: 'Lakeside', state: 'OH', zip: '43440' },
              photo_count: 10,
            }),
          ],
          { scorer: new Scorer(DEFAULT_WEIGHTS) },
        ),
        () => NOW,
      )
        .lookup(req)
        .then((out) => out.listing);
    expect(await listed('google')).toMatchObject({ photo_count: 10, photos_listed_at_most: 10 });
    expect(await listed('osm')).toMatchObject({ photo_count: 10, photos_listed_at_most: null });
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
