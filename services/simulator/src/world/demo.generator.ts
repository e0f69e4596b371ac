/**
 * Seeded generator of the fictional demo dataset. Same seed, same file, byte for byte.
 *
 * Runs two ways: compiled into the service (which regenerates in memory when the built file is
 * missing or stale), and directly by Node's type stripping from scripts/generate-demo-data.ts at
 * build time. So: erasable TypeScript only, no relative imports other than `import type`, and from the libs only what their built files offer (generate-data builds them first).
 *
 * Everything here is invented: restaurant and brand names, 555-01xx phone numbers (reserved for
 * fiction), websites on example.com/.net/.org (reserved by RFC 2606).
 */
import { slugify } from '@leadgen/contracts';
import type { WeeklyHours } from './world.hours.js';
import type { DemoCity, DemoDataFile, DemoRow } from './demo.types.js';

export const DEMO_DATA_VERSION = 1;
export const DEFAULT_DEMO_SEED = 20261122;

// ---------------------------------------------------------------------------------------------
// Cities: the largest city of every state plus the cores of the largest metros.
// [name, state, IANA zone, area codes, zip3, population in thousands]
type CitySeed = [string, string, string, string[], string, number];
const CITY_SEEDS: CitySeed[] = [
  ['Huntsville', 'AL', 'America/Chicago', ['256', '938'], '358', 225],
  ['Anchorage', 'AK', 'America/Anchorage', ['907'], '995', 290],
  ['Phoenix', 'AZ', 'America/Phoenix', ['602', '480', '623'], '850', 1650],
  ['Little Rock', 'AR', 'America/Chicago', ['501'], '722', 203],
  ['Los Angeles', 'CA', 'America/Los_Angeles', ['213', '323', '310', '818', '424'], '900', 3820],
  ['Denver', 'CO', 'America/Denver', ['303', '720'], '802', 716],
  ['Bridgeport', 'CT', 'America/New_York', ['203', '475'], '066', 148],
  ['Wilmington', 'DE', 'America/New_York', ['302'], '198', 71],
  ['Jacksonville', 'FL', 'America/New_York', ['904'], '322', 985],
  ['Atlanta', 'GA', 'America/New_York', ['404', '678', '470'], '303', 510],
  ['Honolulu', 'HI', 'Pacific/Honolulu', ['808'], '968', 345],
  ['Boise', 'ID', 'America/Boise', ['208', '986'], '837', 237],
  ['Chicago', 'IL', 'America/Chicago', ['312', '773', '872'], '606', 2660],
  ['Indianapolis', 'IN', 'America/Indiana/Indianapolis', ['317', '463'], '462', 880],
  ['Des Moines', 'IA', 'America/Chicago', ['515'], '503', 210],
  ['Wichita', 'KS', 'America/Chicago', ['316'], '672', 397],
  ['Louisville', 'KY', 'America/Kentucky/Louisville', ['502'], '402', 620],
  ['New Orleans', 'LA', 'America/Chicago', ['504'], '701', 365],
  ['Portland', 'ME', 'America/New_York', ['207'], '041', 68],
  ['Baltimore', 'MD', 'America/New_York', ['410', '443', '667'], '212', 565],
  ['Boston', 'MA', 'America/New_York', ['617', '857'], '021', 655],
  ['Detroit', 'MI', 'America/Detroit', ['313'], '482', 633],
  ['Minneapolis', 'MN', 'America/Chicago', ['612'], '554', 425],
  ['Jackson', 'MS', 'America/Chicago', ['601', '769'], '392', 145],
  ['Kansas City', 'MO', 'America/Chicago', ['816'], '641', 510],
  ['Billings', 'MT', 'America/Denver', ['406'], '591', 120],
  ['Omaha', 'NE', 'America/Chicago', ['402', '531'], '681', 485],
  ['Las Vegas', 'NV', 'America/Los_Angeles', ['702', '725'], '891', 660],
  ['Manchester', 'NH', 'America/New_York', ['603'], '031', 116],
  ['Newark', 'NJ', 'America/New_York', ['973', '862'], '071', 305],
  ['Albuquerque', 'NM', 'America/Denver', ['505'], '871', 560],
  ['New York', 'NY', 'America/New_York', ['212', '718', '646', '917', '347', '929', '332'], '100', 8260],
  ['Charlotte', 'NC', 'America/New_York', ['704', '980'], '282', 910],
  ['Fargo', 'ND', 'America/Chicago', ['701'], '581', 130],
  ['Columbus', 'OH', 'America/New_York', ['614', '380'], '432', 915],
  ['Oklahoma City', 'OK', 'America/Chicago', ['405', '572'], '731', 700],
  ['Portland', 'OR', 'America/Los_Angeles', ['503', '971'], '972', 630],
  ['Philadelphia', 'PA', 'America/New_York', ['215', '267', '445'], '191', 1550],
  ['Providence', 'RI', 'America/New_York', ['401'], '029', 190],
  ['Charleston', 'SC', 'America/New_York', ['843', '854'], '294', 155],
  ['Sioux Falls', 'SD', 'America/Chicago', ['605'], '571', 205],
  ['Nashville', 'TN', 'America/Chicago', ['615', '629'], '372', 690],
  ['Houston', 'TX', 'America/Chicago', ['713', '281', '832', '346'], '770', 2310],
  ['Salt Lake City', 'UT', 'America/Denver', ['801', '385'], '841', 210],
  ['Burlington', 'VT', 'America/New_York', ['802'], '054', 45],
  ['Virginia Beach', 'VA', 'America/New_York', ['757', '948'], '234', 455],
  ['Seattle', 'WA', 'America/Los_Angeles', ['206', '564'], '981', 755],
  ['Charleston', 'WV', 'America/New_York', ['304', '681'], '253', 47],
  ['Milwaukee', 'WI', 'America/Chicago', ['414'], '532', 565],
  ['Cheyenne', 'WY', 'America/Denver', ['307'], '820', 65],
  // Cores of the largest metros not already listed.
  ['San Antonio', 'TX', 'America/Chicago', ['210', '726'], '782', 1490],
  ['Dallas', 'TX', 'America/Chicago', ['214', '469', '972', '945'], '752', 1300],
  ['Fort Worth', 'TX', 'America/Chicago', ['817', '682'], '761', 960],
  ['Austin', 'TX', 'America/Chicago', ['512', '737'], '787', 975],
  ['El Paso', 'TX', 'America/Denver', ['915'], '799', 680],
  ['San Diego', 'CA', 'America/Los_Angeles', ['619', '858'], '921', 1390],
  ['San Jose', 'CA', 'America/Los_Angeles', ['408', '669'], '951', 970],
  ['San Francisco', 'CA', 'America/Los_Angeles', ['415', '628'], '941', 810],
  ['Sacramento', 'CA', 'America/Los_Angeles', ['916', '279'], '958', 525],
  ['Riverside', 'CA', 'America/Los_Angeles', ['951'], '925', 318],
  ['Oakland', 'CA', 'America/Los_Angeles', ['510', '341'], '946', 435],
  ['Miami', 'FL', 'America/New_York', ['305', '786'], '331', 450],
  ['Tampa', 'FL', 'America/New_York', ['813', '656'], '336', 400],
  ['Orlando', 'FL', 'America/New_York', ['407', '689'], '328', 320],
  ['St. Louis', 'MO', 'America/Chicago', ['314', '557'], '631', 282],
  ['Pittsburgh', 'PA', 'America/New_York', ['412', '878'], '152', 303],
  ['Cincinnati', 'OH', 'America/New_York', ['513', '283'], '452', 310],
  ['Cleveland', 'OH', 'America/New_York', ['216'], '441', 362],
  ['Tucson', 'AZ', 'America/Phoenix', ['520'], '857', 545],
  ['Memphis', 'TN', 'America/Chicago', ['901'], '381', 620],
  ['Raleigh', 'NC', 'America/New_York', ['919', '984'], '276', 482],
  ['Richmond', 'VA', 'America/New_York', ['804'], '232', 230],
  ['Buffalo', 'NY', 'America/New_York', ['716'], '142', 275],
];

// ---------------------------------------------------------------------------------------------
// Cuisines: share of a typical US city's restaurants (percent), with regional multipliers.
const CUISINE_SHARES: Record<string, number> = {
  american: 11,
  pizza: 9,
  mexican: 9,
  chinese: 7,
  italian: 6,
  fast_food: 6,
  cafe: 6,
  sandwich: 5,
  burgers: 4,
  bar: 4,
  japanese: 3,
  sushi: 2,
  chicken: 3,
  breakfast_brunch: 3,
  seafood: 3,
  thai: 2.5,
  indian: 2,
  bakery: 2,
  dessert: 2,
  bbq: 1.8,
  vietnamese: 1.8,
  mediterranean: 1.8,
  new_american: 1.5,
  steakhouse: 1.3,
  korean: 1.2,
  greek: 1,
  middle_eastern: 1,
  latin_american: 1,
  southern: 0.9,
  asian_fusion: 0.8,
  vegetarian: 0.8,
  caribbean: 0.6,
  french: 0.6,
  ramen: 0.6,
  tex_mex: 0.5,
  buffet: 0.5,
  spanish: 0.3,
  cajun: 0.2,
  hawaiian: 0.2,
};
const REGIONAL: Array<[string[], Record<string, number>]> = [
  [['TX'], { tex_mex: 8, mexican: 1.5, bbq: 2 }],
  [['LA'], { cajun: 25, seafood: 2, southern: 2 }],
  [['HI'], { hawaiian: 25, japanese: 2, sushi: 1.5 }],
  [['AZ', 'NM'], { mexican: 1.6 }],
  [['ME', 'MA', 'MD', 'WA', 'FL', 'SC', 'RI'], { seafood: 1.8 }],
  [['NY', 'NJ', 'PA', 'CT', 'RI'], { pizza: 1.4, italian: 1.4 }],
  [['CA'], { mexican: 1.3, vietnamese: 1.5, korean: 1.5 }],
  [['AL', 'GA', 'MS', 'TN', 'NC', 'SC', 'KY', 'AR'], { southern: 3, bbq: 1.5, chicken: 1.5 }],
  [['MO', 'KS'], { bbq: 2.5 }],
];

// Hours patterns, Sunday first. [open, close] minutes; close > 1440 runs past midnight.
const H = (h: number, m = 0) => h * 60 + m;
function week(fn: (day: number) => Array<[number, number]>): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map(fn);
}
const HOURS_PATTERNS: WeeklyHours[] = [
  /* 0 lunch+dinner daily */ week((d) => [[H(11), d === 5 || d === 6 ? H(23) : H(22)]]),
  /* 1 closed Monday */ week((d) => (d === 1 ? [] : [[H(11, 30), H(21, 30)]])),
  /* 2 split lunch/dinner, closed Monday */ week((d) =>
    d === 1
      ? []
      : [
          [H(11, 30), H(14, 30)],
          [H(17), H(22)],
        ],
  ),
  /* 3 dinner only */ week((d) => (d === 1 ? [] : [[H(17), d === 5 || d === 6 ? H(23) : H(22)]])),
  /* 4 breakfast & brunch */ week(() => [[H(7), H(15)]]),
  /* 5 cafe */ week((d) => [[d === 0 || d === 6 ? H(7, 30) : H(6, 30), d === 0 || d === 6 ? H(17) : H(18)]]),
  /* 6 bar, past midnight */ week((d) => [[d === 0 || d >= 5 ? H(12) : H(16), H(26)]]),
  /* 7 24 hours */ week(() => [[0, 1440]]),
  /* 8 fast food, late weekends */ week((d) => [[H(10, 30), d === 5 || d === 6 ? H(25) : H(23)]]),
  /* 9 bakery, closed Sunday */ week((d) => (d === 0 ? [] : [[H(6), H(14)]])),
  /* 10 late-night pizza */ week((d) => [[H(11), d === 5 || d === 6 ? H(27) : H(24)]]),
  /* 11 fine dining Wed-Sun */ week((d) => (d >= 1 && d <= 2 ? [] : [[H(17, 30), d === 0 ? H(21) : H(22)]])),
];
const HOURS_BY_CUISINE: Record<string, number[]> = {
  cafe: [5, 5, 4],
  bakery: [9, 9, 5],
  dessert: [0, 8],
  bar: [6, 6, 0],
  fast_food: [8, 8, 7],
  breakfast_brunch: [4, 4, 5],
  pizza: [10, 0, 1],
  steakhouse: [3, 11, 3],
  french: [11, 3, 2],
  new_american: [3, 11, 2, 1],
  burgers: [8, 0, 0],
  chicken: [8, 0],
  sandwich: [5, 0, 9],
  buffet: [0, 2],
};
const DEFAULT_HOURS = [0, 0, 1, 1, 2, 3];

// ---------------------------------------------------------------------------------------------
// Words for names.
const SURNAMES = [
  'Rossi',
  'Garcia',
  'Nguyen',
  'Patel',
  'Kim',
  'Murphy',
  'Okafor',
  'Schmidt',
  'Cohen',
  'Moreau',
  'Silva',
  'Tanaka',
  'Haddad',
  'Kowalski',
  'Lindqvist',
  'Romano',
  'Delgado',
  'Chen',
  'Park',
  'Sullivan',
  "O'Brien",
  'Alvarez',
  'Bianchi',
  'Dubois',
  'Novak',
  'Petrov',
  'Yilmaz',
  'Costa',
  'Ferreira',
  'Abebe',
  'Mensah',
  'Larsen',
  'Brennan',
  'Walsh',
  'Baker',
  'Harper',
  'Fletcher',
  'Whitaker',
  'Holloway',
  'Pruitt',
  'Ramos',
  'Torres',
  'Vega',
  'Salazar',
  'Ibarra',
  'Lopez',
  'Herrera',
  'Morales',
  'Castillo',
  'Ortiz',
  'Wong',
  'Liu',
  'Huang',
  'Zhang',
  'Sato',
  'Ito',
  'Yamamoto',
  'Choi',
  'Lee',
  'Tran',
  'Pham',
  'Le',
  'Singh',
  'Sharma',
  'Gupta',
  'Reddy',
  'Khan',
  'Aziz',
  'Nasser',
  'Papadopoulos',
  'Georgiou',
  'Russo',
  'Greco',
  'Esposito',
  'Marino',
  'Conti',
  'Gallo',
  'Fontaine',
  'Laurent',
  'Mercier',
  'Bauer',
  'Weber',
  'Fischer',
  'Hoffman',
  'Keller',
  'Jensen',
  'Olsen',
  'Berg',
  'Dahl',
  'Quinn',
  'Doyle',
  'Byrne',
  'Hayes',
  'Reyes',
  'Cruz',
  'Mendoza',
  'Flores',
  'Rivera',
  'Gomez',
  'Diaz',
  'Jimenez',
];
const FIRST_NAMES = [
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
  'Mae',
  'Gus',
  'Ivy',
  'Sal',
  'Bea',
  'Hank',
  'Lola',
  'Max',
  'June',
  'Vic',
  'Dot',
  'Eddie',
  'Gigi',
  'Mo',
  'Pearl',
  'Otis',
  'Fern',
  'Abe',
  'Ruby',
  'Lou',
];
const ADJECTIVES = [
  'Golden',
  'Blue',
  'Red',
  'Little',
  'Old',
  'Lucky',
  'Happy',
  'Rustic',
  'Urban',
  'Wild',
  'Silver',
  'Green',
  'Salty',
  'Smoky',
  'Copper',
  'Iron',
  'Velvet',
  'Hidden',
  'Crooked',
  'Sunny',
  'Midnight',
  'Bright',
  'Humble',
  'Hungry',
  'Honest',
  'Painted',
  'Tipsy',
  'Cozy',
  'Twisted',
  'Northern',
  'Southern',
  'Coastal',
  'Prairie',
  'Harbor',
  'Maple',
  'Cedar',
  'Juniper',
  'Olive',
  'Saffron',
  'Ember',
];
const NOUNS = [
  'Spoon',
  'Fork',
  'Table',
  'Kitchen',
  'Skillet',
  'Lantern',
  'Pantry',
  'Hearth',
  'Oven',
  'Garden',
  'Anchor',
  'Fox',
  'Owl',
  'Rooster',
  'Pig',
  'Goat',
  'Heron',
  'Sparrow',
  'Barrel',
  'Ladle',
  'Plate',
  'Crate',
  'Porch',
  'Alley',
  'Corner',
  'Mill',
  'Market',
  'Harvest',
  'Orchard',
  'Ember',
  'Kettle',
  'Bell',
  'Compass',
  'Lighthouse',
  'Meadow',
  'Ridge',
  'Canyon',
  'River',
  'Tide',
  'Grove',
];
const STREET_NAMES = [
  'Main St',
  'Oak Ave',
  'Elm St',
  'Maple Ave',
  'Broadway',
  'Market St',
  'Park Ave',
  'Washington St',
  'Lincoln Ave',
  'Jefferson St',
  'Madison Ave',
  'Pine St',
  'Cedar St',
  'Lake St',
  'Hill St',
  'Church St',
  'Mill Rd',
  'River Rd',
  'Center St',
  'Spring St',
  'Highland Ave',
  'Grand Ave',
  'Union St',
  'Water St',
  'Front St',
  '1st St',
  '2nd St',
  '3rd St',
  '4th St',
  '5th St',
  '6th Ave',
  '7th Ave',
  '8th St',
  'Franklin Blvd',
  'Sunset Blvd',
  'College Ave',
  'University Dr',
  'Commerce St',
  'Railroad Ave',
  'Bridge St',
  'Magnolia Ave',
  'Peachtree St',
  'Sycamore Dr',
  'Willow Way',
  'Chestnut St',
  'Walnut St',
  'Ridge Rd',
  'Airport Blvd',
  'Harbor Dr',
  'Canal St',
];
const NEIGHBORHOODS = [
  'Downtown',
  'Midtown',
  'Uptown',
  'Eastside',
  'Westside',
  'Northside',
  'Southside',
  'Airport',
  'Old Town',
  'Riverside',
  'University',
  'Lakeside',
  'Harbor',
  'Arts District',
  'Market Square',
  'North Hills',
  'South End',
  'West End',
  'Crossroads',
  'Park Place',
  'Union Station',
  'Medical Center',
  'Town Center',
  'Village',
];

const CUISINE_WORDS: Record<string, { pre: string[]; post: string[] }> = {
  american: {
    pre: ['Main Street', 'Hometown', 'Liberty', 'Route 9', 'Backyard'],
    post: ['Grill', 'Diner', 'Kitchen', 'Tavern', 'Eatery', 'Table'],
  },
  new_american: {
    pre: ['Field', 'Common', 'Provision', 'Forage', 'Larder'],
    post: ['Kitchen', 'Table', 'House', 'Supper Club', 'Social'],
  },
  pizza: {
    pre: ['Brick Oven', 'Slice', 'Napoli', 'Crust', 'Flour'],
    post: ['Pizzeria', 'Pizza', 'Pizza Co.', 'Slice Shop', 'Pie Shop'],
  },
  mexican: {
    pre: ['Casa', 'El', 'La', 'Los', 'Mi'],
    post: ['Taqueria', 'Cocina', 'Cantina', 'Tacos', 'Mexican Grill'],
  },
  tex_mex: {
    pre: ['Lone Star', 'Casa', 'Pecos', 'Rio', 'Border'],
    post: ['Tex-Mex', 'Cantina', 'Cafe', 'Tex-Mex Kitchen'],
  },
  chinese: {
    pre: ['Golden Dragon', 'Jade', 'Lotus', 'Panda', 'Lucky Star', 'Bamboo', 'Red Lantern'],
    post: ['Chinese Restaurant', 'Kitchen', 'Garden', 'Palace', 'Noodle House', 'Dim Sum'],
  },
  italian: {
    pre: ['Trattoria', 'Osteria', 'Cucina', 'Bella', 'Via', 'Casa'],
    post: ['Italian Kitchen', 'Ristorante', 'Trattoria', 'Pasta House', 'Enoteca'],
  },
  fast_food: {
    pre: ['Quick', 'Express', 'Drive-In', 'Speedy', 'Roadside'],
    post: ['Drive-In', 'Express', 'Stop', 'Snack Bar'],
  },
  cafe: {
    pre: ['Daily Grind', 'Bean', 'Roast', 'Drip', 'Steam'],
    post: ['Coffee', 'Cafe', 'Coffee House', 'Espresso Bar', 'Roasters'],
  },
  sandwich: {
    pre: ['Corner', 'Hoagie', 'Stacked', 'Brown Bag', 'Hero'],
    post: ['Deli', 'Sandwich Shop', 'Subs', 'Sandwiches'],
  },
  burgers: { pre: ['Patty', 'Smash', 'Double', 'Char', 'Flat Top'], post: ['Burgers', 'Burger Joint', 'Burger Bar'] },
  bar: {
    pre: ['Tap', 'Barrel', 'Draft', 'Lamplight', 'Rail'],
    post: ['Tavern', 'Pub', 'Taproom', 'Saloon', 'Bar & Grill', 'Lounge'],
  },
  japanese: {
    pre: ['Sakura', 'Kyoto', 'Fuji', 'Hana', 'Zen'],
    post: ['Japanese Restaurant', 'Izakaya', 'Teppanyaki', 'Japanese Kitchen'],
  },
  sushi: { pre: ['Sushi', 'Maki', 'Umi', 'Koi', 'Nori'], post: ['Sushi Bar', 'Sushi', 'Omakase'] },
  ramen: { pre: ['Ramen', 'Men', 'Tonkotsu', 'Shoyu'], post: ['Ramen', 'Ramen Bar', 'Noodle Shop'] },
  chicken: {
    pre: ['Cluck', 'Crispy', 'Hot', 'Yardbird', 'Coop'],
    post: ['Chicken', 'Fried Chicken', 'Wings', 'Chicken Shack'],
  },
  breakfast_brunch: {
    pre: ['Sunrise', 'Early Bird', 'Sunny Side', 'Griddle', 'Morning'],
    post: ['Cafe', 'Pancake House', 'Breakfast Club', 'Brunch'],
  },
  seafood: {
    pre: ['Harbor', 'Pier', 'Dockside', 'Salt', 'Tidewater'],
    post: ['Oyster Bar', 'Fish House', 'Seafood', 'Crab Shack', 'Raw Bar'],
  },
  thai: {
    pre: ['Thai', 'Siam', 'Bangkok', 'Chiang Mai', 'Lemongrass'],
    post: ['Thai Kitchen', 'Thai Cuisine', 'Thai Bistro', 'Thai'],
  },
  indian: {
    pre: ['Taj', 'Saffron', 'Masala', 'Tandoor', 'Bombay'],
    post: ['Indian Cuisine', 'Indian Kitchen', 'Curry House', 'Tandoori'],
  },
  bakery: {
    pre: ['Rise', 'Flour', 'Crumb', 'Sugar', 'Butter'],
    post: ['Bakery', 'Bakehouse', 'Patisserie', 'Bread Co.'],
  },
  dessert: {
    pre: ['Scoop', 'Sweet', 'Frost', 'Sprinkle', 'Cone'],
    post: ['Creamery', 'Ice Cream', 'Desserts', 'Gelato'],
  },
  bbq: {
    pre: ['Smokehouse', 'Pit', 'Hickory', 'Brisket', 'Post Oak'],
    post: ['BBQ', 'Barbecue', 'Smokehouse', 'Bar-B-Q'],
  },
  vietnamese: {
    pre: ['Pho', 'Saigon', 'Hanoi', 'Little Saigon', 'Banh Mi'],
    post: ['Pho', 'Vietnamese Kitchen', 'Noodle House', 'Banh Mi'],
  },
  mediterranean: {
    pre: ['Olive', 'Aegean', 'Cedar', 'Fig', 'Levant'],
    post: ['Mediterranean Grill', 'Mezze', 'Kitchen', 'Taverna'],
  },
  steakhouse: {
    pre: ['Prime', 'Cattle', 'Ribeye', 'Stockyard', 'Ironwood'],
    post: ['Steakhouse', 'Chophouse', 'Prime Steaks'],
  },
  korean: {
    pre: ['Seoul', 'Kimchi', 'Bulgogi', 'Gangnam', 'Hanok'],
    post: ['Korean BBQ', 'Korean Kitchen', 'Tofu House'],
  },
  greek: {
    pre: ['Athena', 'Santorini', 'Olympia', 'Mykonos', 'Zeus'],
    post: ['Greek Taverna', 'Gyros', 'Greek Kitchen'],
  },
  middle_eastern: {
    pre: ['Aleppo', 'Beirut', 'Sahara', 'Oasis', 'Zaatar'],
    post: ['Shawarma', 'Falafel', 'Kabob House', 'Grill'],
  },
  latin_american: {
    pre: ['Andes', 'Havana', 'Bogota', 'Pampas', 'Ceviche'],
    post: ['Latin Kitchen', 'Arepas', 'Cocina', 'Empanadas'],
  },
  southern: {
    pre: ['Magnolia', 'Dixie', 'Sweet Tea', 'Front Porch', 'Cast Iron'],
    post: ['Soul Food', 'Southern Kitchen', 'Meat & Three', 'Biscuits'],
  },
  asian_fusion: {
    pre: ['Wok', 'Silk Road', 'East', 'Umami', 'Fusion'],
    post: ['Asian Bistro', 'Kitchen', 'Noodle Bar'],
  },
  vegetarian: {
    pre: ['Green', 'Sprout', 'Root', 'Leaf', 'Harvest'],
    post: ['Vegan Kitchen', 'Plant Cafe', 'Veggie Bar'],
  },
  caribbean: {
    pre: ['Island', 'Jerk', 'Kingston', 'Trinidad', 'Calypso'],
    post: ['Caribbean Kitchen', 'Jerk Hut', 'Island Grill'],
  },
  french: {
    pre: ['Petit', 'Chez', 'Le', 'La Belle', 'Maison'],
    post: ['Bistro', 'Brasserie', 'Cafe', 'French Kitchen'],
  },
  buffet: { pre: ['Grand', 'Royal', 'Super', 'Imperial'], post: ['Buffet', 'Buffet & Grill'] },
  spanish: { pre: ['Barcelona', 'Madrid', 'Sevilla', 'Bodega', 'Toro'], post: ['Tapas', 'Tapas Bar', 'Paella House'] },
  cajun: {
    pre: ['Bayou', 'Crawfish', 'Boudin', 'Gumbo', 'Acadiana'],
    post: ['Cajun Kitchen', 'Creole', 'Po-Boys', 'Seafood Boil'],
  },
  hawaiian: {
    pre: ['Aloha', 'Poke', 'Ohana', 'Lanai', 'Mahalo'],
    post: ['Poke', 'Plate Lunch', 'Hawaiian BBQ', 'Shave Ice'],
  },
};
const CHAIN_CUISINES = [
  'burgers',
  'pizza',
  'fast_food',
  'chicken',
  'sandwich',
  'cafe',
  'mexican',
  'breakfast_brunch',
  'american',
  'italian',
  'chinese',
  'bbq',
  'seafood',
  'asian_fusion',
  'dessert',
  'mediterranean',
];
/** Names a rep will really meet: punctuation that CSV and spreadsheets must survive. */
const ODD_INDEPENDENT_NAMES = [
  'Smith, Jones & Co. Oyster Bar',
  'The "Original" Pancake Spot',
  '+39 Trattoria',
  '@Home Noodle Bar',
  '-196 Ice Cream Lab',
  '=Equal Parts Kitchen',
  'Café Déjà Vu',
  'Pho All Day & Night',
  'Tacos "El Güero"',
  "Mama's, Papa's & Nonna's",
];

// ---------------------------------------------------------------------------------------------
/** mulberry32: small, fast, good enough for fiction; the demo sites draw from it too. */
export function rngFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Rand {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  normal: (mean: number, sd: number) => number;
  weighted: (entries: Array<[string, number]>) => string;
}

function makeRand(seed: number): Rand {
  const next = rngFrom(seed);
  const r: Rand = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
    normal: (mean, sd) => {
      const u = Math.max(next(), 1e-12);
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    weighted: (entries) => {
      let total = 0;
      for (const [, w] of entries) total += w;
      let x = next() * total;
      for (const [k, w] of entries) {
        x -= w;
        if (x <= 0) return k;
      }
      return entries[entries.length - 1]![0];
    },
  };
  return r;
}

/** Demo domains keep to 40 characters of the name. */
const domainSlug = (s: string) => slugify(s, 40);

const TLDS = ['example.com', 'example.net', 'example.org'];

interface Brand {
  name: string;
  cuisine: string;
  size: number;
  domain: string;
  domainDays: number;
  suffixStyle: 'dash' | 'number' | 'paren' | 'city' | 'plain';
  ratingMean: number;
  hours: number;
}

export interface GenerateOptions {
  seed?: number;
  /** Rough total of distinct restaurants (duplicate listings come on top). */
  target?: number;
}

/** Builds the dataset. Deterministic for a given seed and target. */
export function generateDemoData(options: GenerateOptions = {}): DemoDataFile {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const target = options.target ?? 23_000;
  const world: World = { R: makeRand(seed), usedNames: new Set() };
  const cities: DemoCity[] = CITY_SEEDS.map(([name, state, tz, area_codes, zip3]) => ({
    name,
    state,
    tz,
    area_codes,
    zip3,
  }));
  const weights = cityWeights();
  const brands = createBrands(world);
  const cityChains = placeChains(world.R, cities, weights, brands);
  const rows = listRestaurants(world, cities, cityChains, cityQuotas(weights, target), cuisineMixes(cities));
  addSecondListings(world.R, rows);
  return {
    kind: 'leadgen-demo-restaurants',
    version: DEMO_DATA_VERSION,
    seed,
    note: 'FICTIONAL DEMO DATA generated by services/leads/src/providers/demo/demo.generator.ts. Not real restaurants; do not edit by hand.',
    cities,
    hours_patterns: HOURS_PATTERNS,
    rows,
  };
}

// ---------------------------------------------------------------------------------------------
// The steps, in the order they draw from the random source: same order, same dataset.

/** What every step shares: the seeded random source, and the names already given (no two restaurants share one). */
interface World {
  R: Rand;
  usedNames: Set<string>;
}

/** Two names with the same key count as the same name. */
const nameKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Takes the name when no restaurant has it yet. */
function claimName(world: World, name: string): boolean {
  const key = nameKey(name);
  if (world.usedNames.has(key)) return false;
  world.usedNames.add(key);
  return true;
}

/** Restaurants per city grow a little slower than population. */
function cityWeights(): number[] {
  return CITY_SEEDS.map((c) => Math.pow(c[5], 0.62));
}

/** Restaurants each city gets, at least 150. */
function cityQuotas(weights: readonly number[], target: number): number[] {
  const weightSum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.max(150, Math.round((w / weightSum) * target)));
}

/** Each city's cuisine shares, with its state's regional multipliers applied. */
function cuisineMixes(cities: readonly DemoCity[]): Array<Array<[string, number]>> {
  return cities.map((city) => {
    const mix: Array<[string, number]> = Object.entries(CUISINE_SHARES).map(([k, v]) => [k, v]);
    for (const [states, mult] of REGIONAL) {
      if (!states.includes(city.state)) continue;
      for (const entry of mix) entry[1] *= mult[entry[0]] ?? 1;
    }
    return mix;
  });
}

// --- brands -----------------------------------------------------------------------------------

interface Brands {
  national: Brand[];
  regional: Brand[];
  local: Brand[];
}

function brandName(world: World, cuisine: string): string {
  const { R } = world;
  for (let i = 0; i < 50; i++) {
    const words = CUISINE_WORDS[cuisine] ?? CUISINE_WORDS.american!;
    const style = R.int(0, 3);
    const name =
      style === 0
        ? `${R.pick(ADJECTIVES)} ${R.pick(words.post)}`
        : style === 1
          ? `${R.pick(FIRST_NAMES)}'s ${R.pick(words.post)}`
          : style === 2
            ? `${R.pick(words.pre)} ${R.pick(NOUNS)}`
            : `${R.pick(ADJECTIVES)} ${R.pick(NOUNS)} ${R.pick(words.post)}`;
    if (claimName(world, name)) return name;
  }
  throw new Error('brand names exhausted');
}

function newBrand(world: World, size: number, cuisine: string): Brand {
  const { R } = world;
  const name = brandName(world, cuisine);
  return {
    name,
    cuisine,
    size,
    domain: `${domainSlug(name)}.${R.pick(TLDS)}`,
    domainDays: R.int(900, 9000),
    suffixStyle: R.pick(['dash', 'dash', 'number', 'paren', 'city', 'plain'] as const),
    ratingMean: R.normal(3.95, 0.25),
    hours: R.pick(HOURS_BY_CUISINE[cuisine] ?? DEFAULT_HOURS),
  };
}

/** National: 250-500 locations; regional: 15-120; local: 2-8 (one city or its state). */
function createBrands(world: World): Brands {
  const { R } = world;
  const national = Array.from({ length: 6 }, () =>
    newBrand(world, R.int(250, 500), R.pick(['burgers', 'pizza', 'fast_food', 'chicken', 'sandwich', 'cafe'])),
  );
  const regional = Array.from({ length: 40 }, () => newBrand(world, R.int(15, 120), R.pick(CHAIN_CUISINES)));
  const local = Array.from({ length: 520 }, () =>
    newBrand(world, R.int(2, 8), R.weighted(Object.entries(CUISINE_SHARES))),
  );
  return { national, regional, local };
}

/** Chain locations per city: one entry per location, national chains by city size, regional ones in their states, local ones at home. */
function placeChains(R: Rand, cities: readonly DemoCity[], weights: readonly number[], brands: Brands): Brand[][] {
  const cityChains: Brand[][] = cities.map(() => []);
  const cityIndexByWeight = cities.map((_, i) => [String(i), weights[i]!] as [string, number]);
  for (const b of brands.national) {
    for (let k = 0; k < b.size; k++) cityChains[Number(R.weighted(cityIndexByWeight))]!.push(b);
  }
  const statesList = [...new Set(cities.map((c) => c.state))];
  for (const b of brands.regional) {
    // A region: a home state and two or three others.
    const home = R.pick(statesList);
    const region = new Set([home, R.pick(statesList), R.pick(statesList), R.pick(statesList)]);
    const choices = cityIndexByWeight.filter(([i]) => region.has(cities[Number(i)]!.state));
    for (let k = 0; k < b.size; k++) cityChains[Number(R.weighted(choices))]!.push(b);
  }
  for (const b of brands.local) {
    const home = Number(R.weighted(cityIndexByWeight));
    const sameState = cityIndexByWeight.filter(([i]) => cities[Number(i)]!.state === cities[home]!.state);
    for (let k = 0; k < b.size; k++) {
      const ci = k > 0 && R.chance(0.2) ? Number(R.weighted(sameState)) : home;
      cityChains[ci]!.push(b);
    }
  }
  return cityChains;
}

// --- rows -------------------------------------------------------------------------------------

/** A city's street addresses, zip codes and phone numbers; addresses and phones are each handed out once. */
interface CitySites {
  phone(): string | undefined;
  street(): string;
  zip(): string;
}

interface CityContext {
  city: DemoCity;
  ci: number;
  sites: CitySites;
}

function citySites(R: Rand, city: DemoCity): CitySites {
  const usedPhones = new Set<string>();
  const usedStreets = new Set<string>();
  let codeIndex = 0;
  const areaCodes = [...city.area_codes];
  return {
    phone: () => {
      // 555-0100..0199 per area code; extra (overlay-style) codes once a city's real ones run out.
      for (let tries = 0; tries < 400; tries++) {
        if (usedPhones.size >= areaCodes.length * 100 - 5) {
          areaCodes.push(String(200 + ((Number(city.area_codes[0]) * 7 + 37 * ++codeIndex) % 700)));
        }
        const code = R.pick(areaCodes);
        const num = `(${code}) 555-01${String(R.int(0, 99)).padStart(2, '0')}`;
        if (!usedPhones.has(num)) {
          usedPhones.add(num);
          return num;
        }
      }
      return undefined;
    },
    street: () => {
      for (;;) {
        const s = `${R.int(1, 98) * 100 + R.int(0, 99)} ${R.pick(STREET_NAMES)}`;
        if (!usedStreets.has(s)) {
          usedStreets.add(s);
          return s;
        }
      }
    },
    zip: () => `${city.zip3}${String(R.int(1, 99)).padStart(2, '0')}`,
  };
}

/** Days since opening: some within the last year, more in the last three, most long established. */
function openedDays(R: Rand): number {
  const x = R.next();
  if (x < 0.07) return R.int(5, 364); // opened within the last year
  if (x < 0.2) return R.int(365, 3 * 365);
  return Math.round(365 * (3 + Math.min(45, -Math.log(Math.max(R.next(), 1e-9)) * 9)));
}

/** Review count: grows with age; chains draw more; many places open under 45 days have none yet. */
function reviewsFor(R: Rand, opened: number, chain: boolean): number {
  if (opened < 45 && R.chance(0.6)) return 0;
  const ageFactor = Math.min(1, opened / 900);
  const base = Math.exp(R.normal(Math.log(chain ? 260 : 140), 1.05));
  return Math.max(opened < 45 ? 0 : 1, Math.round(base * (0.15 + 0.85 * ageFactor)));
}

/** Photos, the owner's review answer rate and social links. */
function addExtras(R: Rand, row: DemoRow, chain: boolean): void {
  row.pc = Math.max(0, Math.round(Math.exp(R.normal(Math.log(chain ? 60 : 25), 0.9)) * (row.rc ? 1 : 0.2)));
  if (row.rc > 0) row.rr = Math.max(0, Math.min(100, Math.round(chain ? R.normal(35, 25) : R.normal(40, 30))));
  let so = 0;
  if (row.w && R.chance(chain ? 0.95 : 0.7)) so |= 1;
  if (row.w && R.chance(chain ? 0.9 : 0.6)) so |= 2;
  if (so) row.so = so;
}

/** One location of a chain: its store number `n`, named in the brand's suffix style, on a page of the brand's website. */
function chainRow(R: Rand, b: Brand, n: number, at: CityContext): DemoRow {
  const { city, ci, sites } = at;
  const hood = R.pick(NEIGHBORHOODS);
  const name =
    b.suffixStyle === 'dash'
      ? `${b.name} - ${hood}`
      : b.suffixStyle === 'number'
        ? `${b.name} #${n}`
        : b.suffixStyle === 'paren'
          ? `${b.name} (${hood})`
          : b.suffixStyle === 'city'
            ? `${b.name} - ${city.name}`
            : b.name;
  const opened = openedDays(R);
  const rc = reviewsFor(R, opened, true);
  const row: DemoRow = {
    n: name,
    b: b.name,
    c: b.cuisine,
    ci,
    s: sites.street(),
    z: sites.zip(),
    rc,
    o: opened,
    pc: 0,
  };
  if (rc > 0) row.r = Math.round(Math.min(5, Math.max(2, R.normal(b.ratingMean, 0.3))) * 10) / 10;
  const p = R.chance(0.97) ? sites.phone() : undefined;
  if (p) row.p = p;
  if (R.chance(0.98)) {
    row.w = `https://${b.domain}/locations/${domainSlug(`${city.name}-${hood}-${n}`)}`;
    row.d = b.domainDays;
  }
  if (R.chance(0.95)) row.h = b.hours;
  addExtras(R, row, true);
  return row;
}

/** A name no restaurant has yet; now and then one of the odd names CSV and spreadsheets must survive. */
function independentName(world: World, cuisine: string, oddNames: string[]): string {
  const { R } = world;
  if (oddNames.length && R.chance(0.004)) {
    const odd = oddNames.shift()!;
    world.usedNames.add(nameKey(odd));
    return odd;
  }
  const words = CUISINE_WORDS[cuisine] ?? CUISINE_WORDS.american!;
  for (let i = 0; i < 80; i++) {
    const style = R.int(0, 6);
    const name =
      style === 0
        ? `${R.pick(SURNAMES)}'s ${R.pick(words.post)}`
        : style === 1
          ? `The ${R.pick(ADJECTIVES)} ${R.pick(NOUNS)}`
          : style === 2
            ? `${R.pick(words.pre)} ${R.pick(SURNAMES)}`
            : style === 3
              ? `${R.pick(ADJECTIVES)} ${R.pick(NOUNS)} ${R.pick(words.post)}`
              : style === 4
                ? `${R.pick(FIRST_NAMES)} & ${R.pick(FIRST_NAMES)}'s ${R.pick(words.post)}`
                : style === 5
                  ? `${R.pick(words.pre)} ${R.pick(words.post)} on ${R.pick(STREET_NAMES).replace(/ (St|Ave|Rd|Dr|Blvd|Way)$/, '')}`
                  : `${R.pick(SURNAMES)} ${R.pick(NOUNS)} ${R.pick(words.post)}`;
    if (claimName(world, name)) return name;
  }
  // Fall back to a distinguishing surname pair, always unique enough.
  for (;;) {
    const name = `${R.pick(SURNAMES)} & ${R.pick(SURNAMES)} ${R.pick(words.post)}`;
    if (claimName(world, name)) return name;
  }
}

/** One independent restaurant of the city's cuisine mix, on its own website domain. */
function independentRow(world: World, mix: Array<[string, number]>, oddNames: string[], at: CityContext): DemoRow {
  const { R } = world;
  const { city, ci, sites } = at;
  const cuisine = R.weighted(mix);
  const name = independentName(world, cuisine, oddNames);
  const opened = openedDays(R);
  const rc = reviewsFor(R, opened, false);
  const row: DemoRow = { n: name, c: cuisine, ci, s: sites.street(), z: sites.zip(), rc, o: opened, pc: 0 };
  if (rc > 0) {
    // Few reviews spread wider; many reviews pull toward the mean.
    const sd = rc < 20 ? 0.6 : rc < 200 ? 0.42 : 0.3;
    row.r = Math.round(Math.min(5, Math.max(1.5, R.normal(4.2, sd))) * 10) / 10;
  }
  const p = R.chance(0.9) ? sites.phone() : undefined;
  if (p) row.p = p;
  if (R.chance(opened < 365 ? 0.7 : 0.78)) {
    row.w = `https://${R.chance(0.15) ? 'www.' : ''}${domainSlug(name)}-${domainSlug(city.name).slice(0, 12)}.${R.pick(TLDS)}`;
    // Registered around the opening; some rebuilt their site on a new domain lately.
    row.d = R.chance(0.05) ? R.int(3, 170) : Math.max(1, opened + R.int(-30, 400));
  }
  if (R.chance(0.92)) row.h = R.pick(HOURS_BY_CUISINE[cuisine] ?? DEFAULT_HOURS);
  addExtras(R, row, false);
  return row;
}

/** City by city: its chain locations, then independents up to the city's quota (at least 50). */
function listRestaurants(
  world: World,
  cities: readonly DemoCity[],
  cityChains: readonly Brand[][],
  quota: readonly number[],
  cuisineMix: ReadonlyArray<Array<[string, number]>>,
): DemoRow[] {
  const rows: DemoRow[] = [];
  const storeNumbers = new Map<Brand, number>();
  const oddNames = [...ODD_INDEPENDENT_NAMES];
  cities.forEach((city, ci) => {
    const at: CityContext = { city, ci, sites: citySites(world.R, city) };
    for (const b of cityChains[ci]!) {
      const n = (storeNumbers.get(b) ?? 0) + 1;
      storeNumbers.set(b, n);
      rows.push(chainRow(world.R, b, n, at));
    }
    const independents = Math.max(50, quota[ci]! - cityChains[ci]!.length);
    for (let k = 0; k < independents; k++) rows.push(independentRow(world, cuisineMix[ci]!, oddNames, at));
  });
  return rows;
}

/** Second listings of the same restaurant (a real source has them): about 2%, each with one difference. */
function addSecondListings(R: Rand, rows: DemoRow[]): void {
  const originals = rows.length;
  for (let i = 0; i < originals; i++) {
    if (!R.chance(0.02)) continue;
    const src = rows[i]!;
    const copy: DemoRow = { ...src, dup: i };
    const variant = R.int(0, 2);
    if (variant === 0)
      copy.s = src.s
        .replace(/\bSt$/, 'Street')
        .replace(/\bAve$/, 'Avenue')
        .replace(/\bRd$/, 'Road')
        .replace(/\bBlvd$/, 'Boulevard')
        .replace(/\bDr$/, 'Drive');
    if (variant === 1) copy.n = src.n.startsWith('The ') ? src.n.slice(4) : src.n.replace(' & ', ' and ');
    if (variant === 2) copy.rc = Math.max(0, Math.round(src.rc * 0.4)); // an older, stale listing
    rows.push(copy);
  }
}
