import { readFileSync } from 'node:fs';
import { LlmEnvSchema } from '@leadgen/llm';
import { envBool, envOptional, ServiceEnvSchema } from '@leadgen/service-kit';
import { checkSiteReaderSettings, siteReaderSettings } from '@leadgen/site-reader';
import { z } from 'zod';
import { databaseSettings } from '@leadgen/db';
import { SCORE_FACTORS, type ScoreFactor } from '@leadgen/contracts';
import { GOOGLE_PLACES_URL, isGooglePlaces } from './providers/google.endpoint.js';

const ms = (fallback: number, max = 120_000) => z.coerce.number().int().min(100).max(max).default(fallback);

/** Max points per score factor; they are scaled so the factors always share 100 points. */
export type ScoringWeights = Record<ScoreFactor, number>;
export const DEFAULT_WEIGHTS: ScoringWeights = {
  cuisine: 25,
  rating: 20,
  reviews: 15,
  independence: 20,
  website: 8,
  phone: 4,
  hours: 3,
  newness: 5,
};

const WeightsSchema = z
  .object(
    Object.fromEntries(SCORE_FACTORS.map((f) => [f, z.number().min(0).max(100).optional()])) as Record<
      ScoreFactor,
      z.ZodOptional<z.ZodNumber>
    >,
  )
  .strict();

/** LEADS_SCORING_WEIGHTS: inline JSON ({"rating": 30, ...}) or a path to a .json file with the same shape. */
const WeightsSettingSchema = z
  .string()
  .optional()
  .transform((raw, ctx): ScoringWeights => {
    if (!raw || !raw.trim()) return DEFAULT_WEIGHTS;
    let text = raw.trim();
    if (!text.startsWith('{')) {
      try {
        text = readFileSync(text, 'utf8');
      } catch {
        ctx.addIssue({ code: 'custom', message: `cannot read the weights file ${raw}` });
        return z.NEVER;
      }
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON like {"rating": 30} or a path to such a file' });
      return z.NEVER;
    }
    const parsed = WeightsSchema.safeParse(json);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown factor or bad value (factors: ${SCORE_FACTORS.join(', ')}; 0-100 each)`,
      });
      return z.NEVER;
    }
    const merged = {
      ...DEFAULT_WEIGHTS,
      ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)),
    } as ScoringWeights;
    if (Object.values(merged).reduce((a, b) => a + b, 0) <= 0) {
      ctx.addIssue({ code: 'custom', message: 'at least one factor must weigh more than 0' });
      return z.NEVER;
    }
    return merged;
  });

const MISSING_KEY =
  'is required when LEADS_PROVIDER=google: create a Places API (New) key in the Google Cloud console ' +
  '(https://developers.google.com/maps/documentation/places/web-service/get-api-key), ' +
  'or use LEADS_PROVIDER=osm; `npm start` without a key points leads at the simulator instead';

/**
 * The language-model settings (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, LLM_*) are the ones the
 * analysis and diagnostics services read: with a model, leads asks it for the location counts of
 * chains that a search's results cannot count.
 */
export const LeadsEnvSchema = ServiceEnvSchema.extend(LlmEnvSchema.shape)
  // Contacts are read from restaurants' websites with the same reader, proxy and limits as pitches.
  .extend(siteReaderSettings)
  .extend(databaseSettings)
  .extend({
    /** Pages of one site read for its contacts: the home page, then contact, about, team... (6 at most). */
    CONTACTS_MAX_PAGES: z.coerce.number().int().min(1).max(6).default(6),
    /**
     * Where leads come from: Google Places (API New) or OpenStreetMap (Overpass). `npm start` points
     * the Google provider at the simulator (GOOGLE_PLACES_BASE_URL) when no key is given.
     */
    LEADS_PROVIDER: envOptional(z.enum(['google', 'osm'])).transform((v) => v ?? 'google'),
    GOOGLE_PLACES_API_KEY: envOptional(z.string().trim()),
    /** Google's own endpoint; anything else (the simulator) is demo data, and refused in production. */
    GOOGLE_PLACES_BASE_URL: envOptional(z.string().url('must be a URL')).transform((v) => v ?? GOOGLE_PLACES_URL),
    GOOGLE_PLACES_TIMEOUT_MS: ms(10_000),
    /** Pages of 20 fetched per search at most (Text Search stops at 60 results anyway). */
    GOOGLE_PLACES_MAX_PAGES: z.coerce.number().int().min(1).max(10).default(5),
    /**
     * A territory search (Max Results above 60: the city's area in tiles) sends at most this many
     * requests to Google Places, the area's lookup included, and this many at once.
     */
    GOOGLE_PLACES_TERRITORY_MAX_CALLS: z.coerce.number().int().min(2).max(1000).default(60),
    GOOGLE_PLACES_TERRITORY_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
    /**
     * Google's price per 1,000 Text Search calls, US dollars, by tier (list prices, first volume band):
     * the city's area (Pro), a page of places (Enterprise), a page with review dates (Enterprise +
     * Atmosphere). Each search answers its estimated cost with them.
     */
    GOOGLE_PLACES_PRICE_PRO: z.coerce.number().min(0).max(1000).default(32),
    GOOGLE_PLACES_PRICE_ENTERPRISE: z.coerce.number().min(0).max(1000).default(35),
    GOOGLE_PLACES_PRICE_ATMOSPHERE: z.coerce.number().min(0).max(1000).default(40),
    OVERPASS_URL: z.string().url('must be a URL').default('https://overpass-api.de/api/interpreter'),
    OVERPASS_TIMEOUT_MS: ms(30_000),
    /**
     * One RDAP server for every domain's registration date instead of IANA's bootstrap file: the
     * simulator's (npm start gives it); refused in production.
     */
    RDAP_BASE_URL: envOptional(z.string().url('must be a URL')),
    /**
     * The simulator's clock (its /control/clock): the product's time follows the simulated world's,
     * so watches fall due as simulated weeks pass. `npm start` and the tests give it; refused in production.
     */
    CLOCK_URL: envOptional(z.string().url('must be a URL')),
    /** How often this instance looks for watches due (0: never, for tests that run them by hand). */
    LEADS_WATCH_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** How long a run may take before another instance takes it again (its instance is taken for dead). */
    LEADS_WATCH_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(600_000),
    /** IANA's bootstrap file naming each TLD's RDAP server, read once a day. Unset under NODE_ENV=test: tests never reach the network. */
    RDAP_BOOTSTRAP_URL: envOptional(z.string().url('must be a URL')),
    /** The most one registry question may take; past it the domain's date is unknown. */
    RDAP_TIMEOUT_MS: ms(3_000, 60_000),
    /** Registry questions in flight at once per instance (registries refuse clients that open many). */
    RDAP_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    /** Time the whole batch of pitch requests to the analysis service may take. */
    LEADS_PITCH_TIMEOUT_MS: ms(20_000),
    LEADS_SCORING_WEIGHTS: WeightsSettingSchema,
    /** Emit usage events (leads searched, exports used) for accounts to count. */
    LEADS_RECORD_USAGE: envBool(true),
    /** Ask the language model (when one is configured) for the total locations of chains the results cannot count. */
    LEADS_LOCATION_ESTIMATE: envBool(true),
    /** The most a search waits for the estimate; past it the leads keep the counts the data gave. */
    LEADS_LOCATION_ESTIMATE_TIMEOUT_MS: ms(5_000, 60_000),
    /** Brands asked about per search at most (brands already cached are not asked). */
    LEADS_LOCATION_ESTIMATE_MAX_BRANDS: z.coerce.number().int().min(1).max(200).default(40),
    /** Brands whose answer is remembered per service instance, and for how long. */
    LEADS_LOCATION_ESTIMATE_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
    LEADS_LOCATION_ESTIMATE_CACHE_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 90)
      .default(24 * 7),
  })
  .superRefine((env, ctx) => {
    checkSiteReaderSettings(env, ctx);
    if (env.LEADS_PROVIDER === 'google' && !env.GOOGLE_PLACES_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_PLACES_API_KEY'],
        message: MISSING_KEY,
      });
    }
    if (env.NODE_ENV === 'production' && !isGooglePlaces(env.GOOGLE_PLACES_BASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_PLACES_BASE_URL'],
        message: `points at something other than Google's Places API (${GOOGLE_PLACES_URL}): production never searches simulated restaurants: leave it unset`,
      });
    }
    if (env.NODE_ENV === 'production' && env.CLOCK_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_URL'],
        message: "is the simulator's clock: production goes by the wall clock: leave it unset",
      });
    }
    if (env.NODE_ENV === 'production' && env.RDAP_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['RDAP_BASE_URL'],
        message:
          "points every domain's registration date at one server (the simulator's): production asks the registries named in IANA's bootstrap file (RDAP_BOOTSTRAP_URL): leave it unset",
      });
    }
  });
export type LeadsEnv = z.infer<typeof LeadsEnvSchema>;

export const IANA_RDAP_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';

/** The bootstrap file to read: RDAP_BOOTSTRAP_URL, else IANA's, but none under tests (they give RDAP_BASE_URL or a file of their own). */
export function rdapBootstrapUrl(env: Pick<LeadsEnv, 'RDAP_BOOTSTRAP_URL' | 'NODE_ENV'>): string | null {
  return env.RDAP_BOOTSTRAP_URL ?? (env.NODE_ENV === 'test' ? null : IANA_RDAP_BOOTSTRAP_URL);
}

/** The validated settings (LeadsEnv), as the leads module provides them. */
export const LEADS_ENV = Symbol('LEADS_ENV');
