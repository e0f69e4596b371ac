/** Words a restaurant of each cuisine is named with: before and after the rest of its name. */
export const CUISINE_WORDS: Record<string, { pre: string[]; post: string[] }> = {
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
export const CHAIN_CUISINES = [
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
export const ODD_INDEPENDENT_NAMES = [
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
