/** How a restaurant's facts read in a sentence a rep would send. */
import { article, catalogueCuisine, lowerFirst, withoutLocation } from '@leadgen/contracts';

// Said the same way in every text the product writes for the rep.
export { article, lowerFirst };

/** What a restaurant of each catalogue cuisine is called in a sentence, without the article. */
const CUISINE_NOUN: Record<string, string> = {
  american: 'American restaurant',
  new_american: 'New American restaurant',
  italian: 'Italian restaurant',
  mexican: 'Mexican restaurant',
  seafood: 'seafood restaurant',
  steakhouse: 'steakhouse',
  bbq: 'barbecue joint',
  mediterranean: 'Mediterranean restaurant',
  greek: 'Greek restaurant',
  thai: 'Thai restaurant',
  indian: 'Indian restaurant',
  japanese: 'Japanese restaurant',
  sushi: 'sushi restaurant',
  korean: 'Korean restaurant',
  vietnamese: 'Vietnamese restaurant',
  french: 'French restaurant',
  spanish: 'Spanish tapas restaurant',
  southern: 'Southern kitchen',
  cajun: 'Cajun and Creole restaurant',
  latin_american: 'Latin American restaurant',
  middle_eastern: 'Middle Eastern restaurant',
  chinese: 'Chinese restaurant',
  pizza: 'pizzeria',
  tex_mex: 'Tex-Mex restaurant',
  burgers: 'burger joint',
  chicken: 'chicken and wings spot',
  breakfast_brunch: 'breakfast and brunch spot',
  asian_fusion: 'Asian fusion restaurant',
  ramen: 'ramen shop',
  vegetarian: 'vegetarian restaurant',
  caribbean: 'Caribbean restaurant',
  hawaiian: 'Hawaiian restaurant',
  fast_food: 'fast-food restaurant',
  cafe: 'café',
  bakery: 'bakery',
  dessert: 'dessert shop',
  bar: 'bar',
  sandwich: 'sandwich shop',
  buffet: 'buffet restaurant',
};

/** Cuisine words that name a people or a place, capitalised in a sentence. */
const PROPER = new Set([
  'american',
  'italian',
  'mexican',
  'mediterranean',
  'greek',
  'thai',
  'indian',
  'japanese',
  'korean',
  'vietnamese',
  'french',
  'spanish',
  'southern',
  'cajun',
  'creole',
  'latin',
  'middle',
  'eastern',
  'chinese',
  'asian',
  'caribbean',
  'hawaiian',
  'peruvian',
  'cuban',
  'brazilian',
  'colombian',
  'lebanese',
  'turkish',
  'ethiopian',
  'german',
  'irish',
  'polish',
  'filipino',
  'nepalese',
  'pakistani',
  'persian',
  'moroccan',
  'jamaican',
  'salvadoran',
  'cantonese',
  'sichuan',
  'szechuan',
  'tuscan',
  'neapolitan',
  'basque',
  'portuguese',
  'afghan',
  'burmese',
  'malaysian',
  'indonesian',
  'taiwanese',
  'russian',
  'ukrainian',
  'armenian',
  'georgian',
  'israeli',
  'egyptian',
  'african',
  'european',
  'new',
]);

/** A cuisine the catalogue knows, from its value, its name or what a site calls it ("Tex-Mex", "Steak House"). */
export const cuisineValue = catalogueCuisine;

/** A cuisine word as it reads mid-sentence: "mexican" and "MEXICAN" -> "Mexican", "SEAFOOD" -> "seafood". */
function wordsOf(cuisine: string): string {
  return cuisine
    .replace(/_/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) =>
      PROPER.has(w.toLowerCase())
        ? w[0]!.toUpperCase() + w.slice(1).toLowerCase()
        : w === w.toUpperCase() || w === w.toLowerCase()
          ? w.toLowerCase()
          : w,
    )
    .join(' ');
}

/** "a Mexican restaurant", "a steakhouse", "an Italian restaurant", "a café"; null when the cuisine is not known. */
export function cuisineNoun(cuisine: string | null | undefined): string | null {
  const value = cuisineValue(cuisine);
  if (value) return CUISINE_NOUN[value]!;
  const text = (cuisine ?? '').split(/[,/;|]/)[0]!.trim();
  if (!text || text.length > 40) return null;
  const words = wordsOf(text);
  return /\b(restaurant|kitchen|bar|café|cafe|house|shop|grill|bistro|diner|spot)$/i.test(words)
    ? words
    : `${words} restaurant`;
}

export const withArticle = (noun: string) => `${article(noun)} ${noun}`;

/** The cuisine words a name already says ("Ember & Oak Steakhouse" says steakhouse): no need to repeat them. */
export function nameSaysCuisine(name: string, noun: string): boolean {
  const words = noun
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => !['restaurant', 'spot', 'shop', 'joint', 'and', 'kitchen'].includes(w));
  const lower = name.toLowerCase();
  return words.length > 0 && words.every((w) => lower.includes(w.replace(/é/g, 'e')) || lower.includes(w));
}

/**
 * "Pho 88 is a Vietnamese restaurant at 1 Main St." or, when the name already says what it is,
 * "Ember & Oak Steakhouse is at 1 Main St."; null when there is neither a cuisine nor an address.
 */
export function whatAndWhere(
  name: string,
  cuisine: string | null | undefined,
  address: string | null | undefined,
): string | null {
  const noun = cuisineNoun(cuisine);
  const place = address ? plainAddress(address) : null;
  if (!noun && !place) return null;
  if (noun && nameSaysCuisine(name, noun)) return place ? `${name} is at ${place}.` : null;
  return `${name} is ${withArticle(noun ?? 'restaurant')}${place ? ` at ${place}` : ''}.`;
}

/** An address on one line, without a trailing country ("31 Mill Street\nMillbrook, NY, US" -> "31 Mill Street, Millbrook, NY"). */
export function plainAddress(address: string): string {
  return address
    .split(/\s*\n\s*/)
    .join(', ')
    .replace(/\s+/g, ' ')
    .replace(/,\s*,/g, ',')
    .replace(/,\s*(US|USA|United States)\.?$/i, '')
    .trim();
}

/** How a name reads after "is this": "The Copper Kettle" -> "the Copper Kettle". */
export const spokenName = (name: string) => withoutLocation(name).replace(/^The\s+/, 'the ');

/** Ordering, booking and marketing services as their makers write them. */
const PROVIDER: Record<string, string> = {
  opentable: 'OpenTable',
  chownow: 'ChowNow',
  doordash: 'DoorDash',
  'uber eats': 'Uber Eats',
  ubereats: 'Uber Eats',
  grubhub: 'Grubhub',
  resy: 'Resy',
  tock: 'Tock',
  sevenrooms: 'SevenRooms',
  toast: 'Toast',
  square: 'Square',
  olo: 'Olo',
  bentobox: 'BentoBox',
  popmenu: 'Popmenu',
  mailchimp: 'Mailchimp',
  spothopper: 'SpotHopper',
  'owner.com': 'Owner.com',
  owner: 'Owner.com',
  clover: 'Clover',
  slice: 'Slice',
  yelp: 'Yelp',
  tripleseat: 'Tripleseat',
  ezcater: 'ezCater',
  'yelp reservations': 'Yelp Reservations',
  postmates: 'Postmates',
  seamless: 'Seamless',
};
export const providerName = (name: string) => PROVIDER[name.toLowerCase().replace(/[_-]+/g, ' ').trim()] ?? name;

/** Longer than this, an address reads as noise in a sentence to the owner. */
const SAYABLE_HOST_LENGTH = 28;

/**
 * How the rep names a website to its owner: its short host ("casadelsol.com"), or "your website"
 * when the host is an address, a local name, or too long to say.
 */
export function siteLabel(host: string): string {
  const h = host.toLowerCase().replace(/^www\./, '');
  const local = h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal');
  const ip = /^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':') || h.startsWith('[');
  return local || ip || !h.includes('.') || h.length > SAYABLE_HOST_LENGTH ? 'your website' : h;
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 2175 -> "2,175". */
export const count = (n: number) => n.toLocaleString('en-US');

/** "1 review", "2 reviews". */
export const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** A stable number from a name, so a restaurant always gets the same wording and neighbours get different ones. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** One of the variants, chosen by the seed (and a salt, so two choices for one name are independent). */
export function pick<T>(variants: readonly T[], seed: number, salt = 0): T {
  return variants[((seed + Math.imul(salt + 1, 2654435761)) >>> 0) % variants.length]!;
}

/** The city of a US street address ("1 Main St, Austin, TX 78701" -> "Austin"). */
export function cityOf(address: string | null | undefined): string | null {
  const parts = (address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 3) return null;
  const city = parts[parts.length - 2]!;
  return /^[A-Za-z .'-]{2,40}$/.test(city) ? city : null;
}

/** Ends a sentence with a full stop when it has no end mark. */
export const endSentence = (t: string) => (/[.!?…]$/.test(t.trim()) ? t.trim() : `${t.trim()}.`);

/** "a 4.3-star rating" -> "A 4.3-star rating", at the start of a sentence. */
export const upperFirst = (t: string) => (t ? t[0]!.toUpperCase() + t.slice(1) : t);
