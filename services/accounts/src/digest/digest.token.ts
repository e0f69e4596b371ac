import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the signature covers besides the rep: a token made for another purpose never turns the digest off. */
const PURPOSE = 'digest-opt-out';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signatureOf(userId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest();
}

/**
 * The token in the digest's one-click opt-out link: `<rep's id>.<HMAC-SHA256 of it>`, signed with
 * the service's secret. Nothing is stored: only accounts can make one, and it only ever turns that
 * rep's digest off, so it needs no expiry (an old email's link still works).
 */
export function digestOptOutToken(userId: string, secret: string): string {
  return `${userId}.${signatureOf(userId, secret).toString('base64url')}`;
}

/** The rep a token names when accounts signed it; null for anything forged, cut short or malformed. */
export function userOfOptOutToken(token: string, secret: string): string | null {
  const [userId, signature, ...rest] = token.trim().split('.');
  if (!userId || !signature || rest.length > 0 || !UUID.test(userId)) return null;
  const sent = Buffer.from(signature, 'base64url');
  const expected = signatureOf(userId, secret);
  // Compared in constant time, so a forger learns nothing from how long a refusal takes.
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? userId : null;
}
