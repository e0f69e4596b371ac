import { z } from 'zod';
import { SuccessSchema } from './common.js';
import { DiagnosticResponseSchema } from './diagnostics.js';
import {
  LOST_REASON_REQUIRED_MESSAGE,
  MAX_LEADS_PER_SAVE,
  MAX_MY_LEADS_EXPORT,
  MY_LEADS_CITY_MAX,
  MY_LEADS_CUISINE_MAX,
  MY_LEADS_EXPORT_FORMATS,
} from './my-leads.constants.js';
import { LeadToSaveSchema } from './lead-to-save.js';
import {
  LeadDataSourceSchema,
  LeadListRefSchema,
  LeadSchema,
  LeadStatusSchema,
  PitchSchema,
  SearchCriteriaSchema,
  SearchResponseSchema,
  type LeadStatus,
} from './leads.js';

const Id = (what: string) => z.uuid(`${what} must be a valid id`);
const IsoDateTime = z.iso.datetime({ offset: true, message: 'Must be a date and time (ISO 8601)' });

/** `{id}` of /api/my-leads/{id}, /api/lists/{id} and /api/saved-searches/{id}. */
export const SavedLeadIdParamsSchema = z.object({ id: Id('Lead id') }).strict();
export const LeadListIdParamsSchema = z.object({ id: Id('List id') }).strict();
export const SavedSearchIdParamsSchema = z.object({ id: Id('Saved search id') }).strict();

// ---------------------------------------------------------------------------------------------
// Lists

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

// ---------------------------------------------------------------------------------------------
// Best time to call

export const BEST_TIME_STATES = ['call_now', 'later', 'unknown'] as const;
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const BestTimeWindowSchema = z.object({
  day: z.enum(WEEKDAYS),
  /** Local time of the lead, HH:MM, 24-hour clock. */
  from: z.string(),
  to: z.string(),
});
/**
 * When to call: the quiet hours of open days, open but outside the lunch (11:30-14:00) and
 * dinner (17:00-20:00) rush, in the lead's time zone. `unknown` without opening hours.
 */
export const BestTimeSchema = z.object({
  state: z.enum(BEST_TIME_STATES),
  /** What the list shows: "Call now", "Tue 2:00-4:00 pm", "Unknown". */
  label: z.string(),
  reasoning: z.string(),
  time_zone: z.string().nullable(),
  windows: z.array(BestTimeWindowSchema),
  /** Start of the next quiet window (now when calling now), ISO; null when unknown. */
  next_window_at: z.string().nullable(),
});
export type BestTime = z.infer<typeof BestTimeSchema>;

// ---------------------------------------------------------------------------------------------
// Saved leads

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
});
export type SavedLead = z.infer<typeof SavedLeadSchema>;

export const LeadNoteSchema = z.object({ id: z.uuid(), text: z.string(), created_at: z.string() });
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
] as const;
export const LeadActivitySchema = z.object({
  id: z.uuid(),
  kind: z.enum(LEAD_ACTIVITY_KINDS),
  at: z.string(),
  /** What changed, in words: "Status New -> Attempted". */
  detail: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
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
});
export type SavedLeadDetail = z.infer<typeof SavedLeadDetailSchema>;

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
  })
  .strict();
export type MyLeadsFilter = z.infer<typeof MyLeadsFilterSchema>;

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

const VERSION_MESSAGE = 'Version must be a positive whole number.';
export const SavedLeadUpdateRequestSchema = z
  .object({
    status: LeadStatusSchema.optional(),
    lost_reason: z
      .string()
      .trim()
      .min(1, LOST_REASON_REQUIRED_MESSAGE)
      .max(500, 'Lost reason must be at most 500 characters')
      .optional(),
    /** Null clears the follow-up. */
    follow_up_at: IsoDateTime.nullable().optional(),
    list_id: Id('List id').optional(),
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
      body.list_id === undefined
    ) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Nothing to change: give a status, follow-up date or list.' });
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

// ---------------------------------------------------------------------------------------------
// Export to a CRM

export const MyLeadsExportRequestSchema = z
  .object({
    format: z
      .enum(MY_LEADS_EXPORT_FORMATS, { error: `Format must be one of: ${MY_LEADS_EXPORT_FORMATS.join(', ')}` })
      .default('csv'),
    /** These leads; else the leads the filter matches; else all the rep's saved leads. */
    ids: z.array(Id('Lead id')).min(1, 'Select at least one lead to export').max(MAX_MY_LEADS_EXPORT).optional(),
    filter: MyLeadsFilterSchema.optional(),
  })
  .strict();
export type MyLeadsExportRequest = z.infer<typeof MyLeadsExportRequestSchema>;

/** HubSpot's company import: these columns, in this order, import without mapping. */
export const HUBSPOT_COLUMNS = [
  'name',
  'domain',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'industry',
  'hs_lead_status',
  'description',
] as const;
/** HubSpot's lead status values (property hs_lead_status). */
export const HUBSPOT_LEAD_STATUS: Record<LeadStatus, string> = {
  new: 'NEW',
  attempted: 'ATTEMPTED_TO_CONTACT',
  connected: 'CONNECTED',
  meeting_booked: 'OPEN_DEAL',
  won: 'OPEN_DEAL',
  lost: 'UNQUALIFIED',
};
/** Salesforce's lead import: these columns, in this order, import without mapping. */
export const SALESFORCE_COLUMNS = [
  'Company',
  'LastName',
  'Phone',
  'Website',
  'Street',
  'City',
  'State',
  'PostalCode',
  'Country',
  'LeadSource',
  'Status',
  'Industry',
  'Rating',
  'Description',
] as const;
/** Salesforce's standard lead status values. */
export const SALESFORCE_LEAD_STATUS: Record<LeadStatus, string> = {
  new: 'Open - Not Contacted',
  attempted: 'Working - Contacted',
  connected: 'Working - Contacted',
  meeting_booked: 'Working - Contacted',
  won: 'Closed - Converted',
  lost: 'Closed - Not Converted',
};
/** LastName is required by Salesforce; a restaurant's owner is rarely known. */
export const SALESFORCE_LAST_NAME_PLACEHOLDER = 'Owner';

// ---------------------------------------------------------------------------------------------
// Saved searches

export const SavedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  criteria: SearchCriteriaSchema,
  created_at: z.string(),
  last_run_at: z.string().nullable(),
  last_count: z.number().int().nonnegative().nullable(),
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
});
export type SavedSearchRunResponse = z.infer<typeof SavedSearchRunResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Events: what a lead learned elsewhere, kept on the rep's saved lead

/** Published by analysis when a lead's pitch is written for a lead with a place id. */
export const LeadPitchWrittenEventSchema = z.object({
  user_id: z.string().min(1),
  place_id: z.string().min(1).max(300),
  kind: LeadPitchKindSchema,
  pitch: PitchSchema,
  vendor: z.object({ company_name: z.string(), website_url: z.string() }).nullable().default(null),
  at: z.string(),
});
export type LeadPitchWrittenEvent = z.infer<typeof LeadPitchWrittenEventSchema>;

/** Published by diagnostics when a diagnostic ran for a lead with a place id. */
export const LeadDiagnosedEventSchema = z.object({
  user_id: z.string().min(1),
  place_id: z.string().min(1).max(300),
  report: DiagnosticResponseSchema,
  at: z.string(),
});
export type LeadDiagnosedEvent = z.infer<typeof LeadDiagnosedEventSchema>;
