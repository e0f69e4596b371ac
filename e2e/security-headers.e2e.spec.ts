import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot, signIn } from './browser.js';
import { startTestStack, type Stack } from './stack.js';
import { serveVendorSite, type VendorSite } from './vendor-site.js';

jest.setTimeout(180_000);

/** What the browser reported against the page's Content Security Policy. */
interface Violations {
  console: string[];
  events: string[];
}

/** Collects CSP complaints from the console and from `securitypolicyviolation` events in every frame. */
async function watchViolations(page: Page): Promise<Violations> {
  const seen: Violations = { console: [], events: [] };
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) seen.console.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return seen;
}

/** A page on another local origin that frames the app's sign-in form. */
async function serveForeignPage(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Not the app</title><h1>Win a prize</h1><iframe name="app" src="${target}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('security headers in a browser', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let fixtures: FixtureServer;
  let vendor: VendorSite;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    fixtures = await serveFixtures({ only: ['casa-del-sol'] });
    vendor = await serveVendorSite();
    stack = await startTestStack({ SITE_ALLOW_PRIVATE_HOSTS: [...fixtures.allowPrivateHosts, '127.0.0.1'].join(',') });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
    await vendor?.close();
    await fixtures?.close();
  });

  it('sends a CSP the app runs under with no violation across sign-in, search, pitch, analysis and diagnostics', async () => {
    const page = await context.newPage();
    const violations = await watchViolations(page);

    const signin = await page.goto(`${stack.webUrl}/signin`);
    const headers = signin!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();

    await signIn(page, stack.webUrl, 'e2e.csp@example.com');
    await searchAndPitch(page);
    await urlPitch(page, fixtures.url('casa-del-sol'));
    await businessAnalysis(page, vendor.url);
    await diagnosticChecklist(page, fixtures.url('casa-del-sol'));
    await screenshot(page, 'csp-01-after-every-tab');

    expect(violations).toEqual({ console: [], events: [] });
    await page.close();
  });

  it('refuses to be framed by a page on another origin', async () => {
    const foreign = await serveForeignPage(`${stack.webUrl}/signin`);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    try {
      await page.goto(foreign.url);
      await page.getByRole('heading', { name: 'Win a prize' }).waitFor();
      const deadline = Date.now() + 10_000;
      while (violations.console.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(violations.console.join('\n')).toMatch(/frame-ancestors 'self'/);
      // Let the frame settle: the sign-in form must never show inside it.
      await new Promise((r) => setTimeout(r, 1000));
      const frame = page.frame({ name: 'app' });
      const rendered = frame ? await frame.getByRole('button', { name: 'Log in' }).count() : 0;
      expect(rendered).toBe(0);
      await screenshot(page, 'csp-02-foreign-frame');
    } finally {
      await page.close();
      await foreign.close();
    }
  });
});

/** Opens a tab and waits for its remote's view (tabs stay mounted, so the view is picked by name). */
async function openTab(page: Page, tab: string, view: string): Promise<Locator> {
  await page.getByRole('tab', { name: tab }).click();
  const shown = page.locator(view).first();
  await shown.waitFor({ state: 'visible', timeout: 20_000 });
  return shown;
}

async function searchAndPitch(page: Page): Promise<void> {
  const search = await openTab(page, 'Search Leads', '[data-testid="remote-search_mfe"]');
  await search.getByLabel('City').fill('Austin');
  await search.getByRole('button', { name: 'Search Leads' }).click();
  await search.getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 30_000 });
  await search.getByRole('button', { name: 'Generate Pitch' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Personalized Pitch' });
  await dialog.waitFor({ state: 'visible', timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

async function urlPitch(page: Page, url: string): Promise<void> {
  const view = await openTab(page, 'URL Pitch', '[data-testid="remote-analysis_mfe"][data-view="url-pitch"]');
  await view.getByLabel('Restaurant Website URL').fill(url);
  await view.getByRole('button', { name: 'Generate Pitch' }).click();
  await view.getByTestId('pitch-result').waitFor({ state: 'visible', timeout: 30_000 });
}

async function businessAnalysis(page: Page, url: string): Promise<void> {
  const view = await openTab(
    page,
    'Business Analysis',
    '[data-testid="remote-analysis_mfe"][data-view="business-analysis"]',
  );
  await view.getByLabel('Technology Business Website URL').fill(url);
  await view.getByRole('button', { name: 'Analyze Business (All Steps)' }).click();
  await view.getByTestId('analysis-result').waitFor({ state: 'visible', timeout: 120_000 });
}

async function diagnosticChecklist(page: Page, url: string): Promise<void> {
  const view = await openTab(page, 'Diagnostic Checklist', '[data-testid="remote-diagnostic_mfe"]');
  await view.getByLabel('Restaurant Website URL').fill(url);
  await view.getByRole('button', { name: 'Analyze Website' }).click();
  await view.getByTestId('diagnostic-result').waitFor({ state: 'visible', timeout: 60_000 });
}
