import { LlmEnvSchema } from '@leadgen/llm';
import { envOnOutsideProduction, onOutsideProduction, ServiceEnvSchema } from '@leadgen/service-kit';
import { checkSiteReaderSettings, siteReaderSettings } from '@leadgen/site-reader';
import { z } from 'zod';

export const AnalysisEnvSchema = ServiceEnvSchema.extend(LlmEnvSchema.shape)
  .extend(siteReaderSettings)
  .extend({
    /** Pages of one site read for a pitch or a business analysis (home + linked menu, catering, events...). */
    SITE_MAX_PAGES: z.coerce.number().int().min(1).max(10).default(4),
    /** Demo mode: demo leads' websites are read from the demo world the leads service holds. On by default outside production. */
    DEMO_MODE: envOnOutsideProduction(),
  })
  .superRefine((env, ctx) => {
    checkSiteReaderSettings(env, ctx);
    if (env.NODE_ENV === 'production' && onOutsideProduction(env.DEMO_MODE, env.NODE_ENV)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_MODE'],
        message: 'demo websites are never read in production: leave it empty or false',
      });
    }
  })
  .transform((env) => ({ ...env, DEMO_MODE: onOutsideProduction(env.DEMO_MODE, env.NODE_ENV) }));
export type AnalysisEnv = z.infer<typeof AnalysisEnvSchema>;
export const ANALYSIS_ENV = Symbol('ANALYSIS_ENV');
