import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { confidencePercent, errorText } from './errors.js';

describe('errorText', () => {
  it("shows the server's error message", () => {
    expect(errorText(new ApiError(502, errorEnvelope('INTERNAL', 'The website could not be reached')), 'Failed')).toBe('The website could not be reached');
  });

  it('falls back when there is no message', () => {
    expect(errorText(new Error(''), 'Failed to generate pitch from URL')).toBe('Failed to generate pitch from URL');
    expect(errorText('boom', 'Failed to analyze business')).toBe('Failed to analyze business');
    expect(errorText(undefined, 'Failed to analyze business')).toBe('Failed to analyze business');
  });
});

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
