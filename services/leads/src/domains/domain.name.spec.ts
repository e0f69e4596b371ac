import { websiteDomain } from './domain.name.js';

describe("the domain asked about for a listing's website", () => {
  it('is the host without www, as the listing writes it', () => {
    expect(websiteDomain('https://www.Lola.example.net/menu')).toBe('lola.example.net');
    expect(websiteDomain('lola.example.net')).toBe('lola.example.net');
    expect(websiteDomain('http://lolas-tacos.com:8080/')).toBe('lolas-tacos.com');
  });

  it('is none for no website, an address or a name without a dot', () => {
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain('')).toBeNull();
    expect(websiteDomain('http://10.0.0.7/')).toBeNull();
    expect(websiteDomain('http://[::1]/')).toBeNull();
    expect(websiteDomain('http://intranet/')).toBeNull();
  });
});
