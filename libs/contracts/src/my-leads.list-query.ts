/* Which saved leads a rep asks for: the filter (shared with the export), the list's query string and its page. */
import { z } from 'zod';
import { FIT_DECISIONS, LeadStatusSchema } from './leads.js';
import { MY_LEADS_CITY_MAX, MY_LEADS_CUISINE_MAX } from './my-leads.constants.js';
import { Id } from './my-leads.ids.js';
import { SavedLeadSchema } from './my-leads.saved-lead.js';

/**
 * Which follow-ups: `overdue` before now; `today` within the next 24 hours (overdue included);
 * `week` within the next 7 days (overdue included); `none` without a follow-up date.
 */
export const FOLLOW_UP_DUE = ['overdue', 'today', 'week', 'none'] as const;
/** `best_time` puts the leads to call now first, then by the start of their next quiet window. */
export const MY_LEADS_SORTS = ['updated', 'saved', 'name', 'fit_score', 'follow_up', 'best_time'] as const;

/** Which saved leads: shared by the list (as its query string) and the export. */
export const MyLeadsFilterSchema = z
  .object({
    list_id: Id('List id').optional(),
    status: LeadStatusSchema.optional(),
    due: z.enum(FOLLOW_UP_DUE, { error: `Due must be one of: ${FOLLOW_UP_DUE.join(', ')}` }).optional(),
    /** Matched against name, address, phone and website. */
    q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
    /** A cuisine as the lead carries it (`cuisine_type`, a catalogue value such as `italian`). */
    cuisine: z
      .string({ error: 'Cuisine must be text' })
      .trim()
      .min(1, 'Choose a cuisine, or leave it out for all cuisines')
      .max(MY_LEADS_CUISINE_MAX, `Cuisine must be at most ${MY_LEADS_CUISINE_MAX} characters`)
      .optional(),
    /** The lead's city (`address_parts.city`), matched whole and regardless of case. */
    city: z
      .string({ error: 'City must be text' })
      .trim()
      .min(1, 'Choose a city, or leave it out for all cities')
      .max(MY_LEADS_CITY_MAX, `City must be at most ${MY_LEADS_CITY_MAX} characters`)
      .optional(),
    /** The lead's fit decision as scored when it was saved. */
    fit: z.enum(FIT_DECISIONS, { error: `Fit must be one of: ${FIT_DECISIONS.join(', ')}` }).optional(),
    /** `yes`: leads with a contact kept (read from the site or added); `no`: leads without one. */
    has_contact: z.enum(['yes', 'no'], { error: 'Has contact must be yes or no' }).optional(),
    /** Whose leads: `mine` (the default), the whole `team`'s, or one teammate's (their id). */
    owner: z
      .string({ error: "Owner must be mine, team or a teammate's id" })
      .refine(
        (v) => v === 'mine' || v === 'team' || z.uuid().safeParse(v).success,
        "Owner must be mine, team or a teammate's id",
      )
      .optional(),
  })
  .strict();
export type MyLeadsFilter = z.infer<typeof MyLeadsFilterSchema>;

/**
 * A whole number in a query string, written as plain decimal digits (`?page=2`): `0x10`, `1e1`,
 * ` 2` or an empty value are refused rather than read as some other number. A number as such
 * (the query as the gateway passes it on to the service) is checked as it is.
 */
const QueryInt = (name: string, min: number, max: number, fallback: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && /^-?[0-9]+$/.test(v) ? Number(v) : v),
      z
        .number({ error: `${name} must be a whole number` })
        .int(`${name} must be a whole number`)
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    )
    .default(fallback);

/** The query string of GET /api/my-leads. */
export const MyLeadsListQuerySchema = MyLeadsFilterSchema.extend({
  page: QueryInt('Page', 1, 100_000, 1),
  page_size: QueryInt('Page size', 1, 100, 50),
  sort: z.enum(MY_LEADS_SORTS, { error: `Sort must be one of: ${MY_LEADS_SORTS.join(', ')}` }).default('updated'),
}).strict();
export type MyLeadsListQuery = z.infer<typeof MyLeadsListQuerySchema>;
export const MyLeadsListResponseSchema = z.object({
  items: z.array(SavedLeadSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type MyLeadsListResponse = z.infer<typeof MyLeadsListResponseSchema>;
