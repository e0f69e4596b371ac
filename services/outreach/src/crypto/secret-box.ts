import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A fixed key for development only (production refuses to start with it). */
export const DEV_SECRET_KEY = Buffer.alloc(32, 'outreach-dev-key').toString('base64');

export function isSecretKey(value: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

/**
 * Secrets at rest (a rep's mailbox password): AES-256-GCM with a fresh 12-byte nonce per value,
 * stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url, so a changed or swapped value fails to open.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyBase64: string) {
    if (!isSecretKey(keyBase64)) throw new Error('The secret key must be 32 bytes in base64');
    this.key = Buffer.from(keyBase64, 'base64');
  }

  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', nonce, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, nonce, tag, data] = sealed.split('.');
    if (version !== 'v1' || !nonce || !tag || data === undefined) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
