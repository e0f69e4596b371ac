import { registrableDomain, sameSite } from './site.js';

describe('registrableDomain / sameSite', () => {
  it.each([
    ['www.casadelsol.example.com', 'example.com'],
    ['order.bistro.co.uk', 'bistro.co.uk'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s -> %s', (h, d) => expect(registrableDomain(h)).toBe(d));

  it('treats www and sub-domains as one site, other domains and other IP ports as others', () => {
    const u = (s: string) => new URL(s);
    expect(sameSite(u('https://www.bistro.com/'), u('http://bistro.com/menu'))).toBe(true);
    expect(sameSite(u('https://order.bistro.com/'), u('https://www.bistro.com/'))).toBe(true);
    expect(sameSite(u('https://bistro.com/'), u('https://bistro.toast.site/'))).toBe(false);
    expect(sameSite(u('http://127.0.0.1:4000/'), u('http://127.0.0.1:4000/menu'))).toBe(true);
    expect(sameSite(u('http://127.0.0.1:4000/'), u('http://127.0.0.1:4001/'))).toBe(false);
    expect(sameSite(u('http://bistro.com/'), u('mailto:a@bistro.com'))).toBe(false);
  });
});
