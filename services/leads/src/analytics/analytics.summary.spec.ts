import { sampleLead } from '@leadgen/contracts/testing';
import type { Lead } from '@leadgen/contracts';
import { ratingBucket, reviewBucket, summarize } from './analytics.summary.js';

const lead = (o: Partial<Lead>): Lead => ({ ...sampleLead, ...o });

describe('search analytics', () => {
  it('summarises decisions, cuisines, ratings, reviews and coverage of the returned leads', () => {
    const leads = [
      lead({ fit_decision: 'good_fit', cuisine_type: 'mexican', google_rating: 4.6, review_count: 412 }),
      lead({
        fit_decision: 'good_fit',
        cuisine_type: 'mexican',
        google_rating: 4.0,
        review_count: 1000,
        website: null,
      }),
      lead({ fit_decision: 'marginal_fit', cuisine_type: 'pizza', google_rating: 3.5, review_count: 20, phone: null }),
      lead({
        fit_decision: 'bad_fit',
        cuisine_type: 'fast_food',
        google_rating: null,
        review_count: 0,
        website: null,
        phone: null,
      }),
    ];
    expect(summarize(leads)).toEqual({
      by_fit_decision: { good_fit: 2, marginal_fit: 1, bad_fit: 1 },
      by_cuisine: { mexican: 2, fast_food: 1, pizza: 1 },
      rating_distribution: { high: 2, medium: 1, low: 0, no_rating: 1 },
      review_distribution: { '0': 1, '1-20': 1, '21-99': 0, '100-299': 0, '300-999': 1, '1000+': 1 },
      website_coverage: 50,
      phone_coverage: 50,
    });
  });

  it('rounds coverage to one decimal and answers zeros for no leads', () => {
    const three = [lead({}), lead({}), lead({ website: null })];
    expect(summarize(three).website_coverage).toBe(66.7);
    expect(summarize([])).toMatchObject({
      by_fit_decision: { good_fit: 0, marginal_fit: 0, bad_fit: 0 },
      by_cuisine: {},
      website_coverage: 0,
      phone_coverage: 0,
    });
  });

  it('buckets at the documented edges', () => {
    expect([4, 3.99, 3, 2.9, 0, null].map(ratingBucket)).toEqual([
      'high',
      'medium',
      'medium',
      'low',
      'no_rating',
      'no_rating',
    ]);
    expect([0, 1, 20, 21, 99, 100, 299, 300, 999, 1000].map(reviewBucket)).toEqual([
      '0',
      '1-20',
      '1-20',
      '21-99',
      '21-99',
      '100-299',
      '100-299',
      '300-999',
      '300-999',
      '1000+',
    ]);
  });
});
