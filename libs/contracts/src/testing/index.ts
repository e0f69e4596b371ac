import type { BusinessAnalysis } from '../analysis.js';
import type { DiagnosticResponse } from '../diagnostics.js';
import type { Lead, Pitch, SearchResponse } from '../leads.js';
import type { Offer } from '../offer.js';

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

/** A lead as the leads service answers it: the fields the table shows plus the breakdown, source and extras. */
export const sampleScoredLead: Lead = {
  ...sampleLead,
  place_id: 'demo-17951',
  data_source: 'google',
  score_breakdown: [
    { factor: 'cuisine', label: 'Cuisine fit', points: 25, max_points: 25, detail: 'Strong-fit cuisine: Mexican' },
    { factor: 'rating', label: 'Rating', points: 20, max_points: 20, detail: 'Rated 4.6' },
    { factor: 'reviews', label: 'Review volume', points: 13, max_points: 15, detail: '412 reviews' },
    {
      factor: 'independence',
      label: 'Independent vs chain',
      points: 16,
      max_points: 20,
      detail: 'Small group (2 locations)',
    },
    { factor: 'website', label: 'Website', points: 0, max_points: 8, detail: 'No website' },
    { factor: 'phone', label: 'Phone', points: 4, max_points: 4, detail: 'Has a phone number' },
    { factor: 'hours', label: 'Hours listed', points: 0, max_points: 3, detail: 'No hours listed' },
    { factor: 'newness', label: 'Newly opened', points: 0, max_points: 5, detail: 'Open for 14 years' },
  ],
  location_count_source: 'dataset',
  brand: 'Casa Verde Taqueria',
  address_parts: { street: '1200 E 6th St', city: 'Austin', state: 'TX', zip: '78702' },
  time_zone: 'America/Chicago',
  opened_date: '2012-03-01',
  domain_registered_date: '2012-01-15',
  is_new_website: false,
  is_recently_established: false,
  review_response_rate: 0.42,
  photo_count: 37,
  social_links: { facebook: 'https://facebook.example.com/casaverde', instagram: null },
};

/** A business analysis report as the analysis service answers it, for a fictional restaurant-technology vendor. */
export const sampleBusinessAnalysis: BusinessAnalysis = {
  website_url: 'https://tableturn.example.com/',
  company_name: 'TableTurn',
  confidence_score: 0.4,
  created_at: '2025-01-15T10:00:00.000Z',
  pipeline_steps: {
    step1_business_profile: '✅ Complete',
    step2_business_avatar: '✅ Complete',
    step3_messaging_brief: '✅ Complete',
    step4_persona_pitches: '✅ Complete',
  },
  business_profile: {
    name: 'TableTurn',
    description: 'TableTurn turns missed calls into booked tables and takeout orders for independent restaurants.',
    personas: [
      {
        role: 'Restaurant Owner',
        goal: 'Grow revenue and keep margins healthy',
        frustration: 'Too many tools and fees eating into thin margins',
      },
      {
        role: 'Multi-Unit Operator',
        goal: 'Consistent results across every location',
        frustration: 'Each location reporting differently',
      },
    ],
    features: [
      {
        feature: 'AI phone answering',
        benefit: 'Every call answered, even at the peak of service',
        payoff: 'Less manual work and more guests served',
      },
      {
        feature: 'Commission-free ordering',
        benefit: 'Orders straight from the restaurant website',
        payoff: 'Higher margin on every takeout order',
      },
    ],
    metrics: { 'Claim 1': 'Restaurants answer 98% of calls with TableTurn' },
  },
  business_avatar: 'Ideal buyer: Restaurant Owner',
  messaging_brief: 'Headline: Never miss a booking again\nWho it is for: Restaurant Owner, Multi-Unit Operator',
  persona_pitches: {
    'Restaurant Owner':
      'Hi, I work with TableTurn. Most restaurant owners I talk to want to grow revenue and keep margins healthy.',
    'Multi-Unit Operator':
      'Hi, I work with TableTurn. Most multi-unit operators I talk to want consistent results across every location.',
  },
  coreUSP:
    'AI phone answering: TableTurn turns missed calls into booked tables and takeout orders for independent restaurants.',
  problemsSolved: [
    {
      problem: 'Too many tools and fees eating into thin margins',
      solution: 'TableTurn: grow revenue and keep margins healthy',
    },
    { problem: 'Each location reporting differently', solution: 'TableTurn: consistent results across every location' },
  ],
  overallStrategicPositioning: 'TableTurn positions itself for Restaurant Owner and Multi-Unit Operator.',
};

/** A diagnostic report of a restaurant's site (BentoBox, Toast ordering, parties but no catering), as the checklist answers it. */
export const sampleDiagnosticReport: DiagnosticResponse = {
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
    hiring: { mentions_hiring: false, has_job_form: false },
  },
  marketing: {
    social: { facebook: { posting_frequency: null, url: null }, instagram: { posting_frequency: null } },
    email: { has_newsletter: false },
  },
  unique_features: [],
  recommendations: ['Serve the site over https.'],
} as DiagnosticResponse;

/** What a rep sells, as What I sell keeps it: a point-of-sale offer signed by Sam Rivera. */
export const sampleOffer: Offer = {
  company_name: 'TablePoint',
  product_name: 'TablePoint POS',
  category: 'pos',
  value_points: [{ text: 'Tableside ordering on handhelds', proof: null }],
  suits: '',
  call_to_action: 'A 15-minute demo this week.',
  sender_name: 'Sam Rivera',
  sender_title: 'Account Executive',
};
