import type { Lead, Pitch, SearchResponse } from '../leads.js';

/** Valid samples of the contracts, for tests of any area. */
export const samplePitch: Pitch = {
  confidence_score: 0.82,
  key_insights: ['Family-owned taqueria with two locations'],
  pain_points: ['No online ordering on the website'],
  opportunity_highlights: ['Catering menu is only a PDF'],
  email_opener: 'Saw your new Eastside location...',
  call_opener: 'Hi, this is Sam from ...',
  value_proposition: 'Direct online ordering without marketplace fees.',
  suggested_approach: 'Lead with the catering PDF.',
};

export const sampleLead: Lead = {
  id: 'demo-austin-0001',
  name: 'Casa Verde Taqueria',
  fit_decision: 'good_fit',
  fit_score: 78,
  cuisine_type: 'mexican',
  address: '1200 E 6th St, Austin, TX 78702',
  google_rating: 4.6,
  review_count: 412,
  location_count: 2,
  phone: '(512) 555-0142',
  website: 'https://casa-verde.example.com',
  pitch: samplePitch,
  operating_hours: { weekday_text: ['Monday: 11:00 AM – 10:00 PM'], is_open_now: true },
};

export const sampleSearchResponse: SearchResponse = {
  leads: [sampleLead],
  analytics: {
    by_fit_decision: { good_fit: 1 },
    by_cuisine: { mexican: 1 },
    rating_distribution: { high: 1 },
    review_distribution: { '100-300': 0, '300-1000': 1 },
    website_coverage: 100,
    phone_coverage: 100,
  },
  count: 1,
  processing_time: 0.42,
};
