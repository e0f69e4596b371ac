import { cuisineOption } from '@leadgen/contracts';
import type { DataSourceInfo } from '@leadgen/contracts';
import { countAcrossResults, type LocationEstimator } from '../locations/location.counts.js';
import { toCandidate, type Place } from '../places/place.model.js';
import type { Scorer } from '../scoring/fit.scorer.js';
import { DEFAULT_TERRITORY_CONCURRENCY, DEFAULT_TERRITORY_MAX_CALLS, searchArea } from './google.area.js';
import { isGooglePlaces } from './google.endpoint.js';
import { leadKeysFor } from './google.lead-count.js';
import { placeFromGoogle } from './google.place.js';
import type { CallBudget } from './google.call-budget.js';
import { needsTerritory } from './google.territory.js';
import { GOOGLE_QUERY_MAX, type Rectangle } from './google.tiles.js';
import { VIEWPORT_FIELD_MASK, viewportOf } from './google.viewport.js';
import { areaKey, ViewportCache } from './google.viewport-cache.js';
import { costOf, GOOGLE_LIST_PRICES, type GooglePrices } from './google.prices.js';
import type { LeadProvider, ProviderQuery, ProviderResult } from './lead.provider.js';
import { fetchJson, isRecord, str, UpstreamError } from './upstream.http.js';

export const GOOGLE_INFO: DataSourceInfo = {
  provider: 'google',
  label: 'Google Places',
  is_demo: false,
  attribution: 'Data from Google',
  attribution_url: 'https://developers.google.com/maps/documentation/places/web-service/policies',
};

/**
 * The same provider pointed anywhere but Google (the simulator on the default install): the rep
 * must see at a glance that these restaurants are made up, beside the results and on every export.
 */
export const SIMULATED_PLACES_INFO: DataSourceInfo = {
  provider: 'google',
  label: 'Demo data (simulated)',
  is_demo: true,
  attribution: 'These restaurants are simulated for the demo and do not exist.',
  attribution_url: null,
};

/**
 * Only what a lead needs: fewer fields, cheaper SKU (Text Search Enterprise). The address as a
 * postal address, not its components (more than a quarter of a page), and the hours as periods
 * only: the product writes their lines itself, in plain ASCII, where Google's narrow spaces made
 * the whole page two-byte text. A page is 26 KB, not 41 KB, and reads in two thirds of the time.
 */
const LEAD_FIELDS = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.postalAddress',
  'places.nationalPhoneNumber',
  'places.websiteUri',
  'places.rating',
  'places.userRatingCount',
  'places.regularOpeningHours.periods',
  'places.utcOffsetMinutes',
  'places.timeZone',
  'places.primaryType',
  'places.types',
  'places.businessStatus',
  // When a place opened (an announced opening's date).
  'places.openingDate',
];

/** The lead's fields, with the reviews' dates and the photos' names when asked for. */
const maskOf = (reviewDates: boolean, photos: boolean) =>
  [
    ...LEAD_FIELDS,
    ...(reviewDates ? ['places.reviews.publishTime'] : []),
    ...(photos ? ['places.photos.name'] : []),
    'nextPageToken',
  ].join(',');

/** The fields of every search: no reviews, so Google bills the Enterprise tier, and no photos. */
export const GOOGLE_FIELD_MASK = maskOf(false, false);

/**
 * With the reviews' dates too (the first review of a listing that shows them all dates its opening):
 * only for a search that filters by recency, as reviews bill the Enterprise + Atmosphere tier. Just
 * the dates: the texts and authors were two thirds of every page.
 */
export const GOOGLE_FIELD_MASK_WITH_REVIEWS = maskOf(true, false);

/**
 * A listing's lookup (the diagnostic's Google data) also counts its photos: their names only, as
 * their sizes and authors were a third of every page. A search leaves them out: a third of each page.
 */
export const GOOGLE_FIELD_MASK_WITH_PHOTOS = maskOf(false, true);

const MASKS = [GOOGLE_FIELD_MASK, GOOGLE_FIELD_MASK_WITH_REVIEWS, GOOGLE_FIELD_MASK_WITH_PHOTOS, maskOf(true, true)];

/** The field mask of a query: reviews' dates for a recency filter, photos for a lookup. */
const fieldMaskOf = (query: ProviderQuery) => MASKS[(query.review_dates ? 1 : 0) + (query.photos ? 2 : 0)]!;

export const GOOGLE_PAGE_SIZE = 20;

export interface GoogleOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  maxPages: number;
  estimator?: LocationEstimator | null;
  /** Google's prices per 1,000 calls by tier (the list prices when not set). */
  prices?: GooglePrices;
  /** A territory search (Max Results above 60): provider calls at most, and tiles searched at once. */
  territoryMaxCalls?: number;
  territoryConcurrency?: number;
}

/** One tile of a territory search: the rectangle the places must be in, and the calls left. */
interface TileOf {
  rectangle: Rectangle;
  budget: CallBudget;
}

/** The reasons of Google's ErrorInfo details: an invalid key comes back as 400 with API_KEY_INVALID. */
function errorReasons(err: Record<string, unknown> | null): string[] {
  const details: unknown[] = err && Array.isArray(err.details) ? err.details : [];
  return details.map((d) => (isRecord(d) ? str(d.reason) : null)).filter((r): r is string => r !== null);
}

function errorMessage(status: number, body: unknown): string {
  const err = isRecord(body) && isRecord(body.error) ? body.error : null;
  const code = err ? str(err.status) : null;
  const detail = err ? str(err.message) : null;
  if (status === 429 || code === 'RESOURCE_EXHAUSTED')
    return 'Google Places quota is used up (RESOURCE_EXHAUSTED). Please try again later.';
  const keyRefused = errorReasons(err).some((r) => r.startsWith('API_KEY_'));
  if (keyRefused || status === 401 || status === 403 || code === 'PERMISSION_DENIED' || code === 'UNAUTHENTICATED') {
    return 'Google Places refused the API key. Check GOOGLE_PLACES_API_KEY.';
  }
  if (status === 400) return `Google Places rejected the search${detail ? `: ${detail}` : ''}.`;
  return `Google Places failed (HTTP ${status}${code ? ` ${code}` : ''}). Please try again.`;
}

/** The places that count toward the limit: with 'Opening soon', only the announced openings; never the closed. */
const wanted = (places: readonly Place[], query: ProviderQuery) =>
  query.opening_soon ? places.filter((p) => p.opening_soon).length : places.filter((p) => !p.closed).length;

/**
 * Places API (New) Text Search: POST {base}/v1/places:searchText with a field mask, 20 per page,
 * following nextPageToken until the search has as many places as it asked for (or the pages run out),
 * place id as the dedup key.
 */
export class GoogleProvider implements LeadProvider {
  readonly info: DataSourceInfo;
  private readonly viewports = new ViewportCache();

  constructor(
    private readonly options: GoogleOptions,
    private readonly scorer: Scorer,
  ) {
    this.info = isGooglePlaces(options.baseUrl) ? GOOGLE_INFO : SIMULATED_PLACES_INFO;
  }

  textQuery(query: ProviderQuery): string {
    const what = query.cuisine
      ? `${cuisineOption(query.cuisine)?.display_name ?? query.cuisine.replace(/_/g, ' ')} restaurants`
      : 'restaurants';
    return `${what} in ${query.city.trim()}${query.state ? `, ${query.state}` : ''}`;
  }

  async fetchPlaces(
    query: ProviderQuery,
    tile?: TileOf,
  ): Promise<{ places: Place[]; pages: number; full: boolean; cut: boolean; enough: boolean; error?: unknown }> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/v1/places:searchText`;
    const seen = new Set<string>();
    const places: Place[] = [];
    const textQuery = this.textQuery(query);
    let pageToken: string | undefined;
    let pages = 0;
    let listed = 0;
    let cut = false;
    let enough = false;
    let failure: unknown = null;
    do {
      const body: Record<string, unknown> = {
        textQuery,
        pageSize: GOOGLE_PAGE_SIZE,
        languageCode: 'en',
        regionCode: 'US',
      };
      if (pageToken) body.pageToken = pageToken;
      if (tile) {
        if (!tile.budget.take()) {
          cut = true;
          break;
        }
        body.locationRestriction = { rectangle: tile.rectangle };
      }
      // Announced openings come back only when asked for ('Opening soon', a watch); normal searches never mix them in.
      if (query.opening_soon || query.watch) body.includeFutureOpeningBusinesses = true;
      let page: Record<string, unknown>;
      try {
        page = await this.readPage(url, body, query);
      } catch (err) {
        tile?.budget.landed();
        // A tile's later page failing keeps the pages it read: the territory says part was not searched.
        if (!tile || pages === 0) throw err;
        failure = err;
        break;
      }
      pages++;
      listed += ((page.places as unknown[] | undefined) ?? []).length;
      for (const raw of (page.places as unknown[] | undefined) ?? []) {
        const place = placeFromGoogle(raw, query);
        if (!place || seen.has(place.place_id)) continue;
        seen.add(place.place_id);
        places.push(place);
      }
      pageToken = str(page.nextPageToken) ?? undefined;
      tile?.budget.landed(places);
      // A tile stops paging once the territory as a whole holds enough leads (waiting, when the
      // pages other tiles are reading may be enough, for them): its next page would be paid for nothing.
      if (pageToken && tile && !(await tile.budget.needsPage())) {
        enough = true;
        break;
      }
    } while (pageToken && wanted(places, query) < query.limit && pages < this.options.maxPages);
    // Google stops at 60 places a query: a tile that gave 60 has more, and is split.
    return {
      places,
      pages,
      full: listed >= GOOGLE_QUERY_MAX,
      cut,
      enough,
      ...(failure !== null ? { error: failure } : {}),
    };
  }

  /** One page of a Text Search: its body as Google sent it, or the failure in the product's words. */
  private async readPage(
    url: string,
    body: Record<string, unknown>,
    query: ProviderQuery,
  ): Promise<Record<string, unknown>> {
    const res = await fetchJson(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': this.options.apiKey,
          'x-goog-fieldmask': fieldMaskOf(query),
        },
        body: JSON.stringify(body),
      },
      this.options.timeoutMs,
      'Google Places',
    );
    if (res.status < 200 || res.status >= 300)
      throw new UpstreamError('UPSTREAM_FAILED', errorMessage(res.status, res.body), res.status);
    // An empty result is `{}`: no places key at all.
    if (res.body !== undefined && !isRecord(res.body))
      throw new UpstreamError('UPSTREAM_FAILED', 'Google Places answered with a malformed response. Please try again.');
    const page = (res.body ?? {}) as Record<string, unknown>;
    if (page.places !== undefined && !Array.isArray(page.places))
      throw new UpstreamError('UPSTREAM_FAILED', 'Google Places answered with a malformed response. Please try again.');
    return page;
  }

  /** The city's viewport: a Text Search for the city itself answers its locality with it. */
  private async viewport(query: ProviderQuery, budget: CallBudget): Promise<Rectangle | null> {
    if (!budget.take()) return null;
    const res = await fetchJson(
      `${this.options.baseUrl.replace(/\/+$/, '')}/v1/places:searchText`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': this.options.apiKey,
          'x-goog-fieldmask': VIEWPORT_FIELD_MASK,
        },
        body: JSON.stringify({
          textQuery: `${query.city.trim()}${query.state ? `, ${query.state}` : ''}`,
          pageSize: 1,
          languageCode: 'en',
          regionCode: 'US',
        }),
      },
      this.options.timeoutMs,
      'Google Places',
    ).finally(() => budget.landed());
    if (res.status < 200 || res.status >= 300)
      throw new UpstreamError('UPSTREAM_FAILED', errorMessage(res.status, res.body), res.status);
    return viewportOf(res.body);
  }

  /**
   * The places of a search and the calls it took: one query (up to 60 places) when that is enough,
   * else the city's whole area in tiles (Max Results 250 or 500).
   */
  async placesFor(
    query: ProviderQuery,
  ): Promise<{ places: Place[]; calls: number; areaCalls: number; warnings: string[] }> {
    if (!needsTerritory(query.limit)) {
      const { places, pages } = await this.fetchPlaces(query);
      return { places, calls: pages, areaCalls: 0, warnings: [] };
    }
    return searchArea(
      {
        viewport: (budget) =>
          this.viewports.viewport(areaKey(query.city, query.state), () => this.viewport(query, budget)),
        tile: (rectangle, budget) => this.fetchPlaces(query, { rectangle, budget }),
        single: () => this.fetchPlaces(query),
        maxCalls: this.options.territoryMaxCalls ?? DEFAULT_TERRITORY_MAX_CALLS,
        concurrency: this.options.territoryConcurrency ?? DEFAULT_TERRITORY_CONCURRENCY,
        where: `${query.city.trim()}${query.state ? `, ${query.state}` : ''}`,
        leadKeys: leadKeysFor(query),
      },
      query.limit,
    );
  }

  async search(query: ProviderQuery, now: Date): Promise<ProviderResult> {
    const { places, calls, areaCalls, warnings: areaWarnings } = await this.placesFor(query);
    const counts = await countAcrossResults(places, this.options.estimator ?? null);
    const candidates = places.map((p, i) => toCandidate(p, counts[i]!, this.scorer, now.getTime()));
    const warnings = candidates.some((c) => c.lead.location_count_source === 'unknown')
      ? [
          'Google results cannot count every chain: leads marked Unknown belong to brands with one location in these results.',
        ]
      : [];
    warnings.unshift(...areaWarnings);
    return {
      candidates,
      warnings,
      ratings_available: true,
      dates_available: false,
      future_openings_available: true,
      provider_calls: calls,
      provider_cost: costOf(
        {
          // A territory's lookup of the city's area (Pro), unless it was kept; the rest are pages of places.
          viewport: areaCalls,
          pages: calls - areaCalls,
          withReviews: query.review_dates === true,
        },
        this.options.prices ?? GOOGLE_LIST_PRICES,
      ),
    };
  }
}
