import { snakeCase } from './slug.js';
import type { CuisineOption } from './leads.js';

/**
 * The cuisine catalogue: what the search form offers, what sources' types are read as, and how
 * a pitch names a restaurant's kind. Category is how well restaurants of the cuisine fit
 * what reps sell (table service, catering, events, online ordering):
 *  - strong: full-service, independent-heavy, higher tickets: reps close these most often;
 *  - tricky: counter service, cafés, bars, desserts: small tickets or franchise-run, harder;
 *  - other: everything between.
 */
export const CUISINES: readonly CuisineOption[] = [
  ['american', 'American', 'strong'],
  ['new_american', 'New American', 'strong'],
  ['italian', 'Italian', 'strong'],
  ['mexican', 'Mexican', 'strong'],
  ['seafood', 'Seafood', 'strong'],
  ['steakhouse', 'Steakhouse', 'strong'],
  ['bbq', 'BBQ', 'strong'],
  ['mediterranean', 'Mediterranean', 'strong'],
  ['greek', 'Greek', 'strong'],
  ['thai', 'Thai', 'strong'],
  ['indian', 'Indian', 'strong'],
  ['japanese', 'Japanese', 'strong'],
  ['sushi', 'Sushi', 'strong'],
  ['korean', 'Korean', 'strong'],
  ['vietnamese', 'Vietnamese', 'strong'],
  ['french', 'French', 'strong'],
  ['spanish', 'Spanish / Tapas', 'strong'],
  ['southern', 'Southern / Soul Food', 'strong'],
  ['cajun', 'Cajun / Creole', 'strong'],
  ['latin_american', 'Latin American', 'strong'],
  ['middle_eastern', 'Middle Eastern', 'strong'],
  ['chinese', 'Chinese', 'other'],
  ['pizza', 'Pizza', 'other'],
  ['tex_mex', 'Tex-Mex', 'other'],
  ['burgers', 'Burgers', 'other'],
  ['chicken', 'Chicken & Wings', 'other'],
  ['breakfast_brunch', 'Breakfast & Brunch', 'other'],
  ['asian_fusion', 'Asian Fusion', 'other'],
  ['ramen', 'Ramen', 'other'],
  ['vegetarian', 'Vegetarian / Vegan', 'other'],
  ['caribbean', 'Caribbean', 'other'],
  ['hawaiian', 'Hawaiian', 'other'],
  ['fast_food', 'Fast Food', 'tricky'],
  ['cafe', 'Cafe / Coffee', 'tricky'],
  ['bakery', 'Bakery', 'tricky'],
  ['dessert', 'Dessert / Ice Cream', 'tricky'],
  ['bar', 'Bar / Pub', 'tricky'],
  ['sandwich', 'Sandwich / Deli', 'tricky'],
  ['buffet', 'Buffet', 'tricky'],
].map(([value, display_name, category]) => ({ value, display_name, category }) as CuisineOption);

const BY_VALUE = new Map(CUISINES.map((c) => [c.value, c]));

/** Lower snake case: "Tex-Mex" -> "tex_mex", "Breakfast & Brunch" -> "breakfast_and_brunch". */

/** Maps what a form or a source says to a catalogue value: value, display name or a common synonym. */
const SYNONYMS: Record<string, string> = {
  coffee: 'cafe',
  coffee_shop: 'cafe',
  cafe_coffee: 'cafe',
  ice_cream: 'dessert',
  dessert_ice_cream: 'dessert',
  barbecue: 'bbq',
  bar_pub: 'bar',
  pub: 'bar',
  sports_bar: 'bar',
  wine_bar: 'bar',
  deli: 'sandwich',
  sandwich_deli: 'sandwich',
  sandwiches: 'sandwich',
  burger: 'burgers',
  hamburger: 'burgers',
  steak: 'steakhouse',
  steak_house: 'steakhouse',
  wings: 'chicken',
  chicken_and_wings: 'chicken',
  fried_chicken: 'chicken',
  breakfast: 'breakfast_brunch',
  brunch: 'breakfast_brunch',
  breakfast_and_brunch: 'breakfast_brunch',
  diner: 'american',
  regional: 'american',
  spanish_tapas: 'spanish',
  tapas: 'spanish',
  southern_soul_food: 'southern',
  soul_food: 'southern',
  cajun_creole: 'cajun',
  creole: 'cajun',
  vegan: 'vegetarian',
  vegetarian_vegan: 'vegetarian',
  lebanese: 'middle_eastern',
  turkish: 'middle_eastern',
  kebab: 'middle_eastern',
  falafel: 'middle_eastern',
  peruvian: 'latin_american',
  cuban: 'latin_american',
  brazilian: 'latin_american',
  colombian: 'latin_american',
  jamaican: 'caribbean',
  noodle: 'asian_fusion',
  asian: 'asian_fusion',
  pho: 'vietnamese',
  poke: 'hawaiian',
  donut: 'bakery',
  bagel: 'bakery',
  fish: 'seafood',
  fish_and_chips: 'seafood',
  tacos: 'mexican',
  taco: 'mexican',
  burrito: 'mexican',
  fast_food_restaurant: 'fast_food',
  hamburger_restaurant: 'burgers',
  pizza_restaurant: 'pizza',
  steakhouses: 'steakhouse',
  bar_b_q: 'bbq',
  gastropub: 'bar',
  hamburgers: 'burgers',
  chicken_wings: 'chicken',
  pizzeria: 'pizza',
  texmex: 'tex_mex',
  sushi_bar: 'sushi',
  noodles: 'ramen',
};

/** The catalogue by its names in snake case ("tex_mex", "spanish_tapas"), the first cuisine of a name winning. */
const BY_SNAKE_NAME = new Map<string, string>();
for (const c of CUISINES)
  if (!BY_SNAKE_NAME.has(snakeCase(c.display_name))) BY_SNAKE_NAME.set(snakeCase(c.display_name), c.value);

function readCuisine(input: string): string | null {
  const snake = snakeCase(input).replace(/_restaurant$/, '');
  if (!snake || snake === 'all' || snake === 'all_cuisines') return null;
  if (BY_VALUE.has(snake)) return snake;
  if (SYNONYMS[snake]) return SYNONYMS[snake]!;
  return BY_SNAKE_NAME.get(snake) ?? snake;
}

/**
 * Answers kept per input: sources repeat the same few hundred types and names in every search.
 * At most READ_MAX, the least recently asked going first.
 */
const READ_MAX = 2_000;
const read = new Map<string, string | null>();

export function cuisineValue(input: string | null | undefined): string | null {
  if (!input) return null;
  let value = read.get(input);
  if (value !== undefined) {
    read.delete(input);
  } else {
    value = readCuisine(input);
    if (read.size >= READ_MAX) read.delete(read.keys().next().value!);
  }
  read.set(input, value);
  return value;
}

export function cuisineCategory(value: string): CuisineOption['category'] {
  return BY_VALUE.get(value)?.category ?? 'other';
}

export function cuisineOption(value: string): CuisineOption | undefined {
  return BY_VALUE.get(value);
}

/** A cuisine the catalogue knows, from its value, its name or what a site calls it ("Tex-Mex", "Steak House"); null otherwise. */
export function catalogueCuisine(input: string | null | undefined): string | null {
  const value = cuisineValue(input);
  return value && BY_VALUE.has(value) ? value : null;
}
