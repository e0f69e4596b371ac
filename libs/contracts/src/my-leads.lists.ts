import { z } from 'zod';
import { SuccessSchema } from './common.js';

export const LeadListSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  is_default: z.boolean(),
  lead_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type LeadList = z.infer<typeof LeadListSchema>;

const ListName = z.string().trim().min(1, 'List name is required').max(60, 'List name must be at most 60 characters');
export const LeadListsResponseSchema = z.object({ lists: z.array(LeadListSchema) });
export const LeadListCreateRequestSchema = z.object({ name: ListName }).strict();
export const LeadListRenameRequestSchema = z.object({ name: ListName }).strict();
export const LeadListResponseSchema = SuccessSchema.extend({ list: LeadListSchema });
/** Deleting a list moves its leads to the default list; `moved` says how many. */
export const LeadListDeleteResponseSchema = SuccessSchema.extend({ moved: z.number().int().nonnegative() });
