import { ApiError } from './error.js';

/** What the typed client writes when a response carried no error envelope of the server's. */
const SYNTHESISED = /^HTTP error! status: \d+$/;

/**
 * The server's message for a failed call, or the screen's own fallback when the server gave
 * none (no envelope, or not an API failure at all). For bad input, the first field's message
 * is the one a person can act on.
 */
export function apiErrorText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  const { envelope } = err;
  if (SYNTHESISED.test(envelope.error)) return fallback;
  if (envelope.code === 'VALIDATION_FAILED' && envelope.fields) {
    const first = Object.values(envelope.fields).find((messages) => messages.length > 0)?.[0];
    if (first) return first;
  }
  return envelope.error.trim() || fallback;
}
