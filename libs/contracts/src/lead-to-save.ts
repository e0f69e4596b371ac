import { z } from 'zod';
import {
  AddressPartsSchema,
  LeadListRefSchema,
  LeadSchema,
  OperatingHoursSchema,
  PitchSchema,
  SavedMarkSchema,
  ScoreContributionSchema,
  SocialLinksSchema,
} from './leads.js';
import { PLACE_ID_REQUIRED_MESSAGE } from './my-leads.constants.js';

/** Text of at most `max` characters, refused past it with a message naming the field. */
const Text = (label: string, max: number) => z.string().max(max, `${label} must be at most ${max} characters`);
/** A list of at most `max` items. */
const Lines = <T extends z.ZodType>(label: string, item: T, max: number) =>
  z.array(item).max(max, `${label} must have at most ${max} lines`);

/** The pitch a saved lead keeps, bounded field by field. */
const PitchToSaveSchema = PitchSchema.extend({
  key_insights: Lines('Key insights', Text('A key insight', 1_000), 20),
  pain_points: Lines('Pain points', Text('A pain point', 1_000), 20),
  opportunity_highlights: Lines('Opportunity highlights', Text('An opportunity highlight', 1_000), 20),
  email_opener: Text('Email opener', 2_000),
  call_opener: Text('Call opener', 2_000),
  value_proposition: Text('Value proposition', 2_000),
  suggested_approach: Text('Suggested approach', 2_000),
});

/**
 * Largest saved lead, as JSON (UTF-8). A lead from a search is 1 to 3 KB with its pitch. A page of
 * My Leads holds up to 100 saved leads and must stay under the message bus's 1 MB, uncompressed
 * (a caller need not accept compression): 100 leads of 8 KB, with what each saved lead adds, fit;
 * of 16 KB they did not (the list answered 504).
 */
export const MAX_SAVED_LEAD_BYTES = 8 * 1024;
const utf8 = new TextEncoder();

/**
 * A lead to save: a search result, which must carry its provider's place id. Each field is bounded
 * (a name 200 characters, an address 500, a website 2,048, lists a few dozen lines) and so is the
 * whole lead (MAX_SAVED_LEAD_BYTES), so no saved lead can make the rep's list too large to answer.
 */
export const LeadToSaveSchema = LeadSchema.extend({
  place_id: z
    .string({ error: PLACE_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, PLACE_ID_REQUIRED_MESSAGE)
    .max(300, "The lead's place id must be at most 300 characters"),
  id: Text('Lead id', 300).optional(),
  name: Text('Name', 200),
  fit_decision: Text('Fit decision', 50),
  cuisine_type: Text('Cuisine', 100),
  address: Text('Address', 500),
  phone: Text('Phone', 100).nullable(),
  website: Text('Website', 2_048).nullable(),
  pitch: PitchToSaveSchema.nullable().optional(),
  operating_hours: OperatingHoursSchema.extend({
    weekday_text: Lines('Opening hours', Text('A line of opening hours', 200), 14),
  })
    .nullable()
    .optional(),
  score_breakdown: z
    .array(ScoreContributionSchema.extend({ label: Text('Label', 100), detail: Text('Detail', 500) }))
    .max(20, 'A score breakdown must have at most 20 factors')
    .optional(),
  brand: Text('Brand', 200).nullable().optional(),
  address_parts: AddressPartsSchema.extend({
    street: Text('Street', 500).nullable(),
    city: Text('City', 100).nullable(),
    state: Text('State', 100).nullable(),
    zip: Text('ZIP code', 20).nullable(),
  }).optional(),
  time_zone: Text('Time zone', 100).nullable().optional(),
  opened_date: Text('Opening date', 40).nullable().optional(),
  domain_registered_date: Text('Domain registration date', 40).nullable().optional(),
  social_links: SocialLinksSchema.extend({
    facebook: Text('Facebook link', 2_048).nullable().optional(),
    instagram: Text('Instagram link', 2_048).nullable().optional(),
  }).optional(),
  saved: SavedMarkSchema.extend({ list: LeadListRefSchema.extend({ name: Text('List name', 200) }) })
    .nullable()
    .optional(),
}).superRefine((lead, ctx) => {
  const bytes = utf8.encode(JSON.stringify(lead)).length;
  if (bytes > MAX_SAVED_LEAD_BYTES) {
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: `A saved lead must be at most ${MAX_SAVED_LEAD_BYTES / 1024} KB; this one is ${Math.ceil(bytes / 1024)} KB`,
    });
  }
});
