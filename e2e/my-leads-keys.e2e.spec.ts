import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import { startTestStack, type Stack } from './stack.js';

jest.setTimeout(180_000);

/** A rep working My Leads from the keyboard: move, set a status, add a note, search, and the sheet of keys. */
describe('My Leads by keyboard', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, stack.webUrl, 'e2e.keys@example.com');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  const search = () => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const myLeads = () => page.locator('[data-testid="remote-search_mfe"][data-view="my-leads"]');
  const rows = () => myLeads().getByTestId('saved-lead-row');
  const active = () => myLeads().locator('[data-testid="saved-lead-row"][data-active="true"]');

  it('moves between rows, sets a status, adds a note, focuses the search, and lists the keys on ?', async () => {
    await search().getByLabel('City').fill('Austin');
    await search().getByRole('button', { name: 'Search Leads' }).click();
    await search().getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 30_000 });
    await search().getByTestId('save-all').click();
    await page.getByRole('tab', { name: 'My Leads' }).click();
    await rows().nth(2).waitFor({ state: 'visible', timeout: 20_000 });
    // The keys belong to the list, not to the tab button that was just clicked.
    await page.locator('body').click({ position: { x: 5, y: 5 } });

    expect(await active().count()).toBe(0);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const first = await rows().nth(0).getAttribute('data-saved-id');
    const second = await rows().nth(1).getAttribute('data-saved-id');
    expect(await active().getAttribute('data-saved-id')).toBe(second);
    await page.keyboard.press('k');
    expect(await active().getAttribute('data-saved-id')).toBe(first);
    await page.keyboard.press('j');

    // 3: Connected, on the active row only.
    const patched = page.waitForResponse(
      (r) => r.url().includes(`/api/my-leads/${second}`) && r.request().method() === 'PATCH',
    );
    await page.keyboard.press('3');
    expect((await patched).status()).toBe(200);
    const row = myLeads().locator(`[data-saved-id="${second}"]`);
    await waitForText(row.getByTestId('status-select').locator('option:checked'), 'Connected', 10_000);
    expect(await myLeads().locator(`[data-saved-id="${first}"]`).getByTestId('status-select').inputValue()).toBe('new');
    await screenshot(page, 'keys-01-row-active');

    // n: the lead's panel opens with the note box ready.
    await page.keyboard.press('n');
    const notes = page.getByTestId('lead-detail').getByTestId('detail-notes');
    await notes.waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA', undefined, { timeout: 5_000 });
    await page.keyboard.type('Owner is in on Tuesdays');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByTestId('note').first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(await notes.getByTestId('note').first().textContent()).toContain('Owner is in on Tuesdays');
    await page.keyboard.press('Escape');
    await page.getByTestId('lead-detail').waitFor({ state: 'detached' });
    // The noted lead moves up the list ('Recently changed'), and stays the active one.
    const deadline = Date.now() + 10_000;
    while ((await rows().nth(0).getAttribute('data-saved-id')) !== second && Date.now() < deadline)
      await page.waitForTimeout(200);
    expect(await rows().nth(0).getAttribute('data-saved-id')).toBe(second);
    expect(await active().getAttribute('data-saved-id')).toBe(second);

    // A key typed in a field is the field's: '/' focuses the search, then 'j' is a letter in it.
    await page.keyboard.press('/');
    const box = myLeads().locator('input[type="search"]');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('j');
    expect(await box.inputValue()).toBe('j');
    await box.fill('');
    await page.locator('body').click({ position: { x: 5, y: 5 } });

    await page.keyboard.press('?');
    const sheet = page.getByTestId('keys-sheet');
    await sheet.waitFor({ state: 'visible' });
    const text = await sheet.textContent();
    for (const words of [
      'Next lead',
      "Open the lead's panel",
      'Add a note to the lead',
      'Set the status to Lost',
      'Search your saved leads',
    ])
      expect(text).toContain(words);
    await screenshot(page, 'keys-02-sheet');
    // While the sheet is open, the list's keys wait.
    await page.keyboard.press('j');
    expect(await active().getAttribute('data-saved-id')).toBe(second);
    await page.keyboard.press('Escape');
  });
});
