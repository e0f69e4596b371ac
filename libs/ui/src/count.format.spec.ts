import { formatCount } from './count.format.js';

describe('formatCount', () => {
  it('groups thousands the way en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 78_000, 1_234_567_890]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('rounds to a whole number and keeps the sign', () => {
    expect(formatCount(1234.5)).toBe('1,235');
    expect(formatCount(-1234.4)).toBe('-1,234');
    expect(formatCount(-0.2)).toBe('0');
  });

  it('shows 0 for what is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
