import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractPage } from '@leadgen/site-reader';
import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { createSiteSource } from '../site/site.source.js';
import { detectPlatform } from './platform.detector.js';
import { BUNDLED_RULES, loadPlatformRules } from './platform.rules.js';

describe('platform rules are data', () => {
  let fx: FixtureServer;
  beforeAll(async () => {
    fx = await serveFixtures({ only: ['rusty-spoon-diner', 'olive-and-thyme', 'canary'] });
  });
  afterAll(() => fx?.close());

  const read = (slug: string) =>
    createSiteSource({
      timeoutMs: 5000,
      maxBytes: 2_000_000,
      maxPages: 6,
      allowPrivateHosts: fx.allowPrivateHosts,
    }).read(fx.url(slug));

  it('a rule added in a file (DIAGNOSTICS_PLATFORM_RULES_FILE) is detected with no code change', async () => {
    const site = await read('rusty-spoon-diner');
    expect(detectPlatform(site.pages, BUNDLED_RULES).id).toBe('custom');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'diag-rules-'));
    const file = path.join(dir, 'rules.json');
    writeFileSync(
      file,
      JSON.stringify({
        rules: [
          {
            id: 'frontpage',
            platform: 'Microsoft FrontPage',
            platform_type: 'Legacy site editor',
            markers: ['generator:frontpage'],
          },
        ],
      }),
    );
    const verdict = detectPlatform(site.pages, loadPlatformRules(file));
    expect(verdict).toMatchObject({
      id: 'frontpage',
      platform: 'Microsoft FrontPage',
      platform_type: 'Legacy site editor',
      matched: ['generator:frontpage'],
    });
    expect(verdict.evidence[0]!.snippet).toMatch(/FrontPage 6\.0/);
    // Bundled rules still apply to other sites.
    const olive = await read('olive-and-thyme');
    expect(olive.reason).toBeNull();
    expect(detectPlatform(olive.pages, loadPlatformRules(file)).id).toBe('wordpress');
  });

  it('refuses a rules file with a bad rule, naming it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'diag-rules-'));
    const file = path.join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ rules: [{ id: 'x', platform: 'X', platform_type: 'Y', markers: ['no-kind'] }] }),
    );
    expect(() => loadPlatformRules(file)).toThrow(/DIAGNOSTICS_PLATFORM_RULES_FILE: rules\.0\.markers\.0/);
    expect(() => loadPlatformRules(path.join(dir, 'missing.json'))).toThrow(/cannot read/);
  });

  it('the bundled rules name every platform the issue lists', () => {
    expect(BUNDLED_RULES.map((r) => r.platform)).toEqual(
      expect.arrayContaining([
        'BentoBox',
        'Popmenu',
        'Squarespace',
        'Wix',
        'WordPress',
        'Toast',
        'Owner',
        'SpotHopper',
        'GoDaddy',
        'Shopify',
      ]),
    );
  });

  it('a hand-made site that links to Toast online ordering is still hand-made, not a Toast website', () => {
    const html = `<!doctype html><html><head><title>Crooked Heron Sandwiches</title></head><body>
      <nav><a href="/menu">Menu</a><a href="https://order.toasttab.com/online/crooked-heron">Order Online</a></nav>
      <script>window.orderLink = "https://order.toasttab.com/online/crooked-heron";</script></body></html>`;
    expect(detectPlatform([extractPage(html, 'https://crooked-heron.example.net/')], BUNDLED_RULES).id).toBe('custom');
  });
});
