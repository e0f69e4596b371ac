import { randomBytes } from 'node:crypto';

/** 24 random bytes (192 bits) in base64url: never derived from the address, so it cannot be guessed from it. */
export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Only a token of that shape is looked up; anything else gets the neutral answer at once. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(token);
}
