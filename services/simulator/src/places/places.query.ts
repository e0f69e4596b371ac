import { catalogueCuisine, US_STATES } from '@leadgen/contracts';

/** What a text query asks for: a cuisine of the catalogue, or words a name must hold, and where. */
export interface TextQuery {
  cuisine: string | null;
  /** Words that are neither "restaurants" nor a cuisine: the places' names must hold them. */
  words: string | null;
  place: { name: string; state: string | null } | null;
}

const STATE_NAMES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
const CODES = new Set<string>(US_STATES);

/** "TX", "tx" or "Texas" as a state code; null for anything else. */
export function stateCode(text: string): string | null {
  const t = text.trim().replace(/\.$/, '');
  if (CODES.has(t.toUpperCase()) && t.length === 2) return t.toUpperCase();
  return STATE_NAMES[t.toLowerCase()] ?? null;
}

/** "Fredericksburg, TX", "Fredericksburg, Texas, USA", "Fredericksburg TX" or "Fredericksburg". */
export function parsePlace(text: string): { name: string; state: string | null } | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length && /^(usa|us|united states( of america)?)$/i.test(parts[parts.length - 1]!)) parts.pop();
  if (!parts.length) return null;
  if (parts.length >= 2) {
    const state = stateCode(parts[parts.length - 1]!.replace(/\s+\d{5}(-\d{4})?$/, ''));
    return { name: parts[0]!, state };
  }
  const m = /^(.+?)\s+([A-Za-z]{2})$/.exec(parts[0]!);
  const state = m ? stateCode(m[2]!) : null;
  return state ? { name: m![1]!, state } : { name: parts[0]!, state: null };
}

const GENERIC = /^(?:the\s+)?(?:best\s+|good\s+|top\s+)?(?:restaurants?|places?|food|places to eat|eateries|dining)?$/i;
const TRAILING_GENERIC = /\s+(?:restaurants?|places?|food|spots?|joints?|shops?)$/i;

/** The cuisine a phrase names ("BBQ", "Breakfast & Brunch", "sushi bars"); null when none. */
export function cuisineIn(phrase: string): string | null {
  const p = phrase.trim();
  return catalogueCuisine(p) ?? catalogueCuisine(p.replace(/s$/i, '')) ?? null;
}

/**
 * Reads a text query the way the product writes it ("Mexican restaurants in Austin, TX",
 * "restaurants in Fredericksburg, TX") and the ways people do ("pizza near Boise ID").
 */
export function parseTextQuery(text: string): TextQuery {
  const q = text.trim().replace(/\s+/g, ' ');
  const m = /^(.*?)\s*\b(?:in|near|around)\s+(.+)$/i.exec(q);
  const what = (m ? m[1]! : q).trim();
  const place = m ? parsePlace(m[2]!) : null;
  if (GENERIC.test(what)) return { cuisine: null, words: null, place };
  const stripped = what.replace(TRAILING_GENERIC, '');
  const cuisine = cuisineIn(stripped) ?? cuisineIn(what);
  return cuisine ? { cuisine, words: null, place } : { cuisine: null, words: stripped, place };
}
