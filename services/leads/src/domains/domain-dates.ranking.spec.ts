import { SearchCriteriaSchema } from '@leadgen/contracts';
import { place } from '../../testing/places.js';
import { countInResults } from '../locations/location.counts.js';
import { toCandidate, type Place } from '../places/place.model.js';
import { Scorer } from '../scoring/fit.scorer.js';
import { selectLeads } from '../search/search.selection.js';
import { DomainDates } from './domain-dates.step.js';
import { RdapClient } from './rdap.client.js';

const NOW = new Date('2026-11-25T03:30:00Z');
const DAY = 86_400_000;
const criteria = SearchCriteriaSchema.parse({ city: 'Austin', prioritizeNewWebsites: true, filter_bad_fits: false });
const ctx = { ratings_available: true, dates_available: false, source_label: 'Google Places' };

function candidates(places: Place[]) {
  const counts = countInResults(places);
  return places.map((p, i) => toCandidate(p, counts[i]!, new Scorer(), NOW.getTime()));
}

/** A registry that dates the domains it knows and answers 404 for the rest. */
const registry = (ages: Record<string, number>) =>
  new RdapClient({
    baseUrl: 'http://127.0.0.1:9/',
    bootstrapUrl: null,
    timeoutMs: 60_000,
    fetch: (async (input: string | URL | Request) => {
      const days = ages[String(input).split('/').pop()!];
      if (days === undefined) return new Response('{"errorCode":404}', { status: 404 });
      const eventDate = new Date(NOW.getTime() - days * DAY).toISOString();
      return new Response(
        JSON.stringify({ objectClassName: 'domain', events: [{ eventAction: 'registration', eventDate }] }),
      );
    }) as typeof fetch,
  });

describe("'Prioritize new websites' on the registries' dates", () => {
  // The best-rated first without the box; the new website is the worst rated.
  const all = candidates([
    place({ website: 'https://old-one.com', rating: 4.9, domain_registered_at: null }),
    place({ website: 'https://gone.com', rating: 4.7, domain_registered_at: null }),
    place({ website: 'https://old-two.com', rating: 4.5, domain_registered_at: null }),
    place({ website: 'https://brand-new.com', rating: 3.9, domain_registered_at: null }),
  ]);

  it('ranks the new website first and says how many dates are unknown, in a Google search that had none', async () => {
    const dated = await new DomainDates(
      registry({ 'old-one.com': 900, 'old-two.com': 183, 'brand-new.com': 182 }),
      60_000,
    ).fill(all, NOW);
    const s = selectLeads(dated.candidates, criteria, { ...ctx, domain_dates: dated });
    expect(s.selected.map((c) => c.lead.website)).toEqual([
      'https://brand-new.com',
      'https://old-one.com',
      'https://gone.com',
      'https://old-two.com',
    ]);
    expect(s.selected.map((c) => c.lead.is_new_website)).toEqual([true, false, false, false]);
    expect(s.warnings).toEqual([
      '1 website with an unknown domain registration date (the registry did not answer) ranked after the new websites.',
    ]);
  });

  it("keeps today's warning when nothing was looked up, and says so when no registry answered", async () => {
    expect(selectLeads(all, criteria, ctx).warnings).toEqual([
      'Google Places has no domain registration dates: new websites could not be ranked first.',
    ]);
    const dated = await new DomainDates(registry({}), 60_000).fill(all, NOW);
    const s = selectLeads(dated.candidates, criteria, { ...ctx, domain_dates: dated });
    expect(s.warnings).toEqual(['The domain registries did not answer: new websites could not be ranked first.']);
    expect(s.selected.map((c) => c.lead.website)).toEqual(all.map((c) => c.lead.website));
  });
});
