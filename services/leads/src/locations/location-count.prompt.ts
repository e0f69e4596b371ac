import { definePrompt } from '@leadgen/llm';
import { z } from 'zod';

export interface LocationCountInput {
  /** "Austin, TX": where the brands were seen, to tell apart brands that share a name. */
  area: string | null;
  /** Brand names with location suffixes ("- Downtown", "#12") already removed. */
  brands: string[];
}

/**
 * What the model answers. Deliberately loose (any number or null): one odd entry must not throw
 * the whole reply away; each entry is checked on its own by the estimator.
 */
export const LocationCountReplySchema = z.object({
  estimates: z.array(
    z.object({
      brand: z.string(),
      us_locations: z.number().nullable(),
    }),
  ),
});
export type LocationCountReply = z.infer<typeof LocationCountReplySchema>;

export const locationCountPrompt = definePrompt<LocationCountInput>({
  id: 'brand_location_count',
  version: 1,
  system: [
    'You estimate how many locations restaurant brands have in the United States.',
    'You get brand names seen in restaurant search results for one US city; location suffixes were removed.',
    'For each brand you recognise as a multi-location chain or franchise, give your best estimate of its total number of US locations as a whole number.',
    'Answer null when you do not recognise the brand, when it is an independent or single-location restaurant, or when you cannot tell which business is meant.',
    'Never invent a number for a name you do not know. The area is only context for telling apart brands that share a name.',
    'Return exactly one entry per brand given, with the brand written exactly as given.',
  ].join('\n'),
  user: (input) => JSON.stringify({ area: input.area, brands: input.brands }),
});
