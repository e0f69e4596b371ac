import type { DataSourceInfo } from '@leadgen/contracts';
import { countInResults } from '../src/locations/location.counts.js';
import { toCandidate, type Place } from '../src/places/place.model.js';
import { SIMULATED_PLACES_INFO } from '../src/providers/google.provider.js';
import type { LeadProvider, ProviderQuery } from '../src/providers/lead.provider.js';
import { Scorer } from '../src/scoring/fit.scorer.js';

/**
 * A lead provider holding a few listings of a test's own (say, restaurants whose websites are
 * loopback fixtures, which no simulated town holds): a search of a city answers its listings of
 * that city (and cuisine), counted and scored as a Google search's results are; other cities have none.
 */
export function listingsProvider(
  listings: readonly Place[],
  options: { info?: DataSourceInfo; scorer?: Scorer } = {},
): LeadProvider {
  const scorer = options.scorer ?? new Scorer();
  const inQuery = (p: Place, q: ProviderQuery) =>
    p.address_parts.city?.toLowerCase() === q.city.trim().toLowerCase() &&
    (!q.state || p.address_parts.state === q.state.toUpperCase()) &&
    (!q.cuisine || p.cuisine_type === q.cuisine);
  return {
    info: options.info ?? SIMULATED_PLACES_INFO,
    async search(query, now) {
      const places = listings.filter((p) => inQuery(p, query));
      const counts = countInResults(places);
      return {
        candidates: places.map((p, i) => toCandidate(p, counts[i]!, scorer, now.getTime())),
        warnings: [],
        ratings_available: true,
        dates_available: true,
      };
    },
  };
}
