import type { Offer, Pitch } from '@leadgen/contracts';
import type { SiteSummary } from '../site/site.summary.js';
import { restaurantFromSite } from './pitch.restaurant.js';
import { writePitch } from './pitch.writer.js';

const site = (over: Partial<SiteSummary> = {}): SiteSummary => ({
  url: 'https://lanternbar.example.com/',
  host: 'lanternbar.example.com',
  name: 'Lantern Bar',
  description: '',
  cuisines: ['American'],
  address: '410 E 6th St, Austin, TX 78701',
  phone: null,
  found: { menu: { url: 'https://lanternbar.example.com/menu', snippet: 'Menu' } },
  menuPdfOnly: false,
  orderingProviders: [],
  reservationProviders: [],
  social: [],
  headings: ['Menu', 'Smash Burger', 'Happy Hour'],
  text: 'Menu Smash Burger Two patties, cheddar $14 Happy Hour 3-6pm daily',
  pagesRead: ['https://lanternbar.example.com/', 'https://lanternbar.example.com/menu'],
  thin: false,
  ...over,
});
const prose = (p: Pitch) =>
  [p.email_opener, p.call_opener, p.value_proposition, p.suggested_approach, ...p.pain_points, ...p.key_insights].join(
    '\n',
  );
const BOOKING: Offer = {
  company_name: 'BookIt',
  product_name: 'BookIt Tables',
  category: 'reservations',
  value_points: [{ text: 'Takes bookings online at any hour', proof: '30% fewer no-shows' }],
  suits: '',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Lee Park',
  sender_title: 'Account Executive',
};
const pitchOf = (s: SiteSummary, offer: Offer | null = null) =>
  writePitch({ restaurant: restaurantFromSite(s), site: s, seller: null, offer, key: s.host });

describe('what the site says in its own words', () => {
  it('never calls catering, parties or the newsletter missing when the text speaks of them', () => {
    const s = site({
      text: 'We cater offices and weddings. Book the back room for private parties. Join our newsletter. Smash Burger $14',
    });
    expect(prose(pitchOf(s))).not.toMatch(/catering|private events|email sign-up/i);
  });

  it('never says a bar that does not take reservations takes them, nor pitches it the missing booking', () => {
    const s = site({
      text: 'FAQ: We do not take reservations; walk-ins only. Smash Burger $14',
      found: {
        menu: { url: 'https://lanternbar.example.com/menu', snippet: 'Menu' },
        reservations: { url: 'https://lanternbar.example.com/faq', snippet: 'Reservations' },
      },
    });
    const p = pitchOf(s, BOOKING);
    expect(prose(p)).not.toMatch(/takes (online )?reservations|couldn't find a way to book/i);
  });

  it('names two of the restaurant’s own details in the opener and value proposition, with their evidence', () => {
    const p = pitchOf(site(), BOOKING);
    const said = `${p.email_opener} ${p.value_proposition}`;
    const named = ['Smash Burger', '$14', 'E 6th St', 'happy hour'].filter((d) => said.includes(d));
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(p.evidence).toEqual(
      expect.arrayContaining([
        { claim: 'The menu lists Smash Burger at $14.', source: 'https://lanternbar.example.com/menu' },
        expect.objectContaining({ source: 'What I sell' }),
      ]),
    );
    expect(p.offer_product).toBe('BookIt Tables');
  });

  it('greets the person the pages name, by name and role', () => {
    const s = site();
    const p = writePitch({
      restaurant: restaurantFromSite(s),
      site: s,
      seller: null,
      offer: BOOKING,
      people: [
        {
          name: 'Dana Reyes',
          role: 'General Manager',
          page_url: 'https://lanternbar.example.com/about',
          evidence: 'GM',
        },
      ],
      key: s.host,
    });
    expect(p.email_opener).toMatch(/^(Hi|Hello) Dana,/);
    expect(p.email_opener).toContain('the general manager');
    expect(p.call_opener).toContain('Dana Reyes');
    expect(p.suggested_approach).toMatch(/^Ask for Dana Reyes, the general manager/);
  });
});
