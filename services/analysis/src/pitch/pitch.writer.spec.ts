import { PitchSchema, type Pitch } from '@leadgen/contracts';
import { sampleSite as site } from '../../testing/site-summary.js';
import { restaurantFromLead, restaurantFromSite, type LeadFacts } from './pitch.restaurant.js';
import { writePitch } from './pitch.writer.js';

type Row = [
  name: string,
  cuisine: string,
  address: string,
  rating: number,
  reviews: number,
  locations: number,
  website: string | null,
  replies: number,
  closed: string[],
  opened: boolean,
];

/** Twenty leads of the demo search for Austin, TX, as the search returns their facts. */
const DEMO_AUSTIN: Row[] = [
  [
    "Dot & Lola's Taqueria",
    'mexican',
    '1292 Ridge Rd, Austin, TX 78779',
    4.6,
    2175,
    1,
    'https://dot-and-lola-s-taqueria-austin.example.net',
    0.84,
    [],
    false,
  ],
  [
    'Choi Market Banh Mi',
    'vietnamese',
    '1363 7th Ave, Austin, TX 78761',
    4.6,
    545,
    1,
    'https://choi-market-banh-mi-austin.example.org',
    0.56,
    ['Monday'],
    false,
  ],
  [
    "Lucy & Leo's Thai Cuisine",
    'thai',
    '2735 4th St, Austin, TX 78733',
    4.5,
    727,
    1,
    'https://lucy-and-leo-s-thai-cuisine-austin.example.org',
    0.43,
    ['Monday'],
    false,
  ],
  [
    "Conti's Oyster Bar",
    'seafood',
    '2005 Cedar St, Austin, TX 78799',
    4.5,
    227,
    1,
    'https://conti-s-oyster-bar-austin.example.org',
    0.62,
    [],
    false,
  ],
  [
    'Osteria Italian Kitchen on Main',
    'italian',
    '8155 Church St, Austin, TX 78755',
    4.5,
    73,
    1,
    'https://osteria-italian-kitchen-on-main-austin.example.net',
    0.11,
    [],
    true,
  ],
  [
    'Tipsy Owl Meat & Three',
    'southern',
    '6693 Bridge St, Austin, TX 78754',
    4.9,
    170,
    1,
    'https://www.tipsy-owl-meat-and-three-austin.example.net',
    0,
    [],
    false,
  ],
  [
    'Bianchi Oven Sushi',
    'sushi',
    '9407 Peachtree St, Austin, TX 78789',
    4.8,
    474,
    1,
    'https://bianchi-oven-sushi-austin.example.net',
    0.32,
    [],
    false,
  ],
  [
    "Maria & Ruby's Omakase",
    'sushi',
    '8133 Franklin Blvd, Austin, TX 78778',
    4.7,
    196,
    1,
    'https://maria-and-ruby-s-omakase-austin.example.com',
    0.44,
    [],
    false,
  ],
  [
    "Abe & Ana's Falafel",
    'middle_eastern',
    '2411 Park Ave, Austin, TX 78710',
    4.6,
    86,
    1,
    'https://abe-and-ana-s-falafel-austin.example.org',
    0.23,
    ['Monday'],
    false,
  ],
  [
    'Walsh Garden Noodle House',
    'vietnamese',
    '6665 Canal St, Austin, TX 78702',
    4.5,
    87,
    1,
    null,
    0.69,
    ['Monday'],
    true,
  ],
  ['Main Street Cohen', 'american', '2288 Bridge St, Austin, TX 78750', 4.9, 266, 1, null, 0.37, [], false],
  [
    'Costa Corner Steakhouse',
    'steakhouse',
    '3607 Walnut St, Austin, TX 78792',
    4.5,
    29,
    1,
    null,
    0.08,
    ['Monday'],
    true,
  ],
  [
    "Otis's Japanese Kitchen - Austin",
    'japanese',
    '3595 River Rd, Austin, TX 78755',
    4.7,
    336,
    5,
    'https://otis-s-japanese-kitchen.example.com/locations/austin-midtown-1',
    0.59,
    ['Monday'],
    false,
  ],
  [
    'Golden Vietnamese Kitchen - Harbor',
    'vietnamese',
    '3206 Washington St, Austin, TX 78737',
    4.6,
    4729,
    6,
    'https://golden-vietnamese-kitchen.example.com/locations/austin-harbor-3',
    0.33,
    [],
    false,
  ],
  [
    "Walsh's Grill",
    'american',
    '733 Park Ave, Austin, TX 78716',
    3.5,
    254,
    1,
    'https://www.walsh-s-grill-austin.example.net',
    0.31,
    [],
    false,
  ],
  [
    'La Cocina on Water',
    'mexican',
    '9139 Franklin Blvd, Austin, TX 78747',
    4.6,
    19,
    1,
    'https://la-cocina-on-water-austin.example.com',
    0.42,
    [],
    false,
  ],
  [
    "Hoffman's Bar-B-Q",
    'bbq',
    '7814 Chestnut St, Austin, TX 78751',
    4.3,
    505,
    1,
    'https://hoffman-s-bar-b-q-austin.example.org',
    0.76,
    [],
    false,
  ],
  [
    'Stockyard Chophouse on Grand',
    'steakhouse',
    '1780 4th St, Austin, TX 78758',
    4.3,
    318,
    1,
    'https://stockyard-chophouse-on-grand-austin.example.org',
    0.44,
    ['Monday', 'Tuesday'],
    false,
  ],
  [
    "Choi's Smokehouse",
    'bbq',
    '1995 Grand Ave, Austin, TX 78715',
    4.7,
    248,
    1,
    'https://choi-s-smokehouse-austin.example.com',
    0.43,
    ['Monday'],
    false,
  ],
  [
    'Doyle Alley Barbecue',
    'bbq',
    '9500 Spring St, Austin, TX 78753',
    4.1,
    168,
    1,
    'https://doyle-alley-barbecue-austin.example.org',
    0.06,
    ['Monday'],
    false,
  ],
];

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function lead([name, cuisine, address, rating, reviews, locations, website, replies, closed, opened]: Row): LeadFacts {
  return {
    name,
    cuisine_type: cuisine,
    address,
    google_rating: rating,
    review_count: reviews,
    location_count: locations,
    website,
    review_response_rate: replies,
    is_recently_established: opened,
    operating_hours: {
      weekday_text: DAYS.map((d) => `${d}: ${closed.includes(d) ? 'Closed' : '11:00 AM – 10:00 PM'}`),
    },
  };
}

const factsPitch = (l: LeadFacts, seller: Parameters<typeof writePitch>[0]['seller'] = null) =>
  PitchSchema.parse(writePitch({ restaurant: restaurantFromLead(l), site: null, seller, siteUnread: !!l.website }));
const demoPitches = DEMO_AUSTIN.map((row) => ({ name: row[0], pitch: factsPitch(lead(row)) }));

/** Four-word runs that occur twice in one text: a phrase that repeats itself. */
function repeatedRuns(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9'& ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) {
    const run = words.slice(i, i + 4).join(' ');
    if (seen.has(run)) twice.add(run);
    seen.add(run);
  }
  return [...twice];
}

/** The opener's sentence after the greeting, with the restaurant's own name taken out. */
const shape = (opener: string, name: string) =>
  opener
    .split(/(?<=[,—]) /)
    .slice(1)
    .join(' ')
    .replaceAll(name, 'X')
    .replace(/\d[\d,.]*/g, 'N');

const allTexts = (p: Pitch) => [
  ...p.key_insights,
  ...p.pain_points,
  ...p.opportunity_highlights,
  p.email_opener,
  p.call_opener,
  p.value_proposition,
  p.suggested_approach,
  // The email's paragraphs each as a text (a blank line between them is the email's own).
  ...(p.email ? [p.email.subject, p.email.greeting, ...p.email.body.split('\n\n'), p.email.sign_off] : []),
];

describe('pitches a rep would send, across twenty demo leads', () => {
  it('gives each lead its own opener, not one template with the name swapped', () => {
    const openers = demoPitches.map((d) => d.pitch.email_opener);
    expect(new Set(openers).size).toBe(openers.length);
    const shapes = new Set(demoPitches.map((d) => shape(d.pitch.email_opener, d.name)));
    expect(shapes.size).toBeGreaterThanOrEqual(15);
    const firstSentences = new Set(
      demoPitches.map((d) =>
        d.pitch.email_opener
          .split(/(?<=[,—]) /)[1]!
          .split(' ')
          .slice(0, 3)
          .join(' '),
      ),
    );
    expect(firstSentences.size).toBeGreaterThanOrEqual(5);
    expect(new Set(demoPitches.map((d) => d.pitch.call_opener.replace(/.*\? /, ''))).size).toBeGreaterThanOrEqual(15);
  });

  it('never repeats a phrase or the restaurant name within an opener', () => {
    for (const { name, pitch } of demoPitches) {
      for (const text of [pitch.email_opener, pitch.call_opener, pitch.value_proposition, pitch.suggested_approach]) {
        expect({ text, runs: repeatedRuns(text) }).toEqual({ text, runs: [] });
      }
      expect(pitch.email_opener.split(name).length - 1).toBeLessThanOrEqual(1);
    }
  });

  it('writes whole sentences with no empty phrases', () => {
    for (const { pitch } of demoPitches) {
      for (const text of allTexts(pitch)) {
        expect(text).not.toMatch(/undefined|null|NaN|\s{2}|\s[,.]|\.\.|\(\)|:\s*$/);
        expect(text).toMatch(/^[A-Z0-9]/);
      }
      expect(pitch.email_opener).toMatch(/\?$/);
      expect(pitch.key_insights.length).toBeGreaterThan(2);
    }
  });

  it('leads with what each restaurant lacks', () => {
    const opener = (name: string) => demoPitches.find((d) => d.name === name)!.pitch.email_opener;
    expect(opener('Tipsy Owl Meat & Three')).toContain('none of your 170 Google reviews has a reply yet');
    expect(opener("Abe & Ana's Falafel")).toContain('only about 23% of your 86 Google reviews have a reply');
    expect(opener('Main Street Cohen')).toContain("I looked for your website and couldn't find one");
    expect(opener("Walsh's Grill")).toContain('your Google rating sits at 3.5 stars');
    expect(opener('La Cocina on Water')).toContain('you have 19 Google reviews so far');
    expect(opener('Golden Vietnamese Kitchen - Harbor')).toContain('you run 6 locations');
    expect(opener("Dot & Lola's Taqueria")).toContain('you have 2,175 Google reviews at 4.6 stars');
    // Nothing lacking on the listing: it builds on the rating instead.
    expect(opener("Conti's Oyster Bar")).toContain('you hold 4.5 stars across 227 Google reviews');
  });

  it('greets a chain location by its brand and the team without "The"', () => {
    const otis = demoPitches.find((d) => d.name.startsWith("Otis's"))!.pitch;
    expect(otis.email_opener).toMatch(/^(Hi|Hello) Otis's Japanese Kitchen team/);
    expect(otis.call_opener).toMatch(/^Hi, is this Otis's Japanese Kitchen at 3595 River Rd\?/);
    const kettle = writePitch({
      restaurant: restaurantFromSite(site({ name: 'The Copper Kettle' })),
      site: site({ name: 'The Copper Kettle' }),
      seller: null,
    });
    expect(kettle.email_opener).toMatch(/^(Hi|Hello) Copper Kettle team/);
    expect(kettle.call_opener).toMatch(/^Hi, is this the Copper Kettle at 1200 E 6th St\?/);
  });
});

describe('what the pitch says about the restaurant', () => {
  it('does not repeat a cuisine the name already says, and writes cuisines as words', () => {
    const ember = factsPitch({ ...lead(DEMO_AUSTIN[0]!), name: 'Ember & Oak Steakhouse', cuisine_type: 'steakhouse' });
    expect(ember.key_insights[0]).toBe('Ember & Oak Steakhouse is at 1292 Ridge Rd, Austin, TX 78779.');
    expect(JSON.stringify(ember)).not.toMatch(/serves Steakhouse|a steakhouse/);
    const insight = (cuisine: string) =>
      factsPitch({ ...lead(DEMO_AUSTIN[3]!), name: 'Blue Door', cuisine_type: cuisine }).key_insights[0];
    expect(insight('MEXICAN')).toBe('Blue Door is a Mexican restaurant at 2005 Cedar St, Austin, TX 78799.');
    expect(insight('tex_mex')).toBe('Blue Door is a Tex-Mex restaurant at 2005 Cedar St, Austin, TX 78799.');
    expect(insight('new_american')).toBe('Blue Door is a New American restaurant at 2005 Cedar St, Austin, TX 78799.');
    expect(insight('italian')).toBe('Blue Door is an Italian restaurant at 2005 Cedar St, Austin, TX 78799.');
    expect(insight('Southern / Soul Food')).toBe('Blue Door is a Southern kitchen at 2005 Cedar St, Austin, TX 78799.');
  });

  it('never names a loopback or local address to the restaurant', () => {
    for (const host of ['localhost', '127.0.0.1', '127.0.0.1:41234', 'casaverde.local']) {
      const p = writePitch({ restaurant: restaurantFromSite(site({ host })), site: site({ host }), seller: null });
      expect(allTexts(p).join(' ')).not.toMatch(/localhost|127\.0\.0\.1|\.local\b/);
      expect(p.email_opener).toContain("I couldn't find online ordering on your website");
    }
  });

  it('names a short site by its address and a long machine-made one as "your website"', () => {
    const short = writePitch({
      restaurant: restaurantFromSite(site({ host: 'casaverde.com' })),
      site: site({ host: 'casaverde.com' }),
      seller: null,
    });
    expect(short.email_opener).toContain("I couldn't find online ordering on casaverde.com");
    const host = 'dot-and-lola-s-taqueria-austin.example.net';
    const long = writePitch({ restaurant: restaurantFromSite(site({ host })), site: site({ host }), seller: null });
    expect(allTexts(long).join(' ')).not.toContain(host);
    expect(long.email_opener).toContain("I couldn't find online ordering on your website");
  });

  it('says once that the site takes bookings when its booking provider already says so', () => {
    const booked = site({
      reservationProviders: ['opentable'],
      found: {
        menu: { url: 'https://casaverde.example.com/', snippet: 'Menu' },
        reservations: { url: 'https://casaverde.example.com/', snippet: 'Book a table' },
      },
    });
    const p = writePitch({ restaurant: restaurantFromSite(booked), site: booked, seller: null });
    expect(p.key_insights.filter((i) => /reservations/i.test(i))).toEqual([
      'Takes reservations through OpenTable (linked on https://casaverde.example.com/).',
    ]);
  });

  it("without an offer, closes on nothing the idea is not about: no 'how you came to choose OpenTable' under an ordering idea", () => {
    const booked = site({
      reservationProviders: ['opentable'],
      found: { reservations: { url: 'https://casaverde.example.com/', snippet: 'Book a table' } },
    });
    const bodies = ['a', 'b', 'c', 'd', 'e', 'f'].map(
      (key) => writePitch({ restaurant: restaurantFromSite(booked), site: booked, seller: null, key }).email!.body,
    );
    expect(bodies.every((b) => /online ordering/.test(b))).toBe(true);
    for (const b of bodies) expect(b).not.toContain('came to choose OpenTable');
  });

  it('speaks to the gap the website shows: ordering, then bookings, then catering', () => {
    const noOrdering = writePitch({ restaurant: restaurantFromSite(site()), site: site(), seller: null });
    expect(noOrdering.email_opener).toContain("I couldn't find online ordering on casaverde.example.com");
    const ordering = site({
      found: { online_ordering: { url: 'u', snippet: 'Order Online' } },
      orderingProviders: ['Toast'],
    });
    expect(
      writePitch({ restaurant: restaurantFromSite(ordering), site: ordering, seller: null }).email_opener,
    ).toContain("I couldn't find a way to book a table on casaverde.example.com");
    const both = site({
      found: { online_ordering: { url: 'u', snippet: 'Order' }, reservations: { url: 'u', snippet: 'Reserve' } },
    });
    expect(writePitch({ restaurant: restaurantFromSite(both), site: both, seller: null }).email_opener).toContain(
      "I didn't see a catering page",
    );
    const marketplace = site({
      found: { online_ordering: { url: 'u', snippet: 'Order' } },
      orderingProviders: ['doordash'],
    });
    const m = writePitch({ restaurant: restaurantFromSite(marketplace), site: marketplace, seller: null });
    expect(m.email_opener).toContain('your online orders go through DoorDash');
    expect(m.pain_points[0]).toBe('Online orders go through DoorDash, which takes a commission on every order.');
  });

  it('does not offer table booking to a counter-service restaurant', () => {
    const pizza = { ...lead(DEMO_AUSTIN[3]!), cuisine_type: 'pizza' };
    const s = site({ found: { online_ordering: { url: 'u', snippet: 'Order' } } });
    expect(
      writePitch({ restaurant: restaurantFromLead(pizza), site: s, seller: null }).pain_points.join(' '),
    ).not.toMatch(/reservation/i);
  });
});

describe('the company the rep sells for', () => {
  const tipsy = lead(DEMO_AUSTIN[5]!);

  it('is named in the email and call openers', () => {
    const p = factsPitch(tipsy, { company_name: 'Acme Hospitality' });
    expect(p.email_opener).toContain("I'm with Acme Hospitality, and I");
    expect(p.call_opener).toMatch(/^Hi, I'm calling from Acme Hospitality; is this Tipsy Owl Meat & Three/);
    expect(p.value_proposition).toContain('Acme Hospitality');
  });

  it('leads with a gap the company says it fills', () => {
    const s = site();
    const facts = {
      restaurant: restaurantFromLead({ ...tipsy, review_response_rate: 0.9 }),
      site: s,
      seller: { company_name: 'BookIt', offers: ['Online reservations and waitlist'] },
    };
    expect(writePitch(facts).email_opener).toContain("I couldn't find a way to book a table on casaverde.example.com");
    expect(writePitch({ ...facts, seller: null }).email_opener).toContain("I couldn't find online ordering");
  });

  it("speaks in the company's words, from the restaurant's standing when it fills none of the gaps", () => {
    const p = factsPitch(tipsy, {
      company_name: 'PayRight',
      value_proposition: 'PayRight runs restaurant payroll and tips in one place.',
    });
    expect(p.email_opener).toContain('you hold 4.9 stars across 170 Google reviews');
    expect(p.email_opener).toContain("I'm with PayRight, and I");
    expect(p.email_opener).toContain('PayRight runs restaurant payroll and tips in one place.');
    expect(p.pain_points[0]).toBe('None of its 170 Google reviews has a reply from the restaurant.');
  });
});

describe('a lead whose website was not read', () => {
  it('writes from the listing alone and tells the rep to look at the site first', () => {
    const p = factsPitch(lead(DEMO_AUSTIN[0]!));
    expect(p.confidence_score).toBe(0.35);
    expect(p.key_insights).toContain('Rated 4.6 from 2,175 reviews.');
    expect(p.suggested_approach).toMatch(
      /Their website( \(https?:\/\/[^)]+\))? could not be read automatically, so look at it yourself before you call\./,
    );
    expect(allTexts(p).join(' ')).not.toMatch(/online ordering link|reservation option|catering offer/);
  });
});
