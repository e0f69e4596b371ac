import { cuisineOption, cuisineValue } from '@leadgen/contracts';
import type { DataSourceInfo } from '@leadgen/contracts';
import { parseOsmOpeningHours } from '../places/place.hours.js';
import { countAcrossResults, type LocationEstimator } from '../locations/location.counts.js';
import { toCandidate, type Place } from '../places/place.model.js';
import { STATE_TIME_ZONES } from '../places/place.timezones.js';
import type { Scorer } from '../scoring/fit.scorer.js';
import type { LeadProvider, ProviderQuery, ProviderResult } from './lead.provider.js';
import { fetchJson, isRecord, num, str, UpstreamError } from './upstream.http.js';

export const OSM_INFO: DataSourceInfo = {
  provider: 'osm',
  label: 'OpenStreetMap',
  is_demo: false,
  attribution: '© OpenStreetMap contributors',
  attribution_url: 'https://www.openstreetmap.org/copyright',
};

/** Most elements one search reads from Overpass. */
export const OSM_MAX_ELEMENTS = 1000;

/** Catalogue value -> OSM amenity (for the kinds OSM tells apart by amenity) or cuisine tag values. */
const OSM_AMENITY: Record<string, string> = {
  cafe: 'cafe',
  bar: 'bar|pub',
  fast_food: 'fast_food',
  dessert: 'ice_cream',
};
const OSM_CUISINE: Record<string, string> = {
  burgers: 'burger',
  bbq: 'bbq|barbecue',
  breakfast_brunch: 'breakfast|brunch|pancake',
  sandwich: 'sandwich|deli|sub',
  chicken: 'chicken|wings|fried_chicken',
  middle_eastern: 'middle_eastern|lebanese|turkish|kebab|falafel|arab|persian',
  latin_american: 'latin_american|peruvian|cuban|brazilian|colombian|venezuelan|salvadoran|arepa',
  southern: 'southern|soul_food',
  cajun: 'cajun|creole',
  vegetarian: 'vegetarian|vegan',
  spanish: 'spanish|tapas',
  asian_fusion: 'asian|fusion|asian_fusion',
  bakery: 'bakery|donut|bagel',
  new_american: 'american|new_american',
  steakhouse: 'steak_house|steakhouse',
};

/** Overpass QL string literal. */
const ql = (s: string) =>
  `"${s
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')}"`;

export function overpassQuery(query: ProviderQuery, timeoutS: number): string {
  const city = ql(query.city.trim());
  const area = query.state
    ? `area["ISO3166-2"="US-${query.state}"]["admin_level"="4"]->.st;\nrel["boundary"="administrative"]["admin_level"~"^[5-8]$"]["name"=${city}](area.st);\nmap_to_area->.city;`
    : `area["boundary"="administrative"]["admin_level"~"^[5-8]$"]["name"=${city}]->.city;`;
  let amenity = 'restaurant|fast_food|cafe|bar|pub|ice_cream|food_court';
  let cuisineFilter = '';
  if (query.cuisine) {
    if (OSM_AMENITY[query.cuisine]) amenity = OSM_AMENITY[query.cuisine]!;
    else cuisineFilter = `["cuisine"~"(^|;) *(${OSM_CUISINE[query.cuisine] ?? query.cuisine}) *(;|$)",i]`;
  }
  return `[out:json][timeout:${timeoutS}];\n${area}\nnwr["amenity"~"^(${amenity})$"]["name"]${cuisineFilter}(area.city);\nout center tags ${OSM_MAX_ELEMENTS};`;
}

function cuisineFromTags(tags: Record<string, unknown>): string {
  for (const raw of (str(tags.cuisine) ?? '').split(';')) {
    const v = cuisineValue(raw.trim());
    if (v && cuisineOption(v)) return v;
  }
  switch (tags.amenity) {
    case 'fast_food':
      return 'fast_food';
    case 'cafe':
      return 'cafe';
    case 'bar':
    case 'pub':
      return 'bar';
    case 'ice_cream':
      return 'dessert';
    default:
      return cuisineValue(str(tags.cuisine)?.split(';')[0]) ?? 'restaurant';
  }
}

function startDate(v: unknown): number | null {
  const s = str(v);
  const m = s ? /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(s) : null;
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), m[2] ? Number(m[2]) - 1 : 0, m[3] ? Number(m[3]) : 1);
  return Number.isFinite(t) ? t : null;
}

export function placeFromOsm(el: unknown, query: ProviderQuery): Place | null {
  if (!isRecord(el) || !isRecord(el.tags)) return null;
  const tags = el.tags;
  const name = str(tags.name);
  const type = str(el.type);
  const id = num(el.id);
  if (!name || !type || id === null) return null;
  const street = [str(tags['addr:housenumber']), str(tags['addr:street'])].filter(Boolean).join(' ') || null;
  const state = str(tags['addr:state'])?.toUpperCase() ?? (query.state || null);
  const parts = { street, city: str(tags['addr:city']) ?? query.city.trim(), state, zip: str(tags['addr:postcode']) };
  const address = [parts.street, parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const tz = state ? STATE_TIME_ZONES[state] : undefined;
  return {
    place_id: `${type}/${id}`,
    source: 'osm',
    name,
    cuisine_type: cuisineFromTags(tags),
    address,
    address_parts: parts,
    rating: null,
    review_count: null,
    phone: str(tags.phone) ?? str(tags['contact:phone']),
    website: str(tags.website) ?? str(tags['contact:website']) ?? str(tags.url),
    hours: parseOsmOpeningHours(str(tags.opening_hours) ?? undefined),
    clock: tz ? { timeZone: tz } : null,
    brand: str(tags.brand),
    brand_id: str(tags['brand:wikidata']),
    opened_at: startDate(tags.start_date),
    // OSM's start_date: when the restaurant opened, as a mapper recorded it.
    opened_source: startDate(tags.start_date) === null ? null : 'osm_start_date',
    domain_registered_at: null,
    review_response_rate: null,
    photo_count: null,
    social_links: {
      facebook: str(tags['contact:facebook']),
      instagram: str(tags['contact:instagram']),
    },
  };
}

export interface OsmOptions {
  url: string;
  timeoutMs: number;
  estimator?: LocationEstimator | null;
}

/** OpenStreetMap through an Overpass endpoint: restaurants, fast food, cafes and bars in the city's area. */
export class OsmProvider implements LeadProvider {
  readonly info = OSM_INFO;

  constructor(
    private readonly options: OsmOptions,
    private readonly scorer: Scorer,
  ) {}

  async fetchPlaces(query: ProviderQuery): Promise<{ places: Place[]; warnings: string[] }> {
    const timeoutS = Math.max(5, Math.floor(this.options.timeoutMs / 1000) - 2);
    const res = await fetchJson(
      this.options.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'leadgen-leads/0.1 (restaurant lead search)',
        },
        body: new URLSearchParams({ data: overpassQuery(query, timeoutS) }).toString(),
      },
      this.options.timeoutMs,
      'OpenStreetMap (Overpass)',
    );
    if (res.status === 429)
      throw new UpstreamError(
        'UPSTREAM_FAILED',
        'OpenStreetMap (Overpass) is rate limiting this server. Please try again in a minute.',
        429,
      );
    if (res.status === 504)
      throw new UpstreamError(
        'TIMEOUT',
        'OpenStreetMap (Overpass) is overloaded and timed out. Please try again.',
        504,
      );
    if (res.status < 200 || res.status >= 300)
      throw new UpstreamError(
        'UPSTREAM_FAILED',
        `OpenStreetMap (Overpass) failed (HTTP ${res.status}). Please try again.`,
        res.status,
      );
    if (!isRecord(res.body) || !Array.isArray(res.body.elements)) {
      throw new UpstreamError(
        'UPSTREAM_FAILED',
        'OpenStreetMap (Overpass) answered with a malformed response. Please try again.',
      );
    }
    const warnings: string[] = [];
    const remark = str(res.body.remark);
    const seen = new Set<string>();
    const places: Place[] = [];
    for (const el of res.body.elements) {
      const place = placeFromOsm(el, query);
      if (!place || seen.has(place.place_id)) continue;
      seen.add(place.place_id);
      places.push(place);
    }
    if (remark && /error|timed out/i.test(remark)) {
      if (!places.length)
        throw new UpstreamError('TIMEOUT', 'OpenStreetMap (Overpass) ran out of time for this area. Please try again.');
      warnings.push('OpenStreetMap stopped early for this area: the results may be incomplete.');
    }
    if (res.body.elements.length >= OSM_MAX_ELEMENTS)
      warnings.push(`OpenStreetMap results were capped at ${OSM_MAX_ELEMENTS} places.`);
    return { places, warnings };
  }

  async search(query: ProviderQuery, now: Date): Promise<ProviderResult> {
    const { places, warnings } = await this.fetchPlaces(query);
    const counts = await countAcrossResults(places, this.options.estimator ?? null);
    const candidates = places.map((p, i) => toCandidate(p, counts[i]!, this.scorer, now.getTime()));
    return { candidates, warnings, ratings_available: false, dates_available: false };
  }
}
