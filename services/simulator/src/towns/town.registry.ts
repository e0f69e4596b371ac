import { LRUCache } from 'lru-cache';
import { domainSlug } from '../world/demo.rows.js';
import { CITY_SEEDS } from '../world/demo.tables.js';
import type { DemoDataFile } from '../world/demo.types.js';
import { DemoSites } from '../world/sites/demo-sites.service.js';
import { usGazetteer, townHostTag, townKey, type Gazetteer, type Town } from './town.gazetteer.js';
import { cityDistricts } from './town.districts.js';
import { generateTown, townWorld, type TownWorld } from './town.generator.js';
import { listingSet, type ListingSet } from './town.listings.js';

interface GeneratedTown {
  data: DemoDataFile;
  listings: ListingSet;
  sites: DemoSites;
}

/**
 * Every US city and town of the simulated world: the world's 73 cities keep their listings; any
 * other place of the gazetteer gets restaurants drawn from its name and state when first asked
 * for, kept in a small cache (the same place always gets the same restaurants, so forgetting one
 * costs only the time to draw it again).
 */
export class Towns {
  private loaded: Gazetteer | undefined;
  private readonly worldCities = new Map<string, number>();
  private readonly worldSets = new Map<number, ListingSet>();
  private readonly generated: LRUCache<number, GeneratedTown>;
  private shared: TownWorld | undefined;
  /** The websites of the big cities' districts, by host tag, once their city was first searched. */
  private readonly districtSites = new Map<string, DemoSites>();

  constructor(
    private readonly world: DemoDataFile,
    options: { towns?: number } = {},
  ) {
    world.cities.forEach((city, ci) => this.worldCities.set(townKey(city.name, city.state), ci));
    this.generated = new LRUCache({ max: options.towns ?? 64 });
  }

  /** The listings of a place named by a rep ("Fredericksburg", "TX"); null when no such US place is known. */
  find(name: string, state?: string | null): ListingSet | null {
    const trimmed = name.trim();
    const st = state?.trim() || this.gazetteer().find(trimmed)?.state;
    if (!trimmed || !st) return null;
    const ci = this.worldCities.get(townKey(trimmed, st));
    if (ci !== undefined) return this.worldSet(ci);
    const town = this.gazetteer().find(trimmed, st);
    if (!town) return null;
    const again = this.worldCities.get(townKey(town.name, town.state));
    return again !== undefined ? this.worldSet(again) : this.town(town).listings;
  }

  /** The listings of the place whose centre is nearest a point (a search that names only an area). */
  near(latitude: number, longitude: number): ListingSet | null {
    const town = this.gazetteer().nearest(latitude, longitude);
    return town ? this.find(town.name, town.state) : null;
  }

  /** The websites of the town a restaurant's host names ("...-fredericksburg-tx.example.com"); null when none does. */
  sitesFor(host: string): DemoSites | null {
    const label =
      host
        .toLowerCase()
        .replace(/^www\./, '')
        .split('.')[0] ?? '';
    for (const [tag, sites] of this.districtSites) if (label.endsWith(`-${tag}`) && sites.truth(host)) return sites;
    const words = label.split('-');
    for (let k = 2; k < words.length; k++) {
      const tag = words.slice(words.length - k).join('-');
      for (const town of this.gazetteer().withHostTag(tag)) {
        if (townHostTag(town) !== tag || this.worldCities.has(townKey(town.name, town.state))) continue;
        const sites = this.town(town).sites;
        if (sites.truth(host)) return sites;
      }
    }
    return null;
  }

  /**
   * The towns whose independents' websites end as the host does ("...-austin.example.com",
   * "...-fredericksburg-tx.example.net"): where a restaurant that opened since the simulator started
   * may have registered it.
   */
  setsForHost(host: string): ListingSet[] {
    const label =
      host
        .toLowerCase()
        .replace(/^www\./, '')
        .split('.')[0] ?? '';
    const sets: ListingSet[] = [];
    this.world.cities.forEach((city, ci) => {
      if (label.endsWith(`-${domainSlug(city.name).slice(0, 12)}`)) sets.push(this.worldSet(ci));
    });
    const words = label.split('-');
    for (let k = 2; k < words.length; k++) {
      const tag = words.slice(words.length - k).join('-');
      for (const town of this.gazetteer().withHostTag(tag))
        if (townHostTag(town) === tag && !this.worldCities.has(townKey(town.name, town.state)))
          sets.push(this.town(town).listings);
    }
    return sets;
  }

  /** The gazetteer, read when first needed; the world's cities also answer to the gazetteer's names for them ("New York City"). */
  private gazetteer(): Gazetteer {
    if (!this.loaded) {
      const gazetteer = usGazetteer();
      this.world.cities.forEach((city, ci) => {
        const town = gazetteer.find(city.name, city.state);
        if (town) this.worldCities.set(townKey(town.name, town.state), ci);
      });
      this.loaded = gazetteer;
    }
    return this.loaded;
  }

  private worldSet(ci: number): ListingSet {
    let set = this.worldSets.get(ci);
    if (!set) {
      const city = this.world.cities[ci]!;
      const town = this.gazetteer().find(city.name, city.state);
      const population = town?.population ?? CITY_SEEDS[ci]![5] * 1000;
      const centre = town ?? { latitude: 39.8283, longitude: -98.5795 };
      set = listingSet(`world:${ci}`, this.world, ci, centre, population);
      // A big city's districts add the restaurants a territory search needs, after the first listings.
      const names = set.listings.map((l) => l.row.n);
      const districts = cityDistricts(set.key, city, this.world.hours_patterns, names, centre, population);
      if (districts.listings.length) {
        set = { ...set, listings: [...set.listings, ...districts.listings] };
        for (const [tag, sites] of districts.sites) this.districtSites.set(tag, sites);
      }
      this.worldSets.set(ci, set);
    }
    return set;
  }

  private town(town: Town): GeneratedTown {
    let found = this.generated.get(town.id);
    if (!found) {
      this.shared ??= townWorld(this.world);
      const data = generateTown(town, this.shared);
      found = {
        data,
        listings: listingSet(`town:${town.id}`, data, 0, town, town.population),
        sites: new DemoSites(data, { sites: 16, pages: 32 }),
      };
      this.generated.set(town.id, found);
    }
    return found;
  }
}
