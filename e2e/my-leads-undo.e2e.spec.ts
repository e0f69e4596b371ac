import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { MyLeadsListResponse, SavedLeadDetail } from '@leadgen/contracts';
import { launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import { startTestStack, type Stack } from './stack.js';

jest.setTimeout(240_000);

const EMAIL = 'e2e.undo@example.com';
const LOST_REASON = 'Chose another vendor';

/** What an undo must give back exactly, as the rep's lead panel reads it. */
const asSeen = (d: SavedLeadDetail) => ({
  id: d.id,
  status: d.status,
  lost_reason: d.lost_reason,
  list: d.list,
  version: d.version,
  history: d.history,
  notes: d.notes,
});

describe('Bulk changes in My Leads, undone', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, stack.webUrl, EMAIL);
    await search().waitFor({ state: 'visible', timeout: 20_000 });
    // The same rep through the API, to read each lead as stored (version and history included).
    const res = await fetch(`${stack.gatewayUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: 'a-demo-password' }),
    });
    token = ((await res.json()) as { session_token: string }).session_token;
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  const search = () => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const myLeads = () => page.locator('[data-testid="remote-search_mfe"][data-view="my-leads"]');
  const rows = () => myLeads().getByTestId('saved-lead-row');
  const undoToast = () => page.getByTestId('undo-toast');
  const toast = () => page.getByTestId('toast').locator('.lg-toast__message');

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
  const details = (ids: string[]) => Promise.all(ids.map((id) => api<SavedLeadDetail>('GET', `/api/my-leads/${id}`)));
  /** The ids of the first `n` rows as the table shows them. */
  async function firstIds(n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push((await rows().nth(i).getAttribute('data-saved-id'))!);
    return ids;
  }
  async function tick(ids: string[]) {
    for (const id of ids) await myLeads().locator(`[data-saved-id="${id}"] input[type="checkbox"]`).check();
  }
  const row = (id: string): Locator => myLeads().locator(`[data-saved-id="${id}"]`);

  it('sets three leads to Lost after a confirmation naming the count, clears the selection, and Undo puts every one back', async () => {
    await search().getByLabel('City').fill('Austin');
    await search().getByRole('button', { name: 'Search Leads' }).click();
    await search().getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 20_000 });
    await search().getByTestId('save-all').click();
    await toast().waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByRole('tab', { name: 'My Leads' }).click();
    await rows().first().waitFor({ state: 'visible', timeout: 20_000 });

    const ids = await firstIds(3);
    // One of them worked already: the undo must put back Attempted, not New.
    const patched = page.waitForResponse(
      (r) => r.url().includes(`/api/my-leads/${ids[0]}`) && r.request().method() === 'PATCH',
    );
    await row(ids[0]!).getByTestId('status-select').selectOption('attempted');
    expect((await patched).status()).toBe(200);
    const before = await details(ids);
    expect(before.map((d) => d.status)).toEqual(['attempted', 'new', 'new']);

    await tick(ids);
    expect(await myLeads().getByTestId('selected-count').textContent()).toBe('3 selected');
    await myLeads().getByLabel('Set status of selected leads').selectOption('lost');
    const confirm = page.getByTestId('bulk-confirm');
    await confirm.waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe('Set 3 leads to Lost?');
    await confirm.getByLabel('Lost reason').fill(LOST_REASON);
    await confirm.getByRole('button', { name: 'Set 3 leads to Lost' }).click();

    await waitForText(undoToast().locator('.sm-undo-toast__message'), 'Set 3 leads to Lost', 10_000);
    await waitForText(myLeads().getByTestId('selected-count'), 'Select rows for bulk changes', 5_000);
    for (const id of ids) await waitForText(row(id).getByTestId('lost-reason'), LOST_REASON, 10_000);
    expect((await details(ids)).map((d) => d.version)).toEqual(before.map((d) => d.version + 1));
    await screenshot(page, 'my-leads-undo-01-bulk-lost-1280');

    await undoToast().getByRole('button', { name: 'Undo' }).click();
    await waitForText(toast(), 'Undone: 3 leads are back as they were', 10_000);
    await undoToast().waitFor({ state: 'detached' });
    expect((await details(ids)).map(asSeen)).toEqual(before.map(asSeen));
    await waitForText(row(ids[0]!).getByTestId('status-select').locator('option:checked'), 'Attempted', 10_000);
    expect(await row(ids[1]!).getByTestId('status-select').inputValue()).toBe('new');
    await screenshot(page, 'my-leads-undo-02-undone-1280');
  });

  it('moves two leads to another list and Undo puts them back in theirs', async () => {
    await api('POST', '/api/lists', { name: 'Call Thursday' });
    // The list choices load with the tab: open it afresh.
    // The reload returns to My Leads, where the rep was.
    await page.reload();
    await page.getByRole('tab', { name: 'My Leads', selected: true }).waitFor({ state: 'visible', timeout: 20_000 });
    await rows().first().waitFor({ state: 'visible', timeout: 20_000 });
    const ids = await firstIds(2);
    const before = await details(ids);

    await tick(ids);
    const list = myLeads().getByLabel('Move selected leads to a list');
    const value = await list.locator('option', { hasText: 'Call Thursday' }).getAttribute('value');
    await list.selectOption(value!);
    expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe(
      'Move 2 leads to Call Thursday?',
    );
    await page.getByTestId('bulk-confirm').getByRole('button', { name: 'Move 2 leads' }).click();
    await waitForText(undoToast().locator('.sm-undo-toast__message'), 'Moved 2 leads to Call Thursday', 10_000);
    expect((await details(ids)).map((d) => d.list.name)).toEqual(['Call Thursday', 'Call Thursday']);

    await undoToast().getByRole('button', { name: 'Undo' }).click();
    await waitForText(toast(), 'Undone: 2 leads are back as they were', 10_000);
    expect((await details(ids)).map(asSeen)).toEqual(before.map(asSeen));
  });

  it('removes two leads with their notes, and Undo brings them back with the notes', async () => {
    const ids = await firstIds(2);
    await api('POST', `/api/my-leads/${ids[0]}/notes`, { text: 'Owner Maria, in after 2 pm' });
    await api('POST', `/api/my-leads/${ids[1]}/notes`, { text: 'Wants a menu sample' });
    const before = await details(ids);
    const total = (await api<MyLeadsListResponse>('GET', '/api/my-leads?page_size=1')).total;

    // The reload returns to My Leads, where the rep was.
    await page.reload();
    await page.getByRole('tab', { name: 'My Leads', selected: true }).waitFor({ state: 'visible', timeout: 20_000 });
    await rows().first().waitFor({ state: 'visible', timeout: 20_000 });
    await tick(ids);
    await myLeads().getByRole('button', { name: 'Remove', exact: true }).click();
    expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe(
      'Remove 2 leads from My Leads?',
    );
    await page.getByTestId('bulk-confirm').getByRole('button', { name: 'Remove 2 leads' }).click();
    await waitForText(undoToast().locator('.sm-undo-toast__message'), 'Removed 2 leads', 10_000);
    await row(ids[0]!).waitFor({ state: 'detached', timeout: 10_000 });
    expect((await api<MyLeadsListResponse>('GET', '/api/my-leads?page_size=1')).total).toBe(total - 2);

    await undoToast().getByRole('button', { name: 'Undo' }).click();
    await waitForText(toast(), 'Undone: 2 leads are back as they were', 10_000);
    await row(ids[0]!).waitFor({ state: 'visible', timeout: 10_000 });
    const after = await details(ids);
    expect(after.map(asSeen)).toEqual(before.map(asSeen));
    expect(after.map((d) => d.notes.map((n) => n.text))).toEqual([
      ['Owner Maria, in after 2 pm'],
      ['Wants a menu sample'],
    ]);
  });

  it('shows the leads as cards on a phone, with the bulk controls and the Undo toast inside the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await rows().first().waitFor({ state: 'visible', timeout: 10_000 });
    const ids = await firstIds(2);
    await tick(ids);
    await myLeads().getByLabel('Set status of selected leads').selectOption('connected');
    await page.getByTestId('bulk-confirm').getByRole('button', { name: 'Set 2 leads to Connected' }).click();
    await undoToast().waitFor({ state: 'visible', timeout: 10_000 });
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    const box = await undoToast().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // The shell's toast of the last undo may still show: the two never cover each other.
    const shellToast = page.getByTestId('toast');
    if (await shellToast.isVisible()) {
      const other = (await shellToast.boundingBox())!;
      const apart = box!.y + box!.height <= other.y || other.y + other.height <= box!.y;
      expect(apart).toBe(true);
    }
    // A card, not a table row: the row is no wider than the screen.
    const card = await rows().first().boundingBox();
    expect(card!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'my-leads-undo-03-phone-390');
    await undoToast().getByRole('button', { name: 'Undo' }).click();
    await waitForText(toast(), 'Undone: 2 leads are back as they were', 10_000);
  });
});
