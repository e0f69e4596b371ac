import type { Offer, Pitch } from '@leadgen/contracts';
import type { SiteSummary } from '../site/site.summary.js';

/** What the specs of the model path share: a rep's offer, a taqueria's site as read, and pitches. */
export const posOffer: Offer = {
  company_name: 'TableTech',
  product_name: 'TableTech POS',
  category: 'pos',
  value_points: [
    { text: 'Turns tables faster with handhelds at the table', proof: '18% faster table turns' },
    { text: 'Keeps taking cards when the internet drops', proof: '' },
  ],
  suits: 'Independent restaurants and bars',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Maria Lopez',
  sender_title: 'Account Executive',
};

/** A taqueria whose site links to Toast for ordering and shows catering; no reservations seen. */
export const taqueriaSite: SiteSummary = {
  url: 'https://casaverde.example.com/',
  host: 'casaverde.example.com',
  name: 'Casa Verde Taqueria',
  description: 'Tacos and margaritas on East 6th.',
  cuisines: ['Mexican'],
  address: '1200 E 6th St, Austin, TX',
  phone: '(512) 555-0142',
  found: {
    menu: { url: 'https://casaverde.example.com/menu', snippet: 'Menu' },
    online_ordering: { url: 'https://casaverde.example.com/', snippet: 'Order Online' },
    catering: { url: 'https://casaverde.example.com/catering', snippet: 'Catering' },
  },
  menuPdfOnly: false,
  orderingProviders: ['Toast'],
  reservationProviders: [],
  social: [],
  headings: ['Tacos', 'Catering'],
  text: 'Tacos and margaritas. Catering for 20 to 200 guests.',
  pagesRead: ['https://casaverde.example.com/', 'https://casaverde.example.com/catering'],
  thin: false,
};

/** The deterministic writer's pitch, as the fallback hands it over. */
export const writerPitch: Pitch = {
  confidence_score: 0.6,
  key_insights: ['Takes orders through Toast'],
  pain_points: [],
  opportunity_highlights: ['Catering for 20 to 200 guests'],
  email_opener: 'Hi Ana, I saw that Casa Verde Taqueria caters for 20 to 200 guests.',
  call_opener: 'Hi, this is Maria Lopez from TableTech.',
  value_proposition: 'TableTech POS turns tables faster with handhelds at the table.',
  suggested_approach: 'Ask how the Toast setup handles catering orders.',
  evidence: [{ claim: 'Caters for 20 to 200 guests', source: 'https://casaverde.example.com/catering' }],
  offer_product: 'TableTech POS',
};
