import { LlmEnvSchema } from '@leadgen/llm';
import { envBool, ServiceEnvSchema } from '@leadgen/service-kit';
import { checkSiteReaderSettings, siteReaderSettings } from '@leadgen/site-reader';
import { z } from 'zod';
import { databaseSettings } from '@leadgen/db';

export const DiagnosticsEnvSchema = ServiceEnvSchema.extend(LlmEnvSchema.shape)
  .extend(siteReaderSettings)
  .extend(databaseSettings)
  .extend({
    /** Pages read per diagnostic: the home page and the ones it links that matter (menu, events, catering, careers, contact). */
    DIAGNOSTICS_MAX_PAGES: z.coerce.number().int().min(1).max(12).default(6),
    /** Extra platform rules (JSON file, same shape as platforms/platform-rules.json); they are tried before the bundled ones. */
    DIAGNOSTICS_PLATFORM_RULES_FILE: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A client counts as nearby within this many km (when both places have coordinates), or in the same city. */
    DIAGNOSTICS_NEARBY_KM: z.coerce.number().min(0).max(500).default(15),
    /** Time the leads service has to find the restaurant's listing and competitors. */
    DIAGNOSTICS_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    /** Emit a usage event per diagnostic for accounts to count. */
    DIAGNOSTICS_RECORD_USAGE: envBool(true),
  })
  .superRefine((env, ctx) => checkSiteReaderSettings(env, ctx));
export type DiagnosticsEnv = z.infer<typeof DiagnosticsEnvSchema>;
export const DIAGNOSTICS_ENV = Symbol('DIAGNOSTICS_ENV');
