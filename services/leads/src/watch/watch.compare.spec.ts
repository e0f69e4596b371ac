import type { Lead } from '@leadgen/contracts';
import { compareWatch } from './watch.compare.js';

const lead = (id: string, over: Partial<Lead> = {}): Lead => ({
  id,
  place_id: id,
  name: `Place ${id}`,
  fit_decision: 'good_fit',
  fit_score: 70,
  cuisine_type: 'mexican',
  address: '1 Main St, Austin, TX',
  google_rating: 4.2,
  review_count: 100,
  location_count: 1,
  phone: null,
  website: null,
  ...over,
});
const nov30 = new Date('2026-11-30T10:00:00Z');
const dec7 = new Date('2026-12-07T10:00:00Z');
const seen = (leads: Lead[], announced: Lead[] = [], closed: Lead[] = []) => ({ leads, announced, closed });

describe("a watch's run, compared with what the watch knew", () => {
  it('learns the territory on its first run and calls nothing news', () => {
    const first = compareWatch(
      null,
      seen([lead('a')], [lead('s', { is_opening_soon: true, opened_date: '2027-01-09' })]),
      nov30,
      nov30,
    );
    expect(first.changes).toEqual([]);
    expect(Object.keys(first.state).sort()).toEqual(['a', 's']);
    expect(first.state.s).toMatchObject({ s: 'announced', d: '2027-01-09', f: nov30.toISOString() });
  });

  it('finds a new place, an announced opening, an opening, a website, a closure and a jump, with reasons and dates', () => {
    const { state } = compareWatch(
      null,
      seen(
        [lead('a'), lead('b', { review_count: 40, google_rating: 4.0 })],
        [lead('s', { is_opening_soon: true, opened_date: '2026-12-05' })],
        [],
      ),
      nov30,
      nov30,
    );
    const next = compareWatch(
      state,
      seen(
        [
          lead('a', { website: 'https://www.tacos-a.com/', domain_registered_date: '2026-12-03' }),
          lead('b', { review_count: 80, google_rating: 4.4 }),
          lead('s', { opened_date: null }),
          lead('n'),
        ],
        [lead('t', { is_opening_soon: true, opened_date: '2027-02-01' })],
        [],
      ),
      dec7,
      nov30,
    );
    const byKind = Object.fromEntries(next.changes.map((c) => [`${c.kind}:${c.place_id}`, c]));
    expect(Object.keys(byKind).sort()).toEqual(['announced:t', 'new:n', 'opened:s', 'rating:b', 'website:a']);
    expect(byKind['opened:s']).toMatchObject({
      reason: 'Opened Dec 5, 2026; first seen as an announced opening on Nov 30, 2026',
      event_date: '2026-12-05',
    });
    expect(byKind['announced:t']!.reason).toBe('Announced to open Feb 1, 2027 (Google); first seen Dec 7, 2026');
    expect(byKind['new:n']!.reason).toBe('First seen Dec 7, 2026 in a territory watched since Nov 30, 2026');
    expect(byKind['website:a']!.reason).toBe('New website tacos-a.com, registered Dec 3, 2026 (RDAP)');
    expect(byKind['rating:b']!.reason).toBe('Reviews up from 40 to 80; Rating up from 4.0 to 4.4');
    expect(next.state.s).toMatchObject({ s: 'operational', d: '2026-12-05', f: nov30.toISOString() });

    const closing = compareWatch(
      next.state,
      seen([lead('a')], [], [lead('n')]),
      new Date('2026-12-14T10:00:00Z'),
      nov30,
    );
    expect(closing.changes).toEqual([
      expect.objectContaining({
        kind: 'closed',
        place_id: 'n',
        lead: null,
        reason: expect.stringContaining('Closed for good (Google)'),
      }),
    ]);
    // Closed once is news once.
    expect(compareWatch(closing.state, seen([], [], [lead('n')]), dec7, nov30).changes).toEqual([]);
  });

  it('never calls a place new again when a run misses it and the next finds it', () => {
    const { state } = compareWatch(null, seen([lead('a'), lead('b')]), nov30, nov30);
    const missing = compareWatch(state, seen([lead('a')]), dec7, nov30);
    expect(missing.changes).toEqual([]);
    expect(compareWatch(missing.state, seen([lead('a'), lead('b')]), dec7, nov30).changes).toEqual([]);
  });

  it('lets a week of small moves pass: a few reviews, a rating by a tenth', () => {
    const { state } = compareWatch(null, seen([lead('a', { review_count: 100, google_rating: 4.2 })]), nov30, nov30);
    expect(
      compareWatch(state, seen([lead('a', { review_count: 112, google_rating: 4.3 })]), dec7, nov30).changes,
    ).toEqual([]);
  });
});
