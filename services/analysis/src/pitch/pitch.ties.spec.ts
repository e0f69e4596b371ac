import type { Offer } from '@leadgen/contracts';
import { sampleSite } from '../../testing/site-summary.js';
import { restaurantFromLead } from './pitch.restaurant.js';
import { speaksTo, tieOf } from './pitch.ties.js';
import type { Detail } from './pitch.details.js';
import { writePitch } from './pitch.writer.js';

const detailOf = (kind: Detail['kind'], short: string): Detail => ({
  kind,
  short,
  seen: short,
  claim: short,
  source: 'https://example.com/',
});
const years = detailOf('year', 'your 10 years in business');
const chownow = detailOf('platform', 'your ChowNow orders');
const resy = detailOf('platform', 'your Resy bookings');
const dish = detailOf('dish', 'your Bun Cha');
const parties = detailOf('event', 'your happy hour');

const ORDERING: Offer = {
  company_name: 'OrderHatch',
  product_name: 'OrderHatch',
  category: 'online_ordering',
  value_points: [
    { text: 'Commission-free online ordering from your own website', proof: '0% commission' },
    { text: 'Cuts card fees', proof: '2.49% per swipe' },
    { text: 'A loyalty program that brings regulars back', proof: null },
  ],
  suits: '',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Sam Rivera',
  sender_title: '',
};
const [ordering, cardFees, loyalty] = ORDERING.value_points as [
  Offer['value_points'][number],
  Offer['value_points'][number],
  Offer['value_points'][number],
];

describe('a value point is tied to a detail only when the detail speaks to it', () => {
  it('does not tie ordering to years in business, nor card fees to an ordering platform', () => {
    expect(speaksTo(ordering, years)).toBe(false);
    expect(speaksTo(cardFees, chownow)).toBe(false);
  });

  it('ties ordering to an ordering platform or a dish, regulars to years, bookings to events', () => {
    expect(speaksTo(ordering, chownow)).toBe(true);
    expect(speaksTo(ordering, dish)).toBe(true);
    expect(speaksTo(loyalty, years)).toBe(true);
    expect(speaksTo({ text: 'Fewer no-shows with deposits on bookings', proof: null }, parties)).toBe(true);
    expect(speaksTo({ text: 'Fewer no-shows with deposits on bookings', proof: null }, resy)).toBe(true);
    expect(speaksTo(ordering, resy)).toBe(false);
  });

  it('ties listed hours only when they are late nights, early mornings or seven days a week', () => {
    const wage = {
      text: 'Earned wage access: Staff can take part of the pay they have earned before payday.',
      proof: null,
    };
    expect(speaksTo(wage, detailOf('hours', 'your late nights'))).toBe(true);
    expect(speaksTo(wage, detailOf('hours', 'the seven days a week you are open'))).toBe(true);
    expect(speaksTo(wage, detailOf('hours', 'your evenings until 9:30 pm'))).toBe(false);
  });

  it("reads a report's point by its feature: tip pooling is not loyalty, loyalty rewards are not ordering", () => {
    const tips = {
      text: 'Tip pooling: Split tips by hours or points automatically, with every payout on the record.',
      proof: null,
    };
    const rewards = {
      text: 'Loyalty rewards: Guests earn points on every direct order and come back sooner.',
      proof: null,
    };
    const offline = {
      text: 'Offline mode: Keep ringing up orders and taking cards when the internet drops.',
      proof: null,
    };
    expect(speaksTo(tips, years)).toBe(false);
    expect(speaksTo(rewards, years)).toBe(true);
    expect(speaksTo(rewards, dish)).toBe(false);
    expect(speaksTo(offline, detailOf('platform', 'your DoorDash orders'))).toBe(false);
  });

  it('does not take orders at the table for online ordering', () => {
    const tableside = {
      text: 'Tableside ordering: Servers take orders and payments at the table on a handheld.',
      proof: null,
    };
    expect(speaksTo(tableside, detailOf('platform', 'your DoorDash orders'))).toBe(false);
    expect(speaksTo(tableside, dish)).toBe(false);
  });

  it('picks the point the wanted detail speaks to, else says the point alone', () => {
    expect(tieOf(ORDERING, 0, years)).toEqual({ point: 2, detail: years });
    expect(tieOf({ ...ORDERING, value_points: [ordering, cardFees] }, 0, years)).toEqual({ point: 0, detail: null });
    expect(tieOf({ ...ORDERING, value_points: [cardFees] }, 0, chownow, [years])).toEqual({ point: 0, detail: null });
  });
});

describe('the offer sentence of a pitch', () => {
  const lead = restaurantFromLead({
    name: 'Golden Lantern',
    website: 'https://goldenlantern.example.com',
    cuisine_type: 'vietnamese',
    address: '1520 Magnolia Ave, Austin, TX 78704',
    google_rating: 4.4,
    review_count: 310,
  } as never);
  const site = sampleSite({
    url: 'https://goldenlantern.example.com/',
    host: 'goldenlantern.example.com',
    name: 'Golden Lantern',
    headings: ['Welcome', 'Visit us'],
    text: 'Serving Austin for 10 years. Order online through ChowNow.',
    orderingProviders: ['chownow'],
    found: { online_ordering: { url: 'https://goldenlantern.example.com/', snippet: 'Order online' } },
  });
  const offers: Offer[] = [
    { ...ORDERING, value_points: [ordering] },
    { ...ORDERING, value_points: [cardFees] },
    { ...ORDERING, category: 'pos', value_points: [cardFees, ordering] },
  ];

  it.each(offers.map((o) => [o.value_points.map((v) => v.text).join(' / '), o] as const))(
    'never ties a value point to a detail that does not speak to it (%s)',
    (_label, offer) => {
      for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
        const p = writePitch({ restaurant: lead, site, seller: null, offer, key });
        const sentences = `${p.email_opener} ${p.value_proposition}`.split(/(?<=[.?!])\s+/);
        for (const s of sentences) {
          if (/years in business/.test(s)) expect(s).not.toMatch(/ordering|card fees/i);
          if (/ChowNow orders/.test(s)) expect(s).not.toMatch(/card fees/i);
        }
      }
    },
  );
});

describe('the value proposition', () => {
  it('never says the same value point twice', () => {
    const lead = restaurantFromLead({
      name: 'Wong Eatery',
      website: 'https://wong.example.com',
      cuisine_type: 'american',
      address: '1520 Magnolia Ave, Austin, TX 78704',
      google_rating: 4.1,
      review_count: 310,
    } as never);
    const site = sampleSite({
      url: 'https://wong.example.com/',
      host: 'wong.example.com',
      name: 'Wong Eatery',
      headings: ['Welcome', 'Meatloaf', 'Visit us'],
      text: 'Serving Austin for 20 years. Meatloaf With gravy $14.',
    });
    const offer = {
      ...ORDERING,
      value_points: [
        { text: 'Loyalty rewards: Guests earn points on every direct order and come back sooner.', proof: null },
        { text: 'Branded ordering site: Guests order from your own website, not a marketplace.', proof: null },
      ],
    };
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
      const vp = writePitch({ restaurant: lead, site, seller: null, offer, key }).value_proposition;
      expect({
        key,
        vp,
        twice: vp.split('loyalty rewards').length > 2 || vp.split('branded ordering').length > 2,
      }).toEqual({ key, vp, twice: false });
    }
  });
});

describe('the email and the value proposition together', () => {
  it("name the restaurant's details the email left out in the value proposition", () => {
    const lead = restaurantFromLead({
      name: 'Golden Lantern',
      website: 'https://goldenlantern.example.com',
      cuisine_type: 'vietnamese',
      address: '1520 Magnolia Ave, Austin, TX 78704',
      google_rating: 4.6,
      review_count: 310,
    } as never);
    const site = sampleSite({
      url: 'https://goldenlantern.example.com/',
      host: 'goldenlantern.example.com',
      name: 'Golden Lantern',
      headings: ['Welcome', 'Bun Cha', 'Happy Hour', 'Visit us'],
      text: 'Serving Austin since 1998. Bun Cha Grilled pork with noodles $14 Happy Hour 3-6pm. Order online through ChowNow.',
      orderingProviders: ['chownow'],
      found: { online_ordering: { url: 'https://goldenlantern.example.com/', snippet: 'Order online' } },
    });
    const own = [/Bun Cha/, /1998/, /ChowNow/, /happy hour/i];
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const p = writePitch({ restaurant: lead, site, seller: null, offer: ORDERING, key });
      const inEmail = own.filter((re) => re.test(p.email_opener));
      const onlyInValue = own.filter((re) => !re.test(p.email_opener) && re.test(p.value_proposition));
      const said = `${p.email_opener}\n${p.value_proposition}`;
      expect({
        key,
        more: inEmail.length + onlyInValue.length >= 3 && (onlyInValue.length >= 1 || inEmail.length === own.length),
        said,
      }).toEqual({
        key,
        more: true,
        said,
      });
    }
  });
});

describe('a detail named after a gap', () => {
  it('is a clause of its own, never inside the clause that says what is missing', () => {
    const lead = restaurantFromLead({
      name: 'Golden Lantern',
      website: 'https://goldenlantern.example.com',
      cuisine_type: 'vietnamese',
      address: '1520 Magnolia Ave, Austin, TX 78704',
      google_rating: 4.6,
      review_count: 310,
    } as never);
    const site = sampleSite({
      url: 'https://goldenlantern.example.com/',
      host: 'goldenlantern.example.com',
      name: 'Golden Lantern',
      headings: ['Welcome', 'Bun Cha', 'Happy Hour', 'Visit us'],
      text: 'Serving Austin since 1998. Bun Cha Grilled pork with noodles $14 Happy Hour 3-6pm.',
    });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']) {
      const p = writePitch({ restaurant: lead, site, seller: null, offer: ORDERING, key });
      for (const clause of p.email_opener.split(/(?<=[.?!])\s+|;\s+/))
        if (/couldn't|didn't|found none|no /i.test(clause)) expect(clause).not.toMatch(/caught my eye|I also noticed/);
    }
  });
});

describe('a tie a rep would not stretch', () => {
  const street = detailOf('street', 'your place on Magnolia Ave');
  const dispatch = {
    text: 'Delivery dispatch: Send orders to local couriers without a marketplace markup.',
    proof: null,
  };
  const campaigns = {
    text: 'Email and text campaigns: Send a weekly special to every guest who opted in.',
    proof: null,
  };

  it('never gives a street as the reason for a feature', () => {
    expect(speaksTo(dispatch, street)).toBe(false);
    expect(speaksTo(ordering, street)).toBe(false);
  });

  it('says why when a rating is the reason for a feature', () => {
    const lead = restaurantFromLead({
      name: 'Liberty Tran',
      website: 'https://liberty.example.com',
      cuisine_type: 'american',
      address: '2157 Willow Way, Austin, TX 78704',
      google_rating: 4.3,
      review_count: 310,
    } as never);
    const site = sampleSite({
      url: 'https://liberty.example.com/',
      host: 'liberty.example.com',
      name: 'Liberty Tran',
      headings: ['Welcome', 'Visit us'],
      text: 'Good food.',
      description: '',
    });
    const offer: Offer = {
      ...ORDERING,
      company_name: 'BuzzLoop',
      product_name: 'BuzzLoop',
      category: 'marketing',
      value_points: [campaigns],
    };
    let tied = 0;
    for (const key of Array.from({ length: 20 }, (_, i) => `lead-${i}`)) {
      const p = writePitch({ restaurant: lead, site, seller: null, offer, key });
      for (const s of `${p.email_opener} ${p.value_proposition}`.split(/(?<=[.?!])\s+/)) {
        if (!/star rating/.test(s) || !/BuzzLoop gives you/.test(s)) continue;
        tied++;
        expect(s).toMatch(/bringing (them )?back|hear from you again/);
      }
      expect(`${p.email_opener} ${p.value_proposition}`).not.toMatch(
        /which fits your place on|in mind: BuzzLoop|For your place on/,
      );
    }
    expect(tied).toBeGreaterThan(0);
  });
});
