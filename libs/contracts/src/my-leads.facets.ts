import { z } from 'zod';

/** A cuisine among the rep's saved leads: its value for the filter, its name and how many leads have it. */
export const MyLeadsCuisineFacetSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().positive(),
});
/** A city among the rep's saved leads; `state` when all its leads are in one state. */
export const MyLeadsCityFacetSchema = z.object({
  city: z.string(),
  state: z.string().nullable(),
  count: z.number().int().positive(),
});
/** A status or a list among the rep's saved leads, with how many leads have it. */
export const MyLeadsValueFacetSchema = z.object({ value: z.string(), count: z.number().int().positive() });
/**
 * GET /api/my-leads/facets: the cuisines, cities, statuses and lists the rep's saved leads have, for
 * the filter's choices. Given the list's filter as its query string, each choice is counted among
 * the leads the other filters pick (the cuisines under the chosen status and city, and so on).
 */
export const MyLeadsFacetsResponseSchema = z.object({
  cuisines: z.array(MyLeadsCuisineFacetSchema),
  cities: z.array(MyLeadsCityFacetSchema),
  /** Absent from a service older than the narrowed counts. */
  statuses: z.array(MyLeadsValueFacetSchema).optional(),
  lists: z.array(MyLeadsValueFacetSchema).optional(),
});
export type MyLeadsFacetsResponse = z.infer<typeof MyLeadsFacetsResponseSchema>;
