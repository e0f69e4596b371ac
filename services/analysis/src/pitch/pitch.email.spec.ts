/*
 * The cold email as a sales manager reads it: one message, one observation, the offer's first point
 * with its proof, one ask in the offer's words, one sign-off; the person greeted is one the pages name.
 */
import { emailText, type FoundPerson, type Offer } from '@leadgen/contracts';
import { sampleLead } from '@leadgen/contracts/testing';
import { lintCorpus, lintEmail } from '@leadgen/email-lint';
import { sampleSite } from '../../testing/site-summary.js';
import { restaurantFromLead } from './pitch.restaurant.js';
import { writePitch } from './pitch.writer.js';

const offerOf = (
  product: string,
  category: Offer['category'],
  points: [string, string | null][],
  cta: string,
): Offer => ({
  company_name: product.split(' ')[0]!,
  product_name: product,
  category,
  value_points: points.map(([text, proof]) => ({ text, proof })),
  suits: '',
  call_to_action: cta,
  sender_name: 'Sam Rivera',
  sender_title: 'Account Executive',
});

const POS = offerOf(
  'TablePoint POS',
  'pos',
  [
    ['Tableside ordering on handhelds', 'turns tables 12% faster'],
    ['Next-day payouts', null],
    ['Commission-free online ordering', 'Trusted by 3,200 restaurants'],
  ],
  'A 15-minute demo this week.',
);
const BOOKING = offerOf(
  'SeatSmart Reservations',
  'reservations',
  [['Online reservations: Guests book a table from your website and Google', 'cuts no-shows 30%']],
  'Book a 20-minute walkthrough',
);
const OFFERS = [POS, BOOKING, null];

const lead = (name: string, street: string, i = 0) =>
  restaurantFromLead({
    name,
    website: 'https://site.example.com',
    cuisine_type: 'american',
    address: `${street}, Hood River, OR 97031`,
    google_rating: [4.5, 4.2, 4.7, 3.9, 4.4][i % 5],
    review_count: [307, 88, 1204, 41, 530][i % 5],
  } as never);
const DISHES = [
  'Grilled Salmon',
  'Pot Roast',
  'Huevos Rancheros',
  'Pho Tai',
  'Fish Tacos',
  'Chicken Pot Pie',
  'Lamb Kofta',
  'Shrimp and Grits',
  'Mushroom Risotto',
  'Brisket Plate',
];
const siteOf = (i: number) =>
  sampleSite({
    // twenty sites: ten dishes (a town's menus share some), and each its years and room size
    url: `https://site${i}.example.com/`,
    host: `site${i}.example.com`,
    headings: ['Welcome', DISHES[i % 10]!, 'Private Room', 'Visit us'],
    text: `Serving Hood River for ${4 + i * 3} years. ${DISHES[i % 10]} with lemon butter $${18 + i}. Our private room seats up to ${30 + i * 8} guests. Call us to book a table.`,
    description: '',
  });
const site = siteOf(0);
const owner: FoundPerson = {
  name: 'Sofia Rossi',
  role: 'Chef/Owner',
  page_url: 'https://site.example.com/about',
  evidence: 'Sofia Rossi, Chef/Owner',
};
const chef: FoundPerson = {
  name: 'Marco Bell',
  role: 'Chef',
  page_url: 'https://site.example.com/about',
  evidence: 'Chef Marco Bell',
};

const STREETS = ['412 Park Ave', '18 Oak St', '901 Cascade Ave', '77 State St', '1520 Ridge Rd'];
const ROADS =
  'Oak Pine Elm Cedar Maple Birch Alder Walnut Cherry Spruce Willow Aspen Hazel Juniper Laurel Magnolia Poplar Sycamore Chestnut Linden'.split(
    ' ',
  );
const NAMES = ["Flores's Diner", 'Keller Harvest Diner', 'The Copper Kettle', 'Wong Eatery', 'Mill Street Grill'];
const emails = OFFERS.flatMap((offer) =>
  NAMES.flatMap((name, i) =>
    [[], [owner], [chef, owner], [chef]].map((people, j) => ({
      offer,
      people,
      name,
      email: writePitch({
        restaurant: lead(name, STREETS[i]!, i),
        site: siteOf(i),
        seller: null,
        offer,
        people,
        key: `${name}-${j}`,
      }).email!,
    })),
  ),
);

describe('the cold email', () => {
  it('keeps every rule a sales manager applies, for every offer, restaurant and set of people', () => {
    for (const { email, people, offer } of emails) {
      const text = emailText(email);
      const found = lintEmail(
        { subject: email.subject, body: text },
        { senderName: offer ? 'Sam Rivera' : null, people },
      );
      expect({ text, found }).toEqual({ text, found: [] });
    }
  });

  it('greets the owner over the chef, a chef only when nobody else is named, and the team otherwise', () => {
    const greet = (people: FoundPerson[]) =>
      writePitch({
        restaurant: lead('Keller Harvest Diner', '18 Oak St'),
        site,
        seller: null,
        offer: POS,
        people,
        key: 'k',
      }).email!.greeting;
    expect(greet([chef, owner])).toMatch(/^(Hi|Hello) Sofia,$/);
    expect(greet([chef])).toMatch(/^(Hi|Hello) Marco,$/);
    expect(greet([])).toMatch(/^(Hi|Hello) Keller Harvest Diner team,$/);
  });

  it('says the idea once without an offer: no topic after it restating the idea', () => {
    const plain = emails.filter((e) => !e.offer).map((e) => e.email.body);
    expect(plain.length).toBeGreaterThan(0);
    for (const body of plain)
      expect({
        body,
        restated: /first conversation would be about|I'd start with|We could begin with/.test(body),
      }).toEqual({
        body,
        restated: false,
      });
  });

  it("names the restaurant in the subject as written, without its location: 'for The Copper Kettle'", () => {
    const email = (offer: Offer | null) =>
      writePitch({
        restaurant: lead('The Copper Kettle (Eastside)', '18 Oak St'),
        site,
        seller: null,
        offer,
        people: [],
        key: 'k',
      }).email!;
    expect(email(POS).subject).toBe('TablePoint POS for The Copper Kettle');
    expect(email(null).subject).toBe('A quick idea for The Copper Kettle');
    // After 'Hi' the name reads without its 'The'.
    expect(email(POS).greeting).toMatch(/^(Hi|Hello) Copper Kettle team,$/);
  });

  it("leads with the offer's first point and its proof, and asks once in the call to action's words", () => {
    const pos = emails.filter((e) => e.offer === POS).map((e) => e.email.body);
    for (const body of pos) {
      expect(body).toContain('tableside ordering on handhelds (turns tables 12% faster)');
      expect(body).not.toMatch(/online ordering|Grilled Salmon, TablePoint/);
      expect(body).toContain('a 15-minute demo this week');
      expect(body).not.toContain('A 15-minute demo');
    }
    const booking = emails.filter((e) => e.offer === BOOKING).map((e) => e.email.body);
    for (const body of booking) expect(body).toMatch(/ book a 20-minute walkthrough/);
  });

  it('signs once with the sender and title, and never names the sender or the person greeted in the body', () => {
    for (const { email, offer } of emails) {
      expect(email.sign_off).toBe(offer ? 'Best,\nSam Rivera\nAccount Executive, ' + offer.company_name : 'Best,');
      expect(email.body).not.toMatch(/Sam|Sofia|Marco/);
    }
  });

  it('stays long enough when the composer greets the person the contacts name, on a listing with no site', () => {
    const offer = { ...POS, value_points: POS.value_points.slice(0, 1) };
    const { pitch: _pitch, ...listing } = sampleLead;
    const thin = Array.from({ length: 400 }, (_, i) => {
      const key = `lead-${i * 7919}`;
      const restaurant = restaurantFromLead({ ...listing, name: `Casa Verde ${i % 4}`, website: null });
      const email = writePitch({ restaurant, site: null, seller: null, offer, people: [], key }).email!;
      const text = emailText({ ...email, greeting: 'Hi Sofia,' });
      const found = lintEmail({ subject: email.subject, body: text }, { senderName: 'Sam Rivera', people: [owner] });
      return found.map((v) => [v.message, text]);
    }).filter((found) => found.length);
    expect(thin).toEqual([]);
  });

  it('says hours worth naming as seen on the listing, never read about, and not an ordinary evening', () => {
    const openersFor = (close: string) => {
      const weekday_text = [`Monday: 11:00 AM – ${close}`, `Tuesday: 11:00 AM – ${close}`, 'Wednesday: Closed'];
      return NAMES.flatMap((name, i) =>
        ['a', 'b', 'c', 'd'].map((key) => {
          const restaurant = restaurantFromLead({
            ...lead(name, STREETS[i]!, i),
            name,
            website: null,
            cuisine_type: 'american',
            address: `${STREETS[i]}, Hood River, OR 97031`,
            operating_hours: { weekday_text },
          } as never);
          const email = writePitch({
            restaurant,
            site: null,
            seller: null,
            offer: POS,
            people: [],
            key: `${name}-${key}`,
          }).email!;
          return email.body.split('\n')[0]!;
        }),
      );
    };
    const late = openersFor('11:30 PM').filter((o) => o.includes('open until 11:30 pm'));
    expect(late.length).toBeGreaterThan(0);
    for (const o of late)
      expect(o).toMatch(/I (noticed|saw|spotted) that you stay open until 11:30 pm on Monday and Tuesday/);
    // Open until 9:30 pm is true of most restaurants: the email names something else, or only who writes.
    expect(openersFor('9:30 PM').filter((o) => /until 9:30|evenings/.test(o))).toEqual([]);
  });

  it('never glues two thoughts with a semicolon: a point said alone is the wish to hear their story and show it', () => {
    for (const { email } of emails) expect(email.body).not.toMatch(/\w[).]?; \w/);
    // Years, a dish or a room have a story: the point said alone comes with it, as one wish that opens its paragraph.
    const wishes = emails
      .map((e) => e.email.body)
      .filter((b) => /\n\nI'd (love|like|be glad) to hear the story/.test(b));
    expect(wishes.length).toBeGreaterThan(0);
    for (const body of wishes)
      expect(body).toMatch(
        /to hear the story behind [^.]+, and to (show you|share) how (TablePoint POS|SeatSmart|guests)/,
      );
  });

  it("says a fact in a clause with a verb that takes 'that', never 'came across how' or 'read about how'", () => {
    const openers = emails.map(({ email }) => email.body.split('\n')[0]!);
    expect(openers.some((o) => / that you /.test(o))).toBe(true);
    for (const o of openers) expect(o).not.toMatch(/\b(across|about) how\b/);
  });

  it('says a restaurant takes orders through a marketplace and runs on a system, and makes no comparison it does not go on to make', () => {
    const ORDERING = offerOf('OrderHatch', 'online_ordering', [['A branded ordering site', null]], 'A 15-minute call.');
    const bodies = (offer: Offer, providers: string[]) =>
      Array.from({ length: 24 }, (_, i) => {
        const name = `${NAMES[i % 5]} ${i}`;
        const restaurant = lead(name, STREETS[i % 5]!, i);
        const read = siteOf(i);
        const order = { url: `${read.url}order`, snippet: 'Order online' };
        const withOrdering = {
          ...read,
          orderingProviders: providers,
          found: { ...read.found, online_ordering: order },
        };
        return writePitch({ restaurant, site: withOrdering, seller: null, offer, people: [], key: name }).email!.body;
      });
    const marketplace = bodies(ORDERING, ['doordash']);
    expect(marketplace.some((b) => b.includes('you take orders through DoorDash'))).toBe(true);
    for (const b of marketplace) expect(b).not.toMatch(/run on DoorDash/);
    const pos = bodies(POS, ['square']);
    expect(pos.some((b) => b.includes('you already run on Square'))).toBe(true);
    for (const b of pos) expect(b).not.toMatch(/benchmark|compare/);
  });

  it('says no sentence in more than a tenth of the emails of one offer, over twenty restaurants', () => {
    for (const offer of OFFERS) {
      const set = Array.from({ length: 20 }, (_, i) => {
        const name = `${NAMES[i % 5]} ${['North', 'South', 'East', 'West'][i >> 2]}`;
        const restaurant = lead(name, `${100 + i * 7} ${ROADS[i]} ${['St', 'Ave', 'Rd', 'Blvd'][i % 4]}`, i);
        const email = writePitch({ restaurant, site: siteOf(i), seller: null, offer, people: [], key: name }).email!;
        return { body: emailText(email), names: [name, 'Sam Rivera'] };
      });
      expect(lintCorpus(set).map((v) => v.sentence)).toEqual([]);
    }
  });
});
