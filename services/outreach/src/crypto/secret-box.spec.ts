import { randomBytes } from 'node:crypto';
import { DEV_SECRET_KEY, SecretBox, isSecretKey } from './secret-box.js';

describe('mailbox passwords at rest', () => {
  const box = new SecretBox(randomBytes(32).toString('base64'));

  it('opens what it sealed, and never stores the password as written', () => {
    const sealed = box.seal('hunter2-password');
    expect(sealed).not.toContain('hunter2');
    expect(box.open(sealed)).toBe('hunter2-password');
  });

  it('seals the same password differently each time (a fresh nonce)', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a changed value and another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32).toString('base64')).open(sealed)).toThrow();
  });

  it('takes only 32-byte keys', () => {
    expect(isSecretKey(DEV_SECRET_KEY)).toBe(true);
    expect(isSecretKey(randomBytes(16).toString('base64'))).toBe(false);
    expect(isSecretKey('not base64!')).toBe(false);
  });
});
