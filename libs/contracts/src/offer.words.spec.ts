import { featureWithArticle, predicate, proofOf } from './offer.words.js';

describe('a feature said after "gives you"', () => {
  it('takes an article when it names one countable thing', () => {
    expect(featureWithArticle('branded ordering site')).toBe('a branded ordering site');
    expect(featureWithArticle('online ordering app')).toBe('an online ordering app');
    expect(featureWithArticle('live table map')).toBe('a live table map');
    expect(featureWithArticle('self-order kiosk')).toBe('a self-order kiosk');
    expect(featureWithArticle('loyalty program')).toBe('a loyalty program');
  });

  it('stays bare for an activity, a plural or a mass noun', () => {
    expect(featureWithArticle('tableside ordering')).toBe('tableside ordering');
    expect(featureWithArticle('tip pooling')).toBe('tip pooling');
    expect(featureWithArticle('email and text campaigns')).toBe('email and text campaigns');
    expect(featureWithArticle('delivery dispatch')).toBe('delivery dispatch');
    expect(featureWithArticle('menu sync')).toBe('menu sync');
    expect(featureWithArticle('loyalty rewards')).toBe('loyalty rewards');
  });

  it('keeps the words that already say which one', () => {
    expect(featureWithArticle('your own ordering site')).toBe('your own ordering site');
    expect(featureWithArticle('one dashboard')).toBe('one dashboard');
  });

  it('reads so in the sentence the pitch says', () => {
    expect(predicate('Branded ordering site: Guests order from your own website, not a marketplace.')).toBe(
      'gives you a branded ordering site, so guests order from your own website, not a marketplace',
    );
    expect(predicate('Tip pooling: Split tips by hours or points automatically.')).toBe(
      'gives you tip pooling, so you can split tips by hours or points automatically',
    );
  });
});

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
