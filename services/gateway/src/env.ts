import { envBool, envPort, LogLevelSchema, NatsUrlSchema } from '@leadgen/service-kit';
import { z } from 'zod';

const DEV_SECRET = 'dev-only-secret-change-me-in-production-0000';

export const GatewayEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    GATEWAY_HOST: z.string().default('127.0.0.1'),
    GATEWAY_PORT: envPort(3001),
    NATS_URL: NatsUrlSchema,
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SECRET),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('1mb'),
    /** On by default except in production. */
    DEMO_MODE: z.enum(['true', 'false', '1', '0']).optional(),
    /** Check every service reply against its contract; on by default except in production. */
    CHECK_RESPONSES: z.enum(['true', 'false', '1', '0']).optional(),
    TRUST_PROXY: envBool(false),
    /** Calls per user per minute to the expensive routes (search, pitches, analyses). */
    EXPENSIVE_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(30),
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    LOG_LEVEL: LogLevelSchema,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === DEV_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    }
  })
  .transform((env) => ({
    ...env,
    DEMO_MODE: env.DEMO_MODE === undefined ? env.NODE_ENV !== 'production' : ['true', '1'].includes(env.DEMO_MODE),
    CHECK_RESPONSES: env.CHECK_RESPONSES === undefined ? env.NODE_ENV !== 'production' : ['true', '1'].includes(env.CHECK_RESPONSES),
  }));

export type GatewayEnv = z.infer<typeof GatewayEnvSchema>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
