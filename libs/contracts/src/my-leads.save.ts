import { z } from 'zod';
import { SuccessSchema } from './common.js';
import { LeadToSaveSchema } from './lead-to-save.js';
import { MAX_LEADS_PER_SAVE } from './my-leads.constants.js';
import { Id } from './my-leads.ids.js';
import { SavedLeadSchema } from './my-leads.saved-lead.js';

export const SaveLeadsRequestSchema = z
  .object({
    leads: z
      .array(LeadToSaveSchema)
      .min(1, 'Select at least one lead to save')
      .max(MAX_LEADS_PER_SAVE, `At most ${MAX_LEADS_PER_SAVE} leads can be saved at once`),
    /** The default list when absent. */
    list_id: Id('List id').optional(),
  })
  .strict();
export type SaveLeadsRequest = z.infer<typeof SaveLeadsRequestSchema>;
export const SaveLeadsResponseSchema = SuccessSchema.extend({
  /** Leads new to the rep. */
  saved: z.number().int().nonnegative(),
  /** Leads the rep had saved before: their facts are refreshed, their pipeline kept. */
  already_saved: z.number().int().nonnegative(),
  items: z.array(SavedLeadSchema),
});
export type SaveLeadsResponse = z.infer<typeof SaveLeadsResponseSchema>;
