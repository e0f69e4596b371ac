import { z } from 'zod';

/** Language-model settings every service that writes text shares; all optional. */
export const LlmEnvSchema = z.object({
  OPENAI_API_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1. */
  OPENAI_BASE_URL: z
    .url('must be a URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPENAI_MODEL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  LLM_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(500),
});
export type LlmEnv = z.infer<typeof LlmEnvSchema>;

export interface LlmSettings {
  apiKey?: string;
  baseURL?: string;
  model?: string;
  timeoutMs: number;
  maxRetries: number;
  concurrency: number;
  cacheSize: number;
}

export function llmSettings(env: LlmEnv): LlmSettings {
  return {
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
    concurrency: env.LLM_CONCURRENCY,
    cacheSize: env.LLM_CACHE_SIZE,
  };
}
