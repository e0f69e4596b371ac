import { LlmEnvSchema } from '@leadgen/llm';
import { envList, envOnOutsideProduction, onOutsideProduction, ServiceEnvSchema } from '@leadgen/service-kit';
import { z } from 'zod';

export const AnalysisEnvSchema = ServiceEnvSchema.extend(LlmEnvSchema.shape)
  .extend({
    SITE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
    SITE_MAX_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(2_000_000),
    SITE_MAX_PAGES: z.coerce.number().int().min(1).max(10).default(4),
    /** Hosts that may resolve to private addresses: for loopback fixture sites in tests only. */
    SITE_ALLOW_PRIVATE_HOSTS: envList(),
    /** Demo mode: demo leads' websites are read from the demo world the leads service holds. On by default outside production. */
    DEMO_MODE: envOnOutsideProduction(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SITE_ALLOW_PRIVATE_HOSTS.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_ALLOW_PRIVATE_HOSTS'],
        message: 'is for tests and is refused in production',
      });
    }
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
