import { z } from 'zod';
import { SuccessSchema } from './common.js';
import { SiteContactsSchema } from './contacts.js';
import { LeadToSaveSchema } from './lead-to-save.js';
import { MAX_LEADS_PER_SAVE } from './my-leads.constants.js';
import { Id } from './my-leads.ids.js';
import { SavedLeadSchema } from './my-leads.saved-lead.js';

/** A read's contacts as a save carries them: at most 30 of each, each text bounded. */
const SiteContactsBoundedSchema = SiteContactsSchema.superRefine((c, ctx) => {
  for (const key of [
    'emails',
    'phones',
    'people',
    'forms',
    'ordering_links',
    'reservation_links',
    'pages_read',
  ] as const)
    if (c[key].length > 30)
      ctx.addIssue({ code: 'custom', path: [key], message: `At most 30 ${key.replace('_', ' ')} can be saved` });
  if (JSON.stringify(c).length > 32_768)
    ctx.addIssue({ code: 'custom', path: [], message: 'Contacts to save must be at most 32 KB' });
});

export const SaveLeadsRequestSchema = z
  .object({
    leads: z
      .array(LeadToSaveSchema)
      .min(1, 'Select at least one lead to save')
      .max(MAX_LEADS_PER_SAVE, `At most ${MAX_LEADS_PER_SAVE} leads can be saved at once`),
    /** The default list when absent. */
    list_id: Id('List id').optional(),
    /** Contacts the rep found for some of these leads in the search ('Find contacts'), kept with them. */
    contacts: z
      .array(z.object({ place_id: z.string().min(1).max(300), found: SiteContactsBoundedSchema }).strict())
      .max(MAX_LEADS_PER_SAVE, `At most ${MAX_LEADS_PER_SAVE} leads can be saved at once`)
      .optional(),
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
