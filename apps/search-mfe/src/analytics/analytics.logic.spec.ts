import type { SearchResponse } from '@leadgen/contracts';
import { analyticsModel, barPercent, breakdown, coverageText, keyLabel, topCuisines } from './analytics.logic.js';

const lead = {
  name: 'x',
  fit_decision: 'good_fit',
  fit_score: 80,
  cuisine_type: 'thai',
  address: '',
  google_rating: 4,
  review_count: 1,
  location_count: 1,
  phone: null,
  website: null,
};

function response(n: number, analytics: Partial<SearchResponse['analytics']> = {}): SearchResponse {
  return {
    leads: Array.from({ length: n }, () => ({ ...lead })),
    count: n,
    processing_time: 0.1,
    analytics: {
      by_fit_decision: { good_fit: 3, marginal_fit: 1, bad_fit: 0 },
      by_cuisine: {},
      rating_distribution: { high: 2, medium: 1, low: 1, no_rating: 0 },
      review_distribution: { '0': 0, '1-20': 4 },
      website_coverage: 75,
      phone_coverage: 50,
      ...analytics,
    },
  };
}

describe('analytics panel', () => {
  it('has nothing to show without results or leads', () => {
    expect(analyticsModel(null)).toBeNull();
    expect(analyticsModel(undefined)).toBeNull();
    expect(analyticsModel(response(0))).toBeNull();
  });

  it('fills the four cards from the summary', () => {
    const m = analyticsModel(response(4))!;
    expect(m.total).toBe(4);
    expect(m.cards).toEqual({ goodFits: 3, websiteCoverage: 75, phoneCoverage: 50, highRated: 2 });
  });

  it('reads missing keys as 0', () => {
    const m = analyticsModel(response(4, { by_fit_decision: {}, rating_distribution: {} }))!;
    expect(m.cards.goodFits).toBe(0);
    expect(m.cards.highRated).toBe(0);
    expect(m.fitDecisions).toEqual([]);
    expect(m.ratings).toEqual([]);
  });

  it('shows keys with spaces and bars as a share of the leads, capped at 100', () => {
    const m = analyticsModel(response(4))!;
    expect(m.fitDecisions).toEqual([
      { key: 'good_fit', label: 'Good fit', count: 3, percent: 75 },
      { key: 'marginal_fit', label: 'Marginal fit', count: 1, percent: 25 },
      { key: 'bad_fit', label: 'Bad fit', count: 0, percent: 0 },
    ]);
    expect(m.ratings.map((r) => r.label)).toEqual(['high', 'medium', 'low', 'no rating']);
    expect(keyLabel('a_b_c')).toBe('a b c');
    expect(barPercent(12, 10)).toBe(100);
    expect(barPercent(1, 3)).toBe(33.3);
    expect(barPercent(1, 0)).toBe(0);
    expect(barPercent(-1, 10)).toBe(0);
  });

  it('treats an empty or all-zero breakdown as no data', () => {
    expect(breakdown({}, 10)).toEqual([]);
    expect(breakdown(undefined, 10)).toEqual([]);
    expect(breakdown({ a: 0, b: 0 }, 10)).toEqual([]);
  });

  it('keeps the top 9 cuisines by count, ties by name', () => {
    const by = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'].map((k, i) => [k, i % 3 === 0 ? 5 : 1]),
    );
    by.new_american = 9;
    const top = topCuisines(by, 20);
    expect(top).toHaveLength(9);
    expect(top[0]).toEqual({ key: 'new_american', label: 'New American', count: 9, percent: 45 });
    expect(top.slice(1, 5).map((r) => r.key)).toEqual(['a', 'd', 'g', 'j']);
    expect(top.slice(5).map((r) => r.key)).toEqual(['b', 'c', 'e', 'f']);
    expect(topCuisines({}, 5)).toEqual([]);
  });

  it('formats coverage percentages', () => {
    expect(coverageText(87.5)).toBe('87.5%');
    expect(coverageText(100)).toBe('100%');
    expect(coverageText(120)).toBe('100%');
    expect(coverageText(Number.NaN)).toBe('0%');
  });
});
