import { createHmac, randomInt } from 'node:crypto';

/** Letters and digits a rep cannot misread when copying a code from an email (no O/0, I/1/L). */
const LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const CODE_LENGTH = 8;

/** A new invite code: 8 capital letters and digits, at least one of them a digit. */
export function newInviteCode(): string {
  const all = LETTERS + DIGITS;
  const chars = Array.from({ length: CODE_LENGTH }, () => all[randomInt(all.length)]!);
  chars[randomInt(CODE_LENGTH)] = DIGITS[randomInt(DIGITS.length)]!;
  return chars.join('');
}

/** How a code is kept: only its keyed hash, so a copy of the database lets no one join. */
export function inviteCodeHash(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`team-invite:${code.toUpperCase()}`).digest('hex');
}
