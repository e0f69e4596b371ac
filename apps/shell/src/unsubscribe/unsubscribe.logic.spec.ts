import { isUnsubscribePath, tokenFromPath } from './unsubscribe.logic.js';

describe('the unsubscribe link', () => {
  it('reads the token from the address as the email wrote it', () => {
    expect(tokenFromPath('/unsubscribe/AbC-_9xyz')).toBe('AbC-_9xyz');
    expect(tokenFromPath('/unsubscribe/AbC-_9xyz/')).toBe('AbC-_9xyz');
    expect(tokenFromPath('/unsubscribe/a%20b')).toBe('a b');
  });

  it('gives an empty token for an address without one, which the server answers neutrally', () => {
    expect(tokenFromPath('/unsubscribe')).toBe('');
    expect(tokenFromPath('/unsubscribe/a/b')).toBe('');
    expect(tokenFromPath('/unsubscribe/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('is the unsubscribe page only under /unsubscribe', () => {
    expect(isUnsubscribePath('/unsubscribe/x')).toBe(true);
    expect(isUnsubscribePath('/unsubscribe')).toBe(true);
    expect(isUnsubscribePath('/unsubscribed')).toBe(false);
    expect(isUnsubscribePath('/app')).toBe(false);
  });
});
