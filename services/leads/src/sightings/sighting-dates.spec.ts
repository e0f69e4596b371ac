import { evidenceOf } from './sighting-dates.js';

describe("the product's own evidence of when a place opened", () => {
  const base = { place_id: 'p', opened_seen_at: null, watch_since: null };

  it('dates a place first seen announced by its announced day, and says so', () => {
    expect(
      evidenceOf({
        ...base,
        first_seen_at: '2026-11-30T10:00:00Z',
        first_status: 'announced',
        announced_opening: '2026-12-12',
      }),
    ).toEqual({
      at: Date.parse('2026-12-12T00:00:00Z'),
      source: 'seen_announced',
      words: 'first seen as an announced opening on Nov 30, 2026, opened Dec 12, 2026',
    });
  });

  it("falls back on the day it was first seen open when Google's day is forgotten", () => {
    const e = evidenceOf({
      ...base,
      first_seen_at: '2026-11-30T10:00:00Z',
      first_status: 'announced',
      announced_opening: null,
      opened_seen_at: '2026-12-14T09:00:00Z',
    });
    expect(e?.words).toBe('first seen as an announced opening on Nov 30, 2026, opened Dec 14, 2026');
  });

  it('dates a place first seen after its territory was watched by that first sighting', () => {
    expect(
      evidenceOf({
        ...base,
        first_seen_at: '2027-01-04T10:00:00Z',
        first_status: 'operational',
        announced_opening: null,
        watch_since: new Date('2026-11-30T10:00:00Z'),
      }),
    ).toMatchObject({
      source: 'watch_first_seen',
      words: 'first seen Jan 4, 2027 in a territory watched since Nov 30, 2026',
    });
  });

  it('dates nothing for a place that was there when the watch began, or never announced', () => {
    const seenAtStart = { first_seen_at: '2026-11-30T10:00:00Z', first_status: 'operational', announced_opening: null };
    expect(evidenceOf({ ...base, ...seenAtStart, watch_since: '2026-11-30T10:00:00Z' })).toBeNull();
    expect(evidenceOf({ ...base, ...seenAtStart })).toBeNull();
  });
});
