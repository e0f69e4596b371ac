import { isDemoSiteHost } from './demo-sites.constants.js';
import { DEMO_VENDOR_EXAMPLES } from './demo-vendors.js';

describe('demo vendor examples', () => {
  it('live on the reserved demo-site domains, one host each, at the home page', () => {
    const hosts = DEMO_VENDOR_EXAMPLES.map((v) => new URL(v.url).hostname);
    expect(hosts.every(isDemoSiteHost)).toBe(true);
    expect(new Set(hosts).size).toBe(DEMO_VENDOR_EXAMPLES.length);
    expect(DEMO_VENDOR_EXAMPLES.every((v) => new URL(v.url).pathname === '/' && v.url.startsWith('https://'))).toBe(
      true,
    );
  });

  it('are five vendors with distinct names', () => {
    expect(new Set(DEMO_VENDOR_EXAMPLES.map((v) => v.name)).size).toBe(5);
  });
});
