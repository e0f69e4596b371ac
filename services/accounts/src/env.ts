import { envBool, ServiceEnvSchema } from '@leadgen/service-kit';
import { z } from 'zod';

const DEV_SECRET = 'dev-only-secret-change-me-in-production-0000';
const DEV_ACCESS_CODE = 'early-access';

const positiveInt = (fallback: number, max = 1_000_000) => z.coerce.number().int().min(1).max(max).default(fallback);

export const AccountsEnvSchema = ServiceEnvSchema.extend({
  /** PostgreSQL when set; otherwise PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SECRET),
  SESSION_TTL_HOURS: positiveInt(24 * 7, 24 * 90),
  DEMO_MODE: z.enum(['true', 'false', '1', '0']).optional(),
  /** Accepted as a verification code only in demo mode. */
  DEMO_VERIFICATION_CODE: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The pre-launch gate's code, checked here so it never ships in the browser bundle. */
  ACCESS_CODE: z.string().min(4, 'must be at least 4 characters').max(200).default(DEV_ACCESS_CODE),
  /** smtp://user:pass@host:587 or smtps://...; without it codes are written to this service's log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('AI-Powered Lead Generation <no-reply@leadgen.example.com>'),
  CODE_TTL_MINUTES: positiveInt(15, 24 * 60),
  CODE_MAX_ATTEMPTS: positiveInt(5, 100),
  RESEND_INTERVAL_SECONDS: positiveInt(30, 3600),
  LOGIN_MAX_FAILURES: positiveInt(5, 100),
  LOCKOUT_MINUTES: positiveInt(15, 24 * 60),
  /** Requests allowed per minute per IP and per email on each auth call. */
  AUTH_RATE_PER_MINUTE: positiveInt(20, 100_000),
  DB_DEBUG: envBool(false),
})
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.JWT_SECRET === DEV_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    if (env.ACCESS_CODE === DEV_ACCESS_CODE) ctx.addIssue({ code: 'custom', path: ['ACCESS_CODE'], message: 'must be set in production' });
  })
  .transform((env) => ({
    ...env,
    DEMO_MODE: env.DEMO_MODE === undefined ? env.NODE_ENV !== 'production' : ['true', '1'].includes(env.DEMO_MODE),
  }));
export type AccountsEnv = z.infer<typeof AccountsEnvSchema>;
export const ACCOUNTS_ENV = Symbol('ACCOUNTS_ENV');
