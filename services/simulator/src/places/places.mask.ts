import { PLACE_FIELDS } from './places.place.js';

/** Fields of a Place that Google has and this simulator leaves out: asking for them is no error, they just never come back. */
const OTHER_GOOGLE_FIELDS = new Set([
  'accessibilityOptions',
  'addressDescriptor',
  'adrFormatAddress',
  'allowsDogs',
  'attributions',
  'containingPlaces',
  'curbsidePickup',
  'currentOpeningHours',
  'currentSecondaryOpeningHours',
  'delivery',
  'dineIn',
  'editorialSummary',
  'evChargeOptions',
  'fuelOptions',
  'generativeSummary',
  'goodForChildren',
  'goodForGroups',
  'goodForWatchingSports',
  'googleMapsLinks',
  'googleMapsUri',
  'iconBackgroundColor',
  'iconMaskBaseUri',
  'liveMusic',
  'menuForChildren',
  'outdoorSeating',
  'parkingOptions',
  'paymentOptions',
  'plusCode',
  'priceLevel',
  'priceRange',
  'pureServiceAreaBusiness',
  'regularSecondaryOpeningHours',
  'reservable',
  'restroom',
  'reviewSummary',
  'servesBeer',
  'servesBreakfast',
  'servesBrunch',
  'servesCocktails',
  'servesCoffee',
  'servesDessert',
  'servesDinner',
  'servesLunch',
  'servesVegetarianFood',
  'servesWine',
  'subDestinations',
  'takeout',
  'viewport',
  'neighborhoodSummary',
  'consumerAlert',
]);
const KNOWN = new Set<string>([...PLACE_FIELDS, ...OTHER_GOOGLE_FIELDS]);

/** What an `X-Goog-FieldMask` keeps: place paths (null: every field) and whether `nextPageToken` comes back. */
export interface FieldMask {
  places: string[][] | null;
  /** False when the mask names no place field at all: the answer then has no `places`. */
  anyPlace: boolean;
  nextPageToken: boolean;
}

/** Reads the header; a path Google would not know is an error message, as Google words it. */
export function parseFieldMask(header: string): FieldMask | string {
  const paths = header
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (paths.includes('*')) return { places: null, anyPlace: true, nextPageToken: true };
  const places: string[][] = [];
  let all = false;
  let nextPageToken = false;
  for (const path of paths) {
    if (path === 'nextPageToken') nextPageToken = true;
    else if (path === 'places' || path === 'places.*') all = true;
    else if (path.startsWith('places.') && KNOWN.has(path.split('.')[1]!)) places.push(path.split('.').slice(1));
    else if (path === 'contextualContents' || path === 'searchUri' || path === 'routingSummaries') continue;
    else return `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`;
  }
  return { places: all ? null : places, anyPlace: all || places.length > 0, nextPageToken };
}

function pick(value: unknown, path: string[]): unknown {
  if (!path.length || value === undefined || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => pick(v, path));
  if (typeof value !== 'object') return undefined;
  const inner = pick((value as Record<string, unknown>)[path[0]!], path.slice(1));
  return inner === undefined ? undefined : { [path[0]!]: inner };
}

function merge(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(from)) {
    const had = into[k];
    if (Array.isArray(had) && Array.isArray(v) && had.length === v.length)
      had.forEach((h, i) => merge(h as Record<string, unknown>, v[i] as Record<string, unknown>));
    else if (had && typeof had === 'object' && !Array.isArray(had) && v && typeof v === 'object' && !Array.isArray(v))
      merge(had as Record<string, unknown>, v as Record<string, unknown>);
    else into[k] = v;
  }
}

/** Only the masked fields of a place ("places.displayName" whole, "places.displayName.text" just the text). */
export function maskPlace(place: Record<string, unknown>, mask: FieldMask): Record<string, unknown> {
  if (!mask.places) return place;
  const out: Record<string, unknown> = {};
  for (const path of mask.places) {
    const picked = pick(place, path) as Record<string, unknown> | undefined;
    if (picked) merge(out, picked);
  }
  return out;
}
