import type { Lead } from '@leadgen/contracts';
import { establishedLines } from './lead.established.js';

const lead = (extra: Partial<Lead>): Lead => ({
  name: 'Casa Nueva',
  fit_decision: 'good_fit',
  fit_score: 80,
  cuisine_type: 'mexican',
  address: '1 Main St, Austin, TX 78701',
  google_rating: null,
  review_count: null,
  location_count: 1,
  phone: null,
  website: null,
  ...extra,
});

describe('why a lead counts as new, in its row', () => {
  it("says when an announced opening opens, by Google's date", () => {
    expect(
      establishedLines(
        lead({
          opened_date: '2026-12-12',
          opened_source: 'google_opening_date',
          is_opening_soon: true,
          is_recently_established: true,
        }),
      ),
    ).toEqual(['Opens Dec 12, 2026 (Google)']);
  });

  it('says when a recently established restaurant opened and what says so', () => {
    expect(
      establishedLines(
        lead({ opened_date: '2026-03-14', opened_source: 'first_review', is_recently_established: true }),
      ),
    ).toEqual(['Opened about Mar 2026 (first review)']);
    expect(
      establishedLines(
        lead({ opened_date: '2026-06-01', opened_source: 'osm_start_date', is_recently_established: true }),
      ),
    ).toEqual(['Opened Jun 2026 (OpenStreetMap)']);
  });

  it("says when a new website's domain was registered", () => {
    expect(
      establishedLines(
        lead({
          opened_date: '2026-03-14',
          opened_source: 'first_review',
          is_recently_established: true,
          domain_registered_date: '2026-09-03',
          is_new_website: true,
        }),
      ),
    ).toEqual(['Opened about Mar 2026 (first review)', 'Website registered Sep 2026 (RDAP)']);
  });

  it('says nothing for a lead that is not new, or without a date', () => {
    expect(
      establishedLines(
        lead({ opened_date: '2015-01-01', opened_source: 'first_review', is_recently_established: false }),
      ),
    ).toEqual([]);
    expect(establishedLines(lead({ is_recently_established: true, opened_date: null }))).toEqual([]);
    expect(establishedLines(lead({ domain_registered_date: '2019-01-01', is_new_website: false }))).toEqual([]);
    expect(establishedLines(lead({}))).toEqual([]);
  });
});
