import { z } from 'zod';
import { SuccessSchema } from './common.js';

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export const MAX_RESULTS_OPTIONS = [10, 25, 50, 100] as const;
export const MIN_RATING_OPTIONS = [0, 3, 3.5, 4, 4.5] as const;
export const MIN_REVIEWS_OPTIONS = [
  { value: 0, label: 'All' },
  { value: 1, label: '1-20' },
  { value: 21, label: '21-100' },
  { value: 100, label: '100-300' },
  { value: 300, label: '300-1000' },
  { value: 1000, label: '1000+' },
] as const;
export const PITCH_COUNT_OPTIONS = [1, 3, 5, 10, 15, 20] as const;
export const MIN_LOCATION_OPTIONS = [1, 2, 3, 5, 10, 25, 50] as const;
export const MAX_LOCATION_OPTIONS = [1, 2, 3, 5, 10, 25, 50, 100, 500, 50000] as const;
export const FIT_THRESHOLDS = { good: 70, marginal: 50 } as const;
export const NEW_WEBSITE_MONTHS = 6;

export const FIT_DECISIONS = ['good_fit', 'marginal_fit', 'bad_fit'] as const;
export const FitDecisionSchema = z.enum(FIT_DECISIONS);
export type FitDecision = z.infer<typeof FitDecisionSchema>;

export const SearchCriteriaSchema = z.object({
  city: z.string().trim().min(1, 'City is required').max(100),
  state: z.union([z.enum(US_STATES), z.literal('')]).default(''),
  cuisine: z.string().trim().max(60).default(''),
  limit: z.number().int().min(1).max(100).default(25),
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
});
export type SearchCriteria = z.infer<typeof SearchCriteriaSchema>;

export const PitchSchema = z.object({
  confidence_score: z.number().min(0).max(1),
  key_insights: z.array(z.string()),
  pain_points: z.array(z.string()),
  opportunity_highlights: z.array(z.string()),
  email_opener: z.string(),
  call_opener: z.string(),
  value_proposition: z.string(),
  suggested_approach: z.string(),
});
export type Pitch = z.infer<typeof PitchSchema>;

export const OperatingHoursSchema = z.object({
  weekday_text: z.array(z.string()),
  is_open_now: z.boolean().nullable().optional(),
});

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
});
export type Lead = z.infer<typeof LeadSchema>;

export const CuisineOptionSchema = z.object({
  value: z.string(),
  display_name: z.string(),
  category: z.enum(['strong', 'tricky', 'other']),
});
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

export const SearchResponseSchema = z.object({
  leads: z.array(LeadSchema),
  analytics: AnalyticsSummarySchema,
  count: z.number().int().nonnegative(),
  processing_time: z.number().nonnegative(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const ExportRequestSchema = z.object({
  leads: z.array(LeadSchema).min(1, 'No data to export').max(1000),
  format: z.literal('csv').default('csv'),
});
export const ExportResponseSchema = SuccessSchema.extend({
  filename: z.string(),
  content_type: z.string(),
  content: z.string(),
});
