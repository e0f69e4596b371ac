import type { JsonPart } from '@leadgen/service-kit';
import { place } from '../../testing/places.js';
import { countInResults } from '../locations/location.counts.js';
import { toCandidate, type Place } from '../places/place.model.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { encodeSearchResponse, materialize, withOpen } from './search.encoding.js';

const NOW = new Date('2026-11-25T18:00:00Z'); // Wednesday noon in Chicago
const DAY = 86_400_000;
const ALWAYS: Place['hours'] = Array.from({ length: 7 }, () => [[0, 1440] as [number, number]]);

function lead(p: Place) {
  return materialize(toCandidate(p, countInResults([p])[0]!, new Scorer(), NOW.getTime()), NOW);
}

describe('open now, as a lead leaves the service', () => {
  const hours = { hours: ALWAYS, clock: { timeZone: 'America/Chicago' } };

  it('says open for a restaurant open around the clock', () => {
    expect(lead(place(hours)).operating_hours?.is_open_now).toBe(true);
  });

  it('never says open for an announced opening, whatever hours it has published', () => {
    const soon = place({ ...hours, opened_at: NOW.getTime() + 20 * DAY, opening_soon: true });
    expect(lead(soon).is_opening_soon).toBe(true);
    expect(lead(soon).operating_hours?.is_open_now).toBe(false);
  });
});

describe('the best time to call on a search lead', () => {
  const candidate = (p: Place) => toCandidate(p, countInResults([p])[0]!, new Scorer(), NOW.getTime());

  it('says when to call, as My Leads would, and why when it is unknown', () => {
    const open = withOpen(candidate(place({ hours: ALWAYS, clock: { timeZone: 'America/Chicago' } })), true, NOW);
    expect(open.best_time?.state).not.toBe('unknown');
    expect(open.best_time?.label).toBeTruthy();
    const none = withOpen(candidate(place({ hours: null })), null, NOW);
    expect(none.best_time).toEqual({
      state: 'unknown',
      label: 'Unknown',
      reasoning: 'No opening hours are known for this lead.',
    });
  });
});

describe('a search answer written in pieces', () => {
  const enc = (v: unknown) => JSON.stringify(v);
  const join = (parts: JsonPart[]) => JSON.parse(parts.join(''));
  const rest = { count: 1, processing_time: 0.1, analytics: { total: 1 } } as never;

  it('carries the matches past Max Results after the leads, and reads as one JSON', () => {
    const body = join(encodeSearchResponse(rest, [enc({ name: 'A' })], [enc({ name: 'B' }), enc({ name: 'C' })]));
    expect(body.leads).toEqual([{ name: 'A' }]);
    expect(body.more_leads).toEqual([{ name: 'B' }, { name: 'C' }]);
    expect(body.count).toBe(1);
  });

  it('leaves more_leads out when every match fits in Max Results', () => {
    const body = join(encodeSearchResponse(rest, [enc({ name: 'A' })]));
    expect(body).not.toHaveProperty('more_leads');
  });
});
