import { LlmEnvSchema } from '@leadgen/llm';
import { ServiceEnvSchema } from '@leadgen/service-kit';
import { checkSiteReaderSettings, siteReaderSettings } from '@leadgen/site-reader';
import { z } from 'zod';

export const AnalysisEnvSchema = ServiceEnvSchema.extend(LlmEnvSchema.shape)
  .extend(siteReaderSettings)
  .extend({
    /** Pages of one site read for a pitch or a business analysis (home + linked menu, catering, events...). */
    SITE_MAX_PAGES: z.coerce.number().int().min(1).max(10).default(4),
  })
  .superRefine((env, ctx) => checkSiteReaderSettings(env, ctx));
export type AnalysisEnv = z.infer<typeof AnalysisEnvSchema>;
export const ANALYSIS_ENV = Symbol('ANALYSIS_ENV');
