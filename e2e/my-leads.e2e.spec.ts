import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  HUBSPOT_COLUMNS,
  HUBSPOT_LEAD_STATUS,
  LOST_REASON_REQUIRED_MESSAGE,
  SALESFORCE_COLUMNS,
  SALESFORCE_LEAD_STATUS,
  type Lead,
  type SearchResponse,
} from '@leadgen/contracts';
import { launchBrowser, screenshot, signIn, waitForText, foundOf } from './browser.js';
import { startTestStack, type Stack } from './stack.js';
import { serveVendorSite, type VendorSite } from './vendor-site.js';

jest.setTimeout(240_000);

const LOST_REASON = 'Signed with a competitor last month';
const NOTE = 'Owner Maria is in on Tuesdays after 2 pm.';

/** A date input's value some days from today. */
function dayFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('My Leads in a browser', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let vendor: VendorSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let found: SearchResponse;
  let attempted: Lead;
  let lost: Lead;
  /** The two Dallas results saved into a list of their own. */
  let dallas: Lead[];

  beforeAll(async () => {
    vendor = await serveVendorSite();
    // The vendor site of the business report is on loopback: a test-only setting lets analysis read it.
    stack = await startTestStack({ SITE_ALLOW_PRIVATE_HOSTS: '127.0.0.1' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await signIn(page, stack.webUrl, 'e2e.myleads@example.com');
    await search().waitFor({ state: 'visible', timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
    await vendor?.close();
  });

  const search = (p: Page = page) => p.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const myLeads = (p: Page = page) => p.locator('[data-testid="remote-search_mfe"][data-view="my-leads"]');
  const savedRow = (name: string, p: Page = page): Locator =>
    myLeads(p)
      .getByTestId('saved-lead-row')
      .filter({ has: p.getByTestId('lead-name').getByText(name, { exact: true }) });
  const toast = () => page.getByTestId('toast').locator('.lg-toast__message');

  async function runSearch(p: Page = page): Promise<SearchResponse> {
    const answer = p.waitForResponse((r) => r.url().endsWith('/api/leads/search') && r.request().method() === 'POST');
    await search(p).getByRole('button', { name: 'Search Leads' }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    const body = (await res.json()) as SearchResponse;
    await search(p).getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 20_000 });
    return body;
  }

  async function openMyLeads(p: Page = page) {
    await p.getByRole('tab', { name: 'My Leads' }).click();
    await myLeads(p).getByTestId('my-leads').waitFor({ state: 'visible', timeout: 20_000 });
  }

  it('saves every result, and the same search run again marks them saved', async () => {
    await search().getByLabel('City').fill('Austin');
    found = await runSearch();
    expect(found.leads.length).toBeGreaterThan(2);
    expect(found.leads.every((l) => !l.saved)).toBe(true);
    expect(await search().getByTestId('saved-mark').count()).toBe(0);

    await search().getByTestId('save-all').click();
    await waitForText(toast(), `Saved ${found.leads.length} new leads`, 10_000);
    expect(await search().getByTestId('saved-mark').count()).toBe(found.leads.length);
    expect(await search().getByTestId('saved-mark').first().textContent()).toBe('Saved · New');
    await screenshot(page, 'my-leads-01-search-saved');

    // Saving is idempotent: the same leads again are reported as already saved.
    const again = await runSearch();
    expect(again.leads.map((l) => l.saved?.status)).toEqual(found.leads.map(() => 'new'));
    expect(await search().getByTestId('saved-mark').count()).toBe(found.leads.length);
    expect(
      await search()
        .getByRole('button', { name: /^Save .* to My Leads$/ })
        .count(),
    ).toBe(0);
    await search().getByTestId('save-all').click();
    await waitForText(toast(), `All ${found.leads.length} leads were already saved`, 10_000);
  });

  it('lists the saved leads in My Leads and changes statuses there; Lost asks why', async () => {
    await openMyLeads();
    await myLeads().getByTestId('saved-lead-row').first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(await myLeads().getByTestId('saved-lead-row').count()).toBe(found.leads.length);
    expect(await myLeads().getByTestId('page-summary').textContent()).toBe(
      `1-${found.leads.length} of ${found.leads.length}`,
    );
    [attempted, lost] = [found.leads[0]!, found.leads[1]!];

    const patched = page.waitForResponse(
      (r) => /\/api\/my-leads\/[^/]+$/.test(r.url()) && r.request().method() === 'PATCH',
    );
    await savedRow(attempted.name).getByTestId('status-select').selectOption('attempted');
    expect((await patched).status()).toBe(200);

    await savedRow(lost.name).getByTestId('status-select').selectOption('lost');
    const form = page.getByTestId('lost-reason-form');
    await form.waitFor({ state: 'visible' });
    await form.getByRole('button', { name: 'Mark as Lost' }).click();
    expect(await form.getByRole('alert').textContent()).toBe(LOST_REASON_REQUIRED_MESSAGE);
    await form.getByLabel('Lost reason').fill(LOST_REASON);
    await screenshot(page, 'my-leads-02-lost-reason');
    await form.getByRole('button', { name: 'Mark as Lost' }).click();
    await savedRow(lost.name).getByTestId('lost-reason').waitFor({ state: 'visible' });
    expect(await savedRow(lost.name).getByTestId('lost-reason').textContent()).toBe(LOST_REASON);
    expect(await savedRow(attempted.name).getByTestId('status-select').inputValue()).toBe('attempted');
    await screenshot(page, 'my-leads-03-table');
  });

  it("keeps a note and a follow-up on the lead's panel, with the activity history", async () => {
    await savedRow(attempted.name)
      .getByRole('button', { name: `Open ${attempted.name}` })
      .click();
    const panel = page.getByTestId('lead-detail');
    await panel.getByTestId('detail-notes').waitFor({ state: 'visible', timeout: 10_000 });
    await panel.getByLabel('New note').fill(NOTE);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await panel.getByTestId('note').first().waitFor({ state: 'visible' });
    expect(await panel.getByTestId('note').first().locator('p').textContent()).toBe(NOTE);

    // Saved as soon as the day is chosen: no separate save click.
    await panel.getByLabel('Next follow-up').fill(dayFromNow(3));
    await panel.getByRole('button', { name: 'Clear' }).waitFor({ state: 'visible' });
    await waitForText(panel.getByTestId('follow-up-state'), 'Saved', 10_000);
    const history = (await panel.getByTestId('activity').allTextContents()).join('\n');
    expect(history).toMatch(/Attempted/);
    expect(history).toMatch(/Follow-up set to \w{3}, \w{3} \d{1,2}, \d{4}/);
    expect(await panel.getByTestId('detail-best-time').textContent()).toMatch(/Best time to call/);
    await screenshot(page, 'my-leads-04-lead-panel');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await panel.waitFor({ state: 'detached' });
  });

  it('finds statuses, the note and the follow-up again after a reload', async () => {
    // The reload returns to My Leads, where the rep was.
    await page.reload();
    await myLeads().waitFor({ state: 'visible', timeout: 20_000 });
    await openMyLeads();
    await savedRow(attempted.name).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await savedRow(attempted.name).getByTestId('status-select').inputValue()).toBe('attempted');
    expect(await savedRow(lost.name).getByTestId('status-select').inputValue()).toBe('lost');
    expect(await savedRow(attempted.name).getByTestId('follow-up').textContent()).not.toBe('None');

    await savedRow(attempted.name)
      .getByRole('button', { name: `Open ${attempted.name}` })
      .click();
    const panel = page.getByTestId('lead-detail');
    await panel.getByTestId('note').first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(await panel.getByTestId('note').first().locator('p').textContent()).toBe(NOTE);
    expect(await panel.getByLabel('Next follow-up').inputValue()).toBe(dayFromNow(3));
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it("shows the rep's own pipeline in Analytics: saved, contacted, lost, over a chosen period", async () => {
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const numbers = page
      .locator('[data-testid="remote-search_mfe"][data-view="analytics"]')
      .getByTestId('my-leads-numbers');
    await numbers.waitFor({ state: 'visible', timeout: 20_000 });
    const value = (id: string) => numbers.getByTestId(`${id}-value`).textContent();
    expect(await value('numbers-saved')).toBe(String(found.leads.length));
    // One lead moved to Attempted (a call), none emailed; one lost.
    expect(await value('numbers-contacted')).toBe('1');
    expect(await value('numbers-emails')).toBe('0');
    expect(await value('numbers-won')).toBe('0');
    const funnel = await numbers.getByTestId('numbers-funnel').getByTestId('breakdown-row').allTextContents();
    expect(funnel).toEqual([`Saved${found.leads.length}`, 'Contacted1', 'Replied0', 'Meetings booked0', 'Won0']);
    await page.getByTestId('numbers-period').selectOption('7');
    await waitForText(numbers.locator('p').first(), 'Your saved leads and outreach in the last 7 days.', 10_000);
    await screenshot(page, 'my-leads-numbers-analytics');
    await openMyLeads();
  });

  it('filters by status', async () => {
    await myLeads().getByLabel('Status', { exact: true }).selectOption('lost');
    await waitForText(myLeads().getByTestId('page-summary'), '1-1 of 1', 10_000);
    expect(await myLeads().getByTestId('lead-name').allTextContents()).toEqual([lost.name]);
    await myLeads().getByLabel('Status', { exact: true }).selectOption('new');
    const rest = found.leads.length - 2;
    await waitForText(myLeads().getByTestId('page-summary'), `1-${rest} of ${rest}`, 10_000);
    expect(await myLeads().getByTestId('lead-name').allTextContents()).not.toContain(attempted.name);
    await screenshot(page, 'my-leads-05-filtered');
    await myLeads().getByLabel('Status', { exact: true }).selectOption('');
    await waitForText(
      myLeads().getByTestId('page-summary'),
      `1-${found.leads.length} of ${found.leads.length}`,
      10_000,
    );

    // Follow-up due this week: the lead given a follow-up in three days.
    await myLeads().getByLabel('Follow-up', { exact: true }).selectOption('week');
    await waitForText(myLeads().getByTestId('page-summary'), '1-1 of 1', 10_000);
    expect(await myLeads().getByTestId('lead-name').allTextContents()).toEqual([attempted.name]);
    await myLeads().getByLabel('Follow-up', { exact: true }).selectOption('overdue');
    await myLeads()
      .getByText('No saved leads match these filters', { exact: true })
      .waitFor({ state: 'visible', timeout: 10_000 });
    await myLeads().getByLabel('Follow-up', { exact: true }).selectOption('');

    // Text search over name, address and phone.
    await myLeads().getByLabel('Search', { exact: true }).fill(lost.name);
    await waitForText(myLeads().getByTestId('page-summary'), '1-1 of 1', 10_000);
    expect(await myLeads().getByTestId('lead-name').allTextContents()).toEqual([lost.name]);
    await myLeads().getByLabel('Search', { exact: true }).fill('');
    await waitForText(
      myLeads().getByTestId('page-summary'),
      `1-${found.leads.length} of ${found.leads.length}`,
      10_000,
    );
  });

  async function exportRows(label: string): Promise<Record<string, string>[]> {
    const download = page.waitForEvent('download');
    await myLeads().getByRole('button', { name: label }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    return parse(csv, { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
  }

  it('exports HubSpot and Salesforce files that a CSV parser reads back', async () => {
    const hubspot = await exportRows('HubSpot (companies and contacts)');
    expect(hubspot).toHaveLength(found.leads.length);
    expect(Object.keys(hubspot[0]!)).toEqual([...HUBSPOT_COLUMNS]);
    const hsRow = (name: string) => hubspot.find((r) => r['Company name'] === name);
    expect(hsRow(attempted.name)?.['Lead Status']).toBe(HUBSPOT_LEAD_STATUS.attempted);
    expect(hsRow(lost.name)?.['Lead Status']).toBe(HUBSPOT_LEAD_STATUS.lost);
    expect(hsRow(found.leads[2]!.name)?.['Phone Number']).toBe(found.leads[2]!.phone ?? '');

    const salesforce = await exportRows('Salesforce (leads)');
    expect(salesforce).toHaveLength(found.leads.length);
    expect(Object.keys(salesforce[0]!)).toEqual([...SALESFORCE_COLUMNS]);
    const sfRow = (name: string) => salesforce.find((r) => r.Company === name);
    expect(sfRow(attempted.name)?.Status).toBe(SALESFORCE_LEAD_STATUS.attempted);
    expect(sfRow(lost.name)?.Status).toBe(SALESFORCE_LEAD_STATUS.lost);
    expect(salesforce.every((r) => r.LastName !== '')).toBe(true);

    // The selected rows only.
    await savedRow(lost.name).getByRole('checkbox').check();
    expect(await myLeads().getByTestId('selected-count').textContent()).toBe('1 selected');
    const one = await exportRows('CSV');
    expect(one).toHaveLength(1);
    await savedRow(lost.name).getByRole('checkbox').uncheck();
  });

  it('changes the status of the selected rows together', async () => {
    const picked = [found.leads[2]!, found.leads[3]!];
    // By keyboard: Space ticks a row's box.
    for (const l of picked) {
      await savedRow(l.name).getByRole('checkbox').focus();
      await page.keyboard.press('Space');
    }
    expect(await myLeads().getByTestId('selected-count').textContent()).toBe('2 selected');
    await myLeads().getByLabel('Set status of selected leads').selectOption('connected');
    // Confirmed in words naming the count and the change; then the selection is cleared and Undo is offered.
    const confirm = page.getByTestId('bulk-confirm');
    await confirm.waitFor({ state: 'visible' });
    await confirm.getByRole('button', { name: 'Set 2 leads to Connected' }).click();
    await waitForText(
      page.getByTestId('undo-toast').locator('.sm-undo-toast__message'),
      'Set 2 leads to Connected',
      10_000,
    );
    await waitForText(myLeads().getByTestId('selected-count'), 'Select rows for bulk changes', 5_000);
    for (const l of picked)
      await waitForText(savedRow(l.name).getByTestId('status-select').locator('option:checked'), 'Connected', 10_000);
    await page.getByTestId('undo-toast').getByRole('button', { name: 'Dismiss message' }).click();

    // The same hours modal as the search table, opened and closed from the keyboard.
    const withHours = found.leads.find((l) => l.operating_hours?.weekday_text.length)!;
    const hoursButton = savedRow(withHours.name).getByRole('button', { name: 'View Hours' });
    await hoursButton.focus();
    await page.keyboard.press('Enter');
    const hours = page.getByTestId('hours-modal');
    await hours.waitFor({ state: 'visible' });
    expect(await hours.locator('li').allTextContents()).toEqual(withHours.operating_hours!.weekday_text);
    await page.keyboard.press('Escape');
    await hours.waitFor({ state: 'detached' });
  });

  it('keeps lists: create one, save selected results into it, filter by it, rename it, delete it', async () => {
    await myLeads().getByRole('button', { name: 'Manage lists' }).click();
    const lists = page.getByTestId('lists-modal');
    await lists.getByLabel('New list name').fill('Dallas picks');
    await lists.getByRole('button', { name: 'Create list' }).click();
    await waitForText(toast(), 'List Dallas picks created', 10_000);
    await lists.getByTestId('list-row').nth(1).waitFor({ state: 'visible' });
    // A second list with the same name is refused in the product's words.
    await lists.getByLabel('New list name').fill('Dallas picks');
    await lists.getByRole('button', { name: 'Create list' }).click();
    await lists.getByTestId('lists-error').waitFor({ state: 'visible' });
    expect(await lists.getByTestId('lists-error').textContent()).toContain('You already have a list with this name.');
    expect(await lists.getByTestId('list-row').count()).toBe(2);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Search Leads' }).click();
    await search().getByLabel('City').fill('Dallas');
    dallas = (await runSearch()).leads.slice(0, 2);
    for (const i of [0, 1]) await search().getByTestId('lead-row').nth(i).getByRole('checkbox').check();
    await search().getByLabel('Save to list').selectOption({ label: 'Dallas picks' });
    await search().getByTestId('save-selected').click();
    await waitForText(toast(), 'Saved 2 new leads to Dallas picks', 10_000);
    expect(await search().getByTestId('saved-mark').allTextContents()).toEqual([
      'Saved · New · Dallas picks',
      'Saved · New · Dallas picks',
    ]);
    await screenshot(page, 'my-leads-07-saved-selected-to-list');

    await openMyLeads();
    await myLeads().getByLabel('List', { exact: true }).selectOption({ label: 'Dallas picks (2)' });
    await waitForText(myLeads().getByTestId('page-summary'), '1-2 of 2', 10_000);
    expect((await myLeads().getByTestId('lead-name').allTextContents()).sort()).toEqual(
      dallas.map((l) => l.name).sort(),
    );

    await myLeads().getByRole('button', { name: 'Manage lists' }).click();
    const row = lists.getByTestId('list-row').filter({ hasText: '2 leads' });
    await row.getByLabel('Name of list Dallas picks').fill('Dallas, first calls');
    await row.getByRole('button', { name: 'Rename' }).click();
    await waitForText(toast(), 'List renamed to Dallas, first calls', 10_000);
    await lists.getByRole('button', { name: 'Delete list Dallas, first calls' }).click();
    await screenshot(page, 'my-leads-08-delete-list');
    await lists.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForText(toast(), 'List Dallas, first calls deleted; its leads moved to My Leads', 10_000);
    // The toast can come a moment before the list redraws without the deleted row.
    await lists.getByTestId('list-row').nth(1).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await lists.getByTestId('list-row').count()).toBe(1);
    await page.keyboard.press('Escape');
    // The list shown is gone: every saved lead shows again, the two from Dallas now in My Leads.
    const total = found.leads.length + 2;
    await waitForText(myLeads().getByTestId('page-summary'), `1-${Math.min(25, total)} of ${total}`, 10_000);
    expect(await myLeads().getByLabel('List', { exact: true }).inputValue()).toBe('');
  });

  it('filters by city and by cuisine, chosen among the saved leads, back to the first page, and exports what they show', async () => {
    const saved = [...found.leads, ...dallas];
    const total = saved.length;
    const summary = myLeads().getByTestId('page-summary');
    const city = myLeads().getByLabel('City', { exact: true });
    const cuisine = myLeads().getByLabel('Cuisine', { exact: true });
    await waitForText(city.locator('option').last(), 'Dallas, TX (2)', 10_000);
    expect(await city.locator('option').allTextContents()).toEqual([
      'All cities',
      `Austin, TX (${found.leads.length})`,
      'Dallas, TX (2)',
    ]);

    // On the second page, a city's two leads show on the first.
    expect(total).toBeGreaterThan(25);
    await myLeads().getByRole('button', { name: 'Next' }).click();
    await waitForText(summary, `26-${total} of ${total}`, 10_000);
    await city.selectOption({ label: 'Dallas, TX (2)' });
    await waitForText(summary, '1-2 of 2', 10_000);
    expect((await myLeads().getByTestId('lead-name').allTextContents()).sort()).toEqual(
      dallas.map((l) => l.name).sort(),
    );
    const exported = await exportRows('CSV');
    expect(exported.map((r) => r.Name).sort()).toEqual(dallas.map((l) => l.name).sort());
    await myLeads().getByLabel('Status', { exact: true }).selectOption('won');
    await myLeads()
      .getByText('No saved leads match these filters', { exact: true })
      .waitFor({ state: 'visible', timeout: 10_000 });
    await myLeads().getByLabel('Status', { exact: true }).selectOption('');

    // A cuisine of the Austin leads: its choice counts the saved leads of it that the other filters
    // (here the city) show, so the count says what picking it would list.
    const wanted = attempted.cuisine_type;
    const ofCuisine = saved.filter((l) => l.cuisine_type === wanted);
    await city.selectOption({ label: `Austin, TX (${found.leads.length})` });
    await cuisine.selectOption(wanted);
    const inAustin = ofCuisine.filter((l) => !dallas.includes(l));
    const counted = new RegExp(` \\(${inAustin.length}\\)$`);
    for (let i = 0; i < 50 && !counted.test((await cuisine.locator('option:checked').textContent()) ?? ''); i++)
      await page.waitForTimeout(200);
    expect(await cuisine.locator('option:checked').textContent()).toMatch(counted);
    await waitForText(summary, `1-${inAustin.length} of ${inAustin.length}`, 10_000);
    expect((await myLeads().getByTestId('lead-name').allTextContents()).sort()).toEqual(
      inAustin.map((l) => l.name).sort(),
    );
    await screenshot(page, 'my-leads-11-cuisine-and-city');

    // Keyboard: the City filter is reached and changed without a mouse.
    await city.focus();
    await page.keyboard.press('Home');
    await waitForText(summary, `1-${ofCuisine.length} of ${ofCuisine.length}`, 10_000);
    expect(await city.inputValue()).toBe('');
    await cuisine.selectOption('');
    await waitForText(summary, `1-25 of ${total}`, 10_000);
  });

  it('runs a saved search again and marks only the leads not seen in its previous run as new', async () => {
    await page.getByRole('tab', { name: 'Search Leads' }).click();
    await search().getByLabel('City').fill('Austin');
    await search().getByRole('button', { name: 'Save this search' }).click();
    expect(await search().getByLabel('Name of the saved search').inputValue()).toBe('Restaurants in Austin');
    await search().getByRole('button', { name: 'Save search' }).click();
    await waitForText(toast(), 'Search saved as Restaurants in Austin', 10_000);
    // The new search is the one picked, ready for Run.
    const picked = search().getByLabel('Saved searches').locator('option:checked');
    await picked.filter({ hasText: 'Restaurants in Austin' }).waitFor({ state: 'attached', timeout: 10_000 });
    expect(await search().getByLabel('Saved searches').inputValue()).not.toBe('');

    const run = async () => {
      const answer = page.waitForResponse((r) => /\/api\/saved-searches\/[^/]+\/run$/.test(r.url()));
      await search().getByRole('button', { name: 'Run', exact: true }).click();
      const res = await answer;
      expect(res.status()).toBe(200);
      return (await res.json()) as SearchResponse & { new_count: number };
    };
    const first = await run();
    await waitForText(
      search().getByTestId('search-success').locator('span').first(),
      `Found ${foundOf(first)} leads in ${first.processing_time}s; ${first.new_count} new since the last run`,
      10_000,
    );
    expect(await search().getByTestId('new-mark').count()).toBe(first.leads.filter((l) => l.is_new).length);
    expect(await search().getByTestId('saved-mark').count()).toBe(first.leads.filter((l) => l.saved).length);

    const second = await run();
    expect(second.new_count).toBe(0);
    await waitForText(
      search().getByTestId('search-success').locator('span').first(),
      `Found ${foundOf(second)} leads in ${second.processing_time}s; 0 new since the last run`,
      10_000,
    );
    expect(await search().getByTestId('new-mark').count()).toBe(0);
    expect(await search().getByTestId('saved-search-info').textContent()).toMatch(
      /^Last run .*, \d+ leads\. Leads not seen in the previous run are marked New\.$/,
    );
    await screenshot(page, 'my-leads-09-saved-search-run');
  });

  it('keeps the pitch and the diagnostic report of a saved lead on it, with their dates', async () => {
    const lead = found.leads.find((l) => l.website && l.name !== lost.name)!;
    await page.getByRole('tab', { name: 'Search Leads' }).click();
    const row = search()
      .getByTestId('lead-row')
      .filter({ has: page.getByTestId('lead-name').getByText(lead.name, { exact: true }) });
    const pitched = page.waitForResponse((r) => r.url().endsWith('/api/pitches/lead'), { timeout: 60_000 });
    await row.getByRole('button', { name: 'Generate Pitch' }).click();
    expect((await pitched).status()).toBe(200);
    await page.getByTestId('pitch-modal').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Diagnose' }).click();
    const diagnostic = page.getByTestId('remote-diagnostic_mfe');
    await diagnostic.getByTestId('diagnostic-result').waitFor({ state: 'visible', timeout: 60_000 });

    // The service files both on the saved lead as they happen; the panel shows what is stored when opened.
    await openMyLeads();
    const panel = page.getByTestId('lead-detail');
    const deadline = Date.now() + 15_000;
    for (;;) {
      await savedRow(lead.name)
        .getByRole('button', { name: `Open ${lead.name}` })
        .click();
      await panel.getByTestId('detail-pitches').waitFor({ state: 'visible', timeout: 10_000 });
      const pitches = await panel.getByTestId('detail-pitches').locator('h3').textContent();
      const reports = await panel.getByTestId('detail-diagnostics').locator('h3').textContent();
      if ((pitches === 'Pitches (1)' && reports === 'Diagnostic reports (1)') || Date.now() > deadline) break;
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    }
    expect(await panel.getByTestId('detail-pitches').locator('h3').textContent()).toBe('Pitches (1)');
    expect(await panel.getByTestId('detail-pitches').locator('li').textContent()).toMatch(
      /^Generated pitch \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]MView$/,
    );
    expect(await panel.getByTestId('detail-diagnostics').locator('h3').textContent()).toBe('Diagnostic reports (1)');
    expect(await panel.getByTestId('detail-diagnostics').locator('li').textContent()).toContain(lead.name);
    await screenshot(page, 'my-leads-10-pitch-and-diagnostic');

    await panel.getByTestId('detail-pitches').getByRole('button', { name: 'View' }).click();
    const modal = page.getByTestId('pitch-modal');
    await modal.waitFor({ state: 'visible' });
    expect(await modal.getAttribute('data-kind')).toBe('lead');
    await page.keyboard.press('Escape');
    // Closing the pitch goes back to the lead's panel.
    await panel.getByTestId('detail-pitches').waitFor({ state: 'visible' });

    // The diagnostic opens in full: the stored report's sections and recommendations.
    await panel.getByTestId('detail-diagnostics').getByRole('button', { name: 'Open report' }).click();
    const report = page.getByTestId('diagnostic-report');
    await report.waitFor({ state: 'visible' });
    const headings = await report.locator('h3').allTextContents();
    expect(headings).toEqual(expect.arrayContaining(['Website', 'Google listing', 'Recommendations']));
    await screenshot(page, 'my-leads-11-diagnostic-in-full');
    await page.keyboard.press('Escape');
    await panel.getByTestId('detail-diagnostics').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('keeps the business report selected for custom pitches on another device', async () => {
    await page.getByRole('tab', { name: 'Business Analysis' }).click();
    await page.getByLabel('Technology Business Website URL').fill(vendor.url);
    const analysed = page.waitForResponse((r) => r.url().endsWith('/api/analyze_business_url'), { timeout: 120_000 });
    await page.getByRole('button', { name: 'Analyze Business (All Steps)' }).click();
    expect((await analysed).status()).toBe(200);
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/preferences/custom-pitch-report') && r.request().method() === 'PUT',
    );
    await page.getByTestId('use-report').click();
    expect((await stored).status()).toBe(200);

    const device = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const p = await device.newPage();
      await signIn(p, stack.webUrl, 'e2e.myleads@example.com');
      await search(p).getByLabel('City').fill('Austin');
      await runSearch(p);
      await waitForText(
        search(p).getByTestId('custom-pitch-source'),
        'Custom Pitch writes from the TableTurn business analysis.',
        10_000,
      );
      expect(await search(p).getByRole('button', { name: 'Custom Pitch' }).count()).toBeGreaterThan(0);
    } finally {
      await device.close();
    }
  });

  it("shows a second rep none of the first rep's leads", async () => {
    const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const p = await other.newPage();
      await signIn(p, stack.webUrl, 'e2e.myleads.other@example.com');
      await search(p).waitFor({ state: 'visible', timeout: 20_000 });
      await openMyLeads(p);
      await myLeads(p).getByText('No saved leads yet', { exact: true }).waitFor({ state: 'visible', timeout: 10_000 });
      expect(await myLeads(p).getByTestId('page-summary').textContent()).toBe('0 leads');
      await screenshot(p, 'my-leads-06-second-rep-empty');

      await p.getByRole('tab', { name: 'Search Leads' }).click();
      await search(p).getByLabel('City').fill('Austin');
      const theirs = await runSearch(p);
      expect(theirs.leads.every((l) => !l.saved)).toBe(true);
      expect(await search(p).getByTestId('saved-mark').count()).toBe(0);
      // Nor the first rep's selected business report.
      expect(await search(p).getByTestId('custom-pitch-source').count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
