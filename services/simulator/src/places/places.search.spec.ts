import { Towns } from '../towns/town.registry.js';
import { generateDemoData } from '../world/demo.generator.js';
import type { SearchTextRequest } from './places.request.js';
import { findPlaces, inRectangle, metresBetween, pageSizeOf } from './places.search.js';

describe('finding places for a text search', () => {
  const towns = new Towns(generateDemoData());
  const now = new Date('2026-11-25T18:00:00Z');
  const find = (request: SearchTextRequest) => findPlaces(towns, request, now);

  it('answers at most 60, the most prominent first', () => {
    const found = find({ textQuery: 'restaurants in Houston, TX' });
    expect(found).toHaveLength(60);
    const score = (r: { r?: number; rc: number }) => (r.r ?? 3) * Math.log10(r.rc + 10);
    expect(score(found[0]!.row)).toBeGreaterThanOrEqual(score(found[59]!.row));
  });

  it('filters by cuisine, by words of the name, by type and by rating', () => {
    expect(find({ textQuery: 'Tex-Mex restaurants in Houston, TX' }).every((l) => l.row.c === 'tex_mex')).toBe(true);
    const name = find({ textQuery: 'restaurants in Boise, ID' })[3]!.row.n;
    expect(find({ textQuery: `${name} in Boise, ID` }).map((l) => l.row.n)).toContain(name);
    expect(
      find({ textQuery: 'restaurants in Boise, ID', includedType: 'pizza_restaurant' }).every(
        (l) => l.row.c === 'pizza',
      ),
    ).toBe(true);
    expect(find({ textQuery: 'restaurants in Boise, ID', minRating: 4.5 }).every((l) => (l.row.r ?? 0) >= 4.5)).toBe(
      true,
    );
  });

  it('keeps to a restriction, ranks by distance when asked, and searches the area when the text names no place', () => {
    const centre = towns.find('Boise', 'ID')!.centre;
    const rectangle = {
      low: { latitude: centre.latitude - 0.02, longitude: centre.longitude - 0.02 },
      high: { latitude: centre.latitude + 0.02, longitude: centre.longitude + 0.02 },
    };
    const inside = find({ textQuery: 'restaurants in Boise, ID', locationRestriction: { rectangle } });
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.every((l) => inRectangle(l.position, rectangle))).toBe(true);
    const byDistance = find({
      textQuery: 'restaurants in Boise, ID',
      rankPreference: 'DISTANCE',
      locationBias: { circle: { center: centre, radius: 1000 } },
    });
    const d = byDistance.map((l) => metresBetween(l.position, centre));
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    expect(find({ textQuery: 'pizza', locationRestriction: { rectangle } })[0]!.city.name).toBe('Boise');
  });

  it('lists places about to open only when asked to', () => {
    const request = { textQuery: 'restaurants in Boise, ID' };
    expect(find(request).some((l) => l.opensInDays !== undefined)).toBe(false);
    expect(find({ ...request, includeFutureOpeningBusinesses: true }).some((l) => l.opensInDays !== undefined)).toBe(
      true,
    );
  });

  it('pages 20 at a time unless asked for fewer', () => {
    expect(pageSizeOf({ textQuery: 'x' })).toBe(20);
    expect(pageSizeOf({ textQuery: 'x', pageSize: 0 })).toBe(20);
    expect(pageSizeOf({ textQuery: 'x', pageSize: 7 })).toBe(7);
    expect(pageSizeOf({ textQuery: 'x', pageSize: 50 })).toBe(20);
  });
});
