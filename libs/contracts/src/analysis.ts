import { z } from 'zod';
import { WebUrlSchema } from './common.js';
import { PitchSchema } from './leads.js';

export const PitchFromUrlRequestSchema = z.object({ website_url: WebUrlSchema });
export const PitchFromUrlResponseSchema = z
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

export const AnalyzeBusinessRequestSchema = z.object({
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

export const AnalyzeBusinessResponseSchema = z.object({
  success: z.literal(true),
  analysis_data: BusinessAnalysisSchema,
});

/** Leads asks analysis for a lead's pitch over NATS. */
export const PitchForLeadRequestSchema = z.object({
  name: z.string(),
  website: z.string().nullable(),
  cuisine_type: z.string(),
  address: z.string(),
  google_rating: z.number().nullable(),
  review_count: z.number().nullable(),
  fit_score: z.number(),
});
export const PitchForLeadResponseSchema = z.object({ pitch: PitchSchema });
