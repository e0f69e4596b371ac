/* Events: what a lead learned elsewhere, kept on the rep's saved lead. */
import { z } from 'zod';
import { DiagnosticResponseSchema } from './diagnostics.js';
import { PitchSchema } from './leads.js';
import { LeadPitchKindSchema } from './my-leads.saved-lead.js';

/** Published by analysis when a lead's pitch is written for a lead with a place id. */
export const LeadPitchWrittenEventSchema = z.object({
  user_id: z.string().min(1),
  place_id: z.string().min(1).max(300),
  kind: LeadPitchKindSchema,
  pitch: PitchSchema,
  vendor: z.object({ company_name: z.string(), website_url: z.string() }).nullable().default(null),
  at: z.string(),
});
export type LeadPitchWrittenEvent = z.infer<typeof LeadPitchWrittenEventSchema>;

/** Published by diagnostics when a diagnostic ran for a lead with a place id. */
export const LeadDiagnosedEventSchema = z.object({
  user_id: z.string().min(1),
  place_id: z.string().min(1).max(300),
  report: DiagnosticResponseSchema,
  at: z.string(),
});
export type LeadDiagnosedEvent = z.infer<typeof LeadDiagnosedEventSchema>;
