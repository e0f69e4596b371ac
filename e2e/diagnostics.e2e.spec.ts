import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { launchBrowser, screenshot, signIn } from './browser.js';
import { startDiagnosticsStack } from './diagnostics-stack.js';
import type { Stack } from './stack.js';

jest.setTimeout(180_000);

describe('the Diagnostic Checklist in a browser', () => {
  let fx: FixtureServer;
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fx = await serveFixtures();
    stack = await startDiagnosticsStack(fx.allowPrivateHosts);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signIn(page, stack.webUrl, 'e2e.diagnostics@example.com');
    await page.getByRole('tab', { name: 'Diagnostic Checklist' }).click();
    await page.getByTestId('remote-diagnostic_mfe').waitFor({ state: 'visible', timeout: 30_000 });
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.cleanup();
    await fx?.close();
  });

  it('starts empty: Enhanced GPT unchecked, an empty submission does nothing', async () => {
    expect(await page.getByLabel('Enhanced GPT').isChecked()).toBe(false);
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/diagnostic-analysis') && requests.push(r.url()));
    await page.getByLabel('Restaurant Website URL').fill('   ');
    await page.getByRole('button', { name: 'Analyze Website' }).click();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
    expect(await page.getByTestId('diagnostic-error').count()).toBe(0);
    await screenshot(page, 'diagnostics-01-empty');
  });

  it('imports a customer list with a bad row reported by line', async () => {
    const csv =
      'name,address,city,state,website\nVerde Cantina,14 River St,Riverton,TX,verdecantina.example.com\nBroken,1 Main St,,TX,\n';
    await page.getByLabel('Or paste CSV').fill(csv);
    await page.getByRole('button', { name: 'Import Clients' }).click();
    const outcome = page.getByTestId('clients-import-result');
    await outcome.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await outcome.textContent()).toContain('Imported 1 new');
    expect(await outcome.textContent()).toContain('Line 3: City is missing.');
    await screenshot(page, 'diagnostics-02-clients-imported');
  });

  it('shows the server error in the red box for an address it refuses', async () => {
    await page.getByLabel('Restaurant Website URL').fill('http://10.0.0.5/admin');
    await page.getByRole('button', { name: 'Analyze Website' }).click();
    const error = page.getByTestId('diagnostic-error');
    await error.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await error.textContent()).toMatch(/private network/);
    await screenshot(page, 'diagnostics-03-error');
  });

  it('runs a diagnostic on a fixture site, expands evidence, exports the text file, generates the pitch', async () => {
    await page.getByLabel('Restaurant Website URL').fill(`  ${fx.url('casa-del-sol')}  `);
    await page.getByRole('button', { name: 'Analyze Website' }).click();
    const result = page.getByTestId('diagnostic-result');
    await result.waitFor({ state: 'visible', timeout: 60_000 });
    // The previous error is cleared at the start of the request.
    expect(await page.getByTestId('diagnostic-error').count()).toBe(0);
    expect(await result.getByRole('heading', { name: 'Casa del Sol' }).count()).toBe(1);
    expect(await page.getByTestId('platform').textContent()).toBe('BentoBox');
    for (const id of [
      'section-google',
      'section-website',
      'section-conversions',
      'section-marketing',
      'section-competition',
      'section-clients',
      'section-features',
      'section-recommendations',
    ]) {
      await page.getByTestId(id).waitFor({ state: 'visible' });
    }
    expect(await page.getByTestId('section-clients').textContent()).toContain('Verde Cantina');
    expect(await page.getByTestId('flag-conversions.private_parties.has_group_form').textContent()).toContain('Yes');
    await screenshot(page, 'diagnostics-04-result');

    // Evidence on demand.
    const formFlag = page.getByTestId('flag-conversions.private_parties.has_group_form');
    await formFlag.getByRole('button', { name: /Show evidence/ }).click();
    const evidence = formFlag.getByTestId('evidence');
    await evidence.waitFor({ state: 'visible' });
    expect(await evidence.textContent()).toContain(fx.url('casa-del-sol', '/private-events/'));
    await page
      .getByTestId('check-menu_text')
      .getByRole('button', { name: /Show evidence/ })
      .click();
    expect(await page.getByTestId('check-menu_text').getByTestId('evidence').textContent()).toMatch(/\$\d/);
    await formFlag.scrollIntoViewIfNeeded();
    await screenshot(page, 'diagnostics-05-evidence');

    // Export: a plain-text file named after the restaurant.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('casa-del-sol-diagnostic.txt');
    const text = readFileSync((await download.path())!, 'utf8');
    for (const part of [
      'Restaurant Diagnostic: Casa del Sol',
      'Platform: BentoBox',
      'Quality score: ',
      'NEARBY CLIENTS',
      'Verde Cantina',
      '- Group form: Yes',
      'RECOMMENDATIONS',
      'evidence: http://127.0.0.1:',
    ]) {
      expect(text).toContain(part);
    }

    // The optional pitch step.
    await page.getByRole('button', { name: 'Generate Pitch' }).click();
    await page
      .getByRole('button', { name: 'Generating Pitch...' })
      .waitFor({ state: 'visible', timeout: 5_000 })
      .catch(() => undefined);
    const pitch = page.getByTestId('diagnostic-pitch');
    await pitch.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await pitch.getByRole('heading', { name: 'Email Opener' }).count()).toBe(1);
    expect((await pitch.textContent())!.length).toBeGreaterThan(100);
    await pitch.scrollIntoViewIfNeeded();
    await screenshot(page, 'diagnostics-06-pitch');
  });

  it('a blocked site comes back inconclusive, not graded, and says why', async () => {
    await page.getByLabel('Restaurant Website URL').fill(fx.url('gatekeeper-steakhouse'));
    await page.getByRole('button', { name: 'Analyze Website' }).click();
    // The previous result and pitch are cleared at the start of the request.
    await page.getByTestId('diagnostic-pitch').waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByTestId('site-note').waitFor({ state: 'visible', timeout: 60_000 });
    expect(await page.getByTestId('site-note').textContent()).toMatch(/403/);
    expect(await page.getByTestId('section-website').textContent()).toContain('Inconclusive');
    expect(await page.getByTestId('quality-score').count()).toBe(0);
    await screenshot(page, 'diagnostics-07-blocked');
  });
});
