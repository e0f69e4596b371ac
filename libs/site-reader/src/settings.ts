import { readFileSync } from 'node:fs';
import { envList } from '@leadgen/service-kit';
import { z } from 'zod';
import type { SiteProxy } from './proxy.dispatcher.js';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/**
 * The website reader's settings, the same in every service that reads sites (analysis,
 * diagnostics): a service's env schema spreads them (`.extend(siteReaderSettings)`), checks them
 * with `checkSiteReaderSettings` in its `superRefine`, and builds its reader from
 * `siteReaderOptions(env)`. Listed with their defaults in `.env.example`.
 */
export const siteReaderSettings = {
  /** Per page, redirects included. */
  SITE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /** Largest page read. */
  SITE_MAX_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(2_000_000),
  /** Hosts that may resolve to private addresses: for loopback fixture sites in tests only. */
  SITE_ALLOW_PRIVATE_HOSTS: envList(),
  /**
   * An outbound HTTP proxy (http://host:port) every website is read through: egress control,
   * crawling from stable addresses. Unset: sites are read directly.
   */
  SITE_PROXY_URL: optional.pipe(
    z
      .string()
      .regex(/^http:\/\/[^\s/?#]+\/?$/, 'must be an http://host:port address')
      .optional(),
  ),
  /** A certificate authority (PEM file) trusted beside the default roots, for a proxy that inspects TLS. */
  SITE_PROXY_CA_FILE: optional,
};

export interface SiteReaderSettings {
  SITE_FETCH_TIMEOUT_MS: number;
  SITE_MAX_BYTES: number;
  SITE_ALLOW_PRIVATE_HOSTS: string[];
  SITE_PROXY_URL?: string;
  SITE_PROXY_CA_FILE?: string;
}

/** Refuses the tests' private-host allow-list in production; call it from the env schema's `superRefine`. */
export function checkSiteReaderSettings(env: SiteReaderSettings & { NODE_ENV: string }, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && env.SITE_ALLOW_PRIVATE_HOSTS.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['SITE_ALLOW_PRIVATE_HOSTS'],
      message: 'is for tests and is refused in production',
    });
  }
  if (env.SITE_PROXY_CA_FILE && !env.SITE_PROXY_URL) {
    ctx.addIssue({ code: 'custom', path: ['SITE_PROXY_CA_FILE'], message: 'needs SITE_PROXY_URL' });
  } else if (env.SITE_PROXY_CA_FILE && !readablePem(env.SITE_PROXY_CA_FILE)) {
    ctx.addIssue({
      code: 'custom',
      path: ['SITE_PROXY_CA_FILE'],
      message: 'must be a readable PEM certificate file',
    });
  }
}

function readablePem(file: string): boolean {
  try {
    return readFileSync(file, 'utf8').includes('-----BEGIN CERTIFICATE-----');
  } catch {
    return false;
  }
}

/** The fetcher's options these settings give. */
export function siteReaderOptions(env: SiteReaderSettings): {
  timeoutMs: number;
  maxBytes: number;
  allowPrivateHosts: string[];
  proxy?: SiteProxy;
} {
  return {
    timeoutMs: env.SITE_FETCH_TIMEOUT_MS,
    maxBytes: env.SITE_MAX_BYTES,
    allowPrivateHosts: env.SITE_ALLOW_PRIVATE_HOSTS,
    ...(env.SITE_PROXY_URL
      ? {
          proxy: {
            url: env.SITE_PROXY_URL,
            ...(env.SITE_PROXY_CA_FILE ? { ca: readFileSync(env.SITE_PROXY_CA_FILE, 'utf8') } : {}),
          },
        }
      : {}),
  };
}
