import { place } from '../../testing/places.js';
import { countInResults } from '../locations/location.counts.js';
import { toCandidate, type Place } from '../places/place.model.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { DomainDates } from './domain-dates.step.js';
import { RdapClient } from './rdap.client.js';

const NOW = new Date('2026-11-25T03:30:00Z');
const DAY = 86_400_000;

function candidates(places: Place[]) {
  const counts = countInResults(places);
  return places.map((p, i) => toCandidate(p, counts[i]!, new Scorer(), NOW.getTime()));
}

/** A registry that knows some domains' ages in days, never answers for `hangs.com`, and counts questions. */
function registry(ages: Record<string, number>) {
  const asked: string[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const name = String(input).split('/').pop()!;
    asked.push(name);
    if (name === 'hangs.com') return new Promise<Response>(() => {});
    const days = ages[name];
    if (days === undefined) return new Response('{"errorCode":404}', { status: 404 });
    const eventDate = new Date(NOW.getTime() - days * DAY).toISOString();
    return new Response(
      JSON.stringify({ objectClassName: 'domain', events: [{ eventAction: 'registration', eventDate }] }),
    );
  }) as typeof fetch;
  return {
    asked,
    rdap: new RdapClient({ baseUrl: 'http://127.0.0.1:9/', bootstrapUrl: null, timeoutMs: 60_000, fetch: fetchFn }),
  };
}

describe("filling a search's domain dates", () => {
  it("writes each website domain's date on its lead, new under 6 months, and says which are unknown", async () => {
    const { asked, rdap } = registry({ 'new-tacos.com': 40, 'old-diner.com': 4000 });
    const all = candidates([
      place({ website: 'https://www.new-tacos.com/', domain_registered_at: null }),
      place({ website: 'new-tacos.com/location-2', domain_registered_at: null }),
      place({ website: 'http://old-diner.com', domain_registered_at: null }),
      place({ website: 'https://gone.com', domain_registered_at: null }),
      place({ website: null, domain_registered_at: null }),
    ]);
    const out = await new DomainDates(rdap, 60_000).fill(all, NOW);
    expect(out).toMatchObject({ asked: 4, unknown: 1 });
    expect(
      out.candidates.map((c) => [c.lead.domain_registered_date, c.lead.is_new_website, c.lead.domain_date_unknown]),
    ).toEqual([
      ['2026-10-16', true, false],
      ['2026-10-16', true, false],
      [new Date(NOW.getTime() - 4000 * DAY).toISOString().slice(0, 10), false, false],
      [null, false, true],
      [null, false, undefined],
    ]);
    expect(out.candidates[0]!.domain_registered_at).toBe(NOW.getTime() - 40 * DAY);
    // One question per domain, however many places share it; the provider's candidates stay as they were.
    expect(asked.sort()).toEqual(['gone.com', 'new-tacos.com', 'old-diner.com']);
    expect(all[0]!.lead.domain_date_unknown).toBeUndefined();
  });

  it('answers by its deadline with the dates it has, the rest unknown', async () => {
    const { rdap } = registry({ 'new-tacos.com': 40 });
    const all = candidates([place({ website: 'https://new-tacos.com' }), place({ website: 'https://hangs.com' })]);
    const out = await new DomainDates(rdap, 50).fill(all, NOW);
    expect(out).toMatchObject({ asked: 2, unknown: 1 });
    expect(out.candidates.map((c) => c.lead.is_new_website)).toEqual([true, false]);
    expect(out.candidates[1]!.lead.domain_date_unknown).toBe(true);
  });
});
