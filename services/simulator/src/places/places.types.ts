import { catalogueCuisine } from '@leadgen/contracts';

/**
 * The place type Google gives a restaurant of each catalogue cuisine (Places API (New) Table A
 * where it has one, the `<cuisine>_restaurant` form otherwise), so the product's client reads
 * every cuisine back from `primaryType`.
 */
const PRIMARY_TYPES: Record<string, string> = {
  american: 'american_restaurant',
  new_american: 'new_american_restaurant',
  italian: 'italian_restaurant',
  mexican: 'mexican_restaurant',
  seafood: 'seafood_restaurant',
  steakhouse: 'steak_house',
  bbq: 'barbecue_restaurant',
  mediterranean: 'mediterranean_restaurant',
  greek: 'greek_restaurant',
  thai: 'thai_restaurant',
  indian: 'indian_restaurant',
  japanese: 'japanese_restaurant',
  sushi: 'sushi_restaurant',
  korean: 'korean_restaurant',
  vietnamese: 'vietnamese_restaurant',
  french: 'french_restaurant',
  spanish: 'spanish_restaurant',
  southern: 'soul_food_restaurant',
  cajun: 'cajun_restaurant',
  latin_american: 'latin_american_restaurant',
  middle_eastern: 'middle_eastern_restaurant',
  chinese: 'chinese_restaurant',
  pizza: 'pizza_restaurant',
  tex_mex: 'tex_mex_restaurant',
  burgers: 'hamburger_restaurant',
  chicken: 'chicken_restaurant',
  breakfast_brunch: 'breakfast_restaurant',
  asian_fusion: 'asian_fusion_restaurant',
  ramen: 'ramen_restaurant',
  vegetarian: 'vegetarian_restaurant',
  caribbean: 'caribbean_restaurant',
  hawaiian: 'hawaiian_restaurant',
  fast_food: 'fast_food_restaurant',
  cafe: 'cafe',
  bakery: 'bakery',
  dessert: 'dessert_restaurant',
  bar: 'bar',
  sandwich: 'deli',
  buffet: 'buffet_restaurant',
};

/** Types Google adds beside the primary one for some kinds of place. */
const EXTRA_TYPES: Record<string, string[]> = {
  cafe: ['coffee_shop'],
  sandwich: ['sandwich_shop'],
  bar: ['pub'],
  bakery: ['store'],
  dessert: ['ice_cream_shop'],
};

export function primaryTypeOf(cuisine: string): string {
  return PRIMARY_TYPES[cuisine] ?? 'restaurant';
}

/** `types` as Google lists them: the primary type first, then the broader ones. */
export function typesOf(cuisine: string): string[] {
  return [
    primaryTypeOf(cuisine),
    ...(EXTRA_TYPES[cuisine] ?? []),
    'restaurant',
    'food',
    'point_of_interest',
    'establishment',
  ];
}

/** Whether a place of this cuisine answers to `includedType` ("restaurant", "mexican_restaurant", "deli"). */
export function hasType(cuisine: string, includedType: string): boolean {
  const wanted = includedType.trim().toLowerCase();
  return typesOf(cuisine).includes(wanted) || catalogueCuisine(wanted) === cuisine;
}
