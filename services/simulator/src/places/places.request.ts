import { z } from 'zod';
import { GoogleError } from './places.errors.js';

const LatLngSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
const RectangleSchema = z.object({ low: LatLngSchema, high: LatLngSchema }).strict();
const CircleSchema = z.object({ center: LatLngSchema, radius: z.number().min(0).max(50_000) }).strict();

/** The body of `places:searchText` (Places API (New)); fields Google has that change nothing here are accepted and ignored. */
export const SearchTextRequestSchema = z
  .object({
    textQuery: z.string(),
    pageSize: z.number().int().min(0).optional(),
    maxResultCount: z.number().int().min(0).optional(),
    pageToken: z.string().optional(),
    includedType: z.string().optional(),
    strictTypeFiltering: z.boolean().optional(),
    includeFutureOpeningBusinesses: z.boolean().optional(),
    includePureServiceAreaBusinesses: z.boolean().optional(),
    languageCode: z.string().optional(),
    regionCode: z.string().optional(),
    rankPreference: z.enum(['RANK_PREFERENCE_UNSPECIFIED', 'DISTANCE', 'RELEVANCE']).optional(),
    openNow: z.boolean().optional(),
    minRating: z.number().min(0).max(5).optional(),
    priceLevels: z.array(z.string()).optional(),
    locationBias: z
      .object({ rectangle: RectangleSchema.optional(), circle: CircleSchema.optional() })
      .strict()
      .optional(),
    locationRestriction: z.object({ rectangle: RectangleSchema }).strict().optional(),
  })
  .strict();
export type SearchTextRequest = z.infer<typeof SearchTextRequestSchema>;
export type Rectangle = z.infer<typeof RectangleSchema>;
export type Circle = z.infer<typeof CircleSchema>;

/** Parses the body as Google does: bad JSON, unknown fields and wrong types are INVALID_ARGUMENT. */
export function parseSearchText(text: string): SearchTextRequest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GoogleError('INVALID_ARGUMENT', 'Invalid JSON payload received. Unexpected token.');
  }
  const parsed = SearchTextRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join('.') || 'body';
    const message =
      issue.code === 'unrecognized_keys'
        ? `Invalid JSON payload received. Unknown name "${issue.keys[0]}" at '${where}': Cannot find field.`
        : `Invalid value at '${where}': ${issue.message}`;
    throw new GoogleError('INVALID_ARGUMENT', message);
  }
  if (!parsed.data.textQuery.trim()) throw new GoogleError('INVALID_ARGUMENT', 'Empty text_query.');
  if (parsed.data.locationBias && !!parsed.data.locationBias.rectangle === !!parsed.data.locationBias.circle)
    throw new GoogleError('INVALID_ARGUMENT', 'location_bias must have exactly one of rectangle or circle.');
  return parsed.data;
}
