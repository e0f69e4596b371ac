import { isValidUrl, urlFieldState } from './url.logic.js';

describe('URL rule of the pitch and business forms', () => {
  it('accepts absolute http and https URLs, trimmed', () => {
    expect(isValidUrl('https://casadelsol.example.com')).toBe(true);
    expect(isValidUrl('  http://127.0.0.1:4000/menu  ')).toBe(true);
  });

  it('refuses text that is not an absolute http(s) URL', () => {
    for (const bad of [
      'not a url',
      'casadelsol.com',
      'www.example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://',
    ]) {
      expect(isValidUrl(bad)).toBe(false);
    }
  });

  it('is invalid only when non-empty, and sends the trimmed value', () => {
    expect(urlFieldState('')).toEqual({ value: '', empty: true, invalid: false });
    expect(urlFieldState('   ')).toEqual({ value: '', empty: true, invalid: false });
    expect(urlFieldState('nope')).toEqual({ value: 'nope', empty: false, invalid: true });
    expect(urlFieldState(' https://a.example.com/ ')).toEqual({
      value: 'https://a.example.com/',
      empty: false,
      invalid: false,
    });
  });
});
