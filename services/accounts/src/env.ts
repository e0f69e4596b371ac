import { envBool, ServiceEnvSchema } from '@leadgen/service-kit';
import { z } from 'zod';

const DEV_SECRET = 'dev-only-secret-change-me-in-production-0000';

export const AccountsEnvSchema = ServiceEnvSchema.extend({
  /** PostgreSQL when set; otherwise PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SECRET),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  DEMO_MODE: z.enum(['true', 'false', '1', '0']).optional(),
  DB_DEBUG: envBool(false),
})
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === DEV_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    }
  })
  .transform((env) => ({
    ...env,
    DEMO_MODE: env.DEMO_MODE === undefined ? env.NODE_ENV !== 'production' : ['true', '1'].includes(env.DEMO_MODE),
  }));
export type AccountsEnv = z.infer<typeof AccountsEnvSchema>;
export const ACCOUNTS_ENV = Symbol('ACCOUNTS_ENV');
