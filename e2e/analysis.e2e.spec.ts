import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type FixtureServer, serveFixtures } from '@leadgen/site-reader/testing';
import { startAnalysisStack } from './analysis-stack.js';
import { serveVendorSite, type VendorSite } from './vendor-site.js';
import { launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import type { Stack } from './stack.js';

jest.setTimeout(180_000);

const RUN = Date.now().toString(36);

async function openTab(page: Page, tab: 'URL Pitch' | 'Business Analysis'): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  const view = tab === 'URL Pitch' ? 'url-pitch' : 'business-analysis';
  await page
    .locator(`[data-testid="remote-analysis_mfe"][data-view="${view}"]`)
    .waitFor({ state: 'visible', timeout: 20_000 });
}

/** Holds the next call to `path` for a moment, so the form's loading state can be seen. */
async function holdOnce(page: Page, path: string, ms = 1500): Promise<void> {
  await page.route(
    `**${path}`,
    async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    },
    { times: 1 },
  );
}

/** What the page last put on the clipboard, read back through the Clipboard API. */
async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

async function tileTones(page: Page): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const key of ['step1', 'step2', 'step3', 'step4']) {
    out[key] = await page.getByTestId(`pipeline-tile-${key}`).getAttribute('data-tone');
  }
  return out;
}

describe('URL pitch and business analysis in a browser', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let sites: FixtureServer;
  let vendor: VendorSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    sites = await serveFixtures({ only: ['casa-del-sol', 'gatekeeper-steakhouse'] });
    vendor = await serveVendorSite();
    stack = await startAnalysisStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.webUrl });
    page = await context.newPage();
    await signIn(page, stack.webUrl, `e2e.analysis.${RUN}@example.com`);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
    await sites?.close();
    await vendor?.close();
  });

  it('keeps Generate Pitch disabled for an empty or invalid URL and says so', async () => {
    await openTab(page, 'URL Pitch');
    const input = page.getByLabel('Restaurant Website URL');
    const submit = page.getByRole('button', { name: 'Generate Pitch' });
    expect(await input.getAttribute('placeholder')).toMatch(/^https:\/\//);
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByText('Please enter a valid URL').count()).toBe(0);

    await input.fill('casa del sol dot com');
    await page.getByText('Please enter a valid URL').waitFor({ state: 'visible' });
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await input.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(198, 40, 40)');
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'analysis-01-url-pitch-invalid');

    await input.fill('   ');
    expect(await page.getByText('Please enter a valid URL').count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);
  });

  it('writes a pitch from a fixture restaurant site and copies it as plain text', async () => {
    await openTab(page, 'URL Pitch');
    const url = sites.url('casa-del-sol');
    await page.getByLabel('Restaurant Website URL').fill(`  ${url}  `);
    await holdOnce(page, '/api/generate_pitch_from_url');
    await page.getByRole('button', { name: 'Generate Pitch' }).click();
    const busy = page.getByRole('button', { name: 'Generating Pitch...' });
    await busy.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await busy.isDisabled()).toBe(true);

    const result = page.getByTestId('pitch-result');
    await result.waitFor({ state: 'visible', timeout: 60_000 });
    await waitForText(page.getByTestId('pitch-restaurant'), 'Casa del Sol', 5_000);
    // The URL was sent trimmed, and the fixture site really was read.
    expect(sites.requestsTo('casa-del-sol').length).toBeGreaterThan(0);
    expect(await page.getByLabel('Restaurant Website URL').inputValue()).toBe(url);
    expect(await result.getByRole('link', { name: /Visit Website/ }).getAttribute('href')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/?$/,
    );
    expect(await page.getByTestId('pitch-fit-score').textContent()).toMatch(/^Fit Score: \d{1,3}\/100$/);
    expect(await page.getByTestId('pitch-confidence').textContent()).toMatch(/^Confidence: \d{1,3}%$/);
    expect(await page.getByTestId('pitch-generated-by').getAttribute('data-generated-by')).toBe('deterministic');
    for (const title of [
      'Email Opener',
      'Call Opener',
      'Value Proposition',
      'Key Insights',
      'Revenue Opportunities',
      'Recommended Approach',
    ]) {
      await result.getByRole('heading', { name: title, exact: true }).waitFor({ state: 'visible' });
    }
    await page.getByTestId('toast').getByText('Pitch generated for Casa del Sol').waitFor({ state: 'visible' });
    await screenshot(page, 'analysis-02-url-pitch-result');

    const copy = page.getByTestId('copy-pitch');
    await copy.click();
    await waitForText(copy, 'Copied!', 2_000);
    const text = await clipboard(page);
    expect(text).toMatch(/^Sales Pitch: Casa del Sol\nWebsite: http:\/\/127\.0\.0\.1/);
    // The greeting varies from restaurant to restaurant, so no two openers read as one template.
    expect(text).toMatch(/\n\nEmail Opener:\n(Hi|Hello) Casa del Sol team/);
    expect(text).toContain('\n\nKey Insights:\n- ');
    expect(text).not.toMatch(/<[a-z]/i);
    await screenshot(page, 'analysis-03-url-pitch-copied');
    await waitForText(copy, 'Copy Pitch', 3_500);
  });

  it("shows the server's error when the site cannot be read", async () => {
    await openTab(page, 'URL Pitch');
    await page.getByLabel('Restaurant Website URL').fill(sites.url('gatekeeper-steakhouse'));
    await page.getByRole('button', { name: 'Generate Pitch' }).click();
    const error = page.getByTestId('form-error');
    await error.waitFor({ state: 'visible', timeout: 60_000 });
    const message = ((await error.locator('span').textContent()) ?? '').trim();
    expect(message.length).toBeGreaterThan(0);
    expect(await page.getByTestId('pitch-result').count()).toBe(0);
    await screenshot(page, 'analysis-04-url-pitch-error');
  });

  it('asks for at least one step and names the button after the selection', async () => {
    await openTab(page, 'Business Analysis');
    const input = page.getByLabel('Technology Business Website URL');
    await input.fill(sites.url('casa-del-sol'));
    await page.getByRole('button', { name: 'Analyze Business (All Steps)' }).waitFor({ state: 'visible' });

    await page.getByRole('button', { name: 'Customize Steps' }).click();
    for (const label of [
      'Step 1: Business Profile Extraction',
      'Step 2: Business Avatar Creation',
      'Step 3: Restaurant Sales Messaging',
      'Step 4: Persona-Specific Pitch Scripts',
    ]) {
      expect(await page.getByLabel(label).isChecked()).toBe(true);
    }
    await page.getByRole('button', { name: 'None', exact: true }).click();
    await page.getByText('Please select at least one step to analyze.').waitFor({ state: 'visible' });
    expect(
      await page.getByText('Please select at least one step to analyze.').evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(198, 40, 40)');
    expect(await page.getByRole('button', { name: /^Analyze Business/ }).isDisabled()).toBe(true);
    await screenshot(page, 'analysis-05-business-no-step');

    await page.getByLabel('Step 3: Restaurant Sales Messaging').check();
    await page.getByRole('button', { name: 'Analyze Business (1 Step)' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: 'Analyze Business (All Steps)' }).waitFor({ state: 'visible' });
    expect(await page.getByText('Please select at least one step to analyze.').count()).toBe(0);

    await input.fill('https//missing-colon');
    await page.getByText('Please enter a valid URL').waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Analyze Business (All Steps)' }).isDisabled()).toBe(true);
    await screenshot(page, 'analysis-06-business-invalid-url');
  });

  it('runs all four steps and shows every section, the tiles in colour, and copies the report', async () => {
    await page.reload();
    await openTab(page, 'Business Analysis');
    await page.getByLabel('Technology Business Website URL').fill(vendor.url);
    await holdOnce(page, '/api/analyze_business_url');
    await page.getByRole('button', { name: 'Analyze Business (All Steps)' }).click();
    const busy = page.getByRole('button', { name: 'Analyzing Business...' });
    await busy.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await busy.isDisabled()).toBe(true);
    await page.getByTestId('analysis-result').waitFor({ state: 'visible', timeout: 120_000 });

    await waitForText(page.getByTestId('analysis-company'), 'TableTurn', 5_000);
    await page
      .getByTestId('toast')
      .getByText('Business analysis completed for TableTurn')
      .waitFor({ state: 'visible' });
    expect(await tileTones(page)).toEqual({ step1: 'blue', step2: 'purple', step3: 'green', step4: 'orange' });
    expect(await page.getByTestId('pipeline-tile-step4').textContent()).toContain('✓ Complete');
    for (const id of [
      'section-core-usp',
      'section-business-profile',
      'section-business-avatar',
      'section-messaging-brief',
      'section-target-customer',
      'section-problems-solved',
      'section-persona-pitches',
      'section-positioning',
      'section-sales-pitch',
    ]) {
      await page.getByTestId(id).waitFor({ state: 'visible' });
    }
    // Strategic Business Analysis only shows without a core value proposition.
    expect(await page.getByTestId('section-business-analysis-text').count()).toBe(0);
    expect(await page.getByTestId('persona-script').count()).toBeGreaterThan(0);
    // Plain text was split into labelled lines and bullets.
    expect(await page.getByTestId('section-messaging-brief').locator('li').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('analysis-date').textContent()).toMatch(/^Analyzed \w+/);
    await screenshot(page, 'analysis-07-business-all-steps');

    const copy = page.getByTestId('copy-analysis');
    await copy.click();
    await waitForText(copy, 'Copied!', 2_000);
    const text = await clipboard(page);
    expect(text).toMatch(/^Business Analysis: TableTurn\nWebsite: http:\/\/127\.0\.0\.1/);
    for (const heading of [
      'Four-Step Pipeline Status',
      'Core Value Proposition',
      'Business Profile (Step 1)',
      'Business Avatar (Step 2)',
      'High-Impact Messaging Brief (Step 3)',
      'Persona-Specific Pitch Scripts (Step 4)',
      'Generated Sales Pitch',
    ]) {
      expect(text).toContain(`\n${heading}\n`);
    }

    // Picking the report for custom pitches publishes it to the shell.
    await page.getByTestId('use-report').click();
    await page.getByTestId('report-selected').waitFor({ state: 'visible' });
  });

  it('runs two steps and greys out the skipped tiles', async () => {
    await page.reload();
    await openTab(page, 'Business Analysis');
    await page.getByLabel('Technology Business Website URL').fill(sites.url('casa-del-sol'));
    await page.getByRole('button', { name: 'Customize Steps' }).click();
    await page.getByRole('button', { name: 'None', exact: true }).click();
    await page.getByLabel('Step 1: Business Profile Extraction').check();
    await page.getByLabel('Step 3: Restaurant Sales Messaging').check();
    await page.getByRole('button', { name: 'Analyze Business (2 Steps)' }).click();
    await page.getByTestId('analysis-result').waitFor({ state: 'visible', timeout: 120_000 });

    expect(await tileTones(page)).toEqual({ step1: 'blue', step2: 'grey', step3: 'green', step4: 'grey' });
    expect(await page.getByTestId('pipeline-tile-step2').textContent()).toContain('Skipped');
    await page.getByTestId('section-business-profile').waitFor({ state: 'visible' });
    await page.getByTestId('section-messaging-brief').waitFor({ state: 'visible' });
    expect(await page.getByTestId('section-business-avatar').count()).toBe(0);
    expect(await page.getByTestId('section-persona-pitches').count()).toBe(0);
    await screenshot(page, 'analysis-08-business-two-steps');
  });
});
