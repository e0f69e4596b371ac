import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { errorText } from './errors.js';

describe('errorText', () => {
  it("uses the server's message", () => {
    expect(errorText(new ApiError(401, errorEnvelope('UNAUTHORIZED', 'Current password is incorrect')), 'x')).toBe(
      'Current password is incorrect',
    );
  });

  it('prefers the first field message for bad input', () => {
    const err = new ApiError(
      400,
      errorEnvelope('VALIDATION_FAILED', 'Invalid request: email: Please enter a valid email address', {
        fields: { email: ['Please enter a valid email address'] },
      }),
    );
    expect(errorText(err, 'Signup failed')).toBe('Please enter a valid email address');
  });

  it('falls back when the failure is not an API error', () => {
    expect(errorText(new TypeError('boom'), 'Signup failed')).toBe('Signup failed');
    expect(errorText(undefined, 'Verification failed')).toBe('Verification failed');
  });
});
