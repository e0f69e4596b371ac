import type { Offer } from '@leadgen/contracts';
import type { SiteSummary } from '../site/site.summary.js';
import type { Restaurant } from './pitch.restaurant.js';
import { writePitch, type PitchFacts } from './pitch.writer.js';

/** A city's worth of made-up restaurants: the facts a search and a site read would give. */
const STREETS = [
  'S Lamar Blvd',
  'E 6th St',
  'Burnet Rd',
  'S Congress Ave',
  'Manor Rd',
  'E Cesar Chavez St',
  'N Loop Blvd',
  'Guadalupe St',
  'W Anderson Ln',
  'Airport Blvd',
  'Red River St',
  'E 7th St',
  'S 1st St',
  'Rosewood Ave',
];
const DISHES = [
  'Carnitas Tacos',
  'Brisket Plate',
  'Pho Tai',
  'Margherita Pizza',
  'Pad See Ew',
  'Shrimp Po Boy',
  'Lamb Gyro',
  'Chicken Tikka',
  'Migas Plate',
  'Tonkotsu Ramen',
  'Fish Tacos',
  'Cuban Sandwich',
  'Bibimbap',
  'Ribeye Steak',
];
const CUISINES = [
  'mexican',
  'bbq',
  'vietnamese',
  'pizza',
  'thai',
  'cajun',
  'greek',
  'indian',
  'breakfast_brunch',
  'ramen',
  'seafood',
  'sandwich',
  'korean',
  'steakhouse',
];
const FIRST = ['Ana', 'Luis', 'Mai', 'Tom', 'Priya', 'Sam', 'Rosa', 'Ken', 'Dana', 'Omar', 'Lena', 'Joe', 'Ivy'];
const PROVIDERS = [[], ['Toast'], ['DoorDash'], ['ChowNow'], ['Square'], [], ['Uber Eats', 'DoorDash']];

export function cityOfFacts(n: number, offer: Offer | null): PitchFacts[] {
  return Array.from({ length: n }, (_, i) => {
    const name = `Place ${i}`;
    const host = `place${i}.example.com`;
    const ordering = PROVIDERS[i % PROVIDERS.length]!;
    const dish = DISHES[(i * 5) % DISHES.length]!;
    const withSite = i % 5 !== 4;
    const site: SiteSummary | null = withSite
      ? {
          url: `https://${host}/`,
          host,
          name,
          description: '',
          cuisines: [],
          address: null,
          phone: null,
          found: {
            menu: { url: `https://${host}/menu`, snippet: 'Menu' },
            ...(ordering.length ? { online_ordering: { url: `https://${host}/`, snippet: 'Order online' } } : {}),
            ...(i % 3 === 0 ? { reservations: { url: `https://${host}/`, snippet: 'Reserve' } } : {}),
            ...(i % 4 === 0 ? { careers: { url: `https://${host}/jobs`, snippet: 'Join our team' } } : {}),
            ...(i % 2 === 0 ? { newsletter: { url: `https://${host}/`, snippet: 'Sign up' } } : {}),
          },
          menuPdfOnly: false,
          orderingProviders: ordering,
          reservationProviders: [],
          social: [],
          headings: ['Our Menu', dish, i % 6 === 0 ? 'Happy Hour' : 'Visit Us'],
          text: `Welcome. ${i % 3 === 1 ? `Serving Austin since ${1980 + i}. ` : ''}Our Menu ${dish} House favourite $${9 + (i % 17)} Visit Us`,
          pagesRead: [`https://${host}/`, `https://${host}/menu`],
          thin: false,
        }
      : null;
    const restaurant: Restaurant = {
      name,
      cuisine: CUISINES[i % CUISINES.length]!,
      address: `${100 + i * 7} ${STREETS[i % STREETS.length]}, Austin, TX 787${String(i).padStart(2, '0')}`,
      city: 'Austin',
      rating: 3.8 + (i % 12) / 10,
      reviews: 40 + i * 37,
      locations: i % 9 === 0 ? 3 : 1,
      hours: [],
      closedDays: [],
      responseRate: null,
      recentlyOpened: i % 11 === 0,
      website: withSite ? `https://${host}/` : null,
      phone: null,
      social: [],
    };
    const people =
      i % 4 === 1
        ? [
            {
              name: `${FIRST[i % FIRST.length]} Person${i}`,
              role: 'Owner' as const,
              page_url: `https://${host}/about`,
              evidence: 'Owner',
            },
          ]
        : [];
    return { restaurant, site, seller: null, offer, people, key: `place-${i}` };
  });
}

const POS_OFFER: Offer = {
  company_name: 'TableTech',
  product_name: 'TableTech POS',
  category: 'pos',
  value_points: [
    { text: 'Cuts card fees', proof: '2.49% per swipe' },
    { text: 'Tabs that follow the guest from bar to table', proof: null },
  ],
  suits: 'full-service restaurants',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Maria Lopez',
  sender_title: 'Account Executive',
};

/** Sentences of the pitches' prose, with the restaurant's and the rep's names masked. */
export function sentenceShare(facts: PitchFacts[], texts: string[][]): { share: number; sentence: string } {
  const counts = new Map<string, number>();
  texts.forEach((parts, i) => {
    const masks = [facts[i]!.restaurant.name, 'Maria Lopez', 'Maria', 'TableTech POS', 'TableTech'];
    const seen = new Set<string>();
    for (const part of parts)
      for (let s of part.split(/(?<=[.!?])\s+/)) {
        for (const m of masks) s = s.split(m).join('X');
        if (s.split(/\s+/).length < 4 || seen.has(s)) continue;
        seen.add(s);
        counts.set(s, (counts.get(s) ?? 0) + 1);
      }
  });
  const [sentence, most] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { share: most / texts.length, sentence };
}

describe('the writer across 50 leads of one city', () => {
  it.each([
    ['with an offer', POS_OFFER],
    ['with no offer', null],
  ])('repeats no sentence in more than 10%% of the pitches (%s)', (_label, offer) => {
    const facts = cityOfFacts(50, offer);
    const pitches = facts.map(writePitch);
    const { share, sentence } = sentenceShare(
      facts,
      pitches.map((p) => [p.email_opener, p.call_opener, p.value_proposition]),
    );
    expect({ share: share <= 0.1, sentence }).toEqual({ share: true, sentence });
  });

  it('gives the same lead the same pitch', () => {
    const [a] = cityOfFacts(1, POS_OFFER);
    expect(writePitch(a!)).toEqual(writePitch(a!));
  });
});
