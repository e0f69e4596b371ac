import {
  MAX_LOCATION_OPTIONS,
  MAX_RESULTS_OPTIONS,
  MIN_LOCATION_OPTIONS,
  MIN_RATING_OPTIONS,
  US_STATES,
  type SearchCriteria,
} from '@leadgen/contracts';
import { DEFAULT_FORM, type SearchForm } from './criteria.js';

/**
 * A search's place in the address: its criteria and the page of results, each written only when
 * it differs from the form's default (?city=Austin&state=TX&cuisine=mexican&page=2). Pitches are
 * not part of it: opening an address never buys pitches again.
 */
export function addressOfSearch(c: SearchCriteria, page = 1): Record<string, string> {
  const query: Record<string, string> = { city: c.city };
  if (c.state) query.state = c.state;
  if (c.cuisine) query.cuisine = c.cuisine;
  if (c.limit !== DEFAULT_FORM.limit) query.limit = String(c.limit);
  if (c.min_rating) query.min_rating = String(c.min_rating);
  if (c.min_reviews) query.min_reviews = String(c.min_reviews);
  if (!c.filter_bad_fits) query.filter_bad_fits = '0';
  if (!c.filter_duplicates) query.filter_duplicates = '0';
  if (c.filterRecentlyEstablished) query.recently_established = '1';
  if (c.prioritizeNewWebsites) query.new_websites = '1';
  if (c.openingSoon) query.opening_soon = '1';
  if (c.enableLocationFilter) query.locations = `${c.minLocations}-${c.maxLocations}`;
  if (page > 1) query.page = String(page);
  return query;
}

/** The same search whatever its page: two addresses with one key show the same results. */
export function searchKey(c: SearchCriteria): string {
  return new URLSearchParams(addressOfSearch(c)).toString();
}

/** One of the form's choices, or its default when the address names another (an edited link). */
function option<T extends number>(text: string | null, options: readonly T[], fallback: T): T {
  const value = Number(text);
  return text !== null && options.includes(value as T) ? (value as T) : fallback;
}

function count(text: string | null): number {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The search and page an address names, as the form holds them; null when it names no city. */
export function searchOfAddress(queryText: string): { form: SearchForm; page: number } | null {
  const q = new URLSearchParams(queryText);
  const city = q.get('city')?.trim() ?? '';
  if (!city) return null;
  const state = q.get('state') ?? '';
  const [min, max] = (q.get('locations') ?? '').split('-');
  const form: SearchForm = {
    ...DEFAULT_FORM,
    city,
    state: (US_STATES as readonly string[]).includes(state) ? (state as SearchForm['state']) : '',
    cuisine: (q.get('cuisine') ?? '').slice(0, 60),
    limit: option(q.get('limit'), MAX_RESULTS_OPTIONS, DEFAULT_FORM.limit),
    min_rating: option(q.get('min_rating'), MIN_RATING_OPTIONS, DEFAULT_FORM.min_rating),
    min_reviews: count(q.get('min_reviews')),
    filter_bad_fits: q.get('filter_bad_fits') !== '0',
    filter_duplicates: q.get('filter_duplicates') !== '0',
    filterRecentlyEstablished: q.get('recently_established') === '1',
    prioritizeNewWebsites: q.get('new_websites') === '1',
    openingSoon: q.get('opening_soon') === '1',
    enableLocationFilter: q.has('locations'),
    minLocations: option(min ?? null, MIN_LOCATION_OPTIONS, DEFAULT_FORM.minLocations),
    maxLocations: option(max ?? null, MAX_LOCATION_OPTIONS, DEFAULT_FORM.maxLocations),
  };
  return { form, page: Math.max(1, count(q.get('page'))) };
}
