import { jest } from '@jest/globals';
import { load } from 'cheerio';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { demoSiteViewPath, type SearchResponse } from '@leadgen/contracts';
import { launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import { startDiagnosticsStack } from './diagnostics-stack.js';
import type { Stack } from './stack.js';

jest.setTimeout(240_000);

const DEMO_BANNER = 'Fictional demo site — generated for the demo of AI-Powered Lead Generation.';

/**
 * The first demo lead whose home page a person would read (some demo sites answer 403, redirect
 * or are empty without scripts, as real sites do), with its index in the results.
 */
async function readableDemoLead(webUrl: string, leads: SearchResponse['leads'], skip: number[]): Promise<number> {
  for (const [i, lead] of leads.entries()) {
    const view = !skip.includes(i) && lead.website ? demoSiteViewPath(lead.website) : null;
    if (!view) continue;
    const res = await fetch(webUrl + view);
    if (
      res.status === 200 &&
      load(await res.text())('body')
        .text()
        .includes(lead.name)
    )
      return i;
  }
  return -1;
}

/** The website a diagnostic request asked about. */
const askedUrl = (req: Request) => (JSON.parse(req.postData() ?? '{}') as { website_url?: string }).website_url;

describe('Diagnose on a lead row, in a browser', () => {
  let fx: FixtureServer;
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let results: SearchResponse;
  /** Rows pointed at loopback fixture sites so the checklist can read them offline; one without a website. */
  const rows = { casa: -1, blocked: -1, none: -1 };

  beforeAll(async () => {
    fx = await serveFixtures({ only: ['casa-del-sol', 'gatekeeper-steakhouse'] });
    stack = await startDiagnosticsStack(fx.allowPrivateHosts);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, stack.webUrl, 'e2e.diagnose@example.com');
    await search().waitFor({ state: 'visible', timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
    await fx?.close();
  });

  const search = () => page.getByTestId('remote-search_mfe').first();
  const diagnostic = () => page.getByTestId('remote-diagnostic_mfe');
  const row = (i: number) => search().getByTestId('lead-row').nth(i);
  const tab = (name: string) => page.getByRole('tab', { name });

  it('searches, and every row offers Diagnose: disabled, saying why, without a website', async () => {
    await page.route('**/api/leads/search', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as SearchResponse;
      const withSite = body.leads.flatMap((l, i) => (l.website ? [i] : []));
      [rows.casa, rows.blocked, rows.none] = withSite;
      body.leads[rows.casa]!.website = fx.url('casa-del-sol');
      body.leads[rows.blocked]!.website = fx.url('gatekeeper-steakhouse');
      body.leads[rows.none]!.website = null;
      results = body;
      await route.fulfill({ response, json: body });
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/search'), { timeout: 30_000 });
    await search().getByLabel('City').fill('Austin');
    await search().getByRole('button', { name: 'Search Leads' }).click();
    await answered;
    await page.unroute('**/api/leads/search');
    expect(rows.none).toBeGreaterThanOrEqual(0);
    await search().getByTestId('lead-row').first().waitFor({ state: 'visible' });

    const casa = row(rows.casa).getByRole('button', { name: 'Diagnose' });
    expect(await casa.isEnabled()).toBe(true);
    expect(await casa.getAttribute('title')).toBe(`Run the Diagnostic Checklist on ${fx.url('casa-del-sol')}`);
    const none = row(rows.none).getByRole('button', { name: 'Diagnose' });
    expect(await none.isDisabled()).toBe(true);
    expect(await none.getAttribute('title')).toBe(`${results.leads[rows.none]!.name} has no website to diagnose.`);
    expect(await row(rows.none).getByRole('link', { name: 'Visit' }).count()).toBe(0);
    await screenshot(page, 'diagnose-01-rows');
  });

  it("opens the Diagnostic Checklist on the lead's website and runs it", async () => {
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/diagnostic-analysis'), { timeout: 30_000 });
    await row(rows.casa).getByRole('button', { name: 'Diagnose' }).click();
    expect(askedUrl(await asked)).toBe(fx.url('casa-del-sol'));
    // The tab opens by a move of the address, rendered as a transition: wait for it.
    await page.getByRole('tab', { name: 'Diagnostic Checklist', selected: true }).waitFor({ timeout: 10_000 });
    expect(await diagnostic().getByLabel('Restaurant Website URL').inputValue()).toBe(fx.url('casa-del-sol'));

    const result = diagnostic().getByTestId('diagnostic-result');
    await result.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await result.getByRole('heading', { name: 'Casa del Sol' }).count()).toBe(1);
    expect(await diagnostic().getByTestId('platform').textContent()).toBe('BentoBox');
    await screenshot(page, 'diagnose-02-checklist');
  });

  it('shows Nearby Competition and Nearby Clients right after the location, before Google Data', async () => {
    const order = await diagnostic()
      .locator('[data-testid^="section-"]')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-testid')));
    expect(order).toEqual([
      'section-competition',
      'section-clients',
      'section-google',
      'section-website',
      'section-conversions',
      'section-marketing',
      'section-features',
      'section-recommendations',
    ]);
  });

  it('does not run again on a later visit to the tab, and runs a second lead from Search at once', async () => {
    const seen: string[] = [];
    const listen = (r: Request) => r.url().endsWith('/api/diagnostic-analysis') && seen.push(askedUrl(r) ?? '');
    page.on('request', listen);
    try {
      await tab('Search Leads').click();
      await tab('Diagnostic Checklist').click();
      await page.waitForTimeout(500);
      expect(seen).toEqual([]);

      await tab('Search Leads').click();
      await row(rows.blocked).getByRole('button', { name: 'Diagnose' }).click();
      // The tab opens by a move of the address, rendered as a transition: wait for it.
      await page.getByRole('tab', { name: 'Diagnostic Checklist', selected: true }).waitFor({ timeout: 10_000 });
      expect(await diagnostic().getByLabel('Restaurant Website URL').inputValue()).toBe(
        fx.url('gatekeeper-steakhouse'),
      );
      await diagnostic().getByTestId('site-note').waitFor({ state: 'visible', timeout: 60_000 });
      expect(await diagnostic().getByTestId('site-note').textContent()).toMatch(/403/);
      expect(seen).toEqual([fx.url('gatekeeper-steakhouse')]);
      await screenshot(page, 'diagnose-03-second-lead');
    } finally {
      page.off('request', listen);
    }
  });

  it('lets the rep close the error box', async () => {
    await diagnostic().getByLabel('Restaurant Website URL').fill('http://10.0.0.5/admin');
    await diagnostic().getByRole('button', { name: 'Analyze Website' }).click();
    const error = diagnostic().getByTestId('diagnostic-error');
    await error.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await error.textContent()).toMatch(/private network/);
    await screenshot(page, 'diagnose-04-error');
    await error.getByRole('button', { name: 'Dismiss error' }).click();
    await error.waitFor({ state: 'detached' });
  });

  it("Visit opens a demo lead's website on the app, marked as fictional", async () => {
    await tab('Search Leads').click();
    const index = await readableDemoLead(stack.webUrl, results.leads, [rows.casa, rows.blocked, rows.none]);
    expect(index).toBeGreaterThanOrEqual(0);
    const lead = results.leads[index]!;
    const view = demoSiteViewPath(lead.website!);
    const visit = row(index).getByRole('link', { name: 'Visit' });
    expect(await visit.getAttribute('href')).toBe(view);
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toContain('noopener');

    const [site] = await Promise.all([context.waitForEvent('page'), visit.click()]);
    await site.waitForLoadState('domcontentloaded');
    expect(new URL(site.url()).pathname.startsWith('/demo-sites/')).toBe(true);
    await waitForText(site.locator('[data-demo-site-banner]'), `${DEMO_BANNER} This business does not exist.`, 10_000);
    await site.getByText(lead.name, { exact: false }).first().waitFor({ state: 'visible' });
    await screenshot(site, 'diagnose-05-visit-demo-site');

    // The site's own links stay on the demo world's view of it.
    const link = site.locator(`a[href^="/demo-sites/"]`).first();
    const target = (await link.getAttribute('href'))!;
    await Promise.all([site.waitForURL((u) => u.pathname + u.search === target.split('#')[0]), link.click()]);
    await waitForText(site.locator('[data-demo-site-banner]'), `${DEMO_BANNER} This business does not exist.`, 10_000);
    await site.close();
  });
});
