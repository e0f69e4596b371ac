import {
  DEV_JWT_SECRET,
  envList,
  envOnOutsideProduction,
  envOptional,
  envPort,
  envTrustProxy,
  JwtSecretSchema,
  LogLevelSchema,
  NatsUrlSchema,
  onOutsideProduction,
} from '@leadgen/service-kit';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository's apps folder, where each front end's build leaves its dist/ (from src/ or dist/ alike). */
const REPO_APPS_DIR = fileURLToPath(new URL('../../../apps', import.meta.url));

/** Where a remote's mf-manifest.json is: an http(s) URL, or a path on the app's own address. */
const remoteManifestUrl = () =>
  envOptional(
    z
      .string()
      .trim()
      .refine(
        (v) => v.startsWith('/') || /^https?:\/\/\S+$/.test(v),
        'must be an http(s) URL or a path starting with /',
      ),
  );

/**
 * Checking a reply costs as much as parsing it (a 100-lead search triples its p95 when every reply
 * is checked), so a running app checks none in production and a sample in development, where a
 * contract drift still shows within a few calls; tests check every reply.
 */
const DEFAULT_CHECK_SHARE = { test: 1, development: 0.01, production: 0 } as const;

/** `all`/`true` -> 1, `off`/`false` -> 0, a number from 0 to 1 as it is; anything else undefined. */
function responseCheckShare(raw: string): number | undefined {
  if (raw === 'all' || raw === 'true') return 1;
  if (raw === 'off' || raw === 'false') return 0;
  const share = Number(raw);
  return Number.isFinite(share) && share >= 0 && share <= 1 ? share : undefined;
}

export const GatewayEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    GATEWAY_HOST: z.string().default('127.0.0.1'),
    GATEWAY_PORT: envPort(3001),
    NATS_URL: NatsUrlSchema,
    JWT_SECRET: JwtSecretSchema,
    CORS_ORIGINS: envList(),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('1mb'),
    /** On by default except in production. */
    DEMO_MODE: envOnOutsideProduction(),
    /**
     * The simulated mailbox's page (the simulator's MailDev), where a rep on the default install
     * reads the sign-up code; the wizard links to it in demo mode. Refused in production.
     */
    MAILBOX_PAGE_URL: envOptional(
      z
        .string()
        .trim()
        .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'),
    ),
    /**
     * The simulator (its base URL), which shows a simulated lead's website at /demo-sites when a
     * rep clicks 'Visit' on the default install. Empty: no /demo-sites route. Refused in production.
     */
    SIMULATED_SITES_URL: envOptional(
      z
        .string()
        .trim()
        .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'),
    ),
    /**
     * Which service replies are checked against their contract (502 on drift): `all`, `off`, or a
     * share between 0 and 1. Empty: all in tests, 1 in 100 in development, none in production.
     */
    CHECK_RESPONSES: envOptional(z.string().trim().toLowerCase()),
    /**
     * The proxies whose X-Forwarded-For names the client (the address sign-in and access limits
     * count), on both ports. None by default: browsers connect to this process directly (the app's
     * address is its web port), so a header a client wrote itself must not count.
     */
    TRUST_PROXY: envTrustProxy('false'),
    /**
     * The app's address: a second port of this process serving the built front ends, with /api,
     * /demo-sites and the health checks answered as on the gateway's port (never /metrics).
     * Empty: no web port (the front ends come from a static host or CDN). 0: any free port.
     */
    WEB_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
    WEB_HOST: z.string().default('127.0.0.1'),
    /** The folder holding each front end's build: shell/dist and <remote>/dist (the repository's apps/). */
    WEB_APPS_DIR: z
      .string()
      .trim()
      .default('')
      .transform((v) => path.resolve(v || REPO_APPS_DIR)),
    /** Where the shell finds each remote (remotes.json); empty: the copy served on the web port. */
    REMOTE_SEARCH_MFE_URL: remoteManifestUrl(),
    REMOTE_ANALYSIS_MFE_URL: remoteManifestUrl(),
    REMOTE_DIAGNOSTIC_MFE_URL: remoteManifestUrl(),
    /** Outreach is listed only where set, or while its build is present under WEB_APPS_DIR (looked at per request). */
    REMOTE_OUTREACH_MFE_URL: remoteManifestUrl(),
    /**
     * Plan limits (leads, pitches, exports per month): `enforce` refuses a caller at a limit with
     * 429 on the routes that use it; `count` only counts. Empty: enforce, except in demo mode,
     * where the demo data costs nothing and demo users run many searches.
     */
    USAGE_LIMITS: envOptional(z.enum(['enforce', 'count'])),
    /** Calls per user per minute to the expensive routes (search, pitches, analyses). */
    EXPENSIVE_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(30),
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1000),
    /**
     * When set, /metrics answers only to `Authorization: Bearer <METRICS_TOKEN>`. Empty: open on the
     * gateway's port in development and tests, closed (403) in production.
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
    /**
     * The language-model settings the services read (see .env.example): the gateway only tells the
     * front ends whether a model is configured (GET /api/config), and never uses or shows them.
     */
    OPENAI_API_KEY: envOptional(z.string().trim()),
    OPENAI_BASE_URL: envOptional(z.string().trim()),
    OPENAI_MODEL: envOptional(z.string().trim()),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    LOG_LEVEL: LogLevelSchema,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    }
    if (env.NODE_ENV === 'production' && env.MAILBOX_PAGE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAILBOX_PAGE_URL'],
        message: 'is the simulated mailbox, which never runs in production: leave it empty',
      });
    }
    if (env.NODE_ENV === 'production' && env.SIMULATED_SITES_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SIMULATED_SITES_URL'],
        message: 'is the simulator, which never runs in production: leave it empty',
      });
    }
    if (env.CHECK_RESPONSES && responseCheckShare(env.CHECK_RESPONSES) === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHECK_RESPONSES'],
        message: 'must be all, off or a share between 0 and 1',
      });
    }
    if (env.WEB_PORT !== undefined && !existsSync(path.join(env.WEB_APPS_DIR, 'shell', 'dist', 'index.html'))) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_APPS_DIR'],
        message: `has no built shell (${path.join(env.WEB_APPS_DIR, 'shell', 'dist', 'index.html')}): run npm run build, or leave WEB_PORT empty`,
      });
    }
  })
  .transform((env) => ({
    ...env,
    DEMO_MODE: onOutsideProduction(env.DEMO_MODE, env.NODE_ENV),
    USAGE_LIMITS: env.USAGE_LIMITS ?? (onOutsideProduction(env.DEMO_MODE, env.NODE_ENV) ? 'count' : 'enforce'),
    CHECK_RESPONSES: env.CHECK_RESPONSES ? responseCheckShare(env.CHECK_RESPONSES)! : DEFAULT_CHECK_SHARE[env.NODE_ENV],
  }));

export type GatewayEnv = z.infer<typeof GatewayEnvSchema>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
