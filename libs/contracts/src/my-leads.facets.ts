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
/** GET /api/my-leads/facets: the cuisines and cities the rep's saved leads have, for the filter's choices. */
export const MyLeadsFacetsResponseSchema = z.object({
  cuisines: z.array(MyLeadsCuisineFacetSchema),
  cities: z.array(MyLeadsCityFacetSchema),
});
export type MyLeadsFacetsResponse = z.infer<typeof MyLeadsFacetsResponseSchema>;
