import { sampleSite } from '../../testing/site-summary.js';
import { detailsOf } from './pitch.details.js';
import { restaurantFromLead } from './pitch.restaurant.js';
import { writePitch } from './pitch.writer.js';

const lead = restaurantFromLead({
  name: 'Route 9 Diner',
  website: 'https://route9.example.net',
  cuisine_type: 'american',
  address: '8686 Magnolia Ave, Austin, TX 78743',
  google_rating: 4.8,
  review_count: 189,
  operating_hours: {
    weekday_text: [
      'Monday: 11:00 AM – 10:00 PM',
      'Friday: 11:00 AM – 1:00 AM',
      'Saturday: 11:00 AM – 1:00 AM',
      'Sunday: 11:00 AM – 9:00 PM',
    ],
  },
} as never);

describe('the restaurant details a pitch names', () => {
  it('names a dish the home page features when the menu shows no prices', () => {
    const site = sampleSite({
      headings: ['Welcome', 'Guest favorites', 'Chicken Fried Steak', 'Biscuits', 'Hours'],
      text: 'Guest favorites Chicken Fried Steak Crispy, with gravy. Biscuits Baked every morning.',
    });
    const dish = detailsOf(lead, site).find((d) => d.kind === 'dish');
    expect(dish?.short).toBe('your Chicken Fried Steak');
    expect(dish?.claim).toBe('The site features Chicken Fried Steak under "Guest favorites".');
  });

  it('names a dish from the menu as an owner hears it, its price kept in the evidence only', () => {
    const site = sampleSite({
      headings: ['Menu', 'Carnitas', 'Hours'],
      text: 'Menu Carnitas Slow-cooked pork. $4.50 Hours Open daily.',
    });
    const dish = detailsOf(lead, site).find((d) => d.kind === 'dish');
    expect(dish?.seen).toBe('the Carnitas on your menu');
    expect(dish?.claim).toBe('The menu lists Carnitas at $4.50.');
  });

  it('names what the restaurant takes orders or bookings through, never a till as a way in', () => {
    const seen = (orderingProviders: string[], reservationProviders: string[]) =>
      detailsOf(lead, sampleSite({ orderingProviders, reservationProviders })).find((d) => d.kind === 'platform')?.seen;
    expect(seen(['toast'], [])).toBe('that you take online orders through Toast');
    expect(seen(['doordash', 'ubereats'], [])).toBe('that you take online orders through DoorDash and Uber Eats');
    expect(seen([], ['opentable'])).toBe('that guests book a table through OpenTable');
    expect(seen(['toast'], ['resy'])).toBe('that you take online orders through Toast and bookings through Resy');
  });

  it('names how long the site says the restaurant has been going, never an age limit', () => {
    const said = (text: string) =>
      detailsOf(lead, sampleSite({ text, headings: [] })).find((d) => d.kind === 'year')?.short ?? null;
    expect(said('For 5 years, Route 9 Diner has been serving comfort food in Austin.')).toBe(
      'your 5 years in business',
    );
    expect(said('Serving Austin for more than 10 years.')).toBe('your 10 years in business');
    expect(said('Applicants must be 18 years old.')).toBeNull();
  });

  it('names the private room and how many guests it seats, as the site says it', () => {
    const site = sampleSite({
      text: 'Private events. Our private room seats up to 60 guests, and we offer family-style menus.',
    });
    expect(detailsOf(lead, site)).toContainEqual(
      expect.objectContaining({
        kind: 'event',
        short: 'your private room for 60 guests',
        claim: 'The site says "private room seats up to 60 guests".',
      }),
    );
  });

  it('names late nights from the listed hours when the site could not be read', () => {
    const hours = detailsOf(lead, null).find((d) => d.kind === 'hours');
    expect(hours?.seen).toBe('that you stay open until 1 am on Friday and Saturday');
    const pitch = writePitch({ restaurant: lead, site: null, seller: null, siteUnread: true, key: 'route9' });
    expect(`${pitch.email_opener} ${pitch.value_proposition}`).toMatch(/late|until 1 am/);
    expect(pitch.evidence).toContainEqual({
      claim: 'The listed hours run until 1 am on Friday and Saturday.',
      source: 'Google listing',
    });
  });

  it("names the restaurant's own details before the listing's rating", () => {
    const details = detailsOf(lead, sampleSite());
    const pitch = writePitch({ restaurant: lead, site: sampleSite(), seller: null, key: 'route9' });
    const own = details.filter((d) => d.kind !== 'rating' && d.kind !== 'locations');
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(pitch.email_opener).toContain(own.find((d) => d.kind === 'street')!.short.replace(/^your place /, ''));
  });
});

describe('a restaurant whose site could not be read', () => {
  const week = (close: string) =>
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
      (d) => `${d}: 11:00 AM – ${d === 'Friday' ? close : '9:00 PM'}`,
    );
  const listing = (over: Record<string, unknown>) =>
    restaurantFromLead({
      name: 'Harbor Hearth Diner',
      website: 'https://harborhearth.example.org',
      cuisine_type: 'american',
      address: '2211 Cedar St, Austin, TX 78701',
      google_rating: 3.7,
      review_count: 64,
      ...over,
    } as never);
  const offer = {
    company_name: 'TableTech',
    product_name: 'TableTech POS',
    category: 'pos' as const,
    value_points: [
      { text: 'Cuts card fees', proof: '2.49% per swipe' },
      { text: 'Schedules that follow your busiest hours', proof: null },
    ],
    suits: '',
    call_to_action: 'a 15-minute call this week',
    sender_name: 'Maria Lopez',
    sender_title: '',
  };

  it('names the listed hours as the listing writes them: the latest close and its day, or seven days a week', () => {
    expect(detailsOf(listing({ operating_hours: { weekday_text: week('11:00 PM') } }), null)).toContainEqual(
      expect.objectContaining({ kind: 'hours', seen: 'that you stay open until 11 pm on Friday' }),
    );
    expect(detailsOf(listing({ operating_hours: { weekday_text: week('10:00 PM') } }), null)).toContainEqual(
      expect.objectContaining({ kind: 'hours', seen: 'that you are open seven days a week' }),
    );
  });

  it.each([
    ['with an offer', offer],
    ['with no offer', null],
  ])('names at least two of the listing specifics in the opener and value proposition (%s)', (_l, o) => {
    const r = listing({ operating_hours: { weekday_text: week('10:00 PM') } });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const p = writePitch({
        restaurant: r,
        site: null,
        seller: o ? null : { company_name: 'TableTech' },
        offer: o,
        siteUnread: true,
        key,
      });
      const said = `${p.email_opener}\n${p.value_proposition}`;
      const named = [/Cedar St/.test(said), /seven days a week/.test(said)].filter(Boolean).length;
      expect({ key, named, said }).toEqual({ key, named: 2, said });
    }
  });
});
