import { isDigestOffPath, tokenFromSearch } from './digest-off.logic.js';

describe("the weekly digest's opt-out link", () => {
  it('is the opt-out page only at /digest-off', () => {
    expect(isDigestOffPath('/digest-off')).toBe(true);
    expect(isDigestOffPath('/digest-off/')).toBe(true);
    expect(isDigestOffPath('/digest-offline')).toBe(false);
    expect(isDigestOffPath('/app/account')).toBe(false);
  });

  it('reads the token from the query as the email wrote it', () => {
    expect(tokenFromSearch('?token=AbC-_9.xyz')).toBe('AbC-_9.xyz');
    expect(tokenFromSearch('?utm=mail&token=a%2Fb%3D')).toBe('a/b=');
    expect(tokenFromSearch('?token=a+b')).toBe('a+b');
    expect(tokenFromSearch('?token=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('gives an empty token for a link without one', () => {
    expect(tokenFromSearch('')).toBe('');
    expect(tokenFromSearch('?token=')).toBe('');
    expect(tokenFromSearch('?mytoken=x')).toBe('');
  });
});
