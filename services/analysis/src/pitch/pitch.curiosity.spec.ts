import type { Offer } from '@leadgen/contracts';
import { sampleSite } from '../../testing/site-summary.js';
import { curiosityAbout } from './pitch.curiosity.js';
import type { Detail } from './pitch.details.js';
import { restaurantFromLead } from './pitch.restaurant.js';
import { pitchPlan } from './pitch.plan.js';
import { valueProposition } from './pitch.value.js';

const detailOf = (kind: Detail['kind'], short: string): Detail => ({
  kind,
  short,
  seen: short,
  claim: short,
  source: 'https://example.com/',
});

describe('what the rep asks to hear about', () => {
  it('asks the story of years or an event, how a private room gets booked, and why a platform was chosen', () => {
    expect(curiosityAbout(detailOf('year', 'your 10 years in business'))).toBe(
      'the story behind your 10 years in business',
    );
    // A room has no story; how it is booked is the rep's question.
    expect(curiosityAbout(detailOf('event', 'your private room for 70 guests'))).toBe(
      'how your private room for 70 guests gets booked today',
    );
    expect(curiosityAbout(detailOf('event', 'your Friday trivia nights'))).toBe(
      'the story behind your Friday trivia nights',
    );
    expect(curiosityAbout(detailOf('platform', 'your Toast orders'))).toBe('how you came to choose Toast');
  });

  it('asks nothing about a rating, opening hours, a street or a dish read on the menu', () => {
    expect(curiosityAbout(detailOf('dish', 'your Carnitas'))).toBeNull();
    expect(curiosityAbout(detailOf('rating', 'a 4.8-star rating'))).toBeNull();
    expect(curiosityAbout(detailOf('hours', 'your evenings until 9:30 pm'))).toBeNull();
    expect(curiosityAbout(detailOf('street', 'your place on Pine St'))).toBeNull();
  });

  it('never closes a value proposition on the story of a rating or the hours', () => {
    const offer: Offer = {
      company_name: 'ShiftPay',
      product_name: 'ShiftPay',
      category: 'payroll_scheduling',
      value_points: [
        { text: 'Tip pooling: Split tips by hours or points automatically.', proof: null },
        { text: 'Shift swaps: Staff trade shifts from their phones.', proof: null },
      ],
      suits: '',
      call_to_action: 'a 15-minute call this week',
      sender_name: 'Sam Rivera',
      sender_title: '',
    };
    const lead = restaurantFromLead({
      name: 'Harbor Hearth Diner',
      website: 'https://harbor.example.com',
      cuisine_type: 'american',
      google_rating: 4.6,
      review_count: 310,
    } as never);
    const site = sampleSite({
      url: 'https://harbor.example.com/',
      host: 'harbor.example.com',
      name: 'Harbor Hearth Diner',
      headings: ['Welcome', 'Patty Melt', 'Visit us'],
      text: "Serving Austin for 7 years. Patty Melt With onions $14. We're hiring.",
      description: '',
    });
    for (const key of Array.from({ length: 20 }, (_, i) => `lead-${i}`)) {
      const plan = pitchPlan({ restaurant: lead, site, seller: null, offer, key });
      // The email named the site's details, so the value proposition's own turn goes to the rating.
      const vp = valueProposition(
        plan,
        plan.details.filter((d) => d.kind !== 'rating'),
      );
      expect({ key, vp, asks: /(story behind|hear more about|ask you about) a [\d.]+-star/.test(vp) }).toEqual({
        key,
        vp,
        asks: false,
      });
    }
  });
});
