import { LANDING_SKIP_WINDOW_MS, gateSkipped } from './gate.logic.js';

const NOW = 1_800_000_000_000;
const reader = (values: Record<string, string>) => (key: string) => values[key] ?? null;

describe('gateSkipped', () => {
  it('shows the gate to a first-time visitor', () => {
    expect(gateSkipped(reader({}), NOW)).toBe(false);
  });

  it('skips it when signed in', () => {
    expect(gateSkipped(reader({}), NOW, true)).toBe(true);
  });

  it('skips it once the code was accepted', () => {
    expect(gateSkipped(reader({ coming_soon_passed: 'true' }), NOW)).toBe(true);
  });

  it('skips it within 10 minutes of a landing visit, not after', () => {
    expect(gateSkipped(reader({ lastLandingVisit: String(NOW - 1000) }), NOW)).toBe(true);
    expect(gateSkipped(reader({ lastLandingVisit: String(NOW - LANDING_SKIP_WINDOW_MS + 1) }), NOW)).toBe(true);
    expect(gateSkipped(reader({ lastLandingVisit: String(NOW - LANDING_SKIP_WINDOW_MS) }), NOW)).toBe(false);
  });

  it('ignores a visit stamp that is not a past time', () => {
    expect(gateSkipped(reader({ lastLandingVisit: 'yesterday' }), NOW)).toBe(false);
    expect(gateSkipped(reader({ lastLandingVisit: String(NOW + 60_000) }), NOW)).toBe(false);
  });
});
