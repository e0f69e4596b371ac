import { digestOptOutToken, userOfOptOutToken } from './digest.token.js';

const SECRET = 'a-secret-of-the-service-for-tests-0000000000';
const REP = '3f9a1c7e-5b2d-4c8e-9a1f-0b7c6d5e4f3a';

describe('the digest opt-out token', () => {
  it('names the rep it was made for, and is safe in a link', () => {
    const token = digestOptOutToken(REP, SECRET);
    expect(token.startsWith(`${REP}.`)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(userOfOptOutToken(token, SECRET)).toBe(REP);
    // The same rep's link is the same in every digest: an old email's link still works.
    expect(digestOptOutToken(REP, SECRET)).toBe(token);
  });

  it("refuses another rep's id under a real signature, and any altered signature", () => {
    const token = digestOptOutToken(REP, SECRET);
    const [, signature] = token.split('.');
    const other = 'c0ffee00-1111-4222-8333-444455556666';
    expect(userOfOptOutToken(`${other}.${signature}`, SECRET)).toBeNull();
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(userOfOptOutToken(`${REP}.${flipped}`, SECRET)).toBeNull();
    expect(userOfOptOutToken(token.slice(0, -2), SECRET)).toBeNull();
  });

  it('refuses a token signed with another secret (forged, or from before the secret changed)', () => {
    expect(userOfOptOutToken(digestOptOutToken(REP, 'someone-elses-secret-000000000000'), SECRET)).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of [
      '',
      '.',
      REP,
      `${REP}.`,
      `.${REP}`,
      'not-a-uuid.abc',
      `${REP}.a.b`,
      "' or 1=1 --",
      'x'.repeat(2000),
    ])
      expect(userOfOptOutToken(bad, SECRET)).toBeNull();
  });
});
