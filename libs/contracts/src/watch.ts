import { z } from 'zod';
import { LeadSchema, SavedMarkSchema } from './leads.js';

/** How often a watched saved search runs in the background. */
export const WATCH_FREQUENCIES = ['weekly', 'daily'] as const;
export type WatchFrequency = (typeof WATCH_FREQUENCIES)[number];

/** PUT /api/saved-searches/{id}/watch: weekly (the default for a new watch), daily, or null to stop watching. */
export const WatchSetRequestSchema = z
  .object({
    frequency: z.enum(WATCH_FREQUENCIES, { error: "Frequency must be 'weekly', 'daily' or null" }).nullable(),
  })
  .strict();

/** A saved search's watch: how often it runs, since when, and when it runs next. */
export const WatchSchema = z.object({
  frequency: z.enum(WATCH_FREQUENCIES),
  /** The watch's first run: places there then are what it started from, never 'new'. */
  since: z.string().nullable(),
  last_run_at: z.string().nullable(),
  next_run_at: z.string(),
});
export type Watch = z.infer<typeof WatchSchema>;

/**
 * What a watch run finds changed since the last: a place not seen before, an announced opening, an
 * announced opening that opened, a new website, a place closed for good, a rating or review jump.
 */
export const WATCH_CHANGE_KINDS = ['new', 'announced', 'opened', 'website', 'closed', 'rating'] as const;
export type WatchChangeKind = (typeof WATCH_CHANGE_KINDS)[number];

/** How the rep reads each kind, in 'New this week' and the digest. */
export const WATCH_CHANGE_LABELS: Record<WatchChangeKind, string> = {
  new: 'New place',
  announced: 'Announced opening',
  opened: 'Just opened',
  website: 'New website',
  closed: 'Closed',
  rating: 'Rating or reviews jumped',
};

export const WatchChangeSchema = z.object({
  id: z.uuid(),
  saved_search_id: z.uuid(),
  saved_search_name: z.string(),
  place_id: z.string(),
  name: z.string(),
  kind: z.enum(WATCH_CHANGE_KINDS),
  /** In the rep's words, with its dates: 'Announced to open Jan 9, 2027; first seen Nov 30, 2026'. */
  reason: z.string(),
  detected_at: z.string(),
  /** The day it happened where the source dates it (the opening day, the domain's registration); null otherwise. */
  event_date: z.string().nullable(),
  /** The lead as the run found it: what one click saves. Null for a place that closed. */
  lead: LeadSchema.nullable(),
  /** The rep's saved lead for this place, null when not saved. */
  saved: SavedMarkSchema.nullable(),
  /** The teammate who already works this place, if one does. */
  teammate: z.string().nullable(),
});
export type WatchChange = z.infer<typeof WatchChangeSchema>;

/** GET /api/watch/changes: the team's watches' changes of the last `days` (7 by default: 'New this week'). */
export const WatchChangesQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: 'Days must be a whole number from 1 to 90' })
      .int('Days must be a whole number from 1 to 90')
      .min(1, 'Days must be a whole number from 1 to 90')
      .max(90, 'Days must be a whole number from 1 to 90')
      .default(7),
  })
  .strict();
export type WatchChangesQuery = z.infer<typeof WatchChangesQuerySchema>;

export const WatchChangesResponseSchema = z.object({
  changes: z.array(WatchChangeSchema),
  /** The start of the window, ISO. */
  since: z.string(),
  /** Watches of the team, so an empty view can tell 'no watch yet' from 'nothing new'. */
  watches: z.number().int().nonnegative(),
});
export type WatchChangesResponse = z.infer<typeof WatchChangesResponseSchema>;

/** What leads answers accounts for a rep's weekly digest (leads.watch-digest, not an /api route). */
export const WatchDigestRequestSchema = z
  .object({ user_id: z.string().min(1), team_id: z.string().min(1), since: z.iso.datetime() })
  .strict();
export type WatchDigestRequest = z.infer<typeof WatchDigestRequestSchema>;

export const WatchDigestResponseSchema = z.object({
  watches: z.array(
    z.object({
      saved_search_id: z.uuid(),
      name: z.string(),
      counts: z.partialRecord(z.enum(WATCH_CHANGE_KINDS), z.number().int().nonnegative()),
      total: z.number().int().nonnegative(),
    }),
  ),
  /** The first ten changes (newest first) a rep can act on: not closed. */
  places: z.array(
    z.object({
      place_id: z.string(),
      name: z.string(),
      kind: z.enum(WATCH_CHANGE_KINDS),
      reason: z.string(),
      watch_name: z.string(),
      address: z.string().nullable(),
    }),
  ),
  total: z.number().int().nonnegative(),
  /** Watches of the rep's team due to run now: the digest waits until they have run. */
  due: z.number().int().nonnegative(),
});
export type WatchDigest = z.infer<typeof WatchDigestResponseSchema>;

/** The weekly digest's settings (Account Settings): on by default. */
export const DigestSettingsSchema = z.object({
  weekly: z.boolean(),
  last_sent_at: z.string().nullable(),
});
export type DigestSettings = z.infer<typeof DigestSettingsSchema>;
export const DigestSettingsRequestSchema = z
  .object({ weekly: z.boolean({ error: 'Weekly must be true or false' }) })
  .strict();
/** The digest's one-click opt-out: the token in its link (the path's last segment) names the rep. */
export const DigestOptOutParamsSchema = z
  .object({ token: z.string().min(1, 'The opt-out link is incomplete').max(2_000, 'The opt-out link is not valid') })
  .strict();
/** A mail app's one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click` as a form; the page sends nothing. */
export const DigestOptOutRequestSchema = z.object({ 'List-Unsubscribe': z.string().max(100).optional() });
export const DigestOptOutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export const DIGEST_OPTED_OUT_MESSAGE =
  'You will no longer get the weekly digest. Turn it back on in Account Settings.';
export const DIGEST_LINK_INVALID_MESSAGE = 'This opt-out link is not valid. Turn the digest off in Account Settings.';
