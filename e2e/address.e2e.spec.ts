import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SearchResponse } from '@leadgen/contracts';
import { launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import { startSearchStack } from './search-stack.js';

jest.setTimeout(300_000);

/**
 * The address says where the rep is: each tab, a search's criteria and page, and an open saved
 * lead have their own address; a reload or a shared link opens the same place, and Back and
 * Forward move between them. At a desk (1280 px) and on a phone (390 px).
 */
describe.each([
  { width: 1280, height: 800, label: 'desk' },
  { width: 390, height: 844, label: 'phone' },
])('The address keeps the rep’s place ($label, $width px)', ({ width, height, label }) => {
  let stack: Awaited<ReturnType<typeof startSearchStack>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startSearchStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width, height } });
    page = await context.newPage();
    await signIn(page, stack.webUrl, `e2e.address.${label}@example.com`);
    await search().waitFor({ state: 'visible', timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  const search = () => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const myLeads = () => page.locator('[data-testid="remote-search_mfe"][data-view="my-leads"]');
  const names = () => search().getByTestId('lead-row').getByTestId('lead-name').allTextContents();
  const pageLabel = () => search().getByTestId('results-page').first();
  const where = () => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };
  // The workspace's own tabs: My Leads holds a tab list of its own (Saved leads / New this week).
  const selectedTab = () =>
    page.getByRole('tablist', { name: 'Workspace' }).getByRole('tab', { selected: true }).textContent();
  const searched = () =>
    page.waitForResponse((r) => r.url().endsWith('/api/leads/search') && r.request().method() === 'POST', {
      timeout: 60_000,
    });

  let firstPage: string[];
  let secondPage: string[];
  let pages: number;

  it('puts a search and its page in the address, and a reload shows the same page of the same results', async () => {
    expect(where()).toBe('/app/search');
    await search().getByLabel('City').fill('Austin');
    await search().getByLabel('State').selectOption('TX');
    const answer = searched();
    await search().getByRole('button', { name: 'Search Leads' }).click();
    const found = (await (await answer).json()) as SearchResponse;
    expect(found.more_leads?.length ?? 0).toBeGreaterThan(0);
    await search().getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 20_000 });
    expect(where()).toBe('/app/search?city=Austin&state=TX');
    firstPage = await names();
    pages = Math.ceil(found.total_matches! / found.leads.length);

    await search().getByTestId('results-pager').first().getByRole('button', { name: 'Next' }).click();
    await waitForText(pageLabel(), `Page 2 of ${pages}`, 5_000);
    expect(where()).toBe('/app/search?city=Austin&state=TX&page=2');
    secondPage = await names();
    expect(secondPage).not.toEqual(firstPage);

    await page.reload();
    await waitForText(pageLabel(), `Page 2 of ${pages}`, 30_000);
    expect(await names()).toEqual(secondPage);
    expect(await search().getByLabel('City').inputValue()).toBe('Austin');
    expect(await search().getByLabel('State').inputValue()).toBe('TX');
    expect(where()).toBe('/app/search?city=Austin&state=TX&page=2');
    await screenshot(page, `address-01-reloaded-page-2-${width}`);
  });

  it('moves Back to the first page and Forward to the second', async () => {
    await page.goBack();
    await waitForText(pageLabel(), `Page 1 of ${pages}`, 10_000);
    expect(where()).toBe('/app/search?city=Austin&state=TX');
    expect(await names()).toEqual(firstPage);
    await page.goForward();
    await waitForText(pageLabel(), `Page 2 of ${pages}`, 10_000);
    expect(await names()).toEqual(secondPage);
  });

  it('keeps Analytics with the results after a reload, and a shared link opens the same search', async () => {
    await page.getByRole('tab', { name: 'Analytics' }).click();
    expect(where()).toBe('/app/analytics?city=Austin&state=TX&page=2');
    await page.reload();
    await page.getByRole('tab', { name: 'Analytics' }).waitFor({ state: 'visible', timeout: 30_000 });
    expect(await selectedTab()).toBe('Analytics');
    await page.getByText('Good Fits').first().waitFor({ state: 'visible', timeout: 30_000 });
    await screenshot(page, `address-02-analytics-reloaded-${width}`);

    // The same address in a new window (a link the rep shared with themself) shows the same search.
    const other = await context.newPage();
    await other.goto(`${stack.webUrl}/app/search?city=Austin&state=TX`);
    const rows = other.locator('[data-testid="remote-search_mfe"][data-view="search"]').getByTestId('lead-name');
    await rows.first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await rows.allTextContents()).toEqual(firstPage);
    await other.close();
  });

  it('gives every tab its own address that a reload keeps, and Back returns to the tab before', async () => {
    for (const [tab, path] of [
      ['URL Pitch', '/app/url-pitch'],
      ['Business Analysis', '/app/business-analysis'],
      ['Diagnostic Checklist', '/app/diagnostic'],
      ['My Leads', '/app/my-leads'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      expect(where()).toBe(path);
      await page.reload();
      await page.getByRole('tab', { name: tab }).waitFor({ state: 'visible', timeout: 30_000 });
      expect({ tab, selected: await selectedTab() }).toEqual({ tab, selected: tab });
    }
    await page.goBack();
    expect(where()).toBe('/app/diagnostic');
    expect(await selectedTab()).toBe('Diagnostic Checklist');
    // Search Leads comes back with its search and page.
    await page.getByRole('tab', { name: 'Search Leads' }).click();
    expect(where()).toBe('/app/search?city=Austin&state=TX&page=2');
    await waitForText(pageLabel(), `Page 2 of ${pages}`, 30_000);
  });

  it('opens a saved lead by its address: a reload keeps its panel open, Back closes it', async () => {
    await search().getByTestId('results-pager').first().getByRole('button', { name: 'Previous' }).click();
    const lead = firstPage[0]!;
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/my-leads') && r.request().method() === 'POST');
    await search()
      .getByRole('button', { name: `Save ${lead} to My Leads` })
      .click();
    expect((await saved).status()).toBeLessThan(300);

    await page.getByRole('tab', { name: 'My Leads' }).click();
    const row = myLeads().getByTestId('saved-lead-row').filter({ hasText: lead }).first();
    await row.waitFor({ state: 'visible', timeout: 20_000 });
    await row.getByRole('button', { name: `Open ${lead}` }).click();
    const panel = page.getByTestId('lead-detail');
    await panel.getByTestId('detail-notes').waitFor({ state: 'visible', timeout: 10_000 });
    expect(where()).toMatch(/^\/app\/my-leads\?lead=[\w-]+$/);
    const address = where();

    await page.reload();
    await panel.getByTestId('detail-notes').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByRole('dialog').getByRole('heading', { name: lead }).count()).toBe(1);
    expect(where()).toBe(address);
    await screenshot(page, `address-03-lead-reloaded-${width}`);

    await page.goBack();
    await panel.waitFor({ state: 'detached', timeout: 10_000 });
    expect(where()).toBe('/app/my-leads');
    await page.goForward();
    await panel.getByTestId('detail-notes').waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await panel.waitFor({ state: 'detached', timeout: 10_000 });
    expect(where()).toBe('/app/my-leads');
  });

  it('opens a shared link after sign-in: signed out, the address shows sign-in, then the place it names', async () => {
    const fresh = await browser.newContext({ viewport: { width, height } });
    const other = await fresh.newPage();
    await other.goto(`${stack.webUrl}/app/search?city=Austin&state=TX&page=2`);
    await other.getByLabel('Email').fill(`e2e.address.${label}@example.com`);
    await other.getByLabel('Password', { exact: true }).fill('a-demo-password');
    await other.getByRole('button', { name: 'Log in' }).click();
    await other.waitForURL(/\/app\/search\?city=Austin&state=TX&page=2$/);
    const named = other.locator('[data-testid="remote-search_mfe"][data-view="search"]');
    await waitForText(named.getByTestId('results-page').first(), `Page 2 of ${pages}`, 30_000);
    expect(await named.getByTestId('lead-row').getByTestId('lead-name').allTextContents()).toEqual(secondPage);
    await fresh.close();
  });

  it('keeps Account Settings at its own address, and its Back button returns to the tab', async () => {
    await page.goto(`${stack.webUrl}/app?page=account&tab=usage`);
    await page.waitForURL(/\/app\/account\?tab=usage$/);
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByRole('button', { name: 'Back to workspace' }).click();
    // The workspace opens on Search Leads with the search it last showed.
    expect(where()).toBe('/app/search?city=Austin&state=TX');
    await search().getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 30_000 });
  });
});
