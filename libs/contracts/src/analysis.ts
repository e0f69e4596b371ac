import { z } from 'zod';
import { WebUrlSchema } from './web-url.js';
import { LeadSchema, PitchSchema } from './leads.js';

export const UrlPitchRequestSchema = z.object({ website_url: WebUrlSchema });
export const UrlPitchResponseSchema = z
  .object({
    success: z.literal(true),
    restaurant_data: z.object({
      name: z.string(),
      website: z.string(),
      fit_score: z.number().min(0).max(100).optional(),
    }),
    pitch_content: PitchSchema,
    generated_by: z.enum(['model', 'deterministic']).optional(),
    /** Pages of the site the pitch rests on. */
    pages_read: z.array(z.string()).optional(),
  })
  // The diagnostic page reads the pitch fields at the top level.
  .and(PitchSchema.partial());

export const SELECTED_STEP_KEYS = ['step1', 'step2', 'step3', 'step4'] as const;
export const SelectedStepsSchema = z
  .object({
    step1: z.boolean().default(true),
    step2: z.boolean().default(true),
    step3: z.boolean().default(true),
    step4: z.boolean().default(true),
  })
  .default({ step1: true, step2: true, step3: true, step4: true })
  .refine((s) => s.step1 || s.step2 || s.step3 || s.step4, 'Please select at least one step to analyze.');

export const BusinessAnalysisRequestSchema = z.object({
  website_url: WebUrlSchema,
  selected_steps: SelectedStepsSchema,
});

export const BusinessProfileSchema = z.object({
  name: z.string(),
  description: z.string(),
  personas: z.array(z.object({ role: z.string(), goal: z.string(), frustration: z.string() })),
  features: z.array(z.object({ feature: z.string(), benefit: z.string(), payoff: z.string() })),
  metrics: z.record(z.string(), z.string()),
});

export const BusinessAnalysisSchema = z.object({
  website_url: z.string(),
  company_name: z.string(),
  pitch_content: z.string().optional(),
  confidence_score: z.number().min(0).max(1),
  created_at: z.string(),
  pipeline_steps: z.object({
    step1_business_profile: z.string(),
    step2_business_avatar: z.string(),
    step3_messaging_brief: z.string(),
    step4_persona_pitches: z.string().optional(),
  }),
  business_profile: BusinessProfileSchema.optional(),
  business_avatar: z.string().optional(),
  messaging_brief: z.string().optional(),
  persona_pitches: z.record(z.string(), z.string()).optional(),
  coreUSP: z.string().optional(),
  targetCustomerProfile: z
    .object({
      demographics: z.object({
        type: z.string(),
        size: z.string(),
        location: z.string(),
        age: z.string(),
        income: z.string(),
        occupation: z.string(),
      }),
      psychographics: z.object({ values: z.array(z.string()), painPoints: z.array(z.string()) }),
    })
    .optional(),
  problemsSolved: z.array(z.object({ problem: z.string(), solution: z.string() })).optional(),
  overallStrategicPositioning: z.string().optional(),
  business_analysis_text: z.string().optional(),
});
export type BusinessAnalysis = z.infer<typeof BusinessAnalysisSchema>;

export const BusinessAnalysisResponseSchema = z.object({
  success: z.literal(true),
  analysis_data: BusinessAnalysisSchema,
});

/** Search pitches: leads asks analysis over NATS for the pitch of one of a search's top leads, from its record alone. */
export const SearchPitchesRequestSchema = z.object({
  name: z.string(),
  website: z.string().nullable(),
  cuisine_type: z.string(),
  address: z.string(),
  google_rating: z.number().nullable(),
  review_count: z.number().nullable(),
  fit_score: z.number(),
});
export type SearchPitchesRequest = z.infer<typeof SearchPitchesRequestSchema>;
export const SearchPitchesResponseSchema = z.object({ pitch: PitchSchema });

/**
 * The company a lead's pitch speaks for, as the rep selected it in Business Analysis: its name,
 * its one-line value proposition and the features it offers. Without it the pitch speaks for the
 * company of the rep's profile, else for no company in particular.
 */
export const PitchSellerSchema = z.object({
  company_name: z.string().trim().min(1, 'The company needs a name').max(200),
  website_url: z.string().trim().max(2048).optional(),
  value_proposition: z.string().trim().max(600).optional(),
  /** Feature names from the report ("Online ordering", "AI phone answering"). */
  offers: z.array(z.string().trim().max(200)).max(20).optional(),
});
export type PitchSeller = z.infer<typeof PitchSellerSchema>;

/** 'Generate Pitch' of a lead row: the lead as the search returned it. */
export const LeadPitchRequestSchema = z.object({
  lead: LeadSchema,
  seller: PitchSellerSchema.optional(),
});
export type LeadPitchRequest = z.infer<typeof LeadPitchRequestSchema>;

/**
 * A lead's pitch. `site_read` is false when the lead's website could not be read (none listed,
 * not found, refused, too slow, only scripts): the pitch is then written from the lead's own facts
 * and `site_note` says plainly why the site was not read.
 */
export const LeadPitchResponseSchema = z.object({
  success: z.literal(true),
  pitch_content: PitchSchema,
  generated_by: z.enum(['model', 'deterministic']),
  /** Pages of the lead's website the pitch rests on; empty when the site was not read. */
  pages_read: z.array(z.string()),
  site_read: z.boolean(),
  site_note: z.string().nullable(),
});
export type LeadPitchResponse = z.infer<typeof LeadPitchResponseSchema>;

/*
 * Custom pitch: a pitch for one lead written from the rep's own business analysis (the vendor's
 * messaging, personas and value proposition). Both halves travel in the request, so every text
 * is bounded: a report or lead that is far too large is refused field by field (400), and the
 * gateway's body limit refuses a body that is larger still (413).
 */
const CUSTOM_PITCH_LIMITS = {
  short: 300,
  medium: 2_000,
  long: 20_000,
  listItems: 30,
} as const;
const short = () => z.string().max(CUSTOM_PITCH_LIMITS.short);
const medium = () => z.string().max(CUSTOM_PITCH_LIMITS.medium);
const long = () => z.string().max(CUSTOM_PITCH_LIMITS.long);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(CUSTOM_PITCH_LIMITS.listItems);
const boundedMap = (value: z.ZodString) =>
  z
    .record(short(), value)
    .refine(
      (m) => Object.keys(m).length <= CUSTOM_PITCH_LIMITS.listItems,
      `At most ${CUSTOM_PITCH_LIMITS.listItems} entries`,
    );

/** The lead facts a custom pitch may use, as a lead of the search has them; other lead fields are dropped. */
export const CustomPitchLeadSchema = z.object({
  name: z.string().trim().min(1, 'The lead needs a name').max(CUSTOM_PITCH_LIMITS.short),
  cuisine_type: short(),
  address: medium(),
  google_rating: z.number().min(0).max(5).nullable(),
  review_count: z.number().int().nonnegative().nullable(),
  location_count: z.number().int().positive().nullable(),
  phone: short().nullable(),
  website: z.string().max(2048).nullable(),
  fit_score: z.number().min(0).max(100),
  /** The provider's place id: the pitch is kept on the rep's saved lead for this place. */
  place_id: z.string().max(300).optional(),
  operating_hours: z
    .object({ weekday_text: z.array(short()).max(14), is_open_now: z.boolean().nullable().optional() })
    .nullable()
    .optional(),
});
export type CustomPitchLead = z.infer<typeof CustomPitchLeadSchema>;

/** BusinessAnalysisSchema with every text and list bounded: the report as the rep selected it. */
export const CustomPitchReportSchema = z.object({
  website_url: z.string().max(2048),
  company_name: z.string().trim().min(1, 'The business report needs a company name').max(CUSTOM_PITCH_LIMITS.short),
  pitch_content: long().optional(),
  confidence_score: z.number().min(0).max(1),
  created_at: short(),
  pipeline_steps: z.object({
    step1_business_profile: short(),
    step2_business_avatar: short(),
    step3_messaging_brief: short(),
    step4_persona_pitches: short().optional(),
  }),
  business_profile: z
    .object({
      name: short(),
      description: medium(),
      personas: list(z.object({ role: short(), goal: medium(), frustration: medium() })),
      features: list(z.object({ feature: short(), benefit: medium(), payoff: medium() })),
      metrics: boundedMap(medium()),
    })
    .optional(),
  business_avatar: long().optional(),
  messaging_brief: long().optional(),
  persona_pitches: boundedMap(long()).optional(),
  coreUSP: medium().optional(),
  targetCustomerProfile: z
    .object({
      demographics: z.object({
        type: short(),
        size: short(),
        location: short(),
        age: short(),
        income: short(),
        occupation: medium(),
      }),
      psychographics: z.object({ values: list(medium()), painPoints: list(medium()) }),
    })
    .optional(),
  problemsSolved: list(z.object({ problem: medium(), solution: medium() })).optional(),
  overallStrategicPositioning: long().optional(),
  business_analysis_text: long().optional(),
});

export const CustomPitchRequestSchema = z.object({
  lead: CustomPitchLeadSchema,
  business_analysis: CustomPitchReportSchema,
});
export type CustomPitchRequest = z.infer<typeof CustomPitchRequestSchema>;

export const CustomPitchResponseSchema = z.object({
  success: z.literal(true),
  restaurant_data: z.object({
    name: z.string(),
    website: z.string().nullable(),
    fit_score: z.number().min(0).max(100),
  }),
  /** The business whose report the pitch was written from. */
  vendor: z.object({ company_name: z.string(), website_url: z.string() }),
  pitch_content: PitchSchema,
  generated_by: z.enum(['model', 'deterministic']),
});
export type CustomPitchResponse = z.infer<typeof CustomPitchResponseSchema>;

/** Said when a report carries nothing a pitch could be written from. */
export const CUSTOM_PITCH_EMPTY_REPORT_MESSAGE =
  'The selected business report has no messaging to write a pitch from. Run the Business Analysis again and select the new report.';
