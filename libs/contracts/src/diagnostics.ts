import { z } from 'zod';
import { WebUrlSchema } from './common.js';

export const DIAGNOSTIC_THRESHOLDS = {
  strongReviewCount: 1000,
  excellentRating: 4.6,
  goodResponseRate: 50,
  professionalPhotosOutOf: 20,
  qualityScoreOutOf: 100,
} as const;

export const DiagnosticRequestSchema = z.object({
  website_url: WebUrlSchema,
  use_gpt: z.boolean().default(false),
});

export const DiagnosticResponseSchema = z.object({
  restaurant_name: z.string(),
  owner_name: z.string().nullable(),
  category: z.string().nullable(),
  location: z.string().nullable(),
  nearby_competition: z.array(z.unknown()),
  nearby_spothopper_clients: z.array(z.unknown()),
  google_data: z.object({
    review_count: z.number().nullable(),
    rating: z.number().nullable(),
    review_response_rate: z.number().nullable(),
    professional_photos: z.number().nullable(),
    attributes_filled: z.union([z.number(), z.string()]).nullable(),
  }),
  website_analysis: z.object({
    platform: z.string().nullable(),
    platform_type: z.string().nullable(),
    quality_score: z.number().min(0).max(100).nullable(),
  }),
  conversions: z.object({
    private_parties: z.object({
      mentions_parties: z.boolean(),
      has_group_form: z.boolean(),
      party_software: z.string().nullable(),
      social_posts: z.boolean(),
    }),
    catering: z.object({
      mentions_catering: z.boolean(),
      has_catering_form: z.boolean(),
      has_ordering_system: z.boolean(),
      third_party_integration: z.string().nullable(),
    }),
    hiring: z.object({ mentions_hiring: z.boolean(), has_job_form: z.boolean() }),
  }),
  marketing: z.object({
    social: z.object({
      facebook: z.object({ posting_frequency: z.string().nullable() }),
      instagram: z.object({ posting_frequency: z.string().nullable() }),
    }),
    email: z.object({ has_newsletter: z.boolean() }),
  }),
  unique_features: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type DiagnosticResponse = z.infer<typeof DiagnosticResponseSchema>;
