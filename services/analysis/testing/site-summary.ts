import type { SiteSummary } from '../src/site/site.summary.js';

/** A small restaurant site as read: a menu, an address, a phone and Instagram; no ordering or bookings. */
export const sampleSite = (over: Partial<SiteSummary> = {}): SiteSummary => ({
  url: 'https://casaverde.example.com/',
  host: 'casaverde.example.com',
  name: 'Casa Verde Taqueria',
  description: 'Tacos and margaritas on East 6th.',
  cuisines: ['Mexican'],
  address: '1200 E 6th St, Austin, TX',
  phone: '(512) 555-0142',
  found: { menu: { url: 'https://casaverde.example.com/', snippet: 'Menu' } },
  menuPdfOnly: false,
  orderingProviders: [],
  reservationProviders: [],
  social: [{ network: 'instagram', url: 'https://instagram.com/casaverde' }],
  headings: ['Tacos', 'Visit us'],
  text: 'Tacos and margaritas.',
  pagesRead: ['https://casaverde.example.com/'],
  thin: false,
  ...over,
});
