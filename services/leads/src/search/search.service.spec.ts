import { NO_RESULTS_MESSAGE, SearchCriteriaSchema, type Pitch } from '@leadgen/contracts';
import { samplePitch } from '@leadgen/contracts/testing';
import type { JsonPart } from '@leadgen/service-kit';
import { place } from '../../testing/places.js';
import { countInResults } from '../locations/location.counts.js';
import { toCandidate, type Place } from '../places/place.model.js';
import { SIMULATED_PLACES_INFO } from '../providers/google.provider.js';
import type { LeadProvider, ProviderResult } from '../providers/lead.provider.js';
import { Scorer } from '../scoring/fit.scorer.js';
import type { SearchPitchesSource } from './search-pitches.source.js';
import { materialize } from './search.encoding.js';
import { LeadSearch } from './search.service.js';

const NOW = new Date('2026-11-25T03:30:00Z'); // Tuesday 21:30 in Chicago
const scorer = new Scorer();
const criteria = (c: object = {}) => SearchCriteriaSchema.parse({ city: 'Austin', ...c });

function candidates(places: Place[]) {
  const counts = countInResults(places);
  return places.map((p, i) => toCandidate(p, counts[i]!, scorer, NOW.getTime()));
}

describe('materialize', () => {
  it('computes is_open_now at request time and never changes the cached lead', () => {
    const [c] = candidates([place({ hours: [0, 1, 2, 3, 4, 5, 6].map(() => [[11 * 60, 22 * 60]]) })]);
    const open = materialize(c!, NOW);
    expect(open.operating_hours).toEqual({
      weekday_text: expect.arrayContaining(['Tuesday: 11:00 AM - 10:00 PM']),
      is_open_now: true,
    });
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
    info: SIMULATED_PLACES_INFO,
    async search(q): Promise<ProviderResult> {
      return {
        candidates: q.city === 'Nowhere' ? [] : candidates(places),
        warnings: [],
        ratings_available: true,
        dates_available: true,
      };
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

  it('answers no leads with success and the no-results message', async () => {
    const res = await new LeadSearch(provider, null).run(criteria({ city: 'Nowhere' }), run);
    expect(res).toMatchObject({ success: true, count: 0, leads: [], message: NO_RESULTS_MESSAGE });
  });

  it('asks for pitches for the top N only and keeps the leads when pitches fail', async () => {
    const asked: string[] = [];
    const ok: SearchPitchesSource = {
      async pitches(leads) {
        asked.push(...leads.map((l) => l.name));
        return {
          pitches: leads.map((_, i) => (i === 1 ? null : ({ ...samplePitch } as Pitch))),
          warning: 'Pitches were generated for 2 of 3 leads',
        };
      },
    };
    const res = await new LeadSearch(provider, ok).run(
      criteria({ enablePitchGeneration: true, pitchGenerationCount: 3 }),
      run,
    );
    expect(asked).toEqual(res.leads.slice(0, 3).map((l) => l.name));
    expect(res.leads[0]!.pitch).toEqual(samplePitch);
    expect(res.leads[1]!.pitch).toBeNull();
    expect(res.leads[3]!.pitch).toBeNull();
    expect(res.warnings).toContain('Pitches were generated for 2 of 3 leads');

    const down = await new LeadSearch(provider, null).run(criteria({ enablePitchGeneration: true }), run);
    expect(down.count).toBe(25);
    expect(down.warnings!.join()).toMatch(/without pitches/);
  });

  it('answers the same JSON when written in pieces, pitches and open-now included', async () => {
    const pitchSource: SearchPitchesSource = {
      async pitches(leads) {
        return { pitches: leads.map((_, i) => (i === 0 ? ({ ...samplePitch } as Pitch) : null)) };
      },
    };
    // One candidate list for every search: the pieces follow the time of each search, not of the list.
    const kept = candidates(places);
    const search = new LeadSearch(
      {
        ...provider,
        search: async () => ({ candidates: kept, warnings: [], ratings_available: true, dates_available: true }),
      },
      pitchSource,
    );
    const opts = criteria({ enablePitchGeneration: true, pitchGenerationCount: 2 });
    const text = (parts: JsonPart[]) =>
      parts.map((p) => (typeof p === 'string' ? p : new TextDecoder().decode(p))).join('');
    const first = await search.runJson(opts, run);
    const object = await search.run(opts, run);
    const parsed = JSON.parse(text(first.json));
    expect({ ...parsed, processing_time: 0 }).toEqual({ ...object, processing_time: 0 });
    expect(parsed.leads[0].pitch).toEqual(samplePitch);
    expect(first.count).toBe(25);
    // Later, when the places have closed, the same candidates answer closed.
    const night = await search.runJson(opts, { ...run, now: new Date('2026-11-25T05:30:00Z') });
    const later = JSON.parse(text(night.json));
    expect(
      later.leads.map((l: { operating_hours: { is_open_now: boolean } }) => l.operating_hours.is_open_now),
    ).not.toContain(true);
    expect(
      parsed.leads.map((l: { operating_hours: { is_open_now: boolean } }) => l.operating_hours.is_open_now),
    ).toContain(true);
  });
});
