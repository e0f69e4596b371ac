import { placeId } from '../towns/town.listings.js';
import { spreadKm, type LatLng } from '../towns/town.position.js';
import type { Towns } from '../towns/town.registry.js';
import type { GooglePlace } from './places.place.js';
import { parsePlace } from './places.query.js';
import type { Rectangle } from './places.request.js';

const KM_PER_DEGREE = 111.32;
const round = (n: number) => Math.round(n * 1e7) / 1e7;

/** The rectangle that holds every restaurant of a place: its spread around the centre, and a little more. */
export function viewportAround(centre: LatLng, population: number): Rectangle {
  const km = spreadKm(population) * 1.05;
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180));
  return {
    low: { latitude: round(centre.latitude - dLat), longitude: round(centre.longitude - dLng) },
    high: { latitude: round(centre.latitude + dLat), longitude: round(centre.longitude + dLng) },
  };
}

/**
 * A text query that names only a place ("Houston, TX", "Fredericksburg, Texas") answers that
 * place itself, a `locality` with its `viewport`, as Google does: how a territory search learns
 * the area it must cover. Null for any other query (restaurants, a cuisine, a name).
 */
export function localityOf(towns: Towns, textQuery: string): GooglePlace | null {
  const text = textQuery.trim().replace(/\s+/g, ' ');
  if (/\b(?:in|near|around)\b/i.test(text)) return null;
  const place = parsePlace(text);
  if (!place?.state) return null;
  const set = towns.find(place.name, place.state);
  if (!set) return null;
  const { city, centre, population } = set;
  const id = placeId(`locality:${set.key}`);
  return {
    name: `places/${id}`,
    id,
    types: ['locality', 'political'],
    formattedAddress: `${city.name}, ${city.state}, USA`,
    addressComponents: [
      { longText: city.name, shortText: city.name, types: ['locality', 'political'], languageCode: 'en' },
      {
        longText: city.state,
        shortText: city.state,
        types: ['administrative_area_level_1', 'political'],
        languageCode: 'en',
      },
      { longText: 'United States', shortText: 'US', types: ['country', 'political'], languageCode: 'en' },
    ],
    location: { latitude: centre.latitude, longitude: centre.longitude },
    viewport: viewportAround(centre, population),
    displayName: { text: city.name, languageCode: 'en' },
    primaryType: 'locality',
    shortFormattedAddress: `${city.name}, ${city.state}`,
    timeZone: { id: city.tz },
  };
}
