import type { LeadLookupResponse } from '@leadgen/contracts';
import {
  gradeRating,
  gradeResponseRate,
  gradeReviews,
  googleDataFrom,
  googleRecommendations,
} from './google-data.grader.js';

const source = {
  provider: 'google' as const,
  label: 'Simulated Google Places',
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
      // The demo source is not Google: its rate shows, and its photos count out of 20.
      review_response_rate_note: null,
    });
    expect(g).not.toHaveProperty('professional_photos_at_least');
    expect(g.grades).toEqual({
      review_count: 'Needs improvement',
      rating: 'Needs improvement',
      review_response_rate: 'Needs improvement',
      professional_photos: '20/20',
    });
    expect(googleRecommendations(g)).toHaveLength(3);
  });

  it('from Google Places: 10 photos read 10+, fewer the number; no response rate says so', () => {
    const google = { ...source, provider: 'google' as const, label: 'Google Places', is_demo: false };
    const listed = (photo_count: number | null): LeadLookupResponse => ({
      found: true,
      matched_by: 'domain',
      listing: {
        name: 'Casa',
        address: '1 Main St, Riverton, TX 78701',
        city: 'Riverton',
        state: 'TX',
        cuisine_type: 'mexican',
        rating: 4.7,
        review_count: 1450,
        review_response_rate: null,
        photo_count,
        photos_listed_at_most: 10,
        phone: null,
        website: 'https://casa.example.com',
        has_hours: true,
      },
      competitors: [],
      data_source: google,
      note: null,
    });
    const ten = googleDataFrom(listed(10), null);
    expect(ten).toMatchObject({
      professional_photos: 10,
      professional_photos_at_least: true,
      review_response_rate: null,
      review_response_rate_note: 'Not available from Google Places',
    });
    expect(ten.grades).toMatchObject({ professional_photos: '10+', review_response_rate: null });
    expect(googleRecommendations(ten)).toEqual([]);

    const three = googleDataFrom(listed(3), null);
    expect(three).toMatchObject({ professional_photos: 3, professional_photos_at_least: false });
    expect(three.grades!.professional_photos).toBe('3');
    expect(googleRecommendations(three)).toEqual(['Add professional photos to the Google listing (3 listed).']);

    const none = googleDataFrom(listed(null), null);
    expect(none).toMatchObject({ professional_photos: null, grades: { professional_photos: null } });
    expect(none).not.toHaveProperty('professional_photos_at_least');
    expect(googleRecommendations(none)).toEqual([]);
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
