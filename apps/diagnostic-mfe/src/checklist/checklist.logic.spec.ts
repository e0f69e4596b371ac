import { ApiError, errorEnvelope, type DiagnosticResponse } from '@leadgen/contracts';
import {
  checklistError,
  checklistText,
  exportFilename,
  gradeLabel,
  photosShown,
  pitchError,
  pitchFromResponse,
  responseRateShown,
  urlToSubmit,
  yesNo,
} from './checklist.logic.js';

const result: DiagnosticResponse = {
  website_url: 'https://casa.example.com/',
  restaurant_name: 'Casa del Sol',
  owner_name: null,
  category: 'Mexican',
  location: '220 Congress Street, Riverton, TX 78701',
  nearby_competition: [
    {
      name: 'Taqueria Lupita',
      address: '12 Elm St',
      cuisine_type: 'mexican',
      rating: 4.4,
      review_count: 320,
      website: null,
    },
  ],
  nearby_spothopper_clients: [
    {
      id: '1',
      name: 'Verde Cantina',
      address: '14 River St',
      city: 'Riverton',
      state: 'TX',
      website: null,
      match: 'same_city',
      distance_km: null,
    },
  ],
  google_data: {
    review_count: 1450,
    rating: 4.5,
    review_response_rate: 62,
    professional_photos: 14,
    attributes_filled: '6/7',
  },
  website_analysis: {
    platform: 'BentoBox',
    platform_type: 'Restaurant website platform',
    quality_score: 85,
    checks: [
      {
        id: 'https',
        label: 'Secure connection (https)',
        status: 'fail',
        points: 0,
        max_points: 10,
        detail: 'Served over plain http.',
        evidence: [{ url: 'https://casa.example.com/', snippet: 'plain http' }],
        reason: null,
      },
    ],
  },
  conversions: {
    private_parties: { mentions_parties: true, has_group_form: true, party_software: null, social_posts: null },
    catering: {
      mentions_catering: false,
      has_catering_form: false,
      has_ordering_system: true,
      third_party_integration: 'Toast',
    },
    hiring: { mentions_hiring: false, has_job_form: false },
  },
  marketing: {
    social: {
      facebook: { posting_frequency: null, url: 'https://facebook.com/casa' },
      instagram: { posting_frequency: null },
    },
    email: { has_newsletter: false },
  },
  unique_features: ['Online ordering through Toast'],
  recommendations: ['Serve the site over https.'],
};

describe('diagnostic page logic', () => {
  it('trims the URL and ignores an empty submission', () => {
    expect(urlToSubmit('  https://x.example.com  ')).toBe('https://x.example.com');
    expect(urlToSubmit('   ')).toBeNull();
  });

  it("shows the server error, else the page's own fallbacks", () => {
    const server = new ApiError(
      502,
      errorEnvelope('UPSTREAM_FAILED', 'Could not read https://x: The website address could not be found.'),
    );
    expect(checklistError(server)).toBe('Could not read https://x: The website address could not be found.');
    expect(checklistError({})).toBe('Failed to analyze website');
    expect(pitchError(null)).toBe('Failed to generate pitch');
    expect(
      pitchError(
        new ApiError(503, errorEnvelope('SERVICE_UNAVAILABLE', 'Pitch from a restaurant URL is not running.')),
      ),
    ).toMatch(/not running/);
  });

  it('names the export after the restaurant', () => {
    expect(exportFilename('Casa del Sol')).toBe('casa-del-sol-diagnostic.txt');
    expect(exportFilename('La Petite Crêperie')).toBe('la-petite-creperie-diagnostic.txt');
    expect(exportFilename('Olive & Thyme')).toBe('olive-and-thyme-diagnostic.txt');
    expect(exportFilename('!!!')).toBe('restaurant-diagnostic.txt');
  });

  it('grades by the review count, rating and response-rate thresholds and shows inconclusive flags as such', () => {
    expect(gradeLabel('review_count', 1000)).toBe('Strong');
    expect(gradeLabel('rating', 4.5)).toBe('Needs improvement');
    expect(gradeLabel('review_response_rate', 50)).toBe('Good');
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Yes', 'No', 'Inconclusive']);
  });

  it('exports every section as plain text, with the pitch when there is one', () => {
    const text = checklistText(result, { email_opener: 'Hi Casa team', call_opener: 'Calling about your site' });
    for (const part of [
      'Restaurant Diagnostic: Casa del Sol',
      'NEARBY COMPETITION',
      '- Taqueria Lupita (4.4★, 320 reviews)',
      'NEARBY CLIENTS',
      'Verde Cantina',
      'Reviews: 1450 (Strong)',
      'Rating: 4.5 (Needs improvement)',
      'Review response rate: 62% (Good)',
      'Professional photos: 14/20',
      'Platform: BentoBox',
      'Quality score: 85/100',
      '[FAIL] Secure connection (https) (0/10)',
      'evidence: https://casa.example.com/ — plain http',
      '- Mentions parties: Yes',
      '- Social posts: Inconclusive',
      '- Third-party integration: Toast',
      '- Email newsletter: No',
      'UNIQUE FEATURES',
      'RECOMMENDATIONS',
      '1. Serve the site over https.',
      'Email opener: Hi Casa team',
    ])
      expect(text).toContain(part);
  });

  it('shows Google photos as 10+ or the number, and says why Google has no response rate, in the page and the export', () => {
    const google = {
      ...result.google_data,
      review_response_rate: null,
      review_response_rate_note: 'Not available from Google Places',
      professional_photos: 10,
      professional_photos_at_least: true,
      grades: {
        review_count: 'Strong',
        rating: 'Needs improvement',
        review_response_rate: null,
        professional_photos: '10+',
      },
    };
    expect(photosShown(google)).toBe('10+');
    expect(
      photosShown({ ...google, professional_photos: 3, grades: { ...google.grades, professional_photos: '3' } }),
    ).toBe('3');
    expect(
      photosShown({ ...google, professional_photos: null, grades: { ...google.grades, professional_photos: null } }),
    ).toBeNull();
    expect(responseRateShown(google)).toBe('Not available from Google Places');
    expect(responseRateShown({ ...google, review_response_rate_note: null })).toBe('Not available');
    expect(responseRateShown(result.google_data)).toBe('62%');
    const text = checklistText({ ...result, google_data: google }, null);
    expect(text).toContain('Professional photos: 10+');
    expect(text).toContain('Review response rate: Not available from Google Places\n');
  });

  it('reads the pitch fields at the top level of the pitch response', () => {
    expect(pitchFromResponse({ email_opener: 'top', pitch_content: { email_opener: 'nested' } }).email_opener).toBe(
      'top',
    );
  });
});
