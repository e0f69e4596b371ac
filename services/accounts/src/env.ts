import {
  DEV_JWT_SECRET,
  envOnOutsideProduction,
  envOptional,
  JwtSecretSchema,
  onOutsideProduction,
  ServiceEnvSchema,
} from '@leadgen/service-kit';
import { z } from 'zod';
import { databaseSettings } from '@leadgen/db';

const DEV_ACCESS_CODE = 'early-access';

const positiveInt = (fallback: number, max = 1_000_000) => z.coerce.number().int().min(1).max(max).default(fallback);
/** Milliseconds from 0 (off) up to `max`; an empty value is the default, never 0. */
const intervalMs = (fallback: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(max).default(fallback));

export const AccountsEnvSchema = ServiceEnvSchema.extend(databaseSettings)
  .extend({
    JWT_SECRET: JwtSecretSchema,
    SESSION_TTL_HOURS: positiveInt(24 * 7, 24 * 90),
    DEMO_MODE: envOnOutsideProduction(),
    /** The pre-launch gate's code, checked here so it never ships in the browser bundle. */
    ACCESS_CODE: z.string().min(4, 'must be at least 4 characters').max(200).default(DEV_ACCESS_CODE),
    /**
     * smtp://user:pass@host:587 or smtps://...; `npm start` sets the simulated mailbox's unless you
     * set your own. Without it codes are written to this service's log.
     */
    SMTP_URL: envOptional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().default('AI-Powered Lead Generation <no-reply@leadgen.example.com>'),
    /** Where a visitor's request for an access code goes (the team that hands out codes). */
    ACCESS_REQUEST_TO: z.string().email().default('access@leadgen.example.com'),
    /** The app's public address: a team invite's link opens its Account Settings there. */
    APP_PUBLIC_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .default('http://localhost:3000')
        .refine((v) => /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), 'must be an http:// or https:// address')
        .transform((v) => v.replace(/\/+$/, '')),
    ),
    CODE_TTL_MINUTES: positiveInt(15, 24 * 60),
    CODE_MAX_ATTEMPTS: positiveInt(5, 100),
    RESEND_INTERVAL_SECONDS: positiveInt(30, 3600),
    /** Wrong passwords for one email from one address before each further try from there must wait. */
    LOGIN_FAILURES_BEFORE_DELAY: positiveInt(3, 100),
    /** The wait doubles with each further failure (1 s, 2 s, 4 s...) up to this. */
    LOGIN_MAX_DELAY_SECONDS: positiveInt(300, 3600),
    /** Failed sign-ins per account per hour from addresses that never signed in to it (ASVS: at most 100). */
    LOGIN_MAX_FAILURES_PER_HOUR: positiveInt(100, 100),
    /** An address that signed in to an account this recently is let through the hourly cap. */
    LOGIN_KNOWN_ADDRESS_DAYS: positiveInt(30, 365),
    /** Requests allowed per minute per IP (and per email, except sign-in) on each auth call. */
    AUTH_RATE_PER_MINUTE: positiveInt(20, 100_000),
    /**
     * How often this instance looks for reps whose weekly digest is due (0: never, for instances
     * that only answer requests). Many instances may look at once: each rep is mailed by one.
     */
    ACCOUNTS_DIGEST_INTERVAL_MS: intervalMs(60_000, 3_600_000),
    /**
     * The simulated world's clock (the simulator's GET /control/clock), which the digest goes by so
     * it falls due when simulated weeks pass; `npm start` sets it with the simulator. Unset: real time.
     */
    CLOCK_URL: envOptional(z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.JWT_SECRET === DEV_JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    if (env.ACCESS_CODE === DEV_ACCESS_CODE)
      ctx.addIssue({ code: 'custom', path: ['ACCESS_CODE'], message: 'must be set in production' });
    // The simulator never runs in production: a digest there goes by the real week.
    if (env.CLOCK_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_URL'],
        message: "is the simulator's clock: leave it unset in production",
      });
  })
  .transform((env) => ({
    ...env,
    DEMO_MODE: onOutsideProduction(env.DEMO_MODE, env.NODE_ENV),
  }));
export type AccountsEnv = z.infer<typeof AccountsEnvSchema>;
export const ACCOUNTS_ENV = Symbol('ACCOUNTS_ENV');
