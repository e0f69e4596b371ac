import { isIP } from 'node:net';
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
export const envOptional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

/** Comma-separated values, trimmed, empty ones dropped. */
export const envList = () =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

/** A switch written true/false/1/0 whose default is on everywhere but production; read it with `onOutsideProduction`. */
export const envOnOutsideProduction = () => envOptional(z.enum(['true', 'false', '1', '0']));
export function onOutsideProduction(value: 'true' | 'false' | '1' | '0' | undefined, nodeEnv: string): boolean {
  return value === undefined ? nodeEnv !== 'production' : ['true', '1'].includes(value);
}

/**
 * Which proxies in front are believed when they say who the client is (X-Forwarded-For) and how
 * it connected (X-Forwarded-Proto), in the form Express's 'trust proxy' takes: `false` (none: the
 * socket's address counts), a hop count, or a list of addresses, CIDR ranges and the names
 * loopback, linklocal, uniquelocal. `true` is refused: trusting every caller lets any client
 * choose the address its limits are counted under.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix range, or one of Express's names for a range. */
function isTrustProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const setting = raw.trim().toLowerCase();
  if (['false', 'none', 'no', '0'].includes(setting)) return { value: false };
  if (['true', 'yes', 'all', '*'].includes(setting)) {
    return {
      error:
        'trusting every caller lets any client choose the address it is counted under: list the proxies in front (loopback, addresses or CIDR ranges) or give their hop count',
    };
  }
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return hops <= 10 ? { value: hops } : { error: 'a hop count must be at most 10' };
  }
  const entries = setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isTrustProxyEntry(e));
  if (bad !== undefined || entries.length === 0) {
    return {
      error: `"${bad ?? raw}" is not an address, a CIDR range, loopback, linklocal or uniquelocal (or false, or a hop count)`,
    };
  }
  return { value: entries };
}

/** A TrustProxy setting; empty counts as unset. */
export const envTrustProxy = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): TrustProxy => {
      const parsed = parseTrustProxy(raw === undefined || raw.trim() === '' ? fallback : raw);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    });

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
  .refine(
    (v) => v.split(',').every((u) => /^(nats|tls|ws|wss):\/\/[^\s]+$/.test(u.trim())),
    'must be nats://host:port (comma-separated for a cluster)',
  );

export const LogLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

/**
 * How many NATS servers keep a copy of each JetStream stream (the usage events): 1 on one server,
 * 3 on a production cluster of three or more, so a node lost loses no event.
 */
export const NatsStreamReplicasSchema = z.coerce
  .number({ message: 'must be a number from 1 to 5' })
  .int('must be a whole number from 1 to 5')
  .min(1, 'must be from 1 to 5')
  .max(5, 'must be from 1 to 5')
  .default(1);

/** Settings every service shares. */
export const ServiceEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NATS_URL: NatsUrlSchema,
  NATS_STREAM_REPLICAS: NatsStreamReplicasSchema,
  LOG_LEVEL: LogLevelSchema,
  /** On SIGTERM a service stops taking requests, then has this long to finish the ones it holds. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(3000),
});
export type ServiceEnv = z.infer<typeof ServiceEnvSchema>;
