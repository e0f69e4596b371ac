import { existsSync, readFileSync } from 'node:fs';
import type { DataSourceInfo } from '@leadgen/contracts';
import { countAcrossDataset } from '../../locations/location.counts.js';
import { toCandidate, type Candidate, type Place } from '../../places/place.model.js';
import type { Scorer } from '../../scoring/fit.scorer.js';
import { internDedupKeys } from '../../search/search.dedupe.js';
import { compareCandidates } from '../../search/search.selection.js';
import { pageKey, siteKey } from '../../places/place.website.js';
import type { LeadProvider, ProviderQuery, ProviderResult } from '../lead.provider.js';
import { DEMO_DATA_VERSION, generateDemoData } from './demo.generator.js';
import type { DemoDataFile } from './demo.types.js';

const DAY_MS = 86_400_000;

export const DEMO_INFO: DataSourceInfo = {
  provider: 'demo',
  label: 'Demo data: fictional restaurants, phone numbers and websites',
  is_demo: true,
  attribution: 'Fictional demo dataset generated for evaluation. These restaurants do not exist.',
  attribution_url: null,
};

/** "St. Louis", "saint louis", " ST LOUIS " -> "st louis"; "NYC" -> "new york". */
export function cityKey(city: string): string {
  const k = city
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/^saint /, 'st ')
    .replace(/,?\s+(?:[a-z]{2})$/, (m) => (m.includes(',') ? '' : m));
  return CITY_ALIASES[k] ?? k;
}
const CITY_ALIASES: Record<string, string> = {
  nyc: 'new york',
  'new york city': 'new york',
  manhattan: 'new york',
  'ny city': 'new york',
  philly: 'philadelphia',
  'las vegas strip': 'las vegas',
  okc: 'oklahoma city',
  slc: 'salt lake city',
};

export interface DemoLoadResult {
  data: DemoDataFile;
  origin: 'file' | 'generated';
  reason?: string;
}

/** Reads the built file; generates in memory when it is missing, unreadable or from another generator version. */
export function loadDemoData(file: string | undefined): DemoLoadResult {
  if (file && existsSync(file)) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as DemoDataFile;
      if (data.kind === 'leadgen-demo-restaurants' && data.version === DEMO_DATA_VERSION && Array.isArray(data.rows)) {
        return { data, origin: 'file' };
      }
      return { data: generateDemoData(), origin: 'generated', reason: `${file} is from another generator version` };
    } catch (err) {
      return {
        data: generateDemoData(),
        origin: 'generated',
        reason: `${file} is unreadable: ${(err as Error).message}`,
      };
    }
  }
  return {
    data: generateDemoData(),
    origin: 'generated',
    reason: `${file ?? 'the demo data file'} does not exist (run nx run leads:generate-data)`,
  };
}

/** The bundled fictional dataset. Dates in the file are days before the day the service loads it. */
export class DemoProvider implements LeadProvider {
  readonly info = DEMO_INFO;
  /** Every listing as a Place (read by the benchmark). */
  readonly places: Place[];
  private readonly counts: ReturnType<typeof countAcrossDataset>;
  private readonly byCity = new Map<string, number[]>();
  private readonly cache = new Map<number, { day: number; candidates: Candidate[]; keySpace: number }>();
  readonly cityNames: string[];
  private websites: Map<string, number> | null = null;

  constructor(
    readonly data: DemoDataFile,
    private readonly scorer: Scorer,
    anchor: Date = new Date(),
  ) {
    const anchorMs = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate());
    this.places = data.rows.map((row, i) => {
      const city = data.cities[row.ci]!;
      const slug =
        row.n
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '')
          .slice(0, 30) || `place${i}`;
      const social = row.so
        ? {
            facebook: row.so & 1 ? `https://facebook.example.com/${slug}` : null,
            instagram: row.so & 2 ? `https://instagram.example.com/${slug}` : null,
          }
        : undefined;
      const place: Place = {
        place_id: `demo-${i}`,
        source: 'demo',
        name: row.n,
        cuisine_type: row.c,
        address: `${row.s}, ${city.name}, ${city.state} ${row.z}`,
        address_parts: { street: row.s, city: city.name, state: city.state, zip: row.z },
        rating: row.r ?? null,
        review_count: row.rc,
        phone: row.p ?? null,
        website: row.w ?? null,
        hours: row.h === undefined ? null : (data.hours_patterns[row.h] ?? null),
        weekday_text: null,
        clock: { timeZone: city.tz },
        brand: null,
        brand_id: null,
        opened_at: anchorMs - row.o * DAY_MS,
        domain_registered_at: row.d === undefined ? null : anchorMs - row.d * DAY_MS,
        review_response_rate: row.rr === undefined ? null : row.rr / 100,
        photo_count: row.pc,
        ...(social ? { social_links: social } : {}),
      };
      return place;
    });
    this.counts = countAcrossDataset(this.places);
    data.rows.forEach((row, i) => {
      const k = `${cityKey(data.cities[row.ci]!.name)}|${data.cities[row.ci]!.state}`;
      let list = this.byCity.get(k);
      if (!list) this.byCity.set(k, (list = []));
      list.push(i);
    });
    this.cityNames = data.cities.map((c) => `${c.name}, ${c.state}`);
  }

  /** Row indexes of the city (all states of that name when no state is given). */
  private rowsFor(city: string, state: string): number[] {
    const key = cityKey(city);
    if (state) return this.byCity.get(`${key}|${state}`) ?? [];
    const out: number[] = [];
    for (const [k, rows] of this.byCity) if (k.slice(0, k.lastIndexOf('|')) === key) out.push(...rows);
    return out;
  }

  private candidatesFor(city: string, state: string, now: Date): { candidates: Candidate[]; keySpace: number } {
    const rows = this.rowsFor(city, state);
    if (!rows.length) return { candidates: [], keySpace: 0 };
    const day = Math.floor(now.getTime() / DAY_MS);
    const cacheKey = rows[0]! * 1000 + rows.length; // stable per (city, state) selection
    const hit = this.cache.get(cacheKey);
    if (hit && hit.day === day) return hit;
    const candidates = rows.map((i) => toCandidate(this.places[i]!, this.counts[i]!, this.scorer, now.getTime()));
    candidates.sort(compareCandidates(false));
    const entry = { day, candidates, keySpace: internDedupKeys(candidates) };
    this.cache.set(cacheKey, entry);
    return entry;
  }

  placeOfWebsite(website: string): { city: string; state: string } | null {
    this.websites ??= this.indexWebsites();
    const ci = this.websites.get(pageKey(website) ?? '') ?? this.websites.get(siteKey(website) ?? '');
    const city = ci === undefined ? undefined : this.data.cities[ci];
    return city ? { city: city.name, state: city.state } : null;
  }

  /** Each listing's page and site key to its city (a chain's domain goes to its first location's city). */
  private indexWebsites(): Map<string, number> {
    const index = new Map<string, number>();
    for (const row of this.data.rows) {
      if (!row.w) continue;
      for (const key of [pageKey(row.w), siteKey(row.w)]) if (key && !index.has(key)) index.set(key, row.ci);
    }
    return index;
  }

  async search(query: ProviderQuery, now: Date): Promise<ProviderResult> {
    const { candidates: all, keySpace } = this.candidatesFor(query.city, query.state, now);
    const warnings: string[] = [];
    if (!all.length) {
      const sameName = this.data.cities
        .filter((c) => cityKey(c.name) === cityKey(query.city))
        .map((c) => `${c.name}, ${c.state}`);
      warnings.push(
        sameName.length
          ? `The demo data has ${sameName.join(' and ')}, not in ${query.state}.`
          : `The demo data covers ${this.data.cities.length} US cities (the largest city of every state and the largest metros, e.g. ${this.cityNames.slice(0, 4).join('; ')}); ${query.city.trim()} is not one of them.`,
      );
    }
    const candidates = query.cuisine ? all.filter((c) => c.lead.cuisine_type === query.cuisine) : all;
    return {
      candidates,
      warnings,
      ratings_available: true,
      dates_available: true,
      presorted: true,
      dedup_key_space: keySpace,
    };
  }
}
