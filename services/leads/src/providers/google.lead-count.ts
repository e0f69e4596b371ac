import { leadKeysOf, type Place } from '../places/place.model.js';
import type { LeadKeysOf } from './google.call-budget.js';
import type { ProviderQuery } from './lead.provider.js';

/**
 * How a territory search counts the leads its pages found, as the search's filters will: a place
 * below the minimum rating or reviews counts for none, an announced opening only for 'Opening soon'
 * (and the reverse), a chain's locations for one. A watch wants every place.
 */
export function leadKeysFor(query: ProviderQuery): LeadKeysOf {
  if (query.watch) return (p) => [p.place_id];
  const minRating = query.min_rating ?? 0;
  const minReviews = query.min_reviews ?? 0;
  return (p: Place) => {
    if (Boolean(query.opening_soon) !== Boolean(p.opening_soon)) return null;
    if (minRating > 0 && (p.rating ?? 0) < minRating) return null;
    if (minReviews > 0 && (p.review_count ?? 0) < minReviews) return null;
    return query.dedupe === false ? [p.place_id] : leadKeysOf(p);
  };
}
