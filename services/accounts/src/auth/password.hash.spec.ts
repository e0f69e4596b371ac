import { jest } from '@jest/globals';
import { hashPassword, verifyPassword } from './password.hash.js';

// scrypt at N=32768 is slow on purpose; on a busy 2-core machine three hashes can pass jest's default 5 s.
jest.setTimeout(30_000);

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct horse 1!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('Correct horse');
    await expect(verifyPassword('Correct horse 1!', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse 1!', stored)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toEqual(await hashPassword('same'));
  });

  it('refuses a stored value of another scheme', async () => {
    await expect(verifyPassword('x', 'plain$x')).resolves.toBe(false);
  });
});
