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

  it('treats each restaurant under a reserved example domain as its own site', () => {
    const u = (s: string) => new URL(s);
    expect(sameSite(u('https://www.lola.example.net/'), u('http://lola.example.net/menu'))).toBe(true);
    expect(sameSite(u('https://order.lola.example.net/'), u('https://lola.example.net/'))).toBe(true);
    expect(sameSite(u('https://lola.example.net/'), u('https://pepe.example.net/'))).toBe(false);
    expect(sameSite(u('https://lola.example.net/'), u('https://lola.example.com/'))).toBe(false);
    expect(sameSite(u('https://lola.example.net/'), u('https://example.net/'))).toBe(false);
  });
});
