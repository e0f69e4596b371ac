import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  demoSiteViewPath,
  type DiagnosticResponse,
  type LeadPitchResponse,
  type SearchResponse,
} from '@leadgen/contracts';
import { demoSiteTruth, verificationCodeIn } from '@leadgen/simulator/testing';
import { launchBrowser, screenshot, signIn, waitForText, foundOf } from './browser.js';
import { startTestStack, type Stack } from './stack.js';

jest.setTimeout(300_000);

/**
 * A rep's first day on the default install: the simulated outside world that `npm start` runs
 * (its Places API, RDAP, websites and mailbox, reached through the production code and settings),
 * no language model, no loopback fixture sites. Every per-lead action works on the leads the
 * product itself shows, and a new rep signs up with the code the product mailed.
 */
describe("A rep's first day on the default install", () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let results: SearchResponse;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, stack.webUrl, 'e2e.first-day@example.com');
    await search().waitFor({ state: 'visible', timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  const search = () => page.getByTestId('remote-search_mfe').first();
  const row = (i: number) => search().getByTestId('lead-row').nth(i);
  /** Indexes of the leads whose demo site a reader can read, or cannot, by the site's own truth. */
  const leadsWhoseSite = (readable: boolean) =>
    results.leads
      .map((lead, i) => ({ i, truth: lead.website ? demoSiteTruth(lead.website) : null }))
      .filter(({ truth }) => truth && (truth.behaviour === 'normal' || truth.behaviour === 'redirect') === readable)
      .map(({ i }) => i);

  async function generatePitch(i: number): Promise<LeadPitchResponse> {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/pitches/lead'), { timeout: 60_000 });
    await row(i).getByRole('button', { name: 'Generate Pitch' }).click();
    const res = await answered;
    expect(res.status()).toBe(200);
    return (await res.json()) as LeadPitchResponse;
  }

  async function closeModal() {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  it('searches a demo city', async () => {
    await search().getByLabel('City').fill('Austin');
    await search().getByLabel('State').selectOption('TX');
    await search().getByRole('button', { name: 'Show Advanced Filters' }).click();
    await search().getByLabel('Max Results').selectOption('100');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/search'));
    await search().getByRole('button', { name: 'Search Leads' }).click();
    results = (await (await answered).json()) as SearchResponse;
    expect(results.leads.length).toBeGreaterThan(10);
    await waitForText(search().getByTestId('results-count'), `${foundOf(results)} leads`, 20_000);
  });

  it('gets a pitch on three rows, each naming what it read', async () => {
    const readable = leadsWhoseSite(true).slice(0, 3);
    expect(readable).toHaveLength(3);
    const openers = new Set<string>();
    for (const i of readable) {
      const pitch = await generatePitch(i);
      expect(pitch.success).toBe(true);
      expect(pitch.site_read).toBe(true);
      expect(pitch.pages_read.length).toBeGreaterThan(0);
      openers.add(pitch.pitch_content.email_opener);
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('pitch-pages-read').waitFor({ state: 'visible' });
      expect(await dialog.getByTestId('pitch-site-note').count()).toBe(0);
      expect(await dialog.textContent()).toContain(pitch.pitch_content.email_opener);
      await screenshot(page, `first-day-01-pitch-${i}`);
      await closeModal();
      await row(i).getByRole('button', { name: 'View Pitch' }).waitFor({ state: 'visible' });
    }
    // Three restaurants, three different openers.
    expect(openers.size).toBe(3);
  });

  it('still gets a pitch for a lead whose site cannot be read, and says why', async () => {
    const [i] = leadsWhoseSite(false);
    expect(i).toBeDefined();
    const pitch = await generatePitch(i!);
    expect(pitch.site_read).toBe(false);
    expect(pitch.site_note).toBeTruthy();
    const dialog = page.getByRole('dialog');
    await waitForText(dialog.getByTestId('pitch-site-note'), pitch.site_note!, 10_000);
    expect(await dialog.textContent()).toContain(results.leads[i!]!.name);
    await screenshot(page, 'first-day-02-pitch-unreadable-site');
    await closeModal();
  });

  it("diagnoses a lead: its Google data is the lead's own rating and reviews", async () => {
    const i = leadsWhoseSite(true)[3]!;
    const lead = results.leads[i]!;
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/diagnostic-analysis'), { timeout: 90_000 });
    await row(i).getByRole('button', { name: 'Diagnose' }).click();
    const res = await answered;
    expect(res.status()).toBe(200);
    const diagnostic = (await res.json()) as DiagnosticResponse;
    expect(diagnostic.google_data.rating).toBe(lead.google_rating);
    expect(diagnostic.google_data.review_count).toBe(lead.review_count);
    const view = page.getByTestId('remote-diagnostic_mfe');
    await view.getByTestId('diagnostic-result').waitFor({ state: 'visible', timeout: 30_000 });
    const google = (await view.getByTestId('section-google').textContent())!;
    expect(google).toContain(`Reviews: ${lead.review_count!.toLocaleString('en-US')}`);
    expect(google).toContain(`Rating: ${lead.google_rating}★`);
    // Google lists 10 photos at most (10 reads 10+) and gives no review response rate: the page says so.
    const photos = diagnostic.google_data.grades!.professional_photos;
    expect(photos).toMatch(/^(10\+|\d)$/);
    expect(google).toContain(`Professional photos: ${photos}`);
    expect(google).toContain('Review response rate: Not available from Google Places');
    await screenshot(page, 'first-day-03-diagnose');
    await page.getByRole('tab', { name: 'Search Leads' }).click();
  });

  it('Visit shows the demo site, marked as fictional', async () => {
    const i = leadsWhoseSite(true)[0]!;
    const lead = results.leads[i]!;
    const link = row(i).getByRole('link', { name: 'Visit' });
    expect(await link.getAttribute('href')).toBe(demoSiteViewPath(lead.website!));
    const [site] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await site.waitForLoadState('domcontentloaded');
    const text = (await site.locator('body').textContent())!;
    expect(text).toContain('Fictional demo site');
    expect(text).toContain(lead.name);
    await screenshot(site, 'first-day-04-visit');
    await site.close();
  });

  it('finds leads in a town outside the demo cities (Fredericksburg, TX)', async () => {
    await search().getByLabel('City').fill('Fredericksburg');
    await search().getByLabel('State').selectOption('TX');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/search'));
    await search().getByRole('button', { name: 'Search Leads' }).click();
    const town = (await (await answered).json()) as SearchResponse;
    expect(town.leads.length).toBeGreaterThan(0);
    await waitForText(search().getByTestId('results-count'), `${foundOf(town)} leads`, 20_000);
    await screenshot(page, 'first-day-05-town-outside-demo-cities');
  });

  it("finds the town's announced openings ('Opening soon'), each row saying when it opens and who says so", async () => {
    const advanced = search().getByRole('button', { name: 'Show Advanced Filters' });
    if (await advanced.isVisible()) await advanced.click();
    await search().getByLabel('Opening soon').check();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/search'));
    await search().getByRole('button', { name: 'Search Leads' }).click();
    const soon = (await (await answered).json()) as SearchResponse;
    expect(soon.leads.length).toBeGreaterThan(0);
    const n = foundOf(soon);
    await waitForText(search().getByTestId('results-count'), `${n} lead${n === 1 ? '' : 's'}`, 20_000);
    const opens = (await search().getByTestId('lead-established').allTextContents()).filter((r) =>
      r.startsWith('Opens'),
    );
    expect(opens).toHaveLength(soon.leads.length);
    for (const reason of opens) expect(reason).toMatch(/^Opens [A-Z][a-z]{2} \d{1,2}, \d{4} \(Google\)$/);
    // A restaurant that has not opened is never 'Open now'.
    for (const row of await search().getByTestId('lead-row').allTextContents()) expect(row).not.toContain('Open now');
    await screenshot(page, 'first-day-05b-opening-soon');
    await search().getByLabel('Opening soon').uncheck();
  });

  it('a new rep finishes the sign-up wizard with the code from the mailbox the verify step links to', async () => {
    const newRep = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const p = await newRep.newPage();
      p.setDefaultTimeout(20_000);
      const email = `first-day.${Date.now().toString(36)}@example.com`;
      const password = 'Restaurant-Leads 1';
      await p.goto(`${stack.webUrl}/signup`);
      await p.getByLabel('Email').fill(email);
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.getByLabel('Password', { exact: true }).fill(password);
      await p.getByLabel('Confirm password').fill(password);
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.waitForURL(/\/signup-flow$/);

      // The verify step says where the code went: the demo mailbox, one click away.
      await p.getByLabel('Verification code').waitFor({ state: 'visible' });
      const note = p.getByTestId('mailbox-note');
      await note.waitFor({ state: 'visible' });
      const link = note.getByRole('link', { name: 'Open the demo mailbox' });
      expect(await link.getAttribute('href')).toBe(stack.mailboxUrl);
      await screenshot(p, 'first-day-06-signup-verify-mailbox-link');

      // The rep follows the link and finds the code's mail on the mailbox page.
      const [mailbox] = await Promise.all([newRep.waitForEvent('page'), link.click()]);
      const code = await verificationCodeIn(stack.mailboxUrl, email);
      await mailbox.getByText(`Your verification code: ${code}`).first().waitFor({ state: 'visible' });
      await screenshot(mailbox, 'first-day-07-mailbox');
      await mailbox.close();

      await p.getByLabel('Verification code').fill(code);
      await p.getByRole('button', { name: 'Next' }).click();
      // The password chosen on /signup comes along; then name, role, company, size and website.
      const passwordField = p.getByLabel('Password', { exact: true });
      await passwordField.waitFor({ state: 'visible' });
      expect(await passwordField.inputValue()).toBe(password);
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('First name').fill('Fran');
      await p.getByLabel('Last name').fill('Day');
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('Manager', { exact: true }).check();
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('Company name').fill('First Day Foods');
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('6 to 10').check();
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByRole('button', { name: 'Create account' }).click();
      await p.waitForURL(/\/app\/search$/);
      await waitForText(p.getByTestId('welcome-name'), 'Fran', 15_000);
      await screenshot(p, 'first-day-08-signed-up');
    } finally {
      await newRep.close();
    }
  });
});
