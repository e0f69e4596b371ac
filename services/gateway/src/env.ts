import {
  DEV_JWT_SECRET,
  envList,
  envOnOutsideProduction,
  envPort,
  envTrustProxy,
  JwtSecretSchema,
  LogLevelSchema,
  NatsUrlSchema,
  onOutsideProduction,
} from '@leadgen/service-kit';
import { z } from 'zod';

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
    /** Check every service reply against its contract; on by default except in production. */
    CHECK_RESPONSES: envOnOutsideProduction(),
    /**
     * The proxies whose X-Forwarded-For names the client (the address sign-in and access limits
     * count): by default the loopback hop alone, i.e. the project's web server on this machine.
     */
    TRUST_PROXY: envTrustProxy('loopback'),
    /** Calls per user per minute to the expensive routes (search, pitches, analyses). */
    EXPENSIVE_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(30),
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1000),
    /** When set, /metrics answers only to `Authorization: Bearer <METRICS_TOKEN>`; empty: open on the gateway's port. */
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    LOG_LEVEL: LogLevelSchema,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    }
  })
  .transform((env) => ({
    ...env,
    DEMO_MODE: onOutsideProduction(env.DEMO_MODE, env.NODE_ENV),
    CHECK_RESPONSES: onOutsideProduction(env.CHECK_RESPONSES, env.NODE_ENV),
  }));

export type GatewayEnv = z.infer<typeof GatewayEnvSchema>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
