import { hashPassword, verifyPassword } from './password.hash.js';

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
