/*
 * What a rep would not send, read across many pitches: a word said twice, a detail said twice in the
 * email, a quote inside a quote, a feature tacked on after the close.
 */
import type { Offer } from '@leadgen/contracts';
import { sampleSite } from '../../testing/site-summary.js';
import { restaurantFromLead } from './pitch.restaurant.js';
import { pitchPlan } from './pitch.plan.js';
import { also, valueProposition } from './pitch.value.js';
import { writePitch } from './pitch.writer.js';

const offerOf = (product: string, category: Offer['category'], points: string[]): Offer => ({
  company_name: product,
  product_name: product,
  category,
  value_points: points.map((text) => ({ text, proof: null })),
  suits: '',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Sam Rivera',
  sender_title: 'Account Executive',
});

const OFFERS: Offer[] = [
  offerOf('OrderHatch', 'online_ordering', [
    'Branded ordering site: Guests order from your own website, not a marketplace.',
    'Loyalty rewards: Guests earn points on every direct order and come back sooner.',
    'Commission-free pickup: Keep the full ticket on every takeout order.',
  ]),
  offerOf('ShiftPay', 'payroll_scheduling', [
    'Tip pooling: Split tips by hours or points automatically.',
    'Shift swaps: Staff trade shifts from their phones.',
  ]),
  offerOf('BuzzLoop', 'marketing', ['Email and text campaigns: Send a weekly special to every guest who opted in.']),
];

const lead = restaurantFromLead({
  name: 'Wong Eatery',
  website: 'https://wong.example.com',
  cuisine_type: 'american',
  address: '4376 Magnolia Ave, Austin, TX 78704',
  google_rating: 4.4,
  review_count: 310,
} as never);
const site = sampleSite({
  url: 'https://wong.example.com/',
  host: 'wong.example.com',
  name: 'Wong Eatery',
  headings: ['Welcome', 'Meatloaf', 'Private Room', 'Visit us'],
  text: "Serving Austin for 20 years. Meatloaf With gravy $14. Our private room seats up to 70 guests. We're hiring.",
  description: '',
});
// The same restaurant taking DoorDash orders: more details than one paragraph names.
const onDoorDash = sampleSite({
  ...site,
  text: `${site.text} Order delivery on DoorDash.`,
  orderingProviders: ['doordash'],
  found: { online_ordering: { url: 'https://wong.example.com/', snippet: 'Order delivery on DoorDash' } },
});
const KEYS = Array.from({ length: 30 }, (_, i) => `lead-${i}`);
const pitches = OFFERS.flatMap((offer) =>
  [site, onDoorDash].flatMap((s) =>
    KEYS.map((key) => ({ offer, p: writePitch({ restaurant: lead, site: s, seller: null, offer, key }) })),
  ),
);

describe('pitches as a rep would send them', () => {
  it('never says "spotted your spot"', () => {
    // A POS pitched to a restaurant on Square: its years first, its dish tied to the menu, the rating after.
    const pos = offerOf('TablePoint POS', 'pos', [
      'Menu sync: Change a price once and every terminal and online menu updates.',
    ]);
    const onSquare = sampleSite({
      ...site,
      headings: ['Welcome', 'Horiatiki'],
      text: 'Serving Austin for 40 years. Horiatiki Greek salad $12. Order online with Square.',
      orderingProviders: ['square'],
      found: { online_ordering: { url: 'https://wong.example.com/', snippet: 'Order online with Square' } },
    });
    const few = KEYS.map((key) => writePitch({ restaurant: lead, site: onSquare, seller: null, offer: pos, key }));
    for (const p of [...pitches.map((x) => x.p), ...few]) expect(p.email_opener).not.toMatch(/spotted your spot/);
  });

  it('names the street once in the email, with an offer or without', () => {
    const without = KEYS.map((key) =>
      writePitch({ restaurant: lead, site, seller: { company_name: 'TablePoint POS' } as never, key }),
    );
    for (const p of [...pitches.map(({ p }) => p), ...without])
      expect({ email: p.email_opener, twice: p.email_opener.split('Magnolia Ave').length > 2 }).toEqual({
        email: p.email_opener,
        twice: false,
      });
  });

  it("quotes the call opener's own line in the approach, with no quote inside the quote", () => {
    for (const { p } of pitches) {
      const line = /open with the line "([^"]*)\."/.exec(p.suggested_approach)?.[1];
      expect(p.suggested_approach.split('"').length - 1).toBe(2);
      expect(p.call_opener.replace(/"/g, "'")).toContain(line!);
    }
  });

  it('says a detail the idea is not about as an aside, never as the reason for the idea', () => {
    const asides = pitches.filter(({ p }) => / caught my eye too\./.test(p.call_opener));
    expect(asides.length).toBeGreaterThan(0);
    for (const { p } of pitches) expect(p.call_opener).not.toMatch(/having seen/);
    for (const { p } of asides) expect(p.call_opener).toMatch(/ idea about [^.?;]+; your [^.?;]+ caught my eye too\./);
  });

  it('shows a point that speaks to "you" to you and the team, not to "the team on Magnolia Ave" alone', () => {
    for (const { p } of pitches) expect(p.email!.body).not.toMatch(/show the team on [^.]* how [^.]*\byour?\b/);
    const shown = pitches.filter(({ p }) =>
      /I'd like to show you and the team on Magnolia Ave how /.test(p.email!.body),
    );
    expect(shown.length).toBeGreaterThan(0);
  });

  it('never asks about an idea "for your 20 years in business"', () => {
    for (const { p } of pitches) expect(p.call_opener).not.toMatch(/ for your \d+ years in business/);
  });

  it('says a second point before the close, and the product name once in the value proposition', () => {
    let seconds = 0;
    // The value proposition on its own, naming every detail, so it has room for a second point.
    const alone = OFFERS.flatMap((offer) =>
      [site, onDoorDash].flatMap((s) =>
        KEYS.map((key) => ({
          offer,
          vp: valueProposition(pitchPlan({ restaurant: lead, site: s, seller: null, offer, key })),
        })),
      ),
    );
    for (const { offer, vp } of [...pitches.map(({ offer, p }) => ({ offer, vp: p.value_proposition })), ...alone]) {
      // Named once, but for a second point after a rating's 'and' ('and OrderHatch also gives you').
      const names = vp.split(offer.product_name).length - 1 - (vp.split(`and ${offer.product_name} also`).length - 1);
      expect({ vp, names }).toEqual({ vp, names: 1 });
      if (/it also/i.test(vp)) {
        seconds++;
        const close = vp.search(/first conversation|I'd start with|We could begin with/i);
        if (close >= 0) expect(vp.search(/it also/i)).toBeLessThan(close);
      }
    }
    expect(seconds).toBeGreaterThan(0);
  });

  it('says a second point about the product just named as "it also"', () => {
    expect(also('For your Meatloaf, OrderHatch gives you commission-free pickup.', 'OrderHatch')).toBe(
      'For your Meatloaf, it also gives you commission-free pickup.',
    );
    expect(also('OrderHatch gives you loyalty rewards, which fits your 7 years in business.', 'OrderHatch')).toBe(
      'It also gives you loyalty rewards, which fits your 7 years in business.',
    );
    expect(
      also(
        'With a 4.5-star rating, the guests are already won; what is left is bringing them back, and OrderHatch gives you loyalty rewards.',
        'OrderHatch',
      ),
    ).toBe(
      'With a 4.5-star rating, the guests are already won; what is left is bringing them back, and OrderHatch also gives you loyalty rewards.',
    );
  });

  it('says why a careers page matters in a whole sentence', () => {
    const careers = sampleSite({
      ...site,
      text: 'Serving Austin for 20 years. Meatloaf With gravy $14.',
      found: { careers: { url: 'https://wong.example.com/careers', snippet: 'Join our team' } },
    });
    for (const key of KEYS) {
      const p = writePitch({ restaurant: lead, site: careers, seller: null, offer: OFFERS[1]!, key });
      expect(p.email_opener).not.toMatch(/and new staff is when/);
    }
  });

  it('never says the same verb for two things seen in a row', () => {
    for (const { p } of pitches) {
      const [first, second] = p.email_opener.split(/(?<=\.)\s+/);
      const verb = / I (noticed|saw|spotted|read about|came across) /.exec(first!)?.[1];
      if (verb) expect({ second, again: second!.includes(`I ${verb} `) }).toEqual({ second, again: false });
      expect(second).not.toMatch(/noticed.*I also noticed/);
    }
  });

  it('asks in more than four ways when the street cannot make the ask theirs', () => {
    const asks = new Set(
      pitches
        .map(({ p }) =>
          p.email_opener
            .replace(/ — .+$/, '')
            .split(/(?<=[.?])\s+/)
            .at(-1)!,
        )
        .filter((ask) => !/Magnolia Ave/.test(ask) && !/, with your /.test(ask) && !/;/.test(ask)),
    );
    expect(asks.size).toBeGreaterThan(4);
  });
});
