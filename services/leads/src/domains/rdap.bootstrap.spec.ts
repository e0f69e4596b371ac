import { parseBootstrap, serverFor } from './rdap.bootstrap.js';

describe("IANA's RDAP bootstrap file", () => {
  const file = {
    version: '1.0',
    publication: '2026-11-20T18:00:02Z',
    services: [
      [['com', 'net'], ['https://rdap.verisign.com/com/v1/']],
      [['org'], ['http://rdap.publicinterestregistry.org/rdap', 'https://rdap.publicinterestregistry.org/rdap']],
      [['uk'], ['https://rdap.nominet.uk/uk/']],
      [['co.uk'], ['https://rdap.example-registry.uk/']],
    ],
  };
  const servers = parseBootstrap(file)!;

  it("names the server for a domain's TLD, https preferred, with the longest entry the domain ends with", () => {
    expect(serverFor(servers, 'lola.com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(serverFor(servers, 'LOLA.NET')).toBe('https://rdap.verisign.com/com/v1/');
    expect(serverFor(servers, 'lola.org')).toBe('https://rdap.publicinterestregistry.org/rdap/');
    expect(serverFor(servers, 'lola.co.uk')).toBe('https://rdap.example-registry.uk/');
    expect(serverFor(servers, 'lola.uk')).toBe('https://rdap.nominet.uk/uk/');
    expect(serverFor(servers, 'lola.restaurant')).toBeNull();
  });

  it('refuses what is not a bootstrap file', () => {
    expect(parseBootstrap({ services: 'com' })).toBeNull();
    expect(parseBootstrap('<html>')).toBeNull();
    expect(parseBootstrap(null)).toBeNull();
    expect(serverFor(parseBootstrap({ services: [[['com'], ['ftp://rdap.test/']]] })!, 'a.com')).toBeNull();
  });
});
