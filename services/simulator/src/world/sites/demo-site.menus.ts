/**
 * What each kind of restaurant serves: menu sections with dishes ("Name|what is in it|price in
 * dollars"), as a guest reads them. Prices are a typical mid-range city's; a site scales them.
 */
type MenuTable = Record<string, Array<[string, string[]]>>;

const AMERICAN: Array<[string, string[]]> = [
  [
    'Starters',
    [
      'Loaded Potato Skins|Cheddar, bacon, scallions, sour cream|11',
      'Buffalo Wings|Ten wings, blue cheese, celery|14',
      'Fried Pickles|Dill spears, comeback sauce|9',
      'Spinach Artichoke Dip|Warm tortilla chips|12',
    ],
  ],
  [
    'Plates',
    [
      'Chicken Fried Steak|Cream gravy, mashed potatoes, green beans|19',
      'Meatloaf|Tomato glaze, mashed potatoes, glazed carrots|18',
      'Patty Melt|Rye, Swiss, grilled onions, fries|15',
      'Grilled Salmon|Lemon butter, rice pilaf, asparagus|24',
      'Pot Roast|Braised chuck, root vegetables, pan gravy|21',
    ],
  ],
  [
    'Sides & Sweets',
    ['Mac & Cheese|Baked with three cheeses|6', 'Onion Rings|Beer-battered|6', 'Apple Pie|A la mode|8'],
  ],
];

export const MENUS: MenuTable = {
  american: AMERICAN,
  new_american: [
    [
      'Small Plates',
      [
        'Burrata|Stone fruit, basil, aged balsamic|16',
        'Roasted Carrots|Harissa yogurt, pistachio dukkah|13',
        'Crispy Brussels Sprouts|Fish sauce caramel, mint|12',
        'Beef Tartare|Cured yolk, capers, grilled sourdough|18',
      ],
    ],
    [
      'Large Plates',
      [
        'Half Roast Chicken|Salsa verde, fingerling potatoes|29',
        'Seared Scallops|Sweet corn, brown butter, chives|36',
        'Dry-Aged Pork Chop|Apple mostarda, charred greens|38',
        'Wild Mushroom Risotto|Parmesan, thyme, crispy shallots|27',
      ],
    ],
    ['Dessert', ['Olive Oil Cake|Whipped mascarpone, citrus|11', 'Dark Chocolate Torte|Sea salt, cherry compote|12']],
  ],
  pizza: [
    [
      'Pies',
      [
        'Margherita|San Marzano tomato, fresh mozzarella, basil|16',
        'Pepperoni|Cup-and-char pepperoni, oregano, hot honey|18',
        'White Pie|Ricotta, mozzarella, garlic, lemon zest|17',
        'Sausage & Peppers|Fennel sausage, roasted peppers, onions|19',
        'Garden|Mushrooms, olives, spinach, red onion|17',
      ],
    ],
    [
      'Starters & Salads',
      [
        'Garlic Knots|Parmesan, parsley, marinara|7',
        'Caesar Salad|Romaine, croutons, shaved parmesan|10',
        'Wings|Buffalo or garlic parmesan, ranch|13',
      ],
    ],
    [
      'Calzones',
      [
        'Classic Calzone|Ricotta, mozzarella, ham, marinara on the side|15',
        'Spinach Calzone|Ricotta, spinach, garlic|14',
      ],
    ],
  ],
  mexican: [
    [
      'Tacos',
      [
        'Al Pastor|Spit-roasted pork, pineapple, onion, cilantro|4',
        'Carnitas|Slow-cooked pork, salsa verde|4',
        'Carne Asada|Grilled steak, guacamole, pico de gallo|5',
        'Pescado|Beer-battered fish, cabbage slaw, chipotle crema|5',
      ],
    ],
    [
      'Platos',
      [
        'Enchiladas Verdes|Chicken, tomatillo salsa, crema, queso fresco|15',
        'Mole Poblano|Chicken thigh, house mole, sesame, rice|18',
        'Chile Relleno|Poblano, Oaxaca cheese, ranchero sauce|14',
        'Tamales|Pork in red chile, two per order|12',
      ],
    ],
    [
      'Antojitos',
      [
        'Guacamole|Made to order, totopos|10',
        'Elote|Grilled corn, mayo, cotija, chile|6',
        'Queso Fundido|Chorizo, flour tortillas|11',
      ],
    ],
  ],
  tex_mex: [
    [
      'Favorites',
      [
        'Beef Fajitas|Sizzling skirt steak, peppers, onions, flour tortillas|24',
        'Cheese Enchiladas|Chili con carne, onions, rice and beans|14',
        'Puffy Tacos|Ground beef, lettuce, tomato, two per order|13',
        'Chicken Flautas|Guacamole, sour cream|13',
      ],
    ],
    [
      'To Start',
      [
        'Chile con Queso|Ask to add ground beef|9',
        'Nachos Compuestos|Beans, cheese, jalapenos, guacamole|13',
        'Tortilla Soup|Avocado, cheese, crispy strips|8',
      ],
    ],
    ['Dessert', ['Sopapillas|Honey and cinnamon sugar|6', 'Tres Leches|House-made|8']],
  ],
  chinese: [
    [
      'Appetizers',
      [
        'Pork Dumplings|Pan-fried, black vinegar dip, six pieces|9',
        'Scallion Pancake|Flaky, crisp, soy dipping sauce|7',
        'Egg Rolls|Pork and cabbage, two per order|5',
      ],
    ],
    [
      'Entrees',
      [
        "General Tso's Chicken|Crispy chicken, sweet-hot sauce, broccoli|15",
        'Beef with Broccoli|Wok-seared flank steak, oyster sauce|16',
        'Kung Pao Shrimp|Peanuts, dried chiles, Sichuan pepper|17',
        'Mapo Tofu|Silken tofu, chili bean sauce, minced pork|13',
        'House Lo Mein|Chicken, pork and shrimp, egg noodles|14',
      ],
    ],
    ['Soups', ['Hot and Sour Soup|Tofu, bamboo shoots, wood ear|6', 'Wonton Soup|Pork wontons, bok choy|6']],
  ],
  italian: [
    [
      'Antipasti',
      [
        'Fried Calamari|Lemon aioli, marinara|14',
        'Burrata|Prosciutto, grilled bread, olive oil|15',
        'Arancini|Saffron risotto, mozzarella, three pieces|11',
      ],
    ],
    [
      'Pasta',
      [
        'Cacio e Pepe|Tonnarelli, pecorino, black pepper|19',
        'Rigatoni alla Vodka|Tomato cream, calabrian chile|20',
        'Lasagna Bolognese|Beef and pork ragu, bechamel|22',
        'Linguine alle Vongole|Littleneck clams, garlic, white wine|25',
      ],
    ],
    ['Secondi', ['Chicken Parmigiana|Spaghetti pomodoro|24', 'Veal Marsala|Mushrooms, roasted potatoes|29']],
    ['Dolci', ['Tiramisu|Espresso, mascarpone, cocoa|10', 'Cannoli|Ricotta, pistachio, chocolate chips|8']],
  ],
  burgers: [
    [
      'Burgers',
      [
        'Classic Cheeseburger|American cheese, lettuce, tomato, pickles, house sauce|10',
        'Double Smash|Two patties, grilled onions, cheddar|13',
        'Bacon BBQ Burger|Smoked bacon, onion ring, barbecue sauce|14',
        'Mushroom Swiss|Sauteed mushrooms, Swiss, garlic aioli|13',
        'Veggie Burger|Black bean patty, avocado, chipotle mayo|12',
      ],
    ],
    ['Sides', ['Fries|Sea salt|4', 'Onion Rings|Beer-battered|5', 'Tater Tots|Cheese sauce on request|5']],
    ['Shakes', ['Vanilla, Chocolate or Strawberry|Hand-spun|7', 'Salted Caramel|Whipped cream|8']],
  ],
  fast_food: [
    [
      'Combos',
      [
        '#1 Cheeseburger Combo|Fries and a drink|9',
        '#2 Chicken Sandwich Combo|Crispy chicken, pickles, fries and a drink|10',
        '#3 Chili Dog Combo|Two chili dogs, fries and a drink|9',
      ],
    ],
    [
      'A la Carte',
      [
        'Cheeseburger|Quarter pound|6',
        'Corn Dog|Hand-dipped|4',
        'Chicken Strips|Three pieces, honey mustard|6',
        'Fries|Regular or large|3',
      ],
    ],
    ['Treats', ['Soft Serve Cone|Vanilla or twist|3', 'Milkshake|Vanilla, chocolate, strawberry|5']],
  ],
  cafe: [
    [
      'Coffee & Tea',
      [
        'Drip Coffee|Rotating single origin|3',
        'Latte|Double shot, steamed milk|5',
        'Cappuccino|Double shot, foam|5',
        'Cold Brew|Steeped eighteen hours|5',
        'Chai Latte|House-spiced|5',
      ],
    ],
    [
      'Breakfast & Lunch',
      [
        'Avocado Toast|Sourdough, chili flakes, lemon|10',
        'Breakfast Burrito|Eggs, potatoes, cheddar, salsa roja|11',
        'Turkey Pesto Panini|Provolone, tomato, ciabatta|12',
      ],
    ],
    [
      'Pastries',
      [
        'Butter Croissant|Baked each morning|4',
        'Banana Bread|Walnuts, brown butter|4',
        'Blueberry Muffin|Streusel top|4',
      ],
    ],
  ],
  sandwich: [
    [
      'Sandwiches',
      [
        'Italian Hoagie|Salami, capicola, provolone, oil and vinegar|13',
        'Turkey Club|Bacon, lettuce, tomato, toasted white|12',
        'Reuben|Corned beef, sauerkraut, Swiss, rye|14',
        'Cheesesteak|Shaved ribeye, onions, provolone|14',
        'Caprese|Fresh mozzarella, tomato, basil, balsamic|11',
      ],
    ],
    ['Soups & Salads', ['Matzo Ball Soup|Chicken broth, dill|7', 'Chef Salad|Ham, turkey, egg, cheddar|12']],
    ['Sides', ['Potato Salad|Mustard and dill|4', 'Kettle Chips|Sea salt|2', 'Pickle Spear|Half sour|1']],
  ],
  bar: [
    [
      'Snacks',
      [
        'Soft Pretzel|Beer cheese, spicy mustard|10',
        'Wings|Buffalo, lemon pepper or dry rub|14',
        'Loaded Nachos|Queso, jalapenos, pico, sour cream|13',
      ],
    ],
    [
      'Handhelds',
      [
        'Pub Burger|Cheddar, bacon jam, brioche|15',
        'Fish & Chips|Beer-battered cod, malt vinegar|17',
        'Chicken Tenders|Honey mustard, fries|13',
      ],
    ],
    ['On Tap', ['House Lager|16 oz|6', 'Local IPA|16 oz|7', 'Dry Cider|16 oz|7', 'Stout|Nitro pour|7']],
  ],
  japanese: [
    [
      'Small Plates',
      [
        'Edamame|Sea salt|6',
        'Gyoza|Pork and cabbage, six pieces|9',
        'Chicken Karaage|Japanese mayo, lemon|11',
        'Agedashi Tofu|Dashi broth, grated daikon|9',
      ],
    ],
    [
      'Mains',
      [
        'Chicken Teriyaki|Rice, pickled vegetables|17',
        'Salmon Shioyaki|Salt-grilled, miso soup, rice|22',
        'Katsu Curry|Pork cutlet, Japanese curry, rice|18',
        'Tempura Udon|Shrimp tempura, hot broth|17',
      ],
    ],
  ],
  sushi: [
    [
      'Nigiri (two pieces)',
      ['Salmon|Sake|8', 'Bluefin Tuna|Maguro|10', 'Yellowtail|Hamachi|9', 'Freshwater Eel|Unagi, sweet soy|9'],
    ],
    [
      'Rolls',
      [
        'Spicy Tuna Roll|Cucumber, sesame|10',
        'California Roll|Crab, avocado, cucumber|9',
        'Dragon Roll|Shrimp tempura, eel, avocado|16',
        'Rainbow Roll|Crab and five kinds of fish|17',
      ],
    ],
    [
      "Chef's Choice",
      ['Omakase|Twelve pieces chosen by the chef|75', 'Chirashi Bowl|Assorted sashimi over sushi rice|32'],
    ],
  ],
  ramen: [
    [
      'Ramen',
      [
        'Tonkotsu|Pork bone broth, chashu, soft egg, scallion|16',
        'Shoyu|Chicken and soy broth, bamboo shoots, nori|15',
        'Spicy Miso|Ground pork, corn, chili oil|16',
        'Tantanmen|Sesame-chili broth, bok choy|16',
        'Veggie Shio|Kombu broth, tofu, mushrooms|15',
      ],
    ],
    [
      'Sides',
      [
        'Pork Belly Buns|Hoisin, cucumber, two per order|10',
        'Gyoza|Pan-fried, six pieces|8',
        'Karaage|Fried chicken thigh, lemon|9',
      ],
    ],
  ],
  chicken: [
    ['Wings', ['6 Wings|One sauce, ranch or blue cheese|9', '12 Wings|Two sauces|17', '24 Wings|Three sauces|32']],
    [
      'Chicken',
      [
        'Tender Basket|Four tenders, fries, toast|12',
        'Nashville Hot Sandwich|Slaw, pickles, brioche|11',
        'Fried Chicken Plate|Three pieces, two sides, biscuit|15',
      ],
    ],
    ['Sides', ['Mac & Cheese|Creamy|4', 'Coleslaw|Tangy|3', 'Waffle Fries|Seasoned|4']],
  ],
  breakfast_brunch: [
    [
      'Griddle',
      [
        'Buttermilk Pancakes|Three stacked, maple syrup|11',
        'Chicken & Waffles|Hot honey, whipped butter|17',
        'Brioche French Toast|Berries, mascarpone|14',
      ],
    ],
    [
      'Eggs',
      [
        'Eggs Benedict|Ham, hollandaise, hash browns|16',
        'Huevos Rancheros|Black beans, ranchero sauce, queso fresco|14',
        'Biscuits & Gravy|Sausage gravy, two eggs|13',
        'Veggie Omelet|Spinach, mushroom, goat cheese|13',
      ],
    ],
    [
      'Drinks',
      ['Fresh Orange Juice|Squeezed to order|6', 'Mimosa|Orange or grapefruit|9', 'Bottomless Coffee|Local roast|4'],
    ],
  ],
  seafood: [
    [
      'Raw Bar',
      [
        'Oysters|Half dozen, mignonette, cocktail sauce|18',
        'Shrimp Cocktail|Five jumbo shrimp|16',
        'Tuna Crudo|Citrus, chili, olive oil|17',
      ],
    ],
    [
      'Mains',
      [
        'Lobster Roll|Butter-poached, split-top bun, fries|32',
        'Fish & Chips|Cod, tartar sauce, slaw|21',
        'Blackened Redfish|Dirty rice, lemon butter|27',
        'Crab Cakes|Remoulade, greens|28',
        'Seafood Linguine|Shrimp, clams, mussels, white wine|29',
      ],
    ],
    ['Soups', ['New England Clam Chowder|Cup or bowl|8']],
  ],
  thai: [
    [
      'Appetizers',
      [
        'Fresh Spring Rolls|Shrimp, herbs, peanut sauce|8',
        'Chicken Satay|Peanut sauce, cucumber relish|10',
        'Tom Yum|Shrimp, lemongrass, lime, chili|8',
      ],
    ],
    [
      'Noodles & Curries',
      [
        'Pad Thai|Rice noodles, tamarind, peanuts, choice of protein|15',
        'Pad See Ew|Wide noodles, Chinese broccoli, egg|15',
        'Green Curry|Coconut milk, Thai eggplant, basil|16',
        'Massaman Curry|Beef, potatoes, peanuts|17',
        'Larb Gai|Minced chicken, lime, toasted rice|14',
      ],
    ],
    ['Dessert', ['Mango Sticky Rice|Sweet coconut cream|9']],
  ],
  indian: [
    [
      'Starters',
      [
        'Vegetable Samosas|Potatoes, peas, tamarind chutney|7',
        'Onion Pakora|Chickpea batter, mint chutney|7',
        'Chicken 65|Curry leaves, chilies|12',
      ],
    ],
    [
      'Curries',
      [
        'Butter Chicken|Tomato cream, fenugreek|18',
        'Chicken Tikka Masala|Tandoor-roasted chicken, spiced tomato sauce|18',
        'Lamb Rogan Josh|Kashmiri chilies, yogurt|21',
        'Palak Paneer|Spinach, house-made cheese|16',
        'Chana Masala|Chickpeas, ginger, garam masala|14',
      ],
    ],
    ['Breads & Rice', ['Garlic Naan|From the tandoor|4', 'Chicken Biryani|Basmati, saffron, raita|19']],
  ],
  bakery: [
    [
      'Breads',
      [
        'Country Sourdough|Naturally leavened loaf|9',
        'Seeded Rye|Caraway and sunflower|10',
        'Baguette|Baked twice daily|5',
      ],
    ],
    [
      'Pastries',
      [
        'Butter Croissant|Laminated in house|4',
        'Pain au Chocolat|Dark chocolate batons|5',
        'Morning Bun|Orange zest, cinnamon sugar|5',
        'Cinnamon Roll|Cream cheese icing|5',
      ],
    ],
    ['Savory', ['Quiche Lorraine|Bacon, Gruyere, by the slice|8', 'Ham & Cheese Croissant|Dijon, Swiss|7']],
  ],
  dessert: [
    ['Ice Cream', ['Single Scoop|Cup or cake cone|5', 'Double Scoop|Two flavors|7', 'Waffle Cone|Made fresh|2']],
    [
      'Sundaes & Shakes',
      [
        'Hot Fudge Sundae|Whipped cream, cherry|9',
        'Banana Split|Three scoops, three toppings|11',
        'Milkshake|Any flavor|8',
        'Affogato|Vanilla gelato, espresso|6',
      ],
    ],
  ],
  bbq: [
    [
      'By the Pound',
      [
        'Prime Brisket|Salt, pepper, post oak|28',
        'Pork Spare Ribs|Dry rub|22',
        'Pulled Pork|Carolina vinegar sauce|18',
        'Jalapeno Cheddar Sausage|Per link|6',
        'Smoked Turkey|Black pepper|22',
      ],
    ],
    [
      'Plates',
      ['Two Meat Plate|Two sides, pickles, onions, bread|21', 'Three Meat Plate|Two sides, pickles, onions, bread|26'],
    ],
    ['Sides', ['Mac & Cheese|Pint|7', 'Pinto Beans|Pint|6', 'Coleslaw|Pint|6', 'Banana Pudding|Nilla wafers|6']],
  ],
  vietnamese: [
    [
      'Pho',
      [
        'Pho Tai|Rare eye of round, rice noodles, beef broth|14',
        'Pho Dac Biet|Brisket, meatballs, tendon, tripe|16',
        'Pho Ga|Chicken broth, shredded chicken|14',
      ],
    ],
    [
      'Banh Mi & Rice',
      [
        'Grilled Pork Banh Mi|Pickled carrot, daikon, cilantro, jalapeno|9',
        'Lemongrass Chicken Banh Mi|Pate, mayo, herbs|9',
        'Broken Rice Plate|Pork chop, egg meatloaf, fish sauce|15',
        'Bun Cha|Grilled pork, vermicelli, herbs|14',
      ],
    ],
    ['Drinks', ['Vietnamese Iced Coffee|Condensed milk|5', 'Fresh Coconut|Served in the shell|6']],
  ],
  mediterranean: [
    [
      'Mezze',
      [
        'Hummus|Olive oil, paprika, warm pita|8',
        'Baba Ghanoush|Smoked eggplant, tahini|9',
        'Falafel|Tahini, pickled turnips, five pieces|9',
        'Dolmades|Rice-stuffed grape leaves|8',
      ],
    ],
    [
      'Plates',
      [
        'Chicken Shawarma Plate|Garlic sauce, rice, salad|17',
        'Lamb Kofta|Tzatziki, grilled tomato, rice|20',
        'Grilled Branzino|Lemon, herbs, roasted potatoes|28',
      ],
    ],
    ['Sweets', ['Baklava|Walnut, honey|6']],
  ],
  greek: [
    [
      'Meze',
      [
        'Spanakopita|Spinach and feta in phyllo|9',
        'Tzatziki|Yogurt, cucumber, dill, pita|7',
        'Horiatiki|Tomato, cucumber, olives, feta block|12',
        'Saganaki|Flamed kasseri cheese|12',
      ],
    ],
    [
      'Mains',
      [
        'Gyro Platter|Lamb and beef, fries, tzatziki|16',
        'Moussaka|Eggplant, spiced beef, bechamel|19',
        'Chicken Souvlaki|Two skewers, lemon potatoes|18',
        'Lamb Chops|Oregano, lemon, rice|32',
      ],
    ],
    ['Dessert', ['Baklava|Walnuts, honey syrup|6', 'Galaktoboureko|Custard in phyllo|7']],
  ],
  middle_eastern: [
    [
      'Mezze',
      [
        'Hummus|Whole chickpeas, olive oil|8',
        'Fattoush|Crisp pita, sumac, herbs|10',
        'Kibbeh|Bulgur and beef croquettes, four pieces|11',
        'Muhammara|Red pepper, walnut, pomegranate|9',
      ],
    ],
    [
      'From the Grill',
      [
        'Chicken Shawarma Wrap|Garlic toum, pickles|11',
        'Beef Kabob Plate|Rice, grilled vegetables|19',
        'Mixed Grill|Kofta, shish tawook, lamb, for one|26',
        'Falafel Plate|Tahini, salad, pita|14',
      ],
    ],
    ['Sweets', ['Knafeh|Warm cheese pastry, syrup|9']],
  ],
  steakhouse: [
    [
      'Starters',
      [
        'Shrimp Cocktail|Four colossal shrimp, horseradish|22',
        'Wedge Salad|Blue cheese, bacon, tomato|14',
        'Oysters Rockefeller|Spinach, Pernod, breadcrumbs|21',
      ],
    ],
    [
      'Steaks',
      [
        'Filet Mignon|8 oz, center cut|54',
        'New York Strip|14 oz, dry-aged|58',
        'Bone-In Ribeye|20 oz|64',
        'Porterhouse for Two|36 oz, carved tableside|118',
      ],
    ],
    [
      'Sides',
      ['Creamed Spinach|Nutmeg, parmesan|13', 'Truffle Fries|Parmesan, herbs|12', 'Potatoes Au Gratin|Gruyere|14'],
    ],
  ],
  korean: [
    [
      'Barbecue',
      [
        'Galbi|Marinated short rib|34',
        'Bulgogi|Thin-sliced ribeye, sweet soy|28',
        'Samgyeopsal|Pork belly, sesame oil dip|26',
      ],
    ],
    [
      'Rice & Noodles',
      [
        'Dolsot Bibimbap|Stone bowl, vegetables, egg, gochujang|16',
        'Japchae|Glass noodles, beef, vegetables|15',
        'Kimchi Jjigae|Pork, tofu, aged kimchi, rice|14',
      ],
    ],
    ['Small Plates', ['Haemul Pajeon|Seafood scallion pancake|16', 'Tteokbokki|Rice cakes, fish cake, spicy sauce|12']],
  ],
  latin_american: [
    [
      'To Start',
      [
        'Beef Empanadas|Chimichurri, two per order|9',
        'Ceviche Clasico|Corvina, leche de tigre, sweet potato|16',
        'Tostones|Garlic mojo|7',
      ],
    ],
    [
      'Mains',
      [
        'Lomo Saltado|Beef, tomato, onion, fries, rice|22',
        'Ropa Vieja|Braised beef, black beans, plantains|19',
        'Arepa Reina Pepiada|Chicken avocado salad|12',
        'Pollo a la Brasa|Half chicken, aji verde, salad|18',
      ],
    ],
    ['Dessert', ['Tres Leches|Cinnamon, whipped cream|8']],
  ],
  southern: [
    [
      'Mains',
      [
        'Fried Chicken|Three pieces, hot honey optional|18',
        'Shrimp & Grits|Andouille, tasso gravy|22',
        'Smothered Pork Chop|Onion gravy, rice|19',
        'Fried Catfish|Cornmeal crust, hush puppies|18',
      ],
    ],
    [
      'Sides',
      [
        'Collard Greens|Smoked turkey|5',
        'Mac & Cheese|Baked|6',
        'Candied Yams|Brown sugar, cinnamon|5',
        'Skillet Cornbread|Honey butter|5',
      ],
    ],
    ['Dessert', ['Peach Cobbler|Vanilla ice cream|8', 'Sweet Potato Pie|By the slice|7']],
  ],
  asian_fusion: [
    [
      'Shareables',
      [
        'Korean Fried Cauliflower|Gochujang glaze, sesame|12',
        'Pork Belly Bao|Hoisin, pickled cucumber, two per order|11',
        'Spicy Tuna Crispy Rice|Jalapeno, eel sauce|15',
      ],
    ],
    [
      'Bowls & Plates',
      [
        'Miso-Glazed Salmon|Forbidden rice, bok choy|26',
        'Kung Pao Brussels Sprouts|Peanuts, chili|12',
        'Garlic Noodles|Butter, parmesan, scallions|14',
        'Thai Basil Chicken|Jasmine rice, fried egg|17',
      ],
    ],
  ],
  vegetarian: [
    [
      'Bowls',
      ['Buddha Bowl|Quinoa, roasted sweet potato, kale, tahini|15', 'Mezze Bowl|Falafel, hummus, tabbouleh|15'],
    ],
    [
      'Plates',
      [
        'Jackfruit Tacos|Chipotle slaw, avocado, three per order|14',
        'Cauliflower Wings|Buffalo, vegan ranch|12',
        'Smash Burger|Plant-based patty, vegan cheese, fries|16',
        'Lentil Soup|Cumin, lemon, flatbread|8',
      ],
    ],
    ['Sweets', ['Chocolate Avocado Mousse|Berries|8']],
  ],
  caribbean: [
    [
      'Plates',
      [
        'Jerk Chicken|Rice and peas, plantains, slaw|16',
        'Oxtail|Butter beans, rice and peas|22',
        'Curry Goat|Rice, roti|20',
        'Escovitch Fish|Whole snapper, pickled peppers|26',
      ],
    ],
    [
      'Sides & Snacks',
      ['Beef Patty|Flaky, spiced|4', 'Fried Plantains|Sweet and caramelized|5', 'Festival|Sweet fried dumplings|4'],
    ],
    ['Drinks', ['Sorrel|Hibiscus, ginger|5', 'Ginger Beer|House-brewed|5']],
  ],
  french: [
    [
      'Entrees',
      [
        'Soupe a l’Oignon|Gruyere crouton|13',
        'Escargots de Bourgogne|Garlic parsley butter|16',
        'Pate de Campagne|Cornichons, mustard|14',
      ],
    ],
    [
      'Plats',
      [
        'Steak Frites|Hanger steak, bearnaise|34',
        'Coq au Vin|Braised chicken, red wine, lardons|29',
        'Moules Frites|Mussels, white wine, shallots|26',
        'Duck Confit|Lentils, frisee|31',
      ],
    ],
    ['Desserts', ['Creme Brulee|Vanilla bean|11', 'Tarte Tatin|Creme fraiche|12']],
  ],
  buffet: [
    [
      'Buffet Prices',
      [
        'Weekday Lunch|Monday to Friday until 3 pm|14.99',
        'Dinner|Every evening|19.99',
        'Weekends & Holidays|All day|21.99',
        'Kids 4 to 10|Children under 4 eat free|8.99',
      ],
    ],
    [
      'On the Buffet',
      [
        'Carving Station|Roast beef and ham|0',
        'Hot Line|Fried chicken, pot roast, mashed potatoes|0',
        'Salad Bar|More than thirty toppings|0',
        'Dessert Bar|Soft serve, cobbler, cakes|0',
      ],
    ],
  ],
  spanish: [
    [
      'Tapas',
      [
        'Patatas Bravas|Spicy tomato, aioli|9',
        'Gambas al Ajillo|Shrimp, garlic, guindilla|14',
        'Jamon Iberico|Hand-carved, 1 oz|22',
        'Tortilla Espanola|Potato, onion, egg|9',
        'Pan con Tomate|Grated tomato, olive oil|7',
      ],
    ],
    [
      'Paella (for two)',
      ['Paella Valenciana|Chicken, rabbit, green beans|48', 'Paella de Mariscos|Shrimp, mussels, clams, squid|54'],
    ],
    ['Postres', ['Churros|Chocolate sauce|9', 'Crema Catalana|Burnt sugar|9']],
  ],
  cajun: [
    [
      'Louisiana Classics',
      [
        'Chicken & Andouille Gumbo|Dark roux, rice|14',
        'Crawfish Etouffee|Over rice|19',
        'Jambalaya|Chicken, sausage, the trinity|16',
        'Red Beans & Rice|Smoked sausage|12',
      ],
    ],
    ['Po-Boys', ['Fried Shrimp Po-Boy|Dressed, Leidenheimer bread|15', 'Roast Beef Po-Boy|Debris gravy|14']],
    ['Extras', ['Boudin Balls|Creole mustard|9', 'Beignets|Powdered sugar, three per order|7']],
  ],
  hawaiian: [
    [
      'Poke Bowls',
      [
        'Ahi Shoyu Poke|Sweet onion, sesame, rice|16',
        'Spicy Salmon Poke|Masago, cucumber|16',
        'Tofu Poke|Seaweed salad, edamame|14',
      ],
    ],
    [
      'Plate Lunch',
      [
        'Kalua Pork|Cabbage, two scoops rice, mac salad|15',
        'Chicken Katsu|Katsu sauce, rice, mac salad|15',
        'Loco Moco|Hamburger steak, egg, brown gravy|15',
      ],
    ],
    ['Snacks', ['Spam Musubi|Teriyaki glaze|4', 'Shave Ice|Three flavors|6']],
  ],
};

/** A dish as a menu shows it. */
export interface Dish {
  name: string;
  description: string;
  /** Dollars before the site's own pricing; 0 for what is not priced on its own. */
  price: number;
}

export interface MenuSection {
  title: string;
  dishes: Dish[];
}

/** The menu of a cuisine (American food for one without its own). */
export function menuFor(cuisine: string): MenuSection[] {
  const table = MENUS[cuisine] ?? AMERICAN;
  return table.map(([title, lines]) => ({
    title,
    dishes: lines.map((line) => {
      const [name, description, price] = line.split('|');
      return { name: name!, description: description!, price: Number(price) };
    }),
  }));
}
