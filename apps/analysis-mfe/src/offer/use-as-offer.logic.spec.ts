import { OfferSchema } from '@leadgen/contracts';
import { sampleBusinessAnalysis } from '@leadgen/contracts/testing';
import {
  offerForResult,
  offerSavedMessage,
  replaceQuestion,
  replacesOffer,
  senderOf,
  storedAsOffer,
  WHAT_I_SELL_HREF,
} from './use-as-offer.logic.js';

describe("'Use as what I sell'", () => {
  it("signs the offer with the rep's name from the profile", () => {
    const offer = offerForResult(sampleBusinessAnalysis, { first_name: 'Dana', last_name: 'Ruiz' });
    expect(OfferSchema.parse(offer)).toEqual(offer);
    expect(offer).toMatchObject({ company_name: 'TableTurn', product_name: 'TableTurn', sender_name: 'Dana Ruiz' });
  });

  it("signs as the company's team when the profile has no name", () => {
    expect(senderOf({ first_name: ' ', last_name: '' })).toEqual({});
    expect(offerForResult(sampleBusinessAnalysis, { first_name: '', last_name: '' }).sender_name).toBe(
      'The TableTurn team',
    );
    expect(senderOf({ first_name: 'Dana', last_name: '' })).toEqual({ name: 'Dana' });
  });

  it('says what pitches now speak for, and links to Account Settings › What I sell', () => {
    expect(offerSavedMessage({ product_name: 'TableTurn' })).toBe('Pitches now speak for TableTurn.');
    expect(WHAT_I_SELL_HREF).toBe('?page=account&tab=what-i-sell');
  });

  it('asks before it replaces an offer for another product or one written differently, and keeps what it replaced', () => {
    const next = offerForResult(sampleBusinessAnalysis, { first_name: 'Dana', last_name: 'Ruiz' });
    const typed = { ...next, product_name: 'TablePoint POS', company_name: 'TablePoint' };
    expect(replacesOffer(typed, next)).toBe(true);
    expect(replacesOffer({ ...next, value_points: [{ text: 'Typed by hand', proof: null }] }, next)).toBe(true);
    expect(replacesOffer({ ...next, product_name: ' tableturn ' }, next)).toBe(false);
    expect(storedAsOffer({ ...typed, updated_at: '2026-11-29T10:00:00Z' })).toEqual(typed);
    expect(storedAsOffer(null)).toBeNull();
    expect(replaceQuestion(typed, 'TableTurn')).toBe(
      'What you sell is now TablePoint POS, with its own points and sender. Replace it with TableTurn? You can bring it back afterwards.',
    );
  });
});
