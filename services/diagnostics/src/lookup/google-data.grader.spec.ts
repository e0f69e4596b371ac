import type { LeadLookupResponse } from '@leadgen/contracts';
import {
  gradeRating,
  gradeResponseRate,
  gradeReviews,
  googleDataFrom,
  googleRecommendations,
} from './google-data.grader.js';

const source = {
  provider: 'demo' as const,
  label: 'Demo data',
  is_demo: true,
  attribution: null,
  attribution_url: null,
};

describe('google data thresholds', () => {
  it('grades at the thresholds: 1000 reviews, 4.6 stars, 50% answered', () => {
    expect([gradeReviews(1000), gradeReviews(999), gradeReviews(null)]).toEqual(['Strong', 'Needs improvement', null]);
    expect([gradeRating(4.6), gradeRating(4.59), gradeRating(null)]).toEqual(['Excellent', 'Needs improvement', null]);
    expect([gradeResponseRate(50), gradeResponseRate(49)]).toEqual(['Good', 'Needs improvement']);
  });

  it('turns a listing into google_data with photos out of 20 and attributes filled', () => {
    const lookup: LeadLookupResponse = {
      found: true,
      matched_by: 'domain',
      listing: {
        name: 'Casa',
        address: '1 Main St, Riverton, TX 78701',
        city: 'Riverton',
        state: 'TX',
        cuisine_type: 'mexican',
        rating: 4.5,
        review_count: 640,
        review_response_rate: 0.314,
        photo_count: 34,
        phone: '(512) 555-0147',
        website: 'https://casa.example.com',
        has_hours: true,
      },
      competitors: [],
      data_source: source,
      note: null,
    };
    const g = googleDataFrom(lookup, null);
    expect(g).toMatchObject({
      review_count: 640,
      rating: 4.5,
      review_response_rate: 31,
      professional_photos: 20,
      attributes_filled: '6/7',
      status: 'found',
    });
    expect(g.grades).toEqual({
      review_count: 'Needs improvement',
      rating: 'Needs improvement',
      review_response_rate: 'Needs improvement',
      professional_photos: '20/20',
    });
    expect(googleRecommendations(g)).toHaveLength(3);
  });

  it('says why there are no figures', () => {
    expect(googleDataFrom(null, 'The leads service is not running.')).toMatchObject({
      status: 'unavailable',
      note: 'The leads service is not running.',
      rating: null,
    });
    expect(
      googleDataFrom(
        { found: false, matched_by: null, listing: null, competitors: [], data_source: source, note: 'No listing' },
        null,
      ),
    ).toMatchObject({ status: 'not_found', note: 'No listing' });
  });
});
