import type { RuntimeConfig } from '@leadgen/contracts';
import type { GatewayEnv } from '../env.js';

/**
 * What the front ends learn about this install at run time (GET /api/config, no token needed).
 * The mailbox page is the simulated one, shown only in demo mode: a real mail server has no page
 * of ours, and a rep reads real codes in their own inbox. Whether a language model is configured
 * is said, never its settings.
 */
export function runtimeConfig(
  env: Pick<GatewayEnv, 'DEMO_MODE' | 'MAILBOX_PAGE_URL' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>,
  version: string,
): RuntimeConfig {
  return {
    demo_mode: env.DEMO_MODE,
    version,
    mailbox_url: env.DEMO_MODE ? (env.MAILBOX_PAGE_URL ?? null) : null,
    language_model: languageModelConfigured(env),
  };
}

/**
 * The services write with a model when it is named and reachable (@leadgen/llm's StructuredGenerator:
 * OPENAI_MODEL with an API key or a compatible server's address); otherwise their own rules write,
 * and the diagnostic page says 'Enhanced GPT' has nothing to add.
 */
export function languageModelConfigured(
  env: Pick<GatewayEnv, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>,
): boolean {
  return !!env.OPENAI_MODEL && !!(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
}
