import { demoSiteViewPath, isDemoSiteHost } from './demo-sites.constants.js';

describe('demo-site hosts', () => {
  it('are the reserved example domains and their subdomains', () => {
    expect(isDemoSiteHost('dot-and-lola-s-taqueria-austin.example.net')).toBe(true);
    expect(isDemoSiteHost('WWW.Example.COM.')).toBe(true);
    expect(isDemoSiteHost('example.org')).toBe(true);
  });

  it('are nothing else', () => {
    expect(isDemoSiteHost('example.com.evil.io')).toBe(false);
    expect(isDemoSiteHost('notexample.com')).toBe(false);
    expect(isDemoSiteHost('127.0.0.1')).toBe(false);
    expect(isDemoSiteHost('localhost')).toBe(false);
  });

  it('are viewed under /demo-sites on the app origin', () => {
    expect(demoSiteViewPath('https://casa.example.net/menu?x=1')).toBe('/demo-sites/casa.example.net/menu?x=1');
    expect(demoSiteViewPath('https://www.casa-del-sol.com/')).toBeNull();
    expect(demoSiteViewPath('not a url')).toBeNull();
  });
});
