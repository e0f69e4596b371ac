import { LRUCache } from 'lru-cache';
import { llmSettings, StructuredGenerator, type Generated, type GenerateRequest } from '@leadgen/llm';
import type { LeadsEnv } from '../env.js';
import { NO_ESTIMATOR, type EstimateArea, type LocationEstimator } from './location.counts.js';
import { nameKey } from '../places/place.names.js';
import {
  locationCountPrompt,
  LocationCountReplySchema,
  type LocationCountInput,
  type LocationCountReply,
} from './location-count.prompt.js';

/** No US restaurant brand comes near this many locations; an answer above it is not believed. */
export const MAX_PLAUSIBLE_LOCATIONS = 50_000;

export interface ModelLocationEstimatorOptions {
  /** The most one estimate may take; past it the search goes on with what the cache knows. */
  timeoutMs: number;
  /** Brands asked about per call at most (cached brands are not asked and do not count). */
  maxBrands: number;
  /** Brands remembered, and for how long (0 remembers none). */
  cacheSize: number;
  cacheTtlMs: number;
  maxLocations?: number;
  /** Clock for the cache expiry (tests). */
  now?: () => number;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** The part of StructuredGenerator the estimator uses. */
export type LocationCountGenerator = Pick<StructuredGenerator, 'model'> & {
  generate(req: GenerateRequest<LocationCountInput, LocationCountReply>): Promise<Generated<LocationCountReply>>;
};

const areaText = (area?: EstimateArea): string | null =>
  area ? [area.city, area.state].filter(Boolean).join(', ') || null : null;

/**
 * Asks a language model for the total US locations of chains a search's results cannot count
 * (one location in this city). One call per search for all of its brands (at most maxBrands), answers
 * remembered per brand (a "don't know" too), a time limit after which the search goes on without
 * the estimate, and every number checked: a whole number from 1 to maxLocations for a brand that
 * was asked about; anything else is ignored.
 */
export class ModelLocationEstimator implements LocationEstimator {
  readonly name: string;
  private readonly cache: LRUCache<string, { count: number | null }> | null;
  private readonly maxLocations: number;

  constructor(
    private readonly llm: LocationCountGenerator,
    private readonly options: ModelLocationEstimatorOptions,
    private readonly log?: Log,
  ) {
    this.name = `model:${llm.model ?? 'unknown'}`;
    const now = options.now ?? Date.now;
    this.cache =
      options.cacheSize > 0 && options.cacheTtlMs > 0
        ? new LRUCache({ max: options.cacheSize, ttl: options.cacheTtlMs, perf: { now } })
        : null;
    this.maxLocations = options.maxLocations ?? MAX_PLAUSIBLE_LOCATIONS;
  }

  /** Brands remembered right now (expired ones may still be counted until they are next read). */
  get cached(): number {
    return this.cache?.size ?? 0;
  }

  async estimate(brands: string[], area?: EstimateArea): Promise<Map<string, number>> {
    // Spellings of one brand ("Taco Trail", "TACO TRAIL") share a key, an answer and a cache entry.
    const spellings = new Map<string, string[]>();
    for (const brand of brands) {
      const key = nameKey(brand);
      if (!key) continue;
      const list = spellings.get(key);
      if (list) list.push(brand);
      else spellings.set(key, [brand]);
    }
    const known = new Map<string, number | null>();
    const ask: string[] = [];
    for (const [key, list] of spellings) {
      const hit = this.cache?.get(key);
      if (hit) known.set(key, hit.count);
      else if (ask.length < this.options.maxBrands) ask.push(list[0]!);
    }
    if (ask.length) for (const [key, count] of await this.ask(ask, area)) known.set(key, count);

    const out = new Map<string, number>();
    for (const [key, count] of known)
      if (count !== null) for (const brand of spellings.get(key)!) out.set(brand, count);
    return out;
  }

  /** One call for the brands; answers by brand key, empty when the model failed or ran out of time. */
  private async ask(brands: string[], area?: EstimateArea): Promise<Map<string, number | null>> {
    const call = this.llm
      .generate({
        prompt: locationCountPrompt,
        input: { area: areaText(area), brands },
        schema: LocationCountReplySchema,
        fallback: () => ({ estimates: [] }),
      })
      .then((generated) => this.absorb(generated, brands))
      .catch((err: unknown) => {
        this.log?.warn({ error: (err as Error)?.message }, 'location estimate failed');
        return new Map<string, number | null>();
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.options.timeoutMs);
      timer.unref?.();
    });
    const answers = await Promise.race([call, late]);
    clearTimeout(timer);
    if (answers === null) {
      // The call goes on in the background: a late answer still fills the cache for the next search.
      this.log?.warn(
        { brands: brands.length, timeout_ms: this.options.timeoutMs },
        'location estimate ran out of time; leads keep the counts from the data',
      );
      return new Map();
    }
    return answers;
  }

  /** Checks a reply entry by entry and remembers the good answers. */
  private absorb(generated: Generated<LocationCountReply>, asked: string[]): Map<string, number | null> {
    const answers = new Map<string, number | null>();
    if (generated.generated_by !== 'model') {
      this.log?.warn({ reason: generated.fallback_reason }, 'no location estimate from the language model');
      return answers;
    }
    const wanted = new Set(asked.map(nameKey));
    let ignored = 0;
    for (const entry of generated.value.estimates) {
      const key = nameKey(entry.brand);
      const n = entry.us_locations;
      if (!wanted.has(key) || answers.has(key)) ignored++;
      else if (n === null) answers.set(key, null);
      else if (Number.isInteger(n) && n >= 1 && n <= this.maxLocations) answers.set(key, n);
      else ignored++;
    }
    if (ignored)
      this.log?.warn(
        { ignored, asked: asked.length },
        'ignored location estimates that were not plausible counts for brands asked about',
      );
    for (const [key, count] of answers) this.cache?.set(key, { count });
    return answers;
  }
}

/** The estimator the google and osm providers get: a model-backed one when a model is configured, none otherwise. */
export function createLocationEstimator(env: LeadsEnv, log?: Log): LocationEstimator | null {
  if (!env.LEADS_LOCATION_ESTIMATE) return NO_ESTIMATOR;
  const settings = llmSettings(env);
  // Its own client: each request is cut off at the search's budget, and answers are cached per brand here instead.
  const llm = new StructuredGenerator(
    { ...settings, timeoutMs: Math.min(settings.timeoutMs, env.LEADS_LOCATION_ESTIMATE_TIMEOUT_MS), cacheSize: 0 },
    log,
  );
  if (!llm.configured) return NO_ESTIMATOR;
  return new ModelLocationEstimator(
    llm,
    {
      timeoutMs: env.LEADS_LOCATION_ESTIMATE_TIMEOUT_MS,
      maxBrands: env.LEADS_LOCATION_ESTIMATE_MAX_BRANDS,
      cacheSize: env.LEADS_LOCATION_ESTIMATE_CACHE_SIZE,
      cacheTtlMs: env.LEADS_LOCATION_ESTIMATE_CACHE_HOURS * 3_600_000,
    },
    log,
  );
}
