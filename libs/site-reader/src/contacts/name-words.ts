/**
 * Capitalised words a restaurant site writes that are never part of a person's name: dishes, streets,
 * vendors and platforms, and the words of section headings. A phrase holding one is a dish ('Fried
 * Chicken', 'Key Lime Pie'), a street ('Congress Avenue'), a brand ('Toast Tab') or a heading ('Live
 * Music'), not a person. Words that are also common given or family names (Rice, Bacon, Lamb, Curry,
 * Baker, Olive, Basil, Ginger, Pearl, Ruby, Caesar, Benedict, Margarita, Martini...) are left out on
 * purpose: a dish made of them is told by where it stands (a menu, a price) instead.
 */

const words = (list: string): string[] => list.trim().split(/\s+/);

/** How a dish is cooked or dressed: no one's given or family name. */
const COOKING = words(`
  fried deep-fried pan-fried stir-fried grilled pulled roasted roast fire-roasted slow-roasted smoked braised baked
  seared pan-seared blackened glazed stuffed sauteed sautéed steamed poached crispy crunchy spicy creamy cheesy
  loaded shaved chopped marinated charred wood-fired brick-oven homemade house-made handmade hand-cut hand-tossed
  hand-pulled jumbo deviled candied pickled cured toasted whipped mashed scrambled breaded battered beer-battered
  buttermilk boneless bone-in buffalo teriyaki tandoori tikka masala vindaloo korma katsu bbq barbecue barbecued
  chipotle jalapeño jalapeno habanero sriracha garlic truffle parmesan parmigiana marinara carbonara bolognese
  pesto alla frozen iced sparkling sweet spiced`);

/** What is on the plate or in the glass. */
const DISHES = words(`
  chicken wings tenders nuggets salmon tuna shrimp prawns lobster crab crabcakes scallops oysters clams mussels
  calamari octopus halibut trout catfish tilapia mahi swordfish seafood steak steaks ribeye sirloin filet brisket ribs
  pork beef veal duck sausage chorizo meatballs meatloaf burger burgers cheeseburger hamburger sandwich sandwiches
  wrap wraps panini hoagie taco tacos burrito burritos quesadilla quesadillas enchilada enchiladas nachos tamales
  fajitas tostada tostadas elote salsa guacamole queso calzone pasta spaghetti linguine fettuccine penne rigatoni
  lasagna lasagne ravioli gnocchi risotto cheese mozzarella burrata grits biscuits gravy cornbread waffles waffle
  pancakes omelet omelette eggs hash salad salads soup soups chowder bisque chili gumbo jambalaya etouffee pho
  ramen udon sushi sashimi nigiri tempura dumplings gyoza bao wontons noodles poke kebab kabob shawarma falafel
  hummus gyro gyros pita naan samosa samosas biryani paneer fries tots coleslaw slaw potato potatoes pie pies cake
  cakes cheesecake brownie brownies cookie cookies tart cobbler pudding sundae gelato tiramisu cannoli churros flan
  brûlée creme crème chocolate vanilla caramel espresso latte cappuccino mocha coffee lemonade mojito sangria mimosa
  mimosas spritz ipa lager platter combo appetizer appetizers starter starters entree entrees entrée
  entrées dessert desserts skewers sliders charcuterie bruschetta crostini focaccia bread avocado tofu vegan
  vegetarian veggie mushroom mushrooms spinach arugula caprese schnitzel scampi piccata lime lemon
  lettuce tomato tomatoes onion onions pickles bacon-wrapped cheddar provolone feta ricotta pepperoni meatball
  pizzas pastas bowl bowls`);

/** What a street name ends with: 'Congress Avenue', 'Park Ave', 'Lakeshore Pkwy'. */
const STREETS = words(`
  street st avenue ave av road rd boulevard blvd ln drive dr way plaza suite ste highway hwy parkway pkwy pky
  expressway expy freeway fwy turnpike tpke trail trl circle cir terrace ter ct pl sq broadway `);

/** Vendors and platforms a restaurant site links: ordering, reservations, reviews, site builders. */
const BRANDS = words(`
  toast toasttab square squareup online google yelp tripadvisor opentable resy tock sevenrooms doordash grubhub
  ubereats uber eats postmates seamless caviar chownow slice menufy popmenu bentobox olo clover spoton wix
  squarespace wordpress godaddy shopify weebly mailchimp eventbrite instagram facebook tiktok twitter youtube
  linkedin apple maps venmo paypal zelle gift reviews review rating ratings stars app`);

/** Words of a section heading or a button, not of a name: 'Happy Hour', 'Live Music', 'Our Story'. */
const HEADINGS = words(`
  live music trivia karaoke patio rooftop terrace garden views view gallery press news blog visit location
  locations hours directions parking takeout delivery pickup curbside shop merch store rewards loyalty club
  membership newsletter subscribe follow connect social philosophy mission values history heritage tradition
  journey legacy vision approach sourcing ingredients farmers purveyors community giving cause crew leadership
  faces behind scenes cuisine cooking story stories welcome hello thanks thank holidays thanksgiving
  christmas easter valentines mothers fathers graduation celebrate celebration celebrations occasion
  occasions reservation weddings wedding rehearsal banquet banquets buyout buyouts venue venues space spaces
  upcoming calendar schedule faq faqs policy policies privacy terms accessibility donate sponsorship sponsor
  italian mexican thai chinese japanese indian korean vietnamese greek mediterranean spanish southern cajun creole
  texan american asian latin peruvian cuban caribbean ethiopian lebanese turkish persian`);

/** Lower-cased words never read as part of a person's name. */
export const NOT_NAME_WORDS = new Set([...COOKING, ...DISHES, ...STREETS, ...BRANDS, ...HEADINGS]);

/** Whole names that are not people on a restaurant site (an award, a foundation). */
export const NOT_PEOPLE = new Set(['james beard']);
