import { createHash } from 'node:crypto';
import { cuisineMixes, DEMO_DATA_VERSION } from '../world/demo.generator.js';
import { makeRand } from '../world/demo.rand.js';
import { citySites, independentRow, nameKey, type CityContext } from '../world/demo.rows.js';
import type { DemoCity, DemoDataFile, DemoRow } from '../world/demo.types.js';
import { DemoSites } from '../world/sites/demo-sites.service.js';
import { townHostTag } from './town.gazetteer.js';
import { byProminence, listingSet, type Listing } from './town.listings.js';
import type { LatLng } from './town.position.js';

/** A city this big has more restaurants than the first demo listed: a territory search must find thousands, as in Houston. */
export const BIG_CITY_POPULATION = 1_000_000;
/** Restaurants in one district, as many as the largest generated town has. */
export const DISTRICT_SIZE = 800;
/** At most this many districts are added to one city (New York would otherwise get 25,000 places). */
export const MAX_DISTRICTS = 5;

/** The restaurants a big city's districts add: their listings (after the city's own) and their websites by host tag. */
export interface CityDistricts {
  listings: Listing[];
  sites: Map<string, DemoSites>;
}

/** How many districts a city gets: one for every 800 restaurants it should have (one per 300 people) beyond those listed. */
export function districtCount(population: number, listed: number): number {
  if (population < BIG_CITY_POPULATION) return 0;
  const missing = Math.round(population / 300) - listed;
  return Math.max(0, Math.min(MAX_DISTRICTS, Math.ceil(missing / DISTRICT_SIZE)));
}

/** The host tag of a district's independents' websites ("houston-tx-d2"): never a gazetteer town's. */
export function districtHostTag(city: DemoCity, k: number): string {
  return `${townHostTag(city)}-d${k + 1}`;
}

/**
 * A big city's extra restaurants, drawn as a town's independents are (the city's own chains are
 * already listed) from the city's name, state and district number, so every machine gets the same
 * places; spread over the city's area and listed after its first listings, so a plain text search
 * (60 places at most) answers as before and only a search that covers the area finds them.
 */
export function cityDistricts(
  key: string,
  city: DemoCity,
  hoursPatterns: DemoDataFile['hours_patterns'],
  listedNames: readonly string[],
  centre: LatLng,
  population: number,
): CityDistricts {
  const count = districtCount(population, listedNames.length);
  const usedNames = new Set(listedNames.map(nameKey));
  const listings: Listing[] = [];
  const sites = new Map<string, DemoSites>();
  const mix = cuisineMixes([city])[0]!;
  for (let k = 0; k < count; k++) {
    const seed = createHash('sha256').update(`district:${city.name}|${city.state}|${k}`).digest().readUInt32BE(0);
    const R = makeRand(seed);
    const hostTag = districtHostTag(city, k);
    const at: CityContext = { city, ci: 0, sites: citySites(R, city), hostTag, brandHome: true };
    const rows: DemoRow[] = Array.from({ length: DISTRICT_SIZE }, () => independentRow({ R, usedNames }, mix, [], at));
    const data: DemoDataFile = {
      kind: 'leadgen-demo-restaurants',
      version: DEMO_DATA_VERSION,
      seed,
      note: `FICTIONAL restaurants of ${city.name}, ${city.state} (district ${k + 1}), drawn by services/simulator/src/towns/town.districts.ts.`,
      cities: [city],
      hours_patterns: hoursPatterns,
      rows,
    };
    listings.push(...listingSet(`${key}:d${k + 1}`, data, 0, centre, population).listings);
    sites.set(hostTag, new DemoSites(data, { sites: 16, pages: 32 }));
  }
  listings.sort(byProminence);
  return { listings, sites };
}
