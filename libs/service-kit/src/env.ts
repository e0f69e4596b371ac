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

/** A setting that may be left out; an empty value counts as unset. */
export const envOptional = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

/** Comma-separated values, trimmed, empty ones dropped. */
export const envList = () =>
  z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

/** A switch written true/false/1/0 whose default is on everywhere but production; read it with `onOutsideProduction`. */
export const envOnOutsideProduction = () => envOptional(z.enum(['true', 'false', '1', '0']));
export function onOutsideProduction(value: 'true' | 'false' | '1' | '0' | undefined, nodeEnv: string): boolean {
  return value === undefined ? nodeEnv !== 'production' : ['true', '1'].includes(value);
}

/** PostgreSQL when set; otherwise the service keeps its data in PGlite under its data folder. */
export const DatabaseUrlSchema = envOptional(z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL'));

/**
 * The secret session tokens are signed with (accounts) and checked with (gateway). The default
 * serves development alone: production refuses to start with it.
 */
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0000';
export const JwtSecretSchema = z.string().min(32, 'must be at least 32 characters').default(DEV_JWT_SECRET);

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
