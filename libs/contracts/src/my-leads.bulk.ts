/* A change made to many saved leads at once (status, list, removal) and its undo. */
import { z } from 'zod';
import { SuccessSchema } from './common.js';
import { LeadStatusSchema } from './leads.js';
import { LOST_REASON_REQUIRED_MESSAGE } from './my-leads.constants.js';
import { Id } from './my-leads.ids.js';
import { LostReasonSchema } from './my-leads.lost-reason.js';
import { SavedLeadSchema } from './my-leads.saved-lead.js';

/** The most leads one bulk change touches: a page of the list at its largest. */
export const MAX_MY_LEADS_BULK = 100;
/** How long the toast offers Undo after a bulk change. */
export const MY_LEADS_UNDO_SECONDS = 10;
export const UNDO_EXPIRED_MESSAGE = 'This change can no longer be undone.';
export const UNDO_CONFLICT_MESSAGE =
  'Some of these leads were changed since, so nothing was undone. Reload to see them as they are.';

const VERSION_MESSAGE = 'Version must be a positive whole number.';
/** A lead as the rep saw it: a lead changed since (another version) is left as it is and counted. */
const SeenLeadSchema = z
  .object({
    id: Id('Lead id'),
    version: z.number({ error: VERSION_MESSAGE }).int(VERSION_MESSAGE).positive(VERSION_MESSAGE),
  })
  .strict();
const SeenLeads = z
  .array(SeenLeadSchema)
  .min(1, 'Select at least one lead')
  .max(MAX_MY_LEADS_BULK, `At most ${MAX_MY_LEADS_BULK} leads at once`)
  .refine((leads) => new Set(leads.map((l) => l.id)).size === leads.length, 'Each lead at most once');

const StatusChange = z
  .object({
    action: z.literal('status'),
    leads: SeenLeads,
    status: LeadStatusSchema,
    lost_reason: LostReasonSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === 'lost' && !body.lost_reason)
      ctx.addIssue({ code: 'custom', path: ['lost_reason'], message: LOST_REASON_REQUIRED_MESSAGE });
    if (body.status !== 'lost' && body.lost_reason !== undefined)
      ctx.addIssue({ code: 'custom', path: ['lost_reason'], message: 'A lost reason goes only with the status Lost.' });
  });
const ListMove = z.object({ action: z.literal('move'), leads: SeenLeads, list_id: Id('List id') }).strict();
const Removal = z.object({ action: z.literal('remove'), leads: SeenLeads }).strict();

/** POST /api/my-leads/bulk: one change to the selected leads, all in one transaction. */
export const MyLeadsBulkRequestSchema = z.discriminatedUnion('action', [StatusChange, ListMove, Removal], {
  error: 'Action must be one of: status, move, remove',
});
export type MyLeadsBulkRequest = z.infer<typeof MyLeadsBulkRequestSchema>;

export const MyLeadsBulkResponseSchema = SuccessSchema.extend({
  /** How many leads the change reached. */
  changed: z.number().int().nonnegative(),
  /** Leads left as they were: changed elsewhere since the rep saw them, or no longer saved. */
  skipped: z.number().int().nonnegative(),
  /** The changed leads as they are now (none for a removal). */
  items: z.array(SavedLeadSchema),
  /** Hand back to POST /api/my-leads/undo to put every changed lead back; null when nothing changed. */
  undo_token: z.uuid().nullable(),
  /** Until when the undo is offered (ISO 8601). */
  undo_until: z.string().nullable(),
});
export type MyLeadsBulkResponse = z.infer<typeof MyLeadsBulkResponseSchema>;

/** POST /api/my-leads/undo: puts the leads of one bulk change back as they were, or refuses and changes nothing. */
export const MyLeadsUndoRequestSchema = z.object({ undo_token: z.uuid('Undo token must be a valid id') }).strict();
export const MyLeadsUndoResponseSchema = SuccessSchema.extend({
  /** How many leads were put back. */
  restored: z.number().int().nonnegative(),
});
export type MyLeadsUndoResponse = z.infer<typeof MyLeadsUndoResponseSchema>;
