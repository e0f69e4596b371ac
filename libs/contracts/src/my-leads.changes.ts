/* What a rep changes on a saved lead: its pipeline (status, follow-up, list), a note, its removal. */
import { z } from 'zod';
import { SuccessSchema } from './common.js';
import { LeadStatusSchema } from './leads.js';
import { LOST_REASON_REQUIRED_MESSAGE } from './my-leads.constants.js';
import { Id } from './my-leads.ids.js';
import { LostReasonSchema } from './my-leads.lost-reason.js';
import { LeadNoteSchema, SavedLeadSchema } from './my-leads.saved-lead.js';

const IsoDateTime = z.iso.datetime({ offset: true, message: 'Must be a date and time (ISO 8601)' });

const VERSION_MESSAGE = 'Version must be a positive whole number.';
export const SavedLeadUpdateRequestSchema = z
  .object({
    status: LeadStatusSchema.optional(),
    lost_reason: LostReasonSchema.optional(),
    /** Null clears the follow-up. */
    follow_up_at: IsoDateTime.nullable().optional(),
    list_id: Id('List id').optional(),
    /** A team admin gives the lead to another rep of the team (who must not have it already). */
    owner_id: Id('Owner id').optional(),
    /** The version the change was made from: a stale one answers 409 and changes nothing. */
    version: z
      .number({ error: (issue) => (issue.input === undefined ? 'Version is required' : VERSION_MESSAGE) })
      .int(VERSION_MESSAGE)
      .positive(VERSION_MESSAGE),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === 'lost' && !body.lost_reason) {
      ctx.addIssue({ code: 'custom', path: ['lost_reason'], message: LOST_REASON_REQUIRED_MESSAGE });
    }
    if (body.lost_reason !== undefined && body.status !== undefined && body.status !== 'lost') {
      ctx.addIssue({ code: 'custom', path: ['lost_reason'], message: 'A lost reason goes only with the status Lost.' });
    }
    if (
      body.status === undefined &&
      body.lost_reason === undefined &&
      body.follow_up_at === undefined &&
      body.list_id === undefined &&
      body.owner_id === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'Nothing to change: give a status, follow-up date, list or owner.',
      });
    }
  });
export type SavedLeadUpdateRequest = z.infer<typeof SavedLeadUpdateRequestSchema>;
export const SavedLeadResponseSchema = SuccessSchema.extend({ item: SavedLeadSchema });

export const LeadNoteCreateRequestSchema = z
  .object({
    text: z.string().trim().min(1, 'Note text is required').max(5000, 'A note must be at most 5000 characters'),
  })
  .strict();
export const LeadNoteResponseSchema = SuccessSchema.extend({ note: LeadNoteSchema });
export const DeletedResponseSchema = SuccessSchema;
