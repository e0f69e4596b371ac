import type { Listing } from '../towns/town.listings.js';
import { HOURS_PATTERNS } from '../world/demo.tables.js';
import { KeptPlaces, KeptSearches } from './places.kept.js';
import { maskPlace, parseFieldMask, type FieldMask } from './places.mask.js';
import { googlePlace } from './places.place.js';
import type { SearchTextRequest } from './places.request.js';

describe('places kept between searches', () => {
  const city = { name: 'Austin', state: 'TX', tz: 'America/Chicago', area_codes: ['512'], zip3: '787' };
  const listing = (id: string, extra: Partial<Listing> = {}): Listing => ({
    id,
    row: {
      n: `Golden Fork ${id}`,
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
    ...extra,
  });
  const mask = parseFieldMask(
    'places.id,places.displayName.text,places.utcOffsetMinutes,places.reviews,nextPageToken',
  ) as FieldMask;
  const fresh = (l: Listing, now: Date) => JSON.stringify(maskPlace(googlePlace(l, now), mask));

  it('answers each place as a fresh one would, page after page', () => {
    const kept = new KeptPlaces();
    const now = new Date('2026-07-01T12:00:00Z');
    const page = [listing('ChIJa'), listing('ChIJb')];
    const expected = `[${page.map((l) => fresh(l, now)).join(',')}]`;
    expect(kept.json(page, now, mask)).toBe(expected);
    expect(kept.json(page, now, mask)).toBe(expected);
    expect(kept.place(page[0]!, now)).toEqual(googlePlace(page[0]!, now));
  });

  it('builds a place again when the day or the clock changes (review dates, opening date, daylight saving)', () => {
    const kept = new KeptPlaces();
    const future = listing('ChIJf', { row: { ...listing('x').row, rc: 0, r: undefined, o: -10 }, opensInDays: 10 });
    for (const at of ['2026-03-07T12:00:00Z', '2026-03-08T07:59:00Z', '2026-03-08T08:00:00Z', '2026-03-09T12:00:00Z']) {
      const now = new Date(at);
      expect(kept.json([listing('ChIJa'), future], now, mask)).toBe(
        `[${fresh(listing('ChIJa'), now)},${fresh(future, now)}]`,
      );
    }
  });

  it('keeps the answers of another field mask apart', () => {
    const kept = new KeptPlaces();
    const now = new Date('2026-07-01T12:00:00Z');
    const idOnly = parseFieldMask('places.id') as FieldMask;
    kept.json([listing('ChIJa')], now, mask);
    expect(kept.json([listing('ChIJa')], now, idOnly)).toBe('[{"id":"ChIJa"}]');
  });

  it('forgets the least recently read places past its size and builds them again the same', () => {
    const kept = new KeptPlaces({ places: 2, texts: 2 });
    const now = new Date('2026-07-01T12:00:00Z');
    const all = ['ChIJa', 'ChIJb', 'ChIJc'].map((id) => listing(id));
    const first = kept.json(all, now, mask);
    expect(kept.json(all, now, mask)).toBe(first);
  });

  it('finds a search once for all its pages, and again each minute for places open now', () => {
    const searches = new KeptSearches(4);
    let finds = 0;
    const find = () => {
      finds++;
      return [listing(`ChIJ${finds}`)];
    };
    const request: SearchTextRequest = { textQuery: 'restaurants in Austin, TX', pageSize: 20 };
    const now = new Date('2026-07-01T12:00:00Z');
    const first = searches.get(request, now, find);
    expect(searches.get({ ...request, pageToken: 'next', pageSize: 5 }, now, find)).toBe(first);
    expect(finds).toBe(1);
    searches.get({ ...request, textQuery: 'pizza in Austin, TX' }, now, find);
    expect(finds).toBe(2);
    const open = { ...request, openNow: true };
    searches.get(open, now, find);
    searches.get(open, new Date('2026-07-01T12:00:59Z'), find);
    expect(finds).toBe(3);
    searches.get(open, new Date('2026-07-01T12:01:00Z'), find);
    expect(finds).toBe(4);
  });
});
