import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BusinessAnalysis, CustomPitchResponse, SearchResponse } from '@leadgen/contracts';
import { alertFrom, launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import { startTestStack, type Stack } from './stack.js';
import { serveVendorSite, type VendorSite } from './vendor-site.js';

jest.setTimeout(240_000);

const CITY = 'Austin';
const VENDOR = 'TableTurn';

describe('Custom Pitch: a business analysis of the rep’s own company, aimed at a lead', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let vendor: VendorSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let results: SearchResponse;
  let report: BusinessAnalysis;

  const search = () => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const rows = () => search().getByTestId('lead-row');

  beforeAll(async () => {
    vendor = await serveVendorSite();
    // The vendor site is on loopback: a test-only setting lets the analysis service read it.
    stack = await startTestStack({ SITE_ALLOW_PRIVATE_HOSTS: '127.0.0.1' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, stack.webUrl, `e2e.custom-pitch.${Date.now().toString(36)}@example.com`);
    await search().waitFor({ state: 'visible', timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
    await vendor?.close();
  });

  it('offers no Custom Pitch while no business report is selected', async () => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/search'), { timeout: 30_000 });
    await search().getByLabel('City').fill(CITY);
    await search().getByRole('button', { name: 'Search Leads' }).click();
    results = (await (await answered).json()) as SearchResponse;
    expect(results.leads.length).toBeGreaterThan(0);
    await rows().first().waitFor({ state: 'visible' });
    expect(await search().getByRole('button', { name: 'Custom Pitch' }).count()).toBe(0);
    expect(await search().getByTestId('custom-pitch-source').count()).toBe(0);
  });

  it('analyses the vendor website and selects the report for custom pitches', async () => {
    await page.getByRole('tab', { name: 'Business Analysis' }).click();
    const view = page.locator('[data-testid="remote-analysis_mfe"][data-view="business-analysis"]');
    await view.waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByLabel('Technology Business Website URL').fill(vendor.url);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/analyze_business_url'), { timeout: 120_000 });
    await page.getByRole('button', { name: 'Analyze Business (All Steps)' }).click();
    const res = await answered;
    expect(res.status()).toBe(200);
    report = ((await res.json()) as { analysis_data: BusinessAnalysis }).analysis_data;
    expect(vendor.requests).toContain('/');
    await page.getByTestId('analysis-result').waitFor({ state: 'visible', timeout: 20_000 });
    await waitForText(page.getByTestId('analysis-company'), VENDOR, 5_000);
    // The company's own line is said once in the whole report; the core value names what it sells.
    expect(JSON.stringify(report).split('TableTurn turns missed calls into booked tables')).toHaveLength(2);
    expect(report.coreUSP).toContain('AI phone answering');
    expect(Object.keys(report.persona_pitches ?? {})).toEqual(
      expect.arrayContaining(['Restaurant Owner', 'General Manager']),
    );

    await page.getByTestId('use-report').click();
    await page.getByTestId('report-selected').waitFor({ state: 'visible' });
    await screenshot(page, 'custom-pitch-01-report-selected');
    await page.getByRole('button', { name: 'Go to Search Leads' }).click();
  });

  it('shows Custom Pitch on every row of the results already on screen', async () => {
    await search().waitFor({ state: 'visible' });
    await waitForText(
      search().getByTestId('custom-pitch-source'),
      `Custom Pitch writes from the ${VENDOR} business analysis.`,
      5_000,
    );
    expect(await search().getByRole('button', { name: 'Custom Pitch' }).count()).toBe(results.leads.length);
    // Beside the existing actions, in the same Actions cell.
    const actions = rows().first().locator('.sm-actions');
    expect(await actions.getByRole('button', { name: 'Custom Pitch' }).count()).toBe(1);
    expect(await rows().first().getByTestId('custom-pitch').getAttribute('title')).toBe(
      `A pitch for ${results.leads[0]!.name} written from the ${VENDOR} business analysis`,
    );
  });

  it('writes the pitch for a lead from the report and shows it in the pitch modal', async () => {
    const index = Math.max(
      0,
      results.leads.findIndex((l) => l.google_rating && l.review_count),
    );
    const lead = results.leads[index]!;
    const row = rows().nth(index);
    await page.route('**/api/pitches/custom', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/pitches/custom'), { timeout: 30_000 });
    await row.getByRole('button', { name: 'Custom Pitch' }).click();
    const busy = row.getByRole('button', { name: 'Generating...' });
    await busy.waitFor({ state: 'visible' });
    expect(await busy.isDisabled()).toBe(true);
    const res = await answered;
    await page.unroute('**/api/pitches/custom');
    expect(res.status()).toBe(200);
    const sent = JSON.parse(res.request().postData() ?? '{}');
    expect(sent.lead).toMatchObject({
      name: lead.name,
      cuisine_type: lead.cuisine_type,
      google_rating: lead.google_rating,
    });
    expect(sent.business_analysis).toEqual(report);
    const body = (await res.json()) as CustomPitchResponse;
    expect(body.vendor.company_name).toBe(VENDOR);
    expect(body.generated_by).toBe('deterministic');

    await waitForText(
      page.getByTestId('toast').locator('.lg-toast__message'),
      `Custom pitch generated for ${lead.name}`,
      10_000,
    );
    const dialog = page.getByRole('dialog', { name: `Custom Pitch for ${VENDOR}` });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByTestId('pitch-modal').getAttribute('data-kind')).toBe('custom');
    expect(await dialog.getByTestId('pitch-vendor').textContent()).toBe(`Written from the ${VENDOR} business analysis`);
    expect(await dialog.getByTestId('pitch-fit-score').textContent()).toBe(`Fit Score: ${lead.fit_score}/100`);
    const text = (await dialog.textContent())!;
    expect(text).toContain(lead.name);
    for (const heading of [
      'Key Insights',
      'Pain Points',
      'Revenue Opportunities',
      'Email Opener',
      'Call Opener',
      'Value Proposition',
      'Suggested Approach',
    ]) {
      expect(text).toContain(heading);
    }
    // The vendor's own messaging, in the one voice of every pitch, aimed at this restaurant's facts.
    expect(text).toContain(`I'm with ${VENDOR}, and I `);
    expect(text).toContain(body.pitch_content.value_proposition);
    expect(text).toContain(`Rated ${lead.google_rating} from ${lead.review_count!.toLocaleString('en-US')} reviews.`);
    expect(text).toContain(body.pitch_content.call_opener);
    await screenshot(page, 'custom-pitch-02-modal');

    // Closed and opened again: the pitch is kept for this report, no second request.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    let again = 0;
    const count = (r: { url(): string }) => void (r.url().endsWith('/api/pitches/custom') && again++);
    page.on('request', count);
    await row.getByRole('button', { name: 'Custom Pitch' }).click();
    await dialog.waitFor({ state: 'visible' });
    page.off('request', count);
    expect(again).toBe(0);
    await page.mouse.click(5, 450);
    await dialog.waitFor({ state: 'detached' });
  });

  it('exports the custom pitch openers with the lead they were written for', async () => {
    const download = page.waitForEvent('download');
    await search().getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    const rows = parse(csv, { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
    // Every match the search found (the pages after Max Results too).
    const matches = results.leads.length + (results.more_leads?.length ?? 0);
    expect(rows).toHaveLength(matches);
    const written = rows.filter((r) => r['Email Opener']!.includes(`I'm with ${VENDOR}, and I `));
    expect(written).toHaveLength(1);
    expect(written[0]!['Call Opener']).not.toBe('');
    expect(rows.filter((r) => r['Email Opener'] === '')).toHaveLength(matches - 1);
  });

  it('says why a custom pitch failed, as Generate Pitch does, and goes back to idle', async () => {
    await page.route('**/api/pitches/custom', (route) =>
      route.fulfill({
        status: 503,
        json: {
          error: 'Custom pitch from your business analysis is not running right now.',
          code: 'SERVICE_UNAVAILABLE',
        },
      }),
    );
    const row = rows().nth(results.leads.length > 1 ? 1 : 0);
    const text = await alertFrom(page, () => row.getByRole('button', { name: 'Custom Pitch' }).click());
    await page.unroute('**/api/pitches/custom');
    expect(text).toBe('Failed to generate pitch: Custom pitch from your business analysis is not running right now.');
    await row.getByRole('button', { name: 'Custom Pitch' }).waitFor({ state: 'visible' });
    expect(await row.getByRole('button', { name: 'Custom Pitch' }).isEnabled()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps the selection over a reload (it is stored for the rep), and a report selected again takes its place', async () => {
    await page.reload();
    await search().waitFor({ state: 'visible', timeout: 20_000 });
    await search().getByLabel('City').fill(CITY);
    await search().getByRole('button', { name: 'Search Leads' }).click();
    await rows().first().waitFor({ state: 'visible', timeout: 30_000 });
    await waitForText(
      search().getByTestId('custom-pitch-source'),
      `Custom Pitch writes from the ${VENDOR} business analysis.`,
      10_000,
    );
    expect(await search().getByRole('button', { name: 'Custom Pitch' }).count()).toBe(await rows().count());

    await page.getByRole('tab', { name: 'Business Analysis' }).click();
    await page.getByLabel('Technology Business Website URL').fill(vendor.url);
    await page.getByRole('button', { name: 'Analyze Business (All Steps)' }).click();
    await page.getByTestId('analysis-result').waitFor({ state: 'visible', timeout: 120_000 });
    await page.getByTestId('use-report').click();
    await page.getByTestId('report-selected').waitFor({ state: 'visible' });
    await page.getByRole('tab', { name: 'Search Leads' }).click();
    await search().getByRole('button', { name: 'Custom Pitch' }).first().waitFor({ state: 'visible' });
    expect(await search().getByRole('button', { name: 'Custom Pitch' }).count()).toBe(await rows().count());
    await screenshot(page, 'custom-pitch-03-table');
  });
});
