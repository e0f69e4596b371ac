import { NO_RESULTS_MESSAGE, SearchCriteriaSchema, type Pitch } from '@leadgen/contracts';
import { samplePitch } from '@leadgen/contracts/testing';
import { place } from '../testing/places.js';
import { countAcrossDataset } from './locations.js';
import { toCandidate, type LeadProvider, type Place, type ProviderResult } from './model.js';
import { Scorer } from './scoring.js';
import { compareCandidates, dedupe, LeadSearch, materialize, selectLeads, type PitchSource } from './search.js';

const NOW = new Date('2026-11-25T03:30:00Z'); // Tuesday 21:30 in Chicago
const DAY = 86_400_000;
const scorer = new Scorer();
const criteria = (c: object = {}) => SearchCriteriaSchema.parse({ city: 'Austin', ...c });
const ctx = { ratings_available: true, dates_available: true, source_label: 'Demo data' };

function candidates(places: Place[]) {
  const counts = countAcrossDataset(places);
  return places.map((p, i) => toCandidate(p, counts[i]!, scorer, NOW.getTime()));
}

describe('search criteria defaults (section 9)', () => {
  it('fills every default of the form', () => {
    expect(criteria()).toMatchObject({
      limit: 25, min_rating: 0, min_reviews: 0, filter_bad_fits: true, filter_duplicates: true,
      enableLocationFilter: false, minLocations: 1, maxLocations: 10, enablePitchGeneration: false,
      pitchGenerationCount: 5, filterRecentlyEstablished: false, prioritizeNewWebsites: false, state: '', cuisine: '',
    });
  });
});

describe('selectLeads', () => {
  const many = candidates(Array.from({ length: 60 }, (_, i) => place({ rating: 3 + (i % 21) / 10, review_count: i * 7 })));

  it('cuts to the limit, best first, and says how many matched', () => {
    const s = selectLeads(many, criteria({ limit: 10, filter_bad_fits: false }), ctx);
    expect(s.selected).toHaveLength(10);
    expect(s.total_matches).toBe(60);
    const scores = s.selected.map((c) => c.lead.fit_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('applies min rating and min reviews', () => {
    const s = selectLeads(many, criteria({ limit: 100, min_rating: 4.5, min_reviews: 100, filter_bad_fits: false }), ctx);
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
    const s = selectLeads(osm, criteria({ min_rating: 4, filter_bad_fits: false }), { ...ctx, ratings_available: false, source_label: 'OpenStreetMap' });
    expect(s.selected).toHaveLength(1);
    expect(s.warnings[0]).toMatch(/OpenStreetMap has no ratings/);
  });

  it('filters bad fits by default and keeps them when asked', () => {
    const mixed = candidates([place(), place({ cuisine_type: 'fast_food', rating: 2.5, review_count: 3, website: null, phone: null, hours: null })]);
    expect(mixed[1]!.lead.fit_decision).toBe('bad_fit');
    expect(selectLeads(mixed, criteria(), ctx).selected).toHaveLength(1);
    expect(selectLeads(mixed, criteria({ filter_bad_fits: false }), ctx).selected).toHaveLength(2);
  });

  it('filters by number of locations, 50000 meaning unlimited', () => {
    const chain = Array.from({ length: 12 }, (_, i) => place({ name: `Taco Trail - Spot ${i}` }));
    const trio = Array.from({ length: 3 }, (_, i) => place({ name: `Trio Deli #${i + 1}` }));
    const all = candidates([place(), ...chain, ...trio]);
    const opts = { limit: 100, filter_bad_fits: false, filter_duplicates: false, enableLocationFilter: true };
    const count = (min: number, max: number) => selectLeads(all, criteria({ ...opts, minLocations: min, maxLocations: max }), ctx).selected.map((c) => c.lead.location_count);
    expect(count(1, 1)).toEqual([1]);
    expect(count(2, 5).every((n) => n === 3)).toBe(true);
    expect(count(2, 5)).toHaveLength(3);
    expect(count(10, 50000)).toHaveLength(12);
    expect(count(1, 10)).toHaveLength(4);
    // Off: everything.
    expect(selectLeads(all, criteria({ ...opts, enableLocationFilter: false }), ctx).selected).toHaveLength(16);
  });

  it('keeps only restaurants opened in the last 12 months when asked', () => {
    const all = candidates([place({ opened_at: NOW.getTime() - 30 * DAY }), place({ opened_at: NOW.getTime() - 400 * DAY }), place({ opened_at: null })]);
    const s = selectLeads(all, criteria({ filterRecentlyEstablished: true, filter_bad_fits: false }), ctx);
    expect(s.selected).toHaveLength(1);
    expect(s.selected[0]!.lead.is_recently_established).toBe(true);
    const google = selectLeads(all, criteria({ filterRecentlyEstablished: true, filter_bad_fits: false }), { ...ctx, dates_available: false, source_label: 'Google Places' });
    expect(google.selected).toHaveLength(3);
    expect(google.warnings.join()).toMatch(/Google Places has no opening dates/);
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

describe('presorted candidates (the demo provider caches each city ranked)', () => {
  it('rank the same as sorting, with and without new websites first', () => {
    const all = candidates(
      Array.from({ length: 80 }, (_, i) =>
        place({ rating: 3 + (i % 20) / 10, review_count: (i * 37) % 900, domain_registered_at: i % 7 === 0 ? NOW.getTime() - 30 * DAY : Date.UTC(2015, 0, 1) }),
      ),
    );
    const sorted = [...all].sort(compareCandidates(false));
    for (const prioritizeNewWebsites of [false, true]) {
      const c = criteria({ limit: 100, filter_bad_fits: false, prioritizeNewWebsites });
      const a = selectLeads(all, c, ctx).selected.map((x) => x.lead.place_id);
      const b = selectLeads(sorted, c, { ...ctx, presorted: true }).selected.map((x) => x.lead.place_id);
      expect(b).toEqual(a);
    }
  });
});

describe('dedupe', () => {
  it('drops a second listing with the same place id, phone, website host or name + street, keeping the better one', () => {
    const a = place({ name: 'The Golden Spoon & Co', phone: '(512) 555-0101', website: 'https://golden.example.com', address_parts: { street: '100 East 6th Street', city: 'Austin', state: 'TX', zip: '78701' } });
    const samePhone = place({ phone: '+1 512-555-0101', rating: 3.9 });
    const sameHost = place({ website: 'http://www.golden.example.com/menu', rating: 3.8 });
    const sameNameStreet = place({ name: 'Golden Spoon and Co', address_parts: { street: '100 E 6th St', city: 'Austin', state: 'TX', zip: '78701' }, rating: 3.7, phone: null, website: null });
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

describe('materialize', () => {
  it('computes is_open_now at request time and never changes the cached lead', () => {
    const [c] = candidates([place({ hours: [0, 1, 2, 3, 4, 5, 6].map(() => [[11 * 60, 22 * 60]]) })]);
    const open = materialize(c!, NOW);
    expect(open.operating_hours).toEqual({ weekday_text: expect.arrayContaining(['Tuesday: 11:00 AM – 10:00 PM']), is_open_now: true });
    const closed = materialize(c!, new Date('2026-11-25T05:30:00Z'));
    expect(closed.operating_hours!.is_open_now).toBe(false);
    expect(c!.lead.operating_hours!.is_open_now).toBeNull();
    const [none] = candidates([place({ hours: null })]);
    expect(materialize(none!, NOW).operating_hours).toBeNull();
  });
});

describe('LeadSearch', () => {
  const places = Array.from({ length: 40 }, () => place());
  const provider: LeadProvider = {
    info: { provider: 'demo', label: 'Demo data: fictional', is_demo: true, attribution: null, attribution_url: null },
    async search(q): Promise<ProviderResult> {
      return { candidates: q.city === 'Nowhere' ? [] : candidates(places), warnings: [], ratings_available: true, dates_available: true };
    },
  };
  const run = { request_id: 'r', caller: { id: 'u1', email: 'a@b.co' }, ip: '', now: NOW };

  it('answers leads, analytics, count and processing time', async () => {
    const res = await new LeadSearch(provider, null).run(criteria(), run);
    expect(res.count).toBe(25);
    expect(res.leads).toHaveLength(25);
    expect(res.analytics.by_fit_decision.good_fit).toBe(25);
    expect(res.processing_time).toBeGreaterThan(0);
    expect(res.data_source!.is_demo).toBe(true);
    expect(res.message).toBeUndefined();
  });

  it('answers no leads with success and the spec message', async () => {
    const res = await new LeadSearch(provider, null).run(criteria({ city: 'Nowhere' }), run);
    expect(res).toMatchObject({ success: true, count: 0, leads: [], message: NO_RESULTS_MESSAGE });
  });

  it('asks for pitches for the top N only and keeps the leads when pitches fail', async () => {
    const asked: string[] = [];
    const ok: PitchSource = {
      async pitches(leads) {
        asked.push(...leads.map((l) => l.name));
        return { pitches: leads.map((_, i) => (i === 1 ? null : ({ ...samplePitch } as Pitch))), warning: 'Pitches were generated for 2 of 3 leads' };
      },
    };
    const res = await new LeadSearch(provider, ok).run(criteria({ enablePitchGeneration: true, pitchGenerationCount: 3 }), run);
    expect(asked).toEqual(res.leads.slice(0, 3).map((l) => l.name));
    expect(res.leads[0]!.pitch).toEqual(samplePitch);
    expect(res.leads[1]!.pitch).toBeNull();
    expect(res.leads[3]!.pitch).toBeNull();
    expect(res.warnings).toContain('Pitches were generated for 2 of 3 leads');

    const down = await new LeadSearch(provider, null).run(criteria({ enablePitchGeneration: true }), run);
    expect(down.count).toBe(25);
    expect(down.warnings!.join()).toMatch(/without pitches/);
  });

  it('answers the same JSON when written from the leads\' kept encodings, pitches and open-now included', async () => {
    const pitchSource: PitchSource = {
      async pitches(leads) {
        return { pitches: leads.map((_, i) => (i === 0 ? ({ ...samplePitch } as Pitch) : null)) };
      },
    };
    // One candidate list for every search, as the demo provider keeps its city lists for the day.
    const kept = candidates(places);
    const search = new LeadSearch({ ...provider, search: async () => ({ candidates: kept, warnings: [], ratings_available: true, dates_available: true }) }, pitchSource);
    const opts = criteria({ enablePitchGeneration: true, pitchGenerationCount: 2 });
    const text = (parts: Uint8Array[]) => parts.map((p) => new TextDecoder().decode(p)).join('');
    const first = await search.runJson(opts, run);
    const object = await search.run(opts, run);
    const parsed = JSON.parse(text(first.json));
    expect({ ...parsed, processing_time: 0 }).toEqual({ ...object, processing_time: 0 });
    expect(parsed.leads[0].pitch).toEqual(samplePitch);
    expect(first.count).toBe(25);
    // Later, when the places have closed, the kept encodings follow open-now.
    const night = await search.runJson(opts, { ...run, now: new Date('2026-11-25T05:30:00Z') });
    const later = JSON.parse(text(night.json));
    expect(later.leads.map((l: { operating_hours: { is_open_now: boolean } }) => l.operating_hours.is_open_now)).not.toContain(true);
    expect(parsed.leads.map((l: { operating_hours: { is_open_now: boolean } }) => l.operating_hours.is_open_now)).toContain(true);
  });
});
