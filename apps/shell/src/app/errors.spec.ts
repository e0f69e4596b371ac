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

  it('falls back when the server sent no message of its own', () => {
    expect(errorText(new ApiError(500, errorEnvelope('INTERNAL', 'HTTP error! status: 500')), 'Verification failed')).toBe(
      'Verification failed',
    );
  });

  it('keeps the message of an unreachable server', () => {
    const err = new ApiError(0, errorEnvelope('SERVICE_UNAVAILABLE', 'Cannot reach the server. Check your connection.'));
    expect(errorText(err, 'Signup failed')).toBe('Cannot reach the server. Check your connection.');
  });

  it('falls back when the failure is not an API error', () => {
    expect(errorText(new TypeError('boom'), 'Signup failed')).toBe('Signup failed');
    expect(errorText(undefined, 'Verification failed')).toBe('Verification failed');
  });
});
