import { SearchCriteriaSchema } from '@leadgen/contracts';
import { place } from '../../testing/places.js';
import { countInResults } from '../locations/location.counts.js';
import { toCandidate, type Place } from '../places/place.model.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { dedupe } from './search.dedupe.js';
import { selectLeads } from './search.selection.js';

const NOW = new Date('2026-11-25T03:30:00Z'); // Tuesday 21:30 in Chicago
const DAY = 86_400_000;
const scorer = new Scorer();
const criteria = (c: object = {}) => SearchCriteriaSchema.parse({ city: 'Austin', ...c });
const ctx = { ratings_available: true, dates_available: true, source_label: 'Google Places' };

function candidates(places: Place[]) {
  const counts = countInResults(places);
  return places.map((p, i) => toCandidate(p, counts[i]!, scorer, NOW.getTime()));
}

describe('search criteria defaults', () => {
  it('fills every default of the form', () => {
    expect(criteria()).toMatchObject({
      limit: 25,
      min_rating: 0,
      min_reviews: 0,
      filter_bad_fits: true,
      filter_duplicates: true,
      enableLocationFilter: false,
      minLocations: 1,
      maxLocations: 10,
      enablePitchGeneration: false,
      pitchGenerationCount: 5,
      filterRecentlyEstablished: false,
      prioritizeNewWebsites: false,
      openingSoon: false,
      state: '',
      cuisine: '',
    });
  });
});

describe('selectLeads', () => {
  const many = candidates(
    Array.from({ length: 60 }, (_, i) => place({ rating: 3 + (i % 21) / 10, review_count: i * 7 })),
  );

  it('cuts to the limit, best first, and says how many matched', () => {
    const s = selectLeads(many, criteria({ limit: 10, filter_bad_fits: false }), ctx);
    expect(s.selected).toHaveLength(10);
    expect(s.total_matches).toBe(60);
    const scores = s.selected.map((c) => c.lead.fit_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('keeps the matches past the limit, ranked after it, so the rep can page through every one', () => {
    const s = selectLeads(many, criteria({ limit: 10, filter_bad_fits: false }), ctx);
    expect(s.more).toHaveLength(50);
    const all = [...s.selected, ...s.more].map((c) => c.lead.fit_score);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(new Set([...s.selected, ...s.more].map((c) => c.keys.place)).size).toBe(60);
  });

  it('applies min rating and min reviews', () => {
    const s = selectLeads(
      many,
      criteria({ limit: 100, min_rating: 4.5, min_reviews: 100, filter_bad_fits: false }),
      ctx,
    );
    expect(s.selected.length).toBeGreaterThan(0);
    for (const c of s.selected) {
      expect(c.lead.google_rating!).toBeGreaterThanOrEqual(4.5);
      expect(c.lead.review_count!).toBeGreaterThanOrEqual(100);
    }
    const noRating = candidates([place({ rating: null, review_count: 0 })]);
    expect(selectLeads(noRating, criteria({ min_rating: 3, filter_bad_fits: false }), ctx).selected).toHaveLength(0);
  });

  it('skips rating filters with a warning where the source has no ratings', () => {
    const osm = candidates([place({ rating: null, review_count: null })]);
    const s = selectLeads(osm, criteria({ min_rating: 4, filter_bad_fits: false }), {
      ...ctx,
      ratings_available: false,
      source_label: 'OpenStreetMap',
    });
    expect(s.selected).toHaveLength(1);
    expect(s.warnings[0]).toMatch(/OpenStreetMap has no ratings/);
  });

  it('filters bad fits by default and keeps them when asked', () => {
    const mixed = candidates([
      place(),
      place({ cuisine_type: 'fast_food', rating: 2.5, review_count: 3, website: null, phone: null, hours: null }),
    ]);
    expect(mixed[1]!.lead.fit_decision).toBe('bad_fit');
    expect(selectLeads(mixed, criteria(), ctx).selected).toHaveLength(1);
    expect(selectLeads(mixed, criteria({ filter_bad_fits: false }), ctx).selected).toHaveLength(2);
  });

  it('filters by number of locations, 50000 meaning unlimited', () => {
    const chain = Array.from({ length: 12 }, (_, i) => place({ name: `Taco Trail - Spot ${i}` }));
    const trio = Array.from({ length: 3 }, (_, i) => place({ name: `Trio Deli #${i + 1}` }));
    const all = candidates([place(), ...chain, ...trio]);
    const opts = { limit: 100, filter_bad_fits: false, filter_duplicates: false, enableLocationFilter: true };
    const count = (min: number, max: number) =>
      selectLeads(all, criteria({ ...opts, minLocations: min, maxLocations: max }), ctx).selected.map(
        (c) => c.lead.location_count,
      );
    expect(count(1, 1)).toEqual([1]);
    expect(count(2, 5).every((n) => n === 3)).toBe(true);
    expect(count(2, 5)).toHaveLength(3);
    expect(count(10, 50000)).toHaveLength(12);
    expect(count(1, 10)).toHaveLength(4);
    // Off: everything.
    expect(selectLeads(all, criteria({ ...opts, enableLocationFilter: false }), ctx).selected).toHaveLength(16);
  });

  it('keeps only restaurants with dated evidence of opening in the last 12 months, and says how many had none', () => {
    const all = candidates([
      place({ opened_at: NOW.getTime() - 30 * DAY, opened_source: 'first_review' }),
      place({ opened_at: NOW.getTime() - 400 * DAY, opened_source: 'osm_start_date' }),
      place({ opened_at: null }),
      place({ opened_at: null }),
    ]);
    const s = selectLeads(all, criteria({ filterRecentlyEstablished: true, filter_bad_fits: false }), ctx);
    expect(s.selected).toHaveLength(1);
    expect(s.selected[0]!.lead).toMatchObject({ is_recently_established: true, opened_source: 'first_review' });
    expect(s.warnings).toEqual([
      "'Recently established restaurants only' left out 2 places whose listings show no opening date.",
    ]);
    // Every place dated: nothing to warn about.
    const dated = selectLeads(
      all.slice(0, 2),
      criteria({ filterRecentlyEstablished: true, filter_bad_fits: false }),
      ctx,
    );
    expect(dated.warnings).toEqual([]);
  });

  it("keeps only announced openings with 'Opening soon', and never mixes them into a normal search", () => {
    const all = candidates([
      place({ opened_at: NOW.getTime() + 20 * DAY, opened_source: 'google_opening_date', opening_soon: true }),
      place({ opened_at: NOW.getTime() - 30 * DAY, opened_source: 'first_review' }),
      place({ opened_at: null }),
    ]);
    const soon = selectLeads(all, criteria({ openingSoon: true, filter_bad_fits: false }), {
      ...ctx,
      future_openings_available: true,
    });
    expect(soon.selected.map((c) => c.lead.is_opening_soon)).toEqual([true]);
    expect(soon.selected[0]!.lead.opened_date).toBe('2026-12-15');
    expect(soon.warnings).toEqual([]);
    const normal = selectLeads(all, criteria({ filter_bad_fits: false }), ctx);
    expect(normal.selected).toHaveLength(2);
    expect(normal.selected.some((c) => c.lead.is_opening_soon)).toBe(false);
    // Both boxes: an announced opening is the newest restaurant there is.
    const both = selectLeads(
      all,
      criteria({ openingSoon: true, filterRecentlyEstablished: true, filter_bad_fits: false }),
      {
        ...ctx,
        future_openings_available: true,
      },
    );
    expect(both.selected).toHaveLength(1);
    // A source without announced openings (OpenStreetMap) finds none, and says so.
    const osm = selectLeads(all, criteria({ openingSoon: true, filter_bad_fits: false }), {
      ...ctx,
      source_label: 'OpenStreetMap',
    });
    expect(osm.warnings).toEqual([
      "OpenStreetMap does not list restaurants before they open: 'Opening soon' found none.",
    ]);
  });

  it('ranks new websites (domain under 6 months) first when asked', () => {
    const all = candidates([
      place({ rating: 4.9, review_count: 3000 }),
      place({ rating: 3.6, review_count: 12, domain_registered_at: NOW.getTime() - 60 * DAY }),
      place({ rating: 4.0, review_count: 50, domain_registered_at: NOW.getTime() - 200 * DAY }),
    ]);
    const plain = selectLeads(all, criteria({ filter_bad_fits: false }), ctx).selected;
    expect(plain[0]!.lead.google_rating).toBe(4.9);
    const newFirst = selectLeads(all, criteria({ filter_bad_fits: false, prioritizeNewWebsites: true }), ctx).selected;
    expect(newFirst[0]!.lead.is_new_website).toBe(true);
    expect(newFirst[0]!.lead.google_rating).toBe(3.6);
    expect(newFirst.slice(1).every((c) => !c.lead.is_new_website)).toBe(true);
  });
});

describe('dedupe', () => {
  it('drops a second listing with the same place id, phone, website host or name + street, keeping the better one', () => {
    const a = place({
      name: 'The Golden Spoon & Co',
      phone: '(512) 555-0101',
      website: 'https://golden.example.com',
      address_parts: { street: '100 East 6th Street', city: 'Austin', state: 'TX', zip: '78701' },
    });
    const samePhone = place({ phone: '+1 512-555-0101', rating: 3.9 });
    const sameHost = place({ website: 'http://www.golden.example.com/menu', rating: 3.8 });
    const sameNameStreet = place({
      name: 'Golden Spoon and Co',
      address_parts: { street: '100 E 6th St', city: 'Austin', state: 'TX', zip: '78701' },
      rating: 3.7,
      phone: null,
      website: null,
    });
    const sameId = { ...place({ rating: 3.6 }), place_id: a.place_id };
    const other = place();
    const ranked = candidates([a, samePhone, sameHost, sameNameStreet, sameId, other]);
    const { kept, removed } = dedupe(ranked);
    expect(kept.map((c) => c.lead.place_id)).toEqual([a.place_id, other.place_id]);
    expect(removed).toBe(4);
  });

  it('is on by default and can be turned off', () => {
    const a = place({ phone: '(512) 555-0199' });
    const b = place({ phone: '(512) 555-0199', rating: 4.0 });
    const all = candidates([a, b]);
    expect(selectLeads(all, criteria(), ctx).selected).toHaveLength(1);
    expect(selectLeads(all, criteria({ filter_duplicates: false }), ctx).selected).toHaveLength(2);
  });
});
