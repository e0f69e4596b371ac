import type { Listing } from '../towns/town.listings.js';
import type { DemoRow } from '../world/demo.types.js';
import { googleReviews } from './places.media.js';

const DAY = 86_400_000;
const NOW = new Date('2026-11-25T15:00:00Z');
const city = { name: 'Austin', state: 'TX', tz: 'America/Chicago', area_codes: ['512'], zip3: '787' };
const listing = (id: string, row: Partial<DemoRow>): Listing => ({
  id,
  row: {
    n: `Golden Fork ${id}`,
    c: 'mexican',
    ci: 0,
    s: '4521 Main St',
    z: '78701',
    r: 4.4,
    rc: 3,
    o: 100,
    pc: 4,
    ...row,
  },
  city,
  hours: null,
  position: { latitude: 30.27, longitude: -97.74 },
});
const ageDays = (r: { publishTime: string }) => (NOW.getTime() - Date.parse(r.publishTime)) / DAY;

describe("simulated reviews agree with each restaurant's opening", () => {
  it('a restaurant open under a year showing all its reviews is dated by its first review, within weeks after opening', () => {
    for (let i = 0; i < 200; i++) {
      const o = 5 + (i % 359);
      const reviews = googleReviews(listing(`ChIJn${i}`, { o, rc: 1 + (i % 5) }), NOW);
      expect(reviews).toHaveLength(1 + (i % 5));
      const oldest = Math.max(...reviews.map(ageDays));
      expect(oldest).toBeLessThan(365);
      expect(oldest).toBeLessThanOrEqual(o + 1);
      expect(oldest).toBeGreaterThan(o - 21);
    }
  });

  it('a restaurant open a year or more never looks new: its first review is a year or more old', () => {
    for (let i = 0; i < 200; i++) {
      const o = 365 + i * 37;
      const reviews = googleReviews(listing(`ChIJo${i}`, { o, rc: 1 + (i % 5) }), NOW);
      const oldest = Math.max(...reviews.map(ageDays));
      expect(oldest).toBeGreaterThanOrEqual(365);
      expect(oldest).toBeLessThanOrEqual(Math.min(o, 15 * 365) + 1);
    }
  });

  it('shows at most 5 reviews, none before the opening, and none for a place without reviews', () => {
    const busy = googleReviews(listing('ChIJbusy', { o: 200, rc: 140 }), NOW);
    expect(busy).toHaveLength(5);
    expect(busy.every((r) => ageDays(r) <= 201)).toBe(true);
    expect(googleReviews(listing('ChIJnone', { o: 20, rc: 0, r: undefined }), NOW)).toEqual([]);
  });
});
