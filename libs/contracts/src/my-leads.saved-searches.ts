import { z } from 'zod';
import { SuccessSchema } from './common.js';
import { SearchCriteriaSchema, SearchResponseSchema } from './leads.js';
import { WatchSchema } from './watch.js';

export const SavedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  criteria: SearchCriteriaSchema,
  created_at: z.string(),
  last_run_at: z.string().nullable(),
  last_count: z.number().int().nonnegative().nullable(),
  /** Watched: run in the background, its changes in 'New this week'; null when not watched. */
  watch: WatchSchema.nullable().optional(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchesResponseSchema = z.object({ searches: z.array(SavedSearchSchema) });
export const SavedSearchCreateRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
    criteria: SearchCriteriaSchema,
  })
  .strict();
export const SavedSearchResponseSchema = SuccessSchema.extend({ search: SavedSearchSchema });
/** A saved search run: a search answer whose leads say whether they are new since the last run. */
export const SavedSearchRunResponseSchema = SearchResponseSchema.extend({
  search: SavedSearchSchema,
  /** Leads not among the previous run's; every lead on the first run. */
  new_count: z.number().int().nonnegative(),
  /** On a watched search: the changes this run recorded (as a scheduled run would). */
  changes_recorded: z.number().int().nonnegative().optional(),
});
export type SavedSearchRunResponse = z.infer<typeof SavedSearchRunResponseSchema>;
