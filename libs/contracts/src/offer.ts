/* What I sell: the rep's offer, kept with the rep's account; every pitch speaks for it. */
import { z } from 'zod';
import { BusinessAnalysisSchema } from './analysis.js';
import { OFFER_CATEGORIES } from './offer.constants.js';

export * from './offer.constants.js';

export const OfferCategorySchema = z.enum(OFFER_CATEGORIES, {
  error:
    'Category must be one of: POS, online ordering, reservations, marketing, loyalty, delivery, payroll and scheduling, website, other',
});

const Text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const Required = (label: string, max: number) => Text(label, max).min(1, `${label} is required`);

/** One reason to buy, with an optional figure that proves it ("cuts card fees" / "2.49% per swipe"). */
export const OfferValuePointSchema = z
  .object({
    text: Required('A value point', 200),
    proof: Text('A proof figure', 120).nullable().optional(),
  })
  .strict();
export type OfferValuePoint = z.infer<typeof OfferValuePointSchema>;

export const OfferSchema = z
  .object({
    /** The rep's company ("TableTech"). */
    company_name: Required('Company name', 120),
    /** What the rep sells ("TableTech POS"). */
    product_name: Required('Product name', 80),
    category: OfferCategorySchema,
    value_points: z
      .array(OfferValuePointSchema)
      .min(1, 'Add at least one value point')
      .max(5, 'At most 5 value points'),
    /** The restaurants it suits, in the rep's words ("full-service restaurants with a bar"). */
    suits: Text('Restaurants it suits', 300).default(''),
    /** What the rep asks for ("a 15-minute call this week"). */
    call_to_action: Required('Call to action', 200),
    sender_name: Required('Your name', 80),
    sender_title: Text('Your title', 80).default(''),
    website_url: Text('Website', 2048).nullable().optional(),
  })
  .strict();
export type Offer = z.infer<typeof OfferSchema>;

export const StoredOfferSchema = OfferSchema.extend({ updated_at: z.string() });
export type StoredOffer = z.infer<typeof StoredOfferSchema>;

/**
 * GET/PUT /api/account/offer: the offer the rep's pitches speak for, null until one is set; `source`
 * says whose it is: the rep's own, or their team's (with the rep as its sender).
 */
export const OfferResponseSchema = z.object({
  offer: StoredOfferSchema.nullable(),
  source: z.enum(['mine', 'team']).nullable().default(null),
  /** Over NATS to outreach (accounts.offer-of): the rep's own booking page from their profile, offered after a draft's ask. */
  meeting_url: z.string().nullable().optional(),
});
export type OfferResponse = z.infer<typeof OfferResponseSchema>;
/** PUT's body: the offer, or null to clear it; `for_team` (admins): the team's offer, which every rep without their own sends. */
export const OfferPutRequestSchema = z
  .object({
    offer: OfferSchema.nullable(),
    for_team: z.boolean({ error: 'For team must be true or false' }).optional(),
  })
  .strict();

/** Asked by analysis over NATS when it writes a pitch: the offer of the rep it writes for. */
export const OfferOfRequestSchema = z.object({ user_id: z.string().min(1).max(100) }).strict();

// ---------------------------------------------------------------------------------------------
// The rep's business analyses, kept to reopen

/** Published by analysis when a Business Analysis is done; accounts keeps the rep's latest 20. */
export const BusinessAnalysisDoneEventSchema = z.object({
  user_id: z.string().min(1).max(100),
  analysis: BusinessAnalysisSchema,
});
export type BusinessAnalysisDoneEvent = z.infer<typeof BusinessAnalysisDoneEventSchema>;

export const AnalysisSummarySchema = z.object({
  id: z.uuid(),
  company_name: z.string(),
  website_url: z.string(),
  created_at: z.string(),
});
export type AnalysisSummary = z.infer<typeof AnalysisSummarySchema>;
export const AnalysesListResponseSchema = z.object({ items: z.array(AnalysisSummarySchema) });
export const AnalysisIdParamsSchema = z.object({ id: z.uuid('Analysis id must be a valid id') }).strict();
export const KeptAnalysisResponseSchema = z.object({
  success: z.literal(true),
  id: z.uuid(),
  created_at: z.string(),
  analysis_data: BusinessAnalysisSchema,
});
export type KeptAnalysisResponse = z.infer<typeof KeptAnalysisResponseSchema>;
