import { cuisineCategory, SCORE_FACTORS } from '@leadgen/contracts';
import { DEFAULT_WEIGHTS } from '../env.js';
import { decisionFor, maxPoints, Scorer, type ScoreInput } from './fit.scorer.js';

const NOW = Date.UTC(2026, 10, 22);
const base: ScoreInput = {
  cuisine_type: 'italian',
  rating: 4.6,
  review_count: 1200,
  location_count: 1,
  website: 'https://x.example.com',
  phone: '(512) 555-0100',
  hours_known: true,
  opened_at: Date.UTC(2010, 0, 1),
  now: NOW,
};

describe('fit scoring', () => {
  const scorer = new Scorer();

  it('decides at the fit thresholds: good_fit >= 70, marginal_fit >= 50, else bad_fit', () => {
    expect(decisionFor(100)).toBe('good_fit');
    expect(decisionFor(70)).toBe('good_fit');
    expect(decisionFor(69)).toBe('marginal_fit');
    expect(decisionFor(50)).toBe('marginal_fit');
    expect(decisionFor(49)).toBe('bad_fit');
    expect(decisionFor(0)).toBe('bad_fit');
    // A tricky cuisine (bakery, desserts, cafés, bars) is at best marginal; it can still be a bad fit.
    expect(decisionFor(95, 'tricky')).toBe('marginal_fit');
    expect(decisionFor(40, 'tricky')).toBe('bad_fit');
    expect(decisionFor(95, 'other')).toBe('good_fit');
    const bakery = new Scorer().score({ ...base, cuisine_type: 'bakery' });
    expect(bakery.fit_score).toBeGreaterThanOrEqual(70);
    expect(bakery.fit_decision).toBe('marginal_fit');
  });

  it('gives a strong independent everything but newness', () => {
    const s = scorer.score(base);
    expect(s.fit_score).toBe(95);
    expect(s.fit_decision).toBe('good_fit');
    expect(s.score_breakdown.find((b) => b.factor === 'newness')).toMatchObject({ points: 0, max_points: 5 });
  });

  it('scores a large fast-food chain low and explains why', () => {
    const s = scorer.score({
      ...base,
      cuisine_type: 'fast_food',
      rating: 3.4,
      review_count: 80,
      location_count: 420,
      opened_at: null,
    });
    expect(s.fit_decision).toBe('bad_fit');
    const by = Object.fromEntries(s.score_breakdown.map((b) => [b.factor, b]));
    expect(by.independence).toMatchObject({ points: 0, detail: 'Large chain (420 locations)' });
    expect(by.cuisine!.detail).toBe('Tricky cuisine: Fast Food');
    expect(by.rating!.detail).toBe('Rated 3.4');
  });

  it('lands in the middle for an average place', () => {
    const s = scorer.score({
      ...base,
      cuisine_type: 'pizza',
      rating: 4.1,
      review_count: 40,
      location_count: 12,
      phone: null,
    });
    expect(s.fit_decision).toBe('marginal_fit');
  });

  it('has a breakdown in factor order whose points add up to the score, each within its maximum', () => {
    const inputs: ScoreInput[] = [];
    for (const cuisine of ['italian', 'pizza', 'cafe', 'unknown_thing'])
      for (const rating of [null, 0, 2.5, 3.2, 3.7, 4.2, 4.9])
        for (const reviews of [null, 0, 1, 19, 250, 5000])
          for (const loc of [null, 1, 3, 8, 30, 150, 480])
            for (const site of [null, 'https://a.example.com'])
              inputs.push({
                ...base,
                cuisine_type: cuisine,
                rating,
                review_count: reviews,
                location_count: loc,
                website: site,
                opened_at: rating === null ? NOW - 40 * 86_400_000 : base.opened_at,
              });
    for (const weights of [DEFAULT_WEIGHTS, { ...DEFAULT_WEIGHTS, rating: 33, newness: 7, phone: 1 }]) {
      const sc = new Scorer(weights);
      for (const input of inputs) {
        const s = sc.score(input);
        expect(s.score_breakdown.map((b) => b.factor)).toEqual([...SCORE_FACTORS]);
        expect(s.score_breakdown.reduce((a, b) => a + b.points, 0)).toBe(s.fit_score);
        expect(s.score_breakdown.reduce((a, b) => a + b.max_points, 0)).toBe(100);
        for (const b of s.score_breakdown) expect(b.points).toBeLessThanOrEqual(b.max_points);
        expect(s.fit_score).toBeGreaterThanOrEqual(0);
        expect(s.fit_score).toBeLessThanOrEqual(100);
        expect(s.fit_decision).toBe(decisionFor(s.fit_score, cuisineCategory(input.cuisine_type)));
      }
    }
  });

  it('scales configured weights to share 100 points', () => {
    expect(maxPoints({ ...DEFAULT_WEIGHTS })).toEqual(DEFAULT_WEIGHTS);
    const doubled = Object.fromEntries(SCORE_FACTORS.map((f) => [f, DEFAULT_WEIGHTS[f] * 2])) as typeof DEFAULT_WEIGHTS;
    expect(maxPoints(doubled)).toEqual(DEFAULT_WEIGHTS);
    const onlyRating = Object.fromEntries(
      SCORE_FACTORS.map((f) => [f, f === 'rating' ? 1 : 0]),
    ) as typeof DEFAULT_WEIGHTS;
    expect(new Scorer(onlyRating).score(base).fit_score).toBe(100);
    expect(new Scorer(onlyRating).score({ ...base, rating: 3.6 }).fit_score).toBe(50);
  });

  it('rewards a restaurant opened in the last 12 months', () => {
    const fresh = scorer.score({ ...base, opened_at: NOW - 100 * 86_400_000 });
    expect(fresh.score_breakdown.find((b) => b.factor === 'newness')).toMatchObject({
      points: 5,
      detail: 'Opened 3 months ago',
    });
    expect(fresh.fit_score).toBe(100);
  });
});
