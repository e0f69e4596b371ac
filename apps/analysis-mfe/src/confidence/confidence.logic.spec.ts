import { confidencePercent } from './confidence.logic.js';

describe('confidencePercent', () => {
  it('rounds a 0-1 score to a percent', () => {
    expect(confidencePercent(0.456)).toBe(46);
    expect(confidencePercent(1)).toBe(100);
  });

  it('is null at 0, below, or when missing', () => {
    expect(confidencePercent(0)).toBeNull();
    expect(confidencePercent(-0.2)).toBeNull();
    expect(confidencePercent(undefined)).toBeNull();
    expect(confidencePercent(Number.NaN)).toBeNull();
  });
});
