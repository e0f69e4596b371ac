/* A saved lead as a rep sees it: in the list, and in detail with its notes, history, pitches and diagnostics. */
import { z } from 'zod';
import { SavedLeadContactsSchema } from './contacts.js';
import { DiagnosticResponseSchema } from './diagnostics.js';
import { LeadDataSourceSchema, LeadListRefSchema, LeadSchema, LeadStatusSchema, PitchSchema } from './leads.js';
import { BestTimeSchema } from './my-leads.best-time.js';
import { EMAIL_ANSWER_ACTIVITY_KINDS, EMAIL_SUPPRESSED_ACTIVITY_KIND } from './my-leads.constants.js';

export const SavedLeadSchema = z.object({
  id: z.uuid(),
  place_id: z.string(),
  data_source: LeadDataSourceSchema.nullable(),
  /** The lead's facts as last saved from a search. */
  lead: LeadSchema,
  list: LeadListRefSchema,
  status: LeadStatusSchema,
  lost_reason: z.string().nullable(),
  follow_up_at: z.string().nullable(),
  /** Raised by every change; a PATCH names the version it was made from. */
  version: z.number().int().positive(),
  best_time: BestTimeSchema,
  note_count: z.number().int().nonnegative(),
  saved_at: z.string(),
  updated_at: z.string(),
  status_changed_at: z.string(),
  /** Who works it: the rep who saved it, or the one an admin gave it to (absent from older services). */
  owner: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type SavedLead = z.infer<typeof SavedLeadSchema>;

export const LeadNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  created_at: z.string(),
  /** The rep who wrote it (null: not known, from before names were kept). */
  by: z.string().nullable().default(null),
});
export type LeadNote = z.infer<typeof LeadNoteSchema>;

export const LEAD_ACTIVITY_KINDS = [
  'saved',
  'resaved',
  'status',
  'follow_up',
  'list',
  'note',
  'pitch',
  'diagnostic',
  'contacts',
  /** A team admin gave the lead to another rep. */
  'owner',
  /** An email sent from Outreach; its detail holds the email's text. */
  'email',
  /** An answer read in the rep's mailbox (a reply, an out-of-office, a bounce...); its detail holds the answer's text. */
  ...EMAIL_ANSWER_ACTIVITY_KINDS,
  /** An address of the lead's put on (or taken off) the rep's suppression list. */
  EMAIL_SUPPRESSED_ACTIVITY_KIND,
] as const;
export const LeadActivitySchema = z.object({
  id: z.uuid(),
  kind: z.enum(LEAD_ACTIVITY_KINDS),
  at: z.string(),
  /** What changed, in words: "Status New -> Attempted". */
  detail: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The rep who did it; null for what the restaurant did (an answer), or when not known. */
  by: z.string().nullable().default(null),
});
export type LeadActivity = z.infer<typeof LeadActivitySchema>;

export const LEAD_PITCH_KINDS = ['generated', 'custom'] as const;
export const LeadPitchKindSchema = z.enum(LEAD_PITCH_KINDS);
export const StoredPitchSchema = z.object({
  id: z.uuid(),
  kind: LeadPitchKindSchema,
  created_at: z.string(),
  pitch: PitchSchema,
  /** The business a custom pitch speaks for. */
  vendor: z.object({ company_name: z.string(), website_url: z.string() }).nullable(),
});
export type StoredPitch = z.infer<typeof StoredPitchSchema>;

export const StoredDiagnosticSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  report: DiagnosticResponseSchema,
});
export type StoredDiagnostic = z.infer<typeof StoredDiagnosticSchema>;

export const SavedLeadDetailSchema = SavedLeadSchema.extend({
  notes: z.array(LeadNoteSchema),
  history: z.array(LeadActivitySchema),
  pitches: z.array(StoredPitchSchema),
  diagnostics: z.array(StoredDiagnosticSchema),
  /** Who to reach: contacts read from the site and kept or added by the rep, with the last read's links. */
  contacts: SavedLeadContactsSchema,
});
export type SavedLeadDetail = z.infer<typeof SavedLeadDetailSchema>;
