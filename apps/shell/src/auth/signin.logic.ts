import { ApiError, SessionResponseSchema } from '@leadgen/contracts';
import { sessionFromToken, type Session } from './session.logic.js';

export class SignInError extends Error {
  override name = 'SignInError';
}

/** What a failed sign-in shows: the server's message, else 'Login failed'; anything unexpected asks to try again. */
export function signInMessage(err: unknown): string {
  if (err instanceof SignInError) return err.message;
  if (err instanceof ApiError) return err.envelope.error || 'Login failed';
  return 'Login failed. Please try again.';
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
