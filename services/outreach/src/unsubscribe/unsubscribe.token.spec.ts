import { isWellFormedToken, newUnsubscribeToken } from './unsubscribe.token.js';

describe('unsubscribe tokens', () => {
  it('are random, url-safe and well formed', () => {
    const a = newUnsubscribeToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(isWellFormedToken(a)).toBe(true);
    expect(newUnsubscribeToken()).not.toBe(a);
  });

  it('turn away anything else', () => {
    expect(isWellFormedToken('')).toBe(false);
    expect(isWellFormedToken("' or 1=1 --")).toBe(false);
    expect(isWellFormedToken('a'.repeat(2000))).toBe(false);
  });
});
