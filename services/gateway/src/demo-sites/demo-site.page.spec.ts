import {
  DEMO_SITE_BANNER_TEXT,
  demoSiteUrlOf,
  demoSiteView,
  markedDemoPage,
  safeContentType,
  sameViewRedirect,
} from './demo-site.page.js';
import type { SimulatedSitePage } from './simulated-site.client.js';

const page = (over: Partial<SimulatedSitePage> = {}): SimulatedSitePage => ({
  found: true,
  status: 200,
  content_type: 'text/html; charset=utf-8',
  body: '<html><head><title>Casa</title></head><body><h1>Casa Demo</h1></body></html>',
  delay_ms: 0,
  ...over,
});

describe('demoSiteUrlOf', () => {
  it('turns a view path and its query into the demo site address', () => {
    expect(demoSiteUrlOf('/demo-sites/casa-demo-austin.example.net/menu/', '?lang=en')?.href).toBe(
      'https://casa-demo-austin.example.net/menu/?lang=en',
    );
    expect(demoSiteUrlOf('/demo-sites/WWW.Casa.example.com')?.href).toBe('https://www.casa.example.com/');
  });

  it('refuses hosts that are not on a reserved demo domain, or not host names at all', () => {
    for (const path of [
      '/demo-sites/127.0.0.1/',
      '/demo-sites/localhost/',
      '/demo-sites/example.net.evil.test/',
      '/demo-sites/evil.test@casa.example.net/',
      '/demo-sites/casa.example.net:8080/',
      '/demo-sites/%2F%2Fcasa.example.net/',
      '/demo-sites/',
      '/other/casa.example.net/',
    ]) {
      expect(demoSiteUrlOf(path)).toBeNull();
    }
  });
});

describe('markedDemoPage', () => {
  const url = new URL('https://casa-demo-austin.example.net/locations/downtown');

  it('puts the fictional-site banner first in the body', () => {
    const html = markedDemoPage(page().body, url);
    const body = html.slice(html.indexOf('<body>') + '<body>'.length);
    expect(body.startsWith('<div role="note" data-demo-site-banner')).toBe(true);
    expect(html).toContain(DEMO_SITE_BANNER_TEXT);
    expect(html).toContain('<h1>Casa Demo</h1>');
  });

  it('gives a page without a body one, banner included', () => {
    expect(markedDemoPage('<p>Only a paragraph</p>', url)).toContain(DEMO_SITE_BANNER_TEXT);
  });

  it('keeps links to demo sites on the /demo-sites view and leaves the others alone', () => {
    const html = markedDemoPage(
      [
        '<a href="/menu/">Menu</a>',
        '<a href="catering#form">Catering</a>',
        '<a href="https://www.casa-demo-austin.example.net/events/">Events</a>',
        '<a href="https://doordash.com/store/casa">Order</a>',
        '<a href="tel:+15125550113">Call</a>',
        '<a href="javascript:alert(1)">x</a>',
      ].join(''),
      url,
    );
    expect(html).toContain('href="/demo-sites/casa-demo-austin.example.net/menu/"');
    expect(html).toContain('href="/demo-sites/casa-demo-austin.example.net/locations/catering#form"');
    expect(html).toContain('href="/demo-sites/www.casa-demo-austin.example.net/events/"');
    expect(html).toContain('href="https://doordash.com/store/casa"');
    expect(html).toContain('href="tel:+15125550113"');
    expect(html).toContain('href="javascript:alert(1)"');
  });
});

describe('demoSiteView', () => {
  const url = new URL('https://casa.example.net/');

  it('answers an HTML page with its status, marked as fictional', () => {
    const view = demoSiteView(page({ status: 403 }), url);
    expect(view).toMatchObject({ kind: 'page', status: 403, contentType: 'text/html; charset=utf-8' });
    expect(view.kind === 'page' && view.body).toContain(DEMO_SITE_BANNER_TEXT);
  });

  it('passes other pages through untouched', () => {
    const view = demoSiteView(page({ content_type: 'text/plain', body: '<b>menu</b>' }), url);
    expect(view).toEqual({ kind: 'page', status: 200, contentType: 'text/plain', body: '<b>menu</b>' });
  });

  it('keeps redirects on the /demo-sites view', () => {
    expect(demoSiteView(page({ status: 301, location: 'https://www.casa.example.net/' }), url)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/demo-sites/www.casa.example.net/',
    });
    expect(demoSiteView(page({ status: 302, location: '/menu/' }), url)).toMatchObject({
      location: '/demo-sites/casa.example.net/menu/',
    });
    expect(demoSiteView(page({ status: 302, location: 'https://evil.test/' }), url)).toEqual({
      kind: 'leaves-demo-world',
    });
  });

  it('says when there is no demo site at the address', () => {
    expect(demoSiteView(page({ found: false, status: 404 }), url)).toEqual({ kind: 'not-found' });
  });
});

describe('sameViewRedirect', () => {
  it('follows http -> https on the same host, which the view cannot show', () => {
    const http = new URL('http://casa.example.net/');
    expect(sameViewRedirect(page({ status: 301, location: 'https://casa.example.net/' }), http)?.href).toBe(
      'https://casa.example.net/',
    );
    expect(sameViewRedirect(page({ status: 301, location: 'https://www.casa.example.net/' }), http)).toBeNull();
    expect(sameViewRedirect(page(), http)).toBeNull();
  });
});

describe('safeContentType', () => {
  it('keeps well-formed media types and replaces anything else', () => {
    expect(safeContentType('application/pdf')).toBe('application/pdf');
    expect(safeContentType('text/html; charset=utf-8')).toBe('text/html; charset=utf-8');
    expect(safeContentType('text/html\r\nSet-Cookie: a=b')).toBe('application/octet-stream');
    expect(safeContentType('')).toBe('application/octet-stream');
  });
});
