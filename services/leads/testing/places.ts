import type { Place } from '../src/places/place.model.js';

let seq = 0;
/** A place with everything known; override what a test is about. */
export function place(overrides: Partial<Place> = {}): Place {
  seq++;
  return {
    place_id: `t-${seq}`,
    source: 'google',
    name: `Test Kitchen ${seq}`,
    cuisine_type: 'italian',
    address: `${100 + seq} Main St, Austin, TX 78701`,
    address_parts: { street: `${100 + seq} Main St`, city: 'Austin', state: 'TX', zip: '78701' },
    rating: 4.5,
    review_count: 300,
    phone: `(512) 555-${String(1000 + seq).slice(-4)}`,
    website: `https://kitchen${seq}.example.com`,
    hours: [0, 1, 2, 3, 4, 5, 6].map(() => [[11 * 60, 22 * 60]]),
    clock: { timeZone: 'America/Chicago' },
    brand: null,
    brand_id: null,
    opened_at: Date.UTC(2015, 0, 1),
    domain_registered_at: Date.UTC(2015, 0, 1),
    review_response_rate: 0.5,
    photo_count: 20,
    ...overrides,
  };
}
