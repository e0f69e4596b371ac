import { z } from 'zod';
import { WebUrlSchema } from './web-url.js';
import { DataSourceInfoSchema } from './leads.js';

export const DiagnosticRequestSchema = z.object({
  website_url: WebUrlSchema,
  use_gpt: z.boolean().default(false),
  /** The provider's place id of the lead diagnosed: the report is kept on the rep's saved lead for this place. */
  place_id: z.string().max(300).optional(),
});
export type DiagnosticRequest = z.infer<typeof DiagnosticRequestSchema>;

/** What a finding rests on: the page it was seen on and a short snippet (tag, text line or link). */
export const DiagnosticEvidenceSchema = z.object({
  url: z.string(),
  snippet: z.string(),
});
export type DiagnosticEvidence = z.infer<typeof DiagnosticEvidenceSchema>;

/**
 * found / not_found: the site was read and shows it or not. inconclusive: the page that would
 * show it could not be read (blocked, failed, or mostly script), so no verdict is given.
 * unavailable: no data source has it (e.g. social posting frequency).
 */
export const FindingStatusSchema = z.enum(['found', 'not_found', 'inconclusive', 'unavailable']);
export type FindingStatus = z.infer<typeof FindingStatusSchema>;

export const FindingSchema = z.object({
  /** Dotted path of the response field it explains, e.g. "conversions.catering.has_catering_form". */
  id: z.string(),
  label: z.string(),
  status: FindingStatusSchema,
  /** Extra value (provider name, count) when the finding has one. */
  detail: z.string().nullable(),
  evidence: z.array(DiagnosticEvidenceSchema),
  /** Why it is inconclusive or unavailable. */
  reason: z.string().nullable(),
});
export type Finding = z.infer<typeof FindingSchema>;

export const CheckStatusSchema = z.enum(['pass', 'fail', 'inconclusive']);
export type CheckStatus = z.infer<typeof CheckStatusSchema>;

export const QUALITY_CHECK_IDS = [
  'https',
  'mobile_viewport',
  'title_description',
  'structured_data',
  'menu_text',
  'click_to_call',
  'hours',
  'online_ordering',
  'reservations',
  'page_weight',
  'image_alt',
] as const;
export type QualityCheckId = (typeof QUALITY_CHECK_IDS)[number];

export const QualityCheckSchema = z.object({
  id: z.enum(QUALITY_CHECK_IDS),
  label: z.string(),
  status: CheckStatusSchema,
  /** Points earned (0 unless pass) out of max_points; the max points of all checks add up to 100. */
  points: z.number().min(0).max(100),
  max_points: z.number().min(0).max(100),
  /** What was seen (pass) or what was looked at (fail). */
  detail: z.string(),
  evidence: z.array(DiagnosticEvidenceSchema),
  reason: z.string().nullable(),
});
export type QualityCheck = z.infer<typeof QualityCheckSchema>;

export const SiteReadStatusSchema = z.enum(['read', 'partial', 'script_shell', 'unreadable']);
export type SiteReadStatus = z.infer<typeof SiteReadStatusSchema>;

export const CompetitorSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  cuisine_type: z.string().nullable(),
  rating: z.number().nullable(),
  review_count: z.number().nullable(),
  website: z.string().nullable(),
});
export type Competitor = z.infer<typeof CompetitorSchema>;

export const ClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  website: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Client = z.infer<typeof ClientSchema>;

/** A client of the rep's list near the restaurant: the client without its coordinates, and how it matched. */
export const NearbyClientSchema = ClientSchema.omit({ latitude: true, longitude: true }).extend({
  /** same_city, or within DIAGNOSTICS_NEARBY_KM when both places have coordinates. */
  match: z.enum(['same_city', 'distance']),
  distance_km: z.number().nullable(),
});
export type NearbyClient = z.infer<typeof NearbyClientSchema>;

const flag = z.boolean().nullable();

export const DiagnosticResponseSchema = z.object({
  success: z.literal(true).optional(),
  website_url: z.string().optional(),
  restaurant_name: z.string(),
  owner_name: z.string().nullable(),
  category: z.string().nullable(),
  location: z.string().nullable(),
  nearby_competition: z.array(CompetitorSchema),
  nearby_spothopper_clients: z.array(NearbyClientSchema),
  google_data: z.object({
    review_count: z.number().nullable(),
    rating: z.number().nullable(),
    /** Percent 0-100 of reviews the owner answered. */
    review_response_rate: z.number().nullable(),
    /** Out of 20; from a source that lists at most 10 (Google Places), the photos it listed. */
    professional_photos: z.number().nullable(),
    /**
     * Set where the source lists a limited number of photos (Google Places: 10 at most): true when
     * the listing shows that many, so it has that many or more ('10+'); absent where it counts all.
     */
    professional_photos_at_least: z.boolean().optional(),
    attributes_filled: z.union([z.number(), z.string()]).nullable(),
    /** The grade of each Google figure against its threshold; null when the figure is unknown. */
    grades: z
      .object({
        review_count: z.string().nullable(),
        rating: z.string().nullable(),
        review_response_rate: z.string().nullable(),
        /** What the checklist shows for photos: '14/20', or from Google Places '3' or '10+'. */
        professional_photos: z.string().nullable(),
      })
      .optional(),
    /** Why a found listing has no review response rate: 'Not available from Google Places'. */
    review_response_rate_note: z.string().nullable().optional(),
    status: z.enum(['found', 'not_found', 'unavailable']).optional(),
    /** How the listing was matched (domain, name) and what it is; or why nothing was found. */
    note: z.string().nullable().optional(),
    matched_name: z.string().nullable().optional(),
    data_source: DataSourceInfoSchema.nullable().optional(),
  }),
  website_analysis: z.object({
    platform: z.string().nullable(),
    platform_type: z.string().nullable(),
    /** Out of 100; null when checks are inconclusive (never a low grade for a site that could not be read). */
    quality_score: z.number().min(0).max(100).nullable(),
    platform_id: z.string().nullable().optional(),
    platform_evidence: z.array(DiagnosticEvidenceSchema).optional(),
    quality_status: z.enum(['graded', 'inconclusive']).optional(),
    /** Points of the checks that could be decided, and their max (for inconclusive sites). */
    points_decided: z.number().optional(),
    points_possible_decided: z.number().optional(),
    checks: z.array(QualityCheckSchema).optional(),
  }),
  conversions: z.object({
    private_parties: z.object({
      mentions_parties: flag,
      has_group_form: flag,
      party_software: z.string().nullable(),
      social_posts: flag,
    }),
    catering: z.object({
      mentions_catering: flag,
      has_catering_form: flag,
      has_ordering_system: flag,
      third_party_integration: z.string().nullable(),
    }),
    hiring: z.object({ mentions_hiring: flag, has_job_form: flag }),
  }),
  marketing: z.object({
    social: z.object({
      facebook: z.object({ posting_frequency: z.string().nullable(), url: z.string().nullable().optional() }),
      instagram: z.object({ posting_frequency: z.string().nullable(), url: z.string().nullable().optional() }),
      profiles: z.array(z.object({ network: z.string(), url: z.string() })).optional(),
    }),
    email: z.object({ has_newsletter: flag, provider: z.string().nullable().optional() }),
  }),
  unique_features: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** Every finding with the evidence it rests on. */
  findings: z.array(FindingSchema).optional(),
  site: z
    .object({
      status: SiteReadStatusSchema,
      /** Why some or all checks are inconclusive; null when the site was read in full. */
      reason: z.string().nullable(),
      pages_read: z.array(z.string()),
      pages_failed: z.array(z.object({ url: z.string(), reason: z.string() })),
    })
    .optional(),
  generated_by: z.enum(['model', 'deterministic']).optional(),
  analyzed_at: z.string().optional(),
});
export type DiagnosticResponse = z.infer<typeof DiagnosticResponseSchema>;

// ---- The leads service's lookup of one restaurant (google_data and nearby_competition) ----

export const LeadLookupRequestSchema = z.object({
  website_url: z.string().max(2048).nullable(),
  name: z.string().max(300).nullable(),
  city: z.string().max(200).nullable(),
  state: z.string().max(50).nullable(),
  /** Competitors to return at most. */
  competitors: z.number().int().min(0).max(20).default(5),
});
export type LeadLookupRequest = z.infer<typeof LeadLookupRequestSchema>;

export const LeadLookupResponseSchema = z.object({
  found: z.boolean(),
  matched_by: z.enum(['domain', 'name']).nullable(),
  listing: z
    .object({
      name: z.string(),
      address: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      cuisine_type: z.string(),
      rating: z.number().nullable(),
      review_count: z.number().nullable(),
      /** 0-1. */
      review_response_rate: z.number().nullable(),
      photo_count: z.number().nullable(),
      /** The most photos the source lists (Google Places: 10); null or absent when it counts them all. */
      photos_listed_at_most: z.number().int().positive().nullable().optional(),
      phone: z.string().nullable(),
      website: z.string().nullable(),
      has_hours: z.boolean(),
      social_links: z
        .object({ facebook: z.string().nullable().optional(), instagram: z.string().nullable().optional() })
        .optional(),
    })
    .nullable(),
  competitors: z.array(CompetitorSchema),
  data_source: DataSourceInfoSchema,
  /** Why nothing was found (no city known, city not covered...). */
  note: z.string().nullable(),
});
export type LeadLookupResponse = z.infer<typeof LeadLookupResponseSchema>;

// ---- The account's own customer list (nearby clients) ----

export const CLIENT_CSV_COLUMNS = ['name', 'address', 'city', 'state', 'website'] as const;

export const ClientsImportRequestSchema = z.object({
  /** CSV text with a header row: name, address, city, state, website (latitude, longitude optional). */
  csv: z.string().max(900_000, 'The CSV is too large (900 KB at most).'),
  /** merge (default) adds and updates by name + city + state; replace clears the list first. */
  mode: z.enum(['merge', 'replace']).default('merge'),
});
export type ClientsImportRequest = z.infer<typeof ClientsImportRequestSchema>;

export const ClientRowErrorSchema = z.object({ line: z.number().int().min(1), error: z.string() });
export type ClientRowError = z.infer<typeof ClientRowErrorSchema>;

export const ClientsImportResponseSchema = z.object({
  success: z.literal(true),
  /** Rows added. */
  imported: z.number().int().min(0),
  /** Rows that updated a client already on the list. */
  updated: z.number().int().min(0),
  /** Bad rows, by line of the file (the header is line 1). */
  rejected: z.array(ClientRowErrorSchema),
  /** Clients on the list after the import. */
  total: z.number().int().min(0),
});
export type ClientsImportResponse = z.infer<typeof ClientsImportResponseSchema>;

export const ClientsListResponseSchema = z.object({
  success: z.literal(true),
  clients: z.array(ClientSchema),
  count: z.number().int().min(0),
});
export type ClientsListResponse = z.infer<typeof ClientsListResponseSchema>;
