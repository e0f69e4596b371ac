import { z } from 'zod';
import { SuccessSchema } from './common.js';
import { LEAD_STATUSES, NO_EXPORT_DATA_MESSAGE, US_STATES } from './leads.constants.js';
import { BEST_TIME_STATES } from './my-leads.best-time.js';

export const FIT_DECISIONS = ['good_fit', 'marginal_fit', 'bad_fit'] as const;
export const FitDecisionSchema = z.enum(FIT_DECISIONS);
export type FitDecision = z.infer<typeof FitDecisionSchema>;

export const SearchCriteriaSchema = z.object({
  city: z.string().trim().min(1, 'City is required').max(100),
  state: z.union([z.enum(US_STATES), z.literal('')]).default(''),
  cuisine: z.string().trim().max(60).default(''),
  /** Above 60 (one Google query's most) the search covers the city's area in tiles: 250 and 500 in the form. */
  limit: z.number().int().min(1).max(500).default(25),
  min_rating: z.number().min(0).max(5).default(0),
  min_reviews: z.number().int().min(0).default(0),
  filter_bad_fits: z.boolean().default(true),
  filter_duplicates: z.boolean().default(true),
  enableLocationFilter: z.boolean().default(false),
  minLocations: z.number().int().min(1).default(1),
  maxLocations: z.number().int().min(1).default(10),
  enablePitchGeneration: z.boolean().default(false),
  pitchGenerationCount: z.number().int().min(1).max(20).default(5),
  filterRecentlyEstablished: z.boolean().default(false),
  prioritizeNewWebsites: z.boolean().default(false),
  /** Only restaurants announced but not open yet (Google's FUTURE_OPENING places), with their opening date. */
  openingSoon: z.boolean().default(false),
});
export type SearchCriteria = z.infer<typeof SearchCriteriaSchema>;

/**
 * The cold email a rep sends without editing, in its parts: a greeting, the body (one observation,
 * one value point with its proof, one ask) and one sign-off. The composer swaps the greeting for the
 * person the contacts rank first and the sign-off for the mailbox's sender, so each part is its own.
 */
export const PitchEmailSchema = z.object({
  subject: z.string().max(300),
  /** 'Hi Sofia,' or 'Hi Flores's Diner team,'. */
  greeting: z.string().max(300),
  /** Paragraphs separated by a blank line; no greeting, no sign-off. */
  body: z.string().max(2_000),
  /** 'Best,\nSam Rivera\nAccount Executive, TablePoint'. */
  sign_off: z.string().max(500),
  /** The name the sign-off carries (the offer's sender), null when it names a team or nobody. */
  sender_name: z.string().max(200).nullable(),
});
export type PitchEmail = z.infer<typeof PitchEmailSchema>;

export const PitchSchema = z.object({
  confidence_score: z.number().min(0).max(1),
  key_insights: z.array(z.string()),
  pain_points: z.array(z.string()),
  opportunity_highlights: z.array(z.string()),
  email_opener: z.string(),
  call_opener: z.string(),
  value_proposition: z.string(),
  suggested_approach: z.string(),
  /** What each claim rests on: a fact of the listing or a page read, quoted ("Toast ordering link on /order"). */
  evidence: z.array(z.object({ claim: z.string(), source: z.string() })).optional(),
  /** The product the pitch speaks for (the rep's offer), when one was set. */
  offer_product: z.string().optional(),
  /** The cold email, written as a whole; absent from pitches kept before it was written. */
  email: PitchEmailSchema.optional(),
  /** Said to the rep when a configured language model's pitch was not used (the standard writer's stands in) or was used with statements left out. */
  writer_note: z.string().optional(),
});
export type Pitch = z.infer<typeof PitchSchema>;

export const OperatingHoursSchema = z.object({
  weekday_text: z.array(z.string()),
  is_open_now: z.boolean().nullable().optional(),
});

/** Where a search's leads came from: Google's Places API (or the simulated one), or OpenStreetMap. */
export const LEAD_DATA_SOURCES = ['google', 'osm'] as const;
export const LeadDataSourceSchema = z.enum(LEAD_DATA_SOURCES);
export type LeadDataSource = z.infer<typeof LeadDataSourceSchema>;

/**
 * Where a lead's location_count came from: counted across the provider's whole dataset (`dataset`),
 * counted among the places fetched for this search only (`search_results`), estimated by a language
 * model from the normalised brand name (`model`), or not known (`unknown`).
 */
export const LOCATION_COUNT_SOURCES = ['dataset', 'search_results', 'model', 'unknown'] as const;
export const LocationCountSourceSchema = z.enum(LOCATION_COUNT_SOURCES);

/** The factors of the fit score, in the order they are shown. */
export const SCORE_FACTORS = [
  'cuisine',
  'rating',
  'reviews',
  'independence',
  'website',
  'phone',
  'hours',
  'newness',
] as const;
export const ScoreFactorSchema = z.enum(SCORE_FACTORS);
export type ScoreFactor = z.infer<typeof ScoreFactorSchema>;

/** One factor's contribution to fit_score; the points of a lead's breakdown add up to its fit_score. */
export const ScoreContributionSchema = z.object({
  factor: ScoreFactorSchema,
  label: z.string(),
  points: z.number().int().min(0).max(100),
  max_points: z.number().int().min(0).max(100),
  detail: z.string(),
});
export type ScoreContribution = z.infer<typeof ScoreContributionSchema>;

export const AddressPartsSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export type AddressParts = z.infer<typeof AddressPartsSchema>;

export const SocialLinksSchema = z.object({
  facebook: z.string().nullable().optional(),
  instagram: z.string().nullable().optional(),
});

export const LeadStatusSchema = z.enum(LEAD_STATUSES, { error: `Status must be one of: ${LEAD_STATUSES.join(', ')}` });
export type LeadStatus = z.infer<typeof LeadStatusSchema>;

/** A list as a lead carries it. */
export const LeadListRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** The mark a search result carries when the rep already saved it (My Leads). */
export const SavedMarkSchema = z.object({
  id: z.uuid(),
  status: LeadStatusSchema,
  list: LeadListRefSchema,
  /** The saved lead has a known email / a named person among its contacts. */
  has_email: z.boolean().optional(),
  has_person: z.boolean().optional(),
  /** The saved lead keeps a pitch: the search row offers 'View Pitch' (the kept one) instead of a new, charged one. */
  has_pitch: z.boolean().optional(),
});
export type SavedMark = z.infer<typeof SavedMarkSchema>;

/** A teammate's saved lead: the search row says whose it is and since when, and offers no save. */
export const TeammateLeadSchema = z.object({
  owner_id: z.string(),
  owner_name: z.string(),
  /** When the teammate saved it (ISO 8601). */
  since: z.string(),
});
export type TeammateLead = z.infer<typeof TeammateLeadSchema>;

/**
 * Why a lead's opened_date is what it is: Google's announced opening date (FUTURE_OPENING), OSM's
 * start_date, or the oldest review of a listing that shows all its reviews (the place opened by then).
 */
/**
 * What dates a lead's opening: Google's announced day, OpenStreetMap's start date, the first review,
 * or the product's own sightings: seen announced, then seen open (seen_announced), or first seen by
 * a watch that was already watching its territory (watch_first_seen).
 */
export const OPENED_SOURCES = [
  'google_opening_date',
  'osm_start_date',
  'first_review',
  'seen_announced',
  'watch_first_seen',
] as const;
export const OpenedSourceSchema = z.enum(OPENED_SOURCES);
export type OpenedSource = z.infer<typeof OpenedSourceSchema>;

export const LeadSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  fit_decision: z.string(),
  fit_score: z.number().min(0).max(100),
  cuisine_type: z.string(),
  address: z.string(),
  google_rating: z.number().min(0).max(5).nullable(),
  review_count: z.number().int().nonnegative().nullable(),
  location_count: z.number().int().positive().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  pitch: PitchSchema.nullable().optional(),
  operating_hours: OperatingHoursSchema.nullable().optional(),
  // Fields added after the first lead shape: optional, so a lead from an older client still validates.
  /** The provider's own id (Google place id, OSM element, demo id): the first dedup key. */
  place_id: z.string().optional(),
  data_source: LeadDataSourceSchema.optional(),
  score_breakdown: z.array(ScoreContributionSchema).optional(),
  location_count_source: LocationCountSourceSchema.optional(),
  /** Brand name with location suffixes removed ("Brand - Downtown" -> "Brand"); null for independents. */
  brand: z.string().nullable().optional(),
  address_parts: AddressPartsSchema.optional(),
  time_zone: z.string().nullable().optional(),
  /** ISO dates (YYYY-MM-DD) where the source knows them. */
  opened_date: z.string().nullable().optional(),
  domain_registered_date: z.string().nullable().optional(),
  /** Domain registered under 6 months ago. */
  is_new_website: z.boolean().optional(),
  /** True when the domain registry (RDAP) was asked and gave no date: shown as unknown, never as old. */
  domain_date_unknown: z.boolean().optional(),
  /** Opened in the last 12 months, or announced to open (a future opened_date). */
  is_recently_established: z.boolean().optional(),
  /** Where opened_date comes from; null when the source gave no dated evidence. */
  opened_source: OpenedSourceSchema.nullable().optional(),
  /** The product's own evidence of the opening, in words: 'first seen as an announced opening on Nov 30, 2026, opened Dec 12, 2026'. */
  opened_evidence: z.string().nullable().optional(),
  /** Announced but not open yet (Google's FUTURE_OPENING): opened_date is the day it opens. */
  is_opening_soon: z.boolean().optional(),
  /** Share of reviews the owner answered, 0-1 (diagnostics reads it). */
  review_response_rate: z.number().min(0).max(1).nullable().optional(),
  photo_count: z.number().int().nonnegative().nullable().optional(),
  social_links: SocialLinksSchema.optional(),
  /** Set on search answers: the rep's saved lead for this place, null when not saved. */
  saved: SavedMarkSchema.nullable().optional(),
  /** Set on search answers: a teammate saved this place, so it is theirs to work. */
  teammate_lead: TeammateLeadSchema.nullable().optional(),
  /** Set on a saved search's run: not among the leads of its previous run. */
  is_new: z.boolean().optional(),
  /**
   * When to call, as of the search, and why: the row shows the reasoning itself when it is
   * 'Unknown' (a lead with hours can still have no quiet hour, or no known time zone).
   */
  best_time: z.object({ state: z.enum(BEST_TIME_STATES), label: z.string(), reasoning: z.string() }).optional(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const CuisineOptionSchema = z.object({
  value: z.string(),
  display_name: z.string(),
  category: z.enum(['strong', 'tricky', 'other']),
});
export type CuisineOption = z.infer<typeof CuisineOptionSchema>;
export const CuisineTypesResponseSchema = z.object({
  base_cuisines_with_names: z.array(CuisineOptionSchema),
});

export const AnalyticsSummarySchema = z.object({
  by_fit_decision: z.record(z.string(), z.number()),
  by_cuisine: z.record(z.string(), z.number()),
  rating_distribution: z.record(z.string(), z.number()),
  review_distribution: z.record(z.string(), z.number()),
  website_coverage: z.number(),
  phone_coverage: z.number(),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;

export const DataSourceInfoSchema = z.object({
  provider: LeadDataSourceSchema,
  /** What the UI shows next to the results, e.g. "Demo data (fictional restaurants)". */
  label: z.string(),
  is_demo: z.boolean(),
  /** Credit line the UI must show when set, e.g. "© OpenStreetMap contributors". */
  attribution: z.string().nullable(),
  attribution_url: z.string().nullable(),
});
export type DataSourceInfo = z.infer<typeof DataSourceInfoSchema>;

export const SearchResponseSchema = z.object({
  /** Present on every answer of the service; absent in older samples. */
  success: z.literal(true).optional(),
  leads: z.array(LeadSchema),
  analytics: AnalyticsSummarySchema,
  count: z.number().int().nonnegative(),
  /** Seconds, two decimals. */
  processing_time: z.number().nonnegative(),
  /** NO_RESULTS_MESSAGE when no lead matched (the answer is still a success). */
  message: z.string().optional(),
  /** Things the rep should know: pitches not generated, filters a source cannot apply, demo city list... */
  warnings: z.array(z.string()).optional(),
  data_source: DataSourceInfoSchema.optional(),
  /** Leads that matched every filter before the limit was applied. */
  total_matches: z.number().int().nonnegative().optional(),
  /**
   * The matches past Max Results, ranked after `leads` (no pitches), so the rep can page through every
   * match the search found without a second search (no more calls to the data source, no more usage).
   */
  more_leads: z.array(LeadSchema).optional(),
  /** Requests the search sent to the data source (result pages, and a territory's tiles). */
  provider_calls: z.number().int().nonnegative().optional(),
  /** What those requests cost at the data source's prices (Google's list prices), US dollars. */
  provider_cost: z.number().nonnegative().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const ExportRequestSchema = z.object({
  leads: z.array(LeadSchema).min(1, NO_EXPORT_DATA_MESSAGE).max(1000),
  format: z.literal('csv').default('csv'),
});
export type ExportRequest = z.infer<typeof ExportRequestSchema>;
export const ExportResponseSchema = SuccessSchema.extend({
  filename: z.string(),
  content_type: z.string(),
  content: z.string(),
});
export type ExportResponse = z.infer<typeof ExportResponseSchema>;
