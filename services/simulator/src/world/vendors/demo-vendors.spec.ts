import { DEMO_VENDOR_EXAMPLES, isDemoSiteHost } from '@leadgen/contracts';
import { DEMO_VENDOR_SITES } from './demo-vendors.js';

/** Visible text of a page's <main>, entities decoded the few ways the templates write them. */
function mainText(html: string): string {
  const main = /<main>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

const NUMBER = /\$?\d[\d,]*(?:\.\d+)?\+?%?x?/g;
const numbersIn = (text: string) => (text.match(NUMBER) ?? []).map((n) => n.replace(/[.,]$/, ''));

describe('demo vendor sites', () => {
  it('are the five vendors the Business Analysis form offers, on the same demo hosts', () => {
    expect(DEMO_VENDOR_SITES.map((s) => s.host)).toEqual(DEMO_VENDOR_EXAMPLES.map((v) => new URL(v.url).hostname));
    expect(DEMO_VENDOR_SITES.map((s) => s.name)).toEqual(DEMO_VENDOR_EXAMPLES.map((v) => v.name));
    expect(DEMO_VENDOR_SITES.every((s) => isDemoSiteHost(s.host))).toBe(true);
  });

  it('each has a home, a features and an about page, every one a whole HTML document marked as fictional', () => {
    for (const site of DEMO_VENDOR_SITES) {
      expect(Object.keys(site.pages)).toEqual(['/', '/features', '/about']);
      for (const html of Object.values(site.pages)) {
        expect(html).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>\n$/);
        expect(html).toContain('fictional company');
      }
    }
  });

  it('list on the home page every feature and benefit of their truth', () => {
    for (const site of DEMO_VENDOR_SITES) {
      const home = mainText(site.pages['/']!);
      expect(site.truth.features.length).toBeGreaterThanOrEqual(4);
      for (const f of site.truth.features) {
        expect(home).toContain(f.name);
        expect(home).toContain(f.benefit);
      }
    }
  });

  it('state every figure of their truth, and no other number', () => {
    for (const site of DEMO_VENDOR_SITES) {
      const texts = Object.values(site.pages).map(mainText).join(' ');
      for (const figure of site.truth.figures) expect(texts).toContain(figure);
      const cores = site.truth.figures.flatMap(numbersIn);
      expect(numbersIn(texts).filter((n) => !cores.includes(n))).toEqual([]);
    }
  });

  it('name on the home page each audience of their truth', () => {
    for (const site of DEMO_VENDOR_SITES) {
      const home = mainText(site.pages['/']!);
      for (const audience of site.truth.audience) expect(home).toContain(audience);
    }
  });
});
