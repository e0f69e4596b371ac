import { predicate, proofOf } from './pitch.voice.js';
import { restaurantFromLead } from './pitch.restaurant.js';
import { writePitch } from './pitch.writer.js';

describe('a value point said in a sentence', () => {
  it('keeps a point that already says what the product does', () => {
    expect(predicate('Cuts card fees.')).toBe('cuts card fees');
    expect(predicate('Cut card fees')).toBe('helps you cut card fees');
    expect(predicate('Commission-free ordering from your own site')).toBe(
      'gives you commission-free ordering from your own site',
    );
  });

  it('turns a report\'s "Feature: benefit" into one sentence, never a colon in the middle of it', () => {
    expect(predicate('Tableside ordering: Servers take orders and payments at the table on a handheld.')).toBe(
      'gives you tableside ordering, so servers take orders and payments at the table on a handheld',
    );
    expect(predicate('Offline mode: Keep ringing up orders and taking cards when the internet drops.')).toBe(
      'gives you offline mode, so you can keep ringing up orders and taking cards when the internet drops',
    );
  });

  it('says a benefit that starts with what the rep can do as "so you can"', () => {
    expect(predicate("Live table map: See every table's status from the host stand tablet.")).toBe(
      "gives you a live table map, so you can see every table's status from the host stand tablet",
    );
  });

  it('keeps a name the benefit starts with', () => {
    expect(predicate('Review booster: Google reviews come in after every visit')).toBe(
      'gives you a review booster, so Google reviews come in after every visit',
    );
  });
});

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

describe('a proof figure in brackets', () => {
  it("reads lower-case where its first word opens a sentence of its own, and keeps a name's capital", () => {
    expect(proofOf('Trusted by 3,200 restaurants and bars.')).toBe(' (trusted by 3,200 restaurants and bars)');
    expect(proofOf('On average, BuzzLoop customers see 22% more repeat visits')).toBe(
      ' (on average, BuzzLoop customers see 22% more repeat visits)',
    );
    expect(proofOf('Managers using ShiftPay save 6 hours a week')).toBe(
      ' (managers using ShiftPay save 6 hours a week)',
    );
    expect(proofOf('SeatWise restaurants cut no-shows by 38%')).toBe(' (SeatWise restaurants cut no-shows by 38%)');
    expect(proofOf('Austin restaurants save 2.1%')).toBe(' (Austin restaurants save 2.1%)');
    expect(proofOf('2.49% per swipe')).toBe(' (2.49% per swipe)');
    expect(proofOf('  ')).toBe('');
    expect(proofOf(null)).toBe('');
  });
});
