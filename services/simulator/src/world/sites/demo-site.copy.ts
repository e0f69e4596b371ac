import type { ServiceStyle } from './demo-site.traits.js';

/**
 * The words of a demo restaurant's site, written as an owner would. Words that name private
 * parties, catering or hiring appear only on sites that offer them, so what the site says is
 * what its truth says.
 */

/** What the kitchen serves, as a phrase that follows "serving". */
export const CUISINE_BLURBS: Record<string, string> = {
  american: 'classic American comfort food',
  new_american: 'seasonal American cooking',
  pizza: 'hand-stretched pizza and Italian-American favorites',
  mexican: 'tacos, moles and Mexican home cooking',
  tex_mex: 'sizzling fajitas, enchiladas and Tex-Mex classics',
  chinese: 'Chinese favorites straight from the wok',
  italian: 'fresh pasta and Italian classics',
  fast_food: 'burgers, dogs and shakes made fast',
  cafe: 'carefully made coffee and fresh-baked pastries',
  sandwich: 'stacked deli sandwiches and homemade soups',
  burgers: 'smashed burgers, crispy fries and thick shakes',
  bar: 'cold beer, cocktails and pub grub',
  japanese: 'Japanese comfort food',
  sushi: 'sushi and sashimi cut to order',
  ramen: 'slow-simmered ramen',
  chicken: 'crispy fried chicken and wings',
  breakfast_brunch: 'all-day breakfast and weekend brunch',
  seafood: 'fresh seafood and oysters',
  thai: 'Thai curries, noodles and street food',
  indian: 'North and South Indian cooking',
  bakery: 'bread, pastries and cakes baked from scratch every morning',
  dessert: 'small-batch ice cream and sweets',
  bbq: 'slow-smoked brisket, ribs and sausage',
  vietnamese: 'pho, banh mi and Vietnamese home cooking',
  mediterranean: 'mezze and grilled Mediterranean plates',
  steakhouse: 'dry-aged steaks and classic steakhouse sides',
  korean: 'Korean barbecue and home-style stews',
  greek: 'Greek tavern classics',
  middle_eastern: 'shawarma, kabobs and mezze',
  latin_american: 'Latin American flavors from the Andes to the Caribbean',
  southern: 'Southern soul food',
  asian_fusion: 'Asian-inspired plates made for sharing',
  vegetarian: 'plant-based comfort food',
  caribbean: 'island cooking: jerk, curries and oxtail',
  french: 'French bistro cooking',
  buffet: 'an all-you-can-eat buffet with something for everyone',
  spanish: 'Spanish tapas and paella',
  cajun: 'Cajun and Creole cooking from South Louisiana',
  hawaiian: 'poke bowls and Hawaiian plate lunches',
};

export const TAGLINES: Record<ServiceStyle, string[]> = {
  quick: ['Fresh, fast and made to order', 'Your neighborhood favorite', 'Good food, no waiting'],
  casual: ['Made from scratch, served with a smile', 'Gather around the table', 'A neighborhood kitchen'],
  upscale: ['Seasonal cooking, thoughtful service', 'An evening worth remembering', 'Craft, season and hospitality'],
  bar: ['Cold drinks. Good food. Great company.', 'Your local since day one', 'Pints, plates and the game on'],
};

/** The second sentence of the welcome, by how guests are served. */
export const WELCOME: Record<ServiceStyle, string[]> = {
  quick: [
    'Stop in for a quick lunch, grab dinner on the way home, or call ahead and we will have it ready.',
    'Everything is made when you ask for it, and it is still ready in minutes.',
  ],
  casual: [
    'Pull up a chair: the kitchen cooks everything from scratch, and the dining room is made for long dinners with friends.',
    'Come hungry. Portions are generous, the staff knows the regulars by name, and there is always room for one more.',
  ],
  upscale: [
    'Our kitchen works with farms and fishermen we know by name, and the menu changes with what they bring us.',
    'Expect a short menu cooked with care, a wine list worth exploring and a dining room that lets the conversation carry.',
  ],
  bar: [
    'Cold drinks, good food and the game on every screen: the neighborhood living room since day one.',
    'Twenty taps, a kitchen open late and a patio that fills up the minute the sun comes out.',
  ],
};

/** How long the restaurant has been around, said the way a site says it. */
export function ageSentence(name: string, blurb: string, city: string, years: number): string {
  if (years < 1) return `${name} opened in ${city} this year, serving ${blurb}.`;
  if (years < 3) return `${name} is one of the newer spots in ${city}, serving ${blurb}.`;
  if (years < 10) return `For ${Math.floor(years)} years, ${name} has been serving ${blurb} in ${city}.`;
  return `${name} has been serving ${blurb} in ${city} for more than ${Math.floor(years / 5) * 5} years.`;
}

export const OWNER_FIRST = [
  'Maria',
  'Tony',
  'Rosa',
  'Sam',
  'Lucy',
  'Ray',
  'Nina',
  'Joe',
  'Ana',
  'Leo',
  'Grace',
  'Marcus',
  'Priya',
  'Daniel',
  'Mei',
  'Andre',
  'Sofia',
  'Kwame',
  'Elena',
  'Hiro',
];
export const OWNER_LAST = [
  'Delgado',
  'Nguyen',
  'Patel',
  'Kim',
  'Murphy',
  'Okafor',
  'Rossi',
  'Cohen',
  'Silva',
  'Tanaka',
  'Haddad',
  'Walsh',
  'Romano',
  'Chen',
  'Reyes',
  'Baker',
];

export function storyParagraphs(name: string, owner: string, blurb: string, city: string, years: number): string[] {
  const since = years < 1 ? 'this year' : years < 2 ? 'last year' : `${Math.floor(years)} years ago`;
  return [
    `${name} started ${since} with a simple idea: ${blurb}, done right and served by people who care.`,
    `${owner} still starts every morning in the kitchen, tasting sauces and checking what came in from our suppliers. Most of our recipes have not changed since the first week, and the ones that have changed got better because regulars told us how.`,
    `We are proud to be part of ${city}. Thank you for eating with us.`,
  ];
}

/** One line that mentions an offer without a page of its own. */
export const MENTION_ONLY = {
  events: (cap: number) =>
    `Celebrating something? Our back room is available for private parties of up to ${cap} guests. Call us to plan it.`,
  catering: 'We also cater office lunches and family gatherings; call the restaurant for details.',
  hiring: (host: string) => `We're hiring! Email your resume to <a href="mailto:jobs@${host}">jobs@${host}</a>.`,
};

export const EVENTS_COPY: Record<ServiceStyle, { intro: string; spaces: string[] }> = {
  upscale: {
    intro:
      'Host your next celebration in our private dining room. With seating for up to {cap} guests, it suits rehearsal dinners, business dinners and milestone birthdays. Our events manager will help you choose a menu, wine pairings and the details that make the night yours.',
    spaces: [
      'The Wine Room: seats 14 at one table',
      'The Garden Room: seats {cap}, receptions up to {cap2}',
      'Full buyout: the whole restaurant, up to {cap3} guests',
    ],
  },
  casual: {
    intro:
      "From birthdays to office parties, we'd love to host your next gathering. Our private room seats up to {cap} guests, and we offer family-style and plated menus.",
    spaces: [
      'Private room: up to {cap} seated',
      'Patio: up to {cap2} for a standing reception',
      'Family-style or plated menus, planned with you',
    ],
  },
  bar: {
    intro:
      'Book the back bar or the patio for birthdays, watch parties and happy hours. Private event packages include reserved space, a dedicated bartender and snack platters.',
    spaces: [
      'Back bar: up to {cap} guests',
      'Patio: up to {cap2} guests',
      'Drink tickets, open bar or tabs: your call',
    ],
  },
  quick: {
    intro:
      'Make their birthday easy: party packages for up to {cap} kids include a reserved table, food and drinks for everyone, and a treat for the guest of honor.',
    spaces: ['Party table for up to {cap} kids', 'Balloons and a birthday treat', 'Three party times to choose from'],
  },
};

export const CATERING_COPY = {
  intro:
    'Feed the office, the family reunion or the whole crew with {name} catering. We cook everything the same morning and pack it so it travels well.',
  packages: [
    'Boxed lunches: individually packed, labeled and easy for meetings',
    'Family-style trays: our most popular dishes by the half or full tray',
    'Full-service setup: staff, serving pieces and cleanup for larger gatherings',
  ],
  terms: 'Catering orders of 10 or more with 48 hours’ notice. Delivery available within 10 miles.',
};

export const POSITIONS: Record<ServiceStyle, string[]> = {
  quick: ['Crew Member', 'Shift Lead', 'Cashier', 'Cook'],
  casual: ['Server', 'Line Cook', 'Host', 'Dishwasher', 'Bartender'],
  upscale: ['Sous Chef', 'Line Cook', 'Server', 'Sommelier', 'Host'],
  bar: ['Bartender', 'Barback', 'Line Cook', 'Server'],
};

export const CAREERS_COPY = {
  intro:
    'We are always looking for friendly, hard-working people to join our crew. No experience? We will teach you. Plenty of experience? Come show us.',
  perks: [
    'Flexible schedules',
    'A shift meal every shift',
    'Paid time off after 90 days',
    'Room to grow: most of our managers started on the line or the floor',
  ],
};

/** What a board is called on a careers page. */
export const JOB_BOARD_NAMES: Record<string, string> = {
  culinaryagents: 'Culinary Agents',
  harri: 'Harri',
  indeed: 'Indeed',
  '7shifts': '7shifts',
  workstream: 'Workstream',
};
