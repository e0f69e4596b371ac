import { apiErrorText } from './api-error-text.js';
import { ApiError, errorEnvelope } from './error.js';

describe('apiErrorText', () => {
  it("uses the server's message", () => {
    expect(apiErrorText(new ApiError(401, errorEnvelope('UNAUTHORIZED', 'Current password is incorrect')), 'x')).toBe(
      'Current password is incorrect',
    );
    expect(
      apiErrorText(new ApiError(502, errorEnvelope('INTERNAL', 'The website could not be reached')), 'Failed'),
    ).toBe('The website could not be reached');
  });

  it('prefers the first field message for bad input', () => {
    const err = new ApiError(
      400,
      errorEnvelope('VALIDATION_FAILED', 'Invalid request: email: Please enter a valid email address', {
        fields: { email: ['Please enter a valid email address'] },
      }),
    );
    expect(apiErrorText(err, 'Signup failed')).toBe('Please enter a valid email address');
  });

  it('falls back when the server sent no message of its own', () => {
    expect(
      apiErrorText(new ApiError(500, errorEnvelope('INTERNAL', 'HTTP error! status: 500')), 'Verification failed'),
    ).toBe('Verification failed');
  });

  it('keeps the message of an unreachable server', () => {
    const err = new ApiError(
      0,
      errorEnvelope('SERVICE_UNAVAILABLE', 'Cannot reach the server. Check your connection.'),
    );
    expect(apiErrorText(err, 'Signup failed')).toBe('Cannot reach the server. Check your connection.');
  });

  it('falls back when the failure is not an API error or has no message', () => {
    expect(apiErrorText(new TypeError('boom'), 'Signup failed')).toBe('Signup failed');
    expect(apiErrorText(new Error(''), 'Failed to generate pitch from URL')).toBe('Failed to generate pitch from URL');
    expect(apiErrorText('boom', 'Failed to analyze business')).toBe('Failed to analyze business');
    expect(apiErrorText(undefined, 'Verification failed')).toBe('Verification failed');
  });
});
