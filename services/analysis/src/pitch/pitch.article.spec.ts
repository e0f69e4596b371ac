import { featureWithArticle } from './pitch.article.js';
import { predicate } from './pitch.voice.js';

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
