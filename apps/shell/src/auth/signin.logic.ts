import { ApiError, SessionResponseSchema } from '@leadgen/contracts';
import { sessionFromToken, type Session } from './session.logic.js';

export class SignInError extends Error {
  override name = 'SignInError';
}

export const LOGIN_FAILED = 'Login failed';
/** The sign-in page's words when signing in threw something the auth context did not word. */
export const LOGIN_FAILED_TRY_AGAIN = 'Login failed. Please try again.';
/** The auth context's words for a failure that is not the server's (a fault in the page itself). */
export const LOGIN_UNEXPECTED = 'An unexpected error occurred during login';

/**
 * What a failed sign-in says: the answer's own problem (no or bad token), the server's message
 * ('HTTP error! status: {code}' when it sent none), else 'Login failed'; a failure that is not
 * the server's says an unexpected error occurred during login.
 */
export function signInMessage(err: unknown): string {
  if (err instanceof SignInError) return err.message;
  if (err instanceof ApiError) return err.envelope.error || LOGIN_FAILED;
  return LOGIN_UNEXPECTED;
}

/**
 * The session in a sign-in or complete-signup answer. An answer without a usable token throws
 * SignInError: 'Login failed - no token received', 'Invalid token format received from server'
 * or 'Token parsing failed - invalid token structure'.
 */
export function sessionFromResponse(res: unknown): Session {
  const parsed = SessionResponseSchema.safeParse(res);
  if (!parsed.success) {
    const token = (res as { session_token?: unknown } | null)?.session_token;
    throw new SignInError(token ? 'Invalid token format received from server' : 'Login failed - no token received');
  }
  const fromToken = sessionFromToken(parsed.data.session_token);
  if (!fromToken) throw new SignInError('Token parsing failed - invalid token structure');
  return { ...fromToken, user: parsed.data.user };
}
