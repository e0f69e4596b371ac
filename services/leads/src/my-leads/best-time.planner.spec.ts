import type { Lead } from '@leadgen/contracts';
import { bestTimeOf, parseWeekdayText, quietWeek, timeZoneOf } from './best-time.planner.js';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const lead = (weekday_text: string[] | null, extra: Partial<Lead> = {}): Lead => ({
  name: 'Casa Uno',
  fit_decision: 'good_fit',
  fit_score: 80,
  cuisine_type: 'mexican',
  address: '1 Main St, Austin, TX 78701',
  google_rating: 4.5,
  review_count: 100,
  location_count: 1,
  phone: null,
  website: null,
  operating_hours: weekday_text ? { weekday_text } : null,
  time_zone: 'America/Chicago',
  ...extra,
});
const elevenToTen = DAYS.map((d) => (d === 'Monday' ? `${d}: Closed` : `${d}: 11:00\u202fAM – 10:00\u202fPM`));

describe('best time to call', () => {
  it('reads Google-style opening lines, closed days, overnight ranges and 24 hours', () => {
    const week = parseWeekdayText([
      'Monday: Closed',
      'Tuesday: 11:00 AM – 2:30 PM, 5:00 PM – 1:00 AM',
      'Wednesday: Open 24 hours',
    ])!;
    expect(week[0]).toEqual([]);
    expect(week[1]).toEqual([
      [660, 870],
      [1020, 1500],
    ]);
    expect(week[2]).toEqual([[0, 1440]]);
    expect(parseWeekdayText(['nothing here'])).toBeNull();
  });

  it('finds the quiet hours: open, outside the lunch and dinner rush, in calling hours', () => {
    expect(quietWeek(parseWeekdayText(['Tuesday: 11:00 AM – 10:00 PM'])!)).toEqual([[1440 + 840, 1440 + 960]]);
    // A breakfast place also has its morning before lunch.
    expect(quietWeek(parseWeekdayText(['Monday: 7:00 AM – 3:00 PM'])!)).toEqual([
      [540, 660],
      [840, 900],
    ]);
  });

  it('says call now inside a quiet window, in the lead time zone', () => {
    // Tuesday 2026-11-24 15:00 in Chicago is 21:00 UTC.
    const best = bestTimeOf(lead(elevenToTen), new Date('2026-11-24T21:00:00Z'));
    expect(best.state).toBe('call_now');
    expect(best.label).toBe('Call now');
    expect(best.reasoning).toContain('Tue-Sun 2:00-4:00 pm');
    expect(best.windows).toContainEqual({ day: 'Tue', from: '14:00', to: '16:00' });
  });

  it('points to the next quiet window otherwise, skipping closed days', () => {
    // Monday 2026-11-23 10:00 in Chicago (closed Mondays): next is Tuesday 2 pm.
    const best = bestTimeOf(lead(elevenToTen), new Date('2026-11-23T16:00:00Z'));
    expect(best.state).toBe('later');
    expect(best.label).toBe('Tue 2:00 pm');
    expect(best.next_window_at).toBe('2026-11-24T20:00:00.000Z');
  });

  it('is Unknown without opening hours', () => {
    const best = bestTimeOf(lead(null), new Date());
    expect(best).toMatchObject({ state: 'unknown', label: 'Unknown', next_window_at: null });
  });

  it("takes the state's zone when the lead has none", () => {
    expect(
      timeZoneOf(
        lead(null, { time_zone: null, address_parts: { street: null, city: 'Miami', state: 'FL', zip: null } }),
      ),
    ).toBe('America/New_York');
    expect(timeZoneOf(lead(null, { time_zone: undefined, address: '9 Elm St, Denver, CO 80202' }))).toBe(
      'America/Denver',
    );
    expect(timeZoneOf(lead(null, { time_zone: null, address: 'somewhere' }))).toBeNull();
  });
});
