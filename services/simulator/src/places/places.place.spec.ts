import type { Listing } from '../towns/town.listings.js';
import { HOURS_PATTERNS } from '../world/demo.tables.js';
import { googlePlace } from './places.place.js';

describe('a listing as a Place of the Places API (New)', () => {
  const city = { name: 'Austin', state: 'TX', tz: 'America/Chicago', area_codes: ['512'], zip3: '787' };
  const listing: Listing = {
    id: 'ChIJabc',
    row: {
      n: 'Golden Fork',
      c: 'mexican',
      ci: 0,
      s: '4521 Main St',
      z: '78701',
      r: 4.4,
      rc: 212,
      p: '(512) 555-0123',
      w: 'https://golden-fork-austin.example.com/',
      h: 0,
      o: 900,
      d: 800,
      pc: 14,
    },
    city,
    hours: HOURS_PATTERNS[0]!,
    position: { latitude: 30.27, longitude: -97.74 },
  };
  const now = new Date('2026-07-01T12:00:00Z');

  it('gives the fields the product reads, in Google shapes', () => {
    const p = googlePlace(listing, now);
    expect(p).toMatchObject({
      id: 'ChIJabc',
      displayName: { text: 'Golden Fork', languageCode: 'en' },
      formattedAddress: '4521 Main St, Austin, TX 78701, USA',
      nationalPhoneNumber: '(512) 555-0123',
      internationalPhoneNumber: '+1 512-555-0123',
      websiteUri: 'https://golden-fork-austin.example.com/',
      rating: 4.4,
      userRatingCount: 212,
      utcOffsetMinutes: -300,
      primaryType: 'mexican_restaurant',
      businessStatus: 'OPERATIONAL',
      location: { latitude: 30.27, longitude: -97.74 },
    });
    expect(p.addressComponents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ longText: 'Main Street', shortText: 'Main St', types: ['route'] }),
        expect.objectContaining({ longText: 'Texas', shortText: 'TX' }),
        expect.objectContaining({ longText: '78701', types: ['postal_code'] }),
      ]),
    );
    expect(p.postalAddress).toEqual({
      regionCode: 'US',
      languageCode: 'en',
      postalCode: '78701',
      administrativeArea: 'TX',
      locality: 'Austin',
      addressLines: ['4521 Main St'],
    });
    expect(p.photos).toHaveLength(10);
    expect(p.reviews).toHaveLength(5);
    expect(p).not.toHaveProperty('openingDate');
  });

  it('gives a place about to open its status and date, and no rating before its first review', () => {
    const p = googlePlace({ ...listing, row: { ...listing.row, rc: 0, r: undefined, o: -10 }, opensInDays: 10 }, now);
    expect(p).toMatchObject({ businessStatus: 'FUTURE_OPENING', openingDate: { year: 2026, month: 7, day: 11 } });
    expect(p).not.toHaveProperty('rating');
    expect(p).not.toHaveProperty('userRatingCount');
    expect(p).not.toHaveProperty('reviews');
  });
});
