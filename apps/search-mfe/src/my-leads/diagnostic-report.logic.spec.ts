import type { DiagnosticResponse } from '@leadgen/contracts';
import { reportSections, yesNo } from './diagnostic-report.logic.js';

const report = {
  website_url: 'https://casa.example.com/',
  restaurant_name: 'Casa Maria',
  owner_name: null,
  category: 'Mexican',
  location: 'Chicago, IL',
  nearby_competition: [],
  nearby_spothopper_clients: [],
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
    checks: [],
  },
  conversions: {
    private_parties: { mentions_parties: true, has_group_form: true, party_software: null, social_posts: null },
    catering: {
      mentions_catering: false,
      has_catering_form: false,
      has_ordering_system: true,
      third_party_integration: 'Toast',
    },
    hiring: { mentions_hiring: null, has_job_form: false },
  },
  marketing: {
    social: { facebook: { posting_frequency: null, url: null }, instagram: { posting_frequency: 'weekly' } },
    email: { has_newsletter: false },
  },
  unique_features: [],
  recommendations: ['Serve the site over https.'],
} as DiagnosticResponse;

describe("a stored diagnostic's full view", () => {
  it('says every finding in words, an unknown one as not known', () => {
    const sections = reportSections(report);
    expect(sections.map((s) => s.title)).toEqual([
      'Website',
      'Google listing',
      'Private parties',
      'Catering and ordering',
      'Hiring and marketing',
    ]);
    const lines = Object.fromEntries(sections.flatMap((s) => s.lines));
    expect(lines).toMatchObject({
      Platform: 'BentoBox (Restaurant website platform)',
      'Quality score': '85 / 100',
      'Review responses': '62%',
      'Online ordering': 'Yes',
      'Ordering partner': 'Toast',
      'Mentions hiring': 'Not known',
      'Instagram posts': 'weekly',
    });
    expect(yesNo(false)).toBe('No');
  });
});
