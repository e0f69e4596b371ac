import { restaurantFromLead } from './pitch.restaurant.js';
import { writePitch } from './pitch.writer.js';

describe('who signs a pitch', () => {
  const offer = {
    company_name: 'TableTech',
    product_name: 'TableTech POS',
    category: 'pos' as const,
    value_points: [{ text: 'Cuts card fees', proof: null }],
    suits: '',
    call_to_action: 'a 15-minute call this week',
    sender_name: 'Maria Lopez',
    sender_title: 'Account Executive',
  };
  const restaurant = restaurantFromLead({
    name: 'Golden Lantern',
    website: null,
    cuisine_type: 'vietnamese',
    address: '1520 Magnolia Ave, Austin, TX 78704',
    google_rating: 4.4,
    review_count: 310,
  } as never);

  it("signs with the offer's sender", () => {
    const p = writePitch({ restaurant, site: null, seller: null, offer, key: 'a' });
    expect(p.email_opener).toMatch(/I'm Maria Lopez, Account Executive at TableTech/);
    expect(p.email_opener).toMatch(/ — Maria$/);
  });

  it('with no sender name, speaks and signs for the company only, never a made-up name', () => {
    for (const key of ['a', 'b', 'c', 'd']) {
      const p = writePitch({ restaurant, site: null, seller: null, offer: { ...offer, sender_name: '' }, key });
      expect(p.email_opener).toMatch(/I'm with TableTech/);
      expect(p.email_opener).toMatch(/ — the TableTech team$/);
      expect(p.call_opener).toMatch(/calling from TableTech/);
      expect(`${p.email_opener} ${p.call_opener}`).not.toMatch(/I'm ,|this is ,|, here/);
    }
  });
});
