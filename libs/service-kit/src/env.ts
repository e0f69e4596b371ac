import { z } from 'zod';

export class EnvError extends Error {}

/**
 * Parses the environment once at start-up. A bad setting stops the process with a
 * message naming it, rather than failing later on first use.
 */
export function loadEnv<T extends z.ZodType>(schema: T, source: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
}

/** Boolean setting written as true/false/1/0/yes/no. */
export const envBool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

export const envPort = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

export const NatsUrlSchema = z
  .string()
  .default('nats://127.0.0.1:4222')
  .refine((v) => v.split(',').every((u) => /^(nats|tls|ws|wss):\/\/[^\s]+$/.test(u.trim())), 'must be nats://host:port (comma-separated for a cluster)');

export const LogLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

/** Settings every service shares. */
export const ServiceEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NATS_URL: NatsUrlSchema,
  LOG_LEVEL: LogLevelSchema,
  /** On SIGTERM a service stops taking requests, then has this long to finish the ones it holds. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(3000),
});
export type ServiceEnv = z.infer<typeof ServiceEnvSchema>;
