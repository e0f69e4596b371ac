import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  addSecondListings,
  createBrands,
  cuisineMixes,
  DEFAULT_DEMO_SEED,
  DEMO_DATA_VERSION,
} from '../world/demo.generator.js';
import { makeRand, type Rand } from '../world/demo.rand.js';
import {
  chainRow,
  citySites,
  independentRow,
  nameKey,
  type Brand,
  type CityContext,
  type World,
} from '../world/demo.rows.js';
import { HOURS_PATTERNS } from '../world/demo.tables.js';
import type { DemoCity, DemoDataFile, DemoRow } from '../world/demo.types.js';
import { townHostTag, type Town } from './town.gazetteer.js';

/** One of the world's cities as a town near it sees it: where it is, and its real area codes. */
interface NearbyCity {
  areaCodes: string[];
  latitude: number;
  longitude: number;
}

/** What every town shares with the world's 73 cities: the chains, the regions they trade in, each state's phone and zip prefixes. */
export interface TownWorld {
  national: Brand[];
  regional: Array<{ brand: Brand; states: Set<string> }>;
  brandNames: string[];
  states: Map<string, { areaCodes: string[]; zip3s: string[]; cities: NearbyCity[] }>;
}

interface ZipPlace {
  zip: string;
  latitude: number;
  longitude: number;
  state: string;
}
const require = createRequire(import.meta.url);
// The US ZIP code list with each code's place (the zipcodes package, offline).
const zipcodes = require('zipcodes') as {
  lookupByName(city: string, state: string): ZipPlace[];
  lookupByCoords(latitude: number, longitude: number): ZipPlace | null;
};

/** The world's chains (drawn again from its seed: the same brands) and where each trades, read from the world's listings. */
export function townWorld(data: DemoDataFile): TownWorld {
  const brands = createBrands({ R: makeRand(data.seed), usedNames: new Set() });
  const statesOf = new Map<string, Set<string>>();
  for (const row of data.rows) {
    if (!row.b) continue;
    const set = statesOf.get(row.b) ?? new Set<string>();
    set.add(data.cities[row.ci]!.state);
    statesOf.set(row.b, set);
  }
  const states = new Map<string, { areaCodes: string[]; zip3s: string[]; cities: NearbyCity[] }>();
  for (const city of data.cities) {
    const entry = states.get(city.state) ?? { areaCodes: [], zip3s: [], cities: [] };
    entry.areaCodes.push(...city.area_codes);
    entry.zip3s.push(city.zip3);
    const place = zipcodes.lookupByName(city.name, city.state)[0];
    if (place) entry.cities.push({ areaCodes: city.area_codes, latitude: place.latitude, longitude: place.longitude });
    states.set(city.state, entry);
  }
  return {
    national: brands.national,
    regional: brands.regional.map((brand) => ({ brand, states: statesOf.get(brand.name) ?? new Set() })),
    brandNames: [...brands.national, ...brands.regional, ...brands.local].map((b) => b.name),
    states,
  };
}

const tzLookup = require('tz-lookup') as (latitude: number, longitude: number) => string;

/** A town's own seed: from its name and state, so every machine draws the same restaurants. */
export function townSeed(town: Pick<Town, 'name' | 'state'>): number {
  return createHash('sha256').update(`${town.name}|${town.state}|${DEFAULT_DEMO_SEED}`).digest().readUInt32BE(0);
}

/** About one restaurant for every 300 people, at least 6 and at most 800. */
export function townSize(population: number): number {
  return Math.min(800, Math.max(6, Math.round(population / 300)));
}

/** Whole locations for an expected count: its integer part, and one more with the chance of the rest. */
function locations(R: Rand, expected: number): number {
  return Math.floor(expected) + (R.chance(expected % 1) ? 1 : 0);
}

/** The town's own ZIP codes, else the ZIP code nearest to it; none where the list knows neither. */
export function townZips(town: Pick<Town, 'name' | 'state' | 'latitude' | 'longitude'>): string[] {
  const own = zipcodes.lookupByName(town.name, town.state).filter((z) => z.state === town.state);
  if (own.length) return own.map((z) => z.zip).sort();
  const near = zipcodes.lookupByCoords(town.latitude, town.longitude);
  return near && near.state === town.state ? [near.zip] : [];
}

/** The world's city of the state nearest to the town (distance on the map; the towns are small, the state large). */
function nearestCity(cities: readonly NearbyCity[], town: Pick<Town, 'latitude' | 'longitude'>): NearbyCity | null {
  const scale = Math.cos((town.latitude * Math.PI) / 180);
  let best: NearbyCity | null = null;
  let bestDistance = Infinity;
  for (const c of cities) {
    const d = (c.latitude - town.latitude) ** 2 + ((c.longitude - town.longitude) * scale) ** 2;
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

function townCity(R: Rand, town: Town, world: TownWorld): DemoCity {
  const state = world.states.get(town.state) ?? { areaCodes: ['555'], zip3s: ['000'], cities: [] };
  // Drawn as before, so the town's restaurants stay what they were; what is used comes from the map.
  const drawnCode = R.pick(state.areaCodes);
  const zip3 = R.pick(state.zip3s);
  const zips = townZips(town);
  return {
    name: town.name,
    state: town.state,
    tz: tzLookup(town.latitude, town.longitude),
    // The area codes of the state's nearest city of the world: real codes of that part of the state.
    area_codes: nearestCity(state.cities, town)?.areaCodes ?? [drawnCode],
    zip3: zips[0]?.slice(0, 3) ?? zip3,
    ...(zips.length ? { zips } : {}),
  };
}

/**
 * A town's restaurants, as the generator draws a city's: national chains by population, the
 * regional chains of its state, then independents of the state's cuisine mix; websites on the
 * reserved example domains with the town in the host (chains link their brand's home page).
 */
export function generateTown(town: Town, world: TownWorld): DemoDataFile {
  const seed = townSeed(town);
  const R = makeRand(seed);
  const city = townCity(R, town, world);
  const names: World = { R, usedNames: new Set(world.brandNames.map(nameKey)) };
  const at: CityContext = { city, ci: 0, sites: citySites(R, city), hostTag: townHostTag(town), brandHome: true };
  const total = townSize(town.population);
  const chains: Brand[] = [];
  for (const b of world.national) for (let k = locations(R, town.population / 30_000); k > 0; k--) chains.push(b);
  for (const { brand, states } of world.regional) {
    if (!states.has(town.state)) continue;
    for (let k = locations(R, town.population / 80_000); k > 0; k--) chains.push(brand);
  }
  const kept = chains.slice(0, Math.floor(total / 3));
  const rows: DemoRow[] = kept.map((b) => chainRow(R, b, R.int(101, 999), at));
  const mix = cuisineMixes([city])[0]!;
  while (rows.length < total) rows.push(independentRow(names, mix, [], at));
  addSecondListings(R, rows);
  return {
    kind: 'leadgen-demo-restaurants',
    version: DEMO_DATA_VERSION,
    seed,
    note: `FICTIONAL restaurants of ${town.name}, ${town.state}, drawn by services/simulator/src/towns/town.generator.ts.`,
    cities: [city],
    hours_patterns: HOURS_PATTERNS,
    rows,
  };
}
