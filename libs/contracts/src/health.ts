import { z } from 'zod';
import { COMPONENTS, type Component } from './health.constants.js';
import { SERVICES } from './subjects.js';

export const HealthRequestSchema = z.object({}).passthrough();
export const HealthReplySchema = z.object({
  service: z.enum(SERVICES),
  ok: z.boolean(),
  /** Present for services that own a database: true when a query answered. */
  database: z.boolean().optional(),
  /** The subjects this service answers. */
  capabilities: z.array(z.string()).default([]),
  uptime_s: z.number().nonnegative(),
});
export type HealthReply = z.infer<typeof HealthReplySchema>;

export const StatsResponseSchema = z.object({
  system: z.object({
    status: z.enum(['operational', 'degraded']),
    components: z
      .object(Object.fromEntries(COMPONENTS.map((c) => [c, z.boolean()])) as Record<Component, z.ZodBoolean>)
      /**
       * Areas deployed on their own (AREA_COMPONENTS) report beside the six; a gateway from before
       * an area leaves it out, and the system's status does not wait on it. The header counts an
       * area while its tab shows.
       */
      .extend({ outreach: z.boolean().optional() }),
  }),
});
export type StatsResponse = z.infer<typeof StatsResponseSchema>;

export const RuntimeConfigSchema = z.object({
  demo_mode: z.boolean(),
  version: z.string(),
  /** In demo mode, the simulated mailbox's page where the sign-up codes arrive; null otherwise. */
  mailbox_url: z.url({ protocol: /^https?$/ }).nullable(),
  /**
   * True when a language model is configured (OPENAI_MODEL with OPENAI_API_KEY or OPENAI_BASE_URL,
   * the settings the services read): 'Enhanced GPT' does something only then. Absent: not known.
   */
  language_model: z.boolean().optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
