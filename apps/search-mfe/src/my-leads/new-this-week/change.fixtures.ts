import type { Lead, WatchChange } from '@leadgen/contracts';

/** A lead as a watch's run found it, for the specs of 'New this week'. */
export const LEAD: Lead = {
  name: 'Taqueria Lupita',
  fit_decision: 'good_fit',
  fit_score: 82,
  cuisine_type: 'mexican',
  address: '1200 E 6th St, Austin, TX 78702',
  google_rating: 4.6,
  review_count: 38,
  location_count: 1,
  phone: '+1 512-555-0142',
  website: 'https://taquerialupita.example',
  place_id: 'place-lupita',
};

/** A change of a watch, for the specs: an announced opening found Dec 5, not saved by anyone. */
export function change(patch: Partial<WatchChange> = {}): WatchChange {
  return {
    id: '0b7f7c3e-3b1a-4c55-9a57-2b1d1e0c9a01',
    saved_search_id: '6f1c0c7e-8a53-4a53-9d7b-1f0d8f1b2c3d',
    saved_search_name: 'Tacos in Austin',
    place_id: 'place-lupita',
    name: 'Taqueria Lupita',
    kind: 'announced',
    reason: 'Announced to open Jan 9, 2027; first seen Nov 30, 2026',
    detected_at: '2026-12-05T15:00:00Z',
    event_date: '2027-01-09',
    lead: LEAD,
    saved: null,
    teammate: null,
    ...patch,
  };
}
