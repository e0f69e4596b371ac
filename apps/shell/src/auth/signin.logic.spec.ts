import { ApiError, errorEnvelope } from '@leadgen/contracts';
import { LOGIN_UNEXPECTED, SignInError, sessionFromResponse, signInMessage } from './signin.logic.js';

describe('signInMessage', () => {
  it("shows the server's message", () => {
    expect(signInMessage(new ApiError(401, errorEnvelope('UNAUTHORIZED', 'Invalid email or password')))).toBe(
      'Invalid email or password',
    );
  });

  it('names the HTTP status when the server sent no message of its own', () => {
    expect(signInMessage(new ApiError(500, errorEnvelope('INTERNAL', 'HTTP error! status: 500')))).toBe(
      'HTTP error! status: 500',
    );
  });

  it('keeps what was wrong with the answer (no token, a bad token)', () => {
    expect(signInMessage(new SignInError('Login failed - no token received'))).toBe('Login failed - no token received');
  });

  it("says an unexpected error occurred for failures that are not the server's", () => {
    expect(LOGIN_UNEXPECTED).toBe('An unexpected error occurred during login');
    expect(signInMessage(new TypeError('x is undefined'))).toBe(LOGIN_UNEXPECTED);
    expect(signInMessage('boom')).toBe(LOGIN_UNEXPECTED);
  });
});

describe('sessionFromResponse', () => {
  it('refuses an answer without a token, or with one of the wrong shape', () => {
    expect(() => sessionFromResponse({ success: true })).toThrow('Login failed - no token received');
    expect(() =>
      sessionFromResponse({ success: true, session_token: 'abc', user: { id: 'u', email: 'a@b.co' } }),
    ).toThrow(SignInError);
  });
});
