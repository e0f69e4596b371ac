import { spokenTime } from './spoken-time.js';

/** Written on Wednesday 2 December 2026 at 10:15 in Chicago. */
const SAID = new Date('2026-12-02T16:15:00Z');
const at = (when: string, zone = 'America/Chicago') => spokenTime(when, SAID, zone)?.toISOString() ?? null;

describe('a day and time as a reply says it', () => {
  it('is the next such weekday, at the hour named, in the restaurant’s zone', () => {
    expect(at('Thursday around 3')).toBe('2026-12-03T21:00:00.000Z');
    expect(at('Friday at 10:30am')).toBe('2026-12-04T16:30:00.000Z');
    expect(at('Monday after 2pm')).toBe('2026-12-07T20:00:00.000Z');
    expect(at('Tue between 2 and 4')).toBe('2026-12-08T20:00:00.000Z');
    expect(at('Friday before 11')).toBe('2026-12-04T16:00:00.000Z');
    expect(at('Thursday around 3', 'America/New_York')).toBe('2026-12-03T20:00:00.000Z');
  });

  it("takes a part of the day at its usual hour, and the same weekday as next week's", () => {
    expect(at('Tomorrow morning')).toBe('2026-12-03T16:00:00.000Z');
    expect(at('Monday afternoon')).toBe('2026-12-07T20:00:00.000Z');
    expect(at('Wednesday')).toBe('2026-12-09T15:00:00.000Z');
  });

  it('names no time when it names no day', () => {
    expect(at('sometime next week')).toBeNull();
    expect(at('')).toBeNull();
  });
});
