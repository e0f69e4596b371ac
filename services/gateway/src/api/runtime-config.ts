import type { RuntimeConfig } from '@leadgen/contracts';
import type { GatewayEnv } from '../env.js';

/**
 * What the front ends learn about this install at run time (GET /api/config, no token needed).
 * The mailbox page is the simulated one, shown only in demo mode: a real mail server has no page
 * of ours, and a rep reads real codes in their own inbox.
 */
export function runtimeConfig(env: Pick<GatewayEnv, 'DEMO_MODE' | 'MAILBOX_PAGE_URL'>, version: string): RuntimeConfig {
  return {
    demo_mode: env.DEMO_MODE,
    version,
    mailbox_url: env.DEMO_MODE ? (env.MAILBOX_PAGE_URL ?? null) : null,
  };
}
