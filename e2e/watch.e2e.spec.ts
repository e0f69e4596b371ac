import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DIGEST_OPTED_OUT_MESSAGE, type SavedSearch, type WatchChangesResponse } from '@leadgen/contracts';
import { mailsTo } from '@leadgen/simulator/testing';
import { launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import { startTestStack, type Stack } from './stack.js';

jest.setTimeout(300_000);

const RUN = Date.now().toString(36);
const REP = `wren.watch.${RUN}@example.com`;

/**
 * A rep's territory watch on the default install: the rep saves an Austin search and watches it
 * weekly; the simulated world moves four weeks (the simulator's clock, which the product follows);
 * the watch runs on its own, 'New this week' in My Leads shows what it found with reasons, the rep
 * saves one in a click, and the weekly digest arrives in the simulated mailbox. Its own stack: the
 * clock it moves is the whole world's.
 */
describe('A territory watch', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const search = () => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const myLeads = () => page.locator('[data-testid="remote-search_mfe"][data-view="my-leads"]');

  /** A request from the page with its own session, as the app makes it. */
  const apiFrom = <T>(method: string, path: string): Promise<T> =>
    page.evaluate(
      async ({ method, path }) => {
        const res = await fetch(path, {
          method,
          headers: { authorization: `Bearer ${localStorage.getItem('session_token')}` },
        });
        return res.json();
      },
      { method, path },
    ) as Promise<T>;

  async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline)
        throw new Error(`${what}: not within ${timeoutMs} ms (last: ${JSON.stringify(value).slice(0, 300)})`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  const watchOf = async () =>
    (await apiFrom<{ searches: SavedSearch[] }>('GET', '/api/saved-searches')).searches.find((s) => s.watch)?.watch ??
    null;

  /** The screen at 1280 and 390 px, `target` (when given) scrolled into view at each. */
  async function shots(name: string, target?: Locator): Promise<void> {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await target?.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await screenshot(page, `${name}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  beforeAll(async () => {
    // The watch and the digest look for work every second here (a minute by default).
    stack = await startTestStack(
      { LEADS_WATCH_INTERVAL_MS: '1000', ACCOUNTS_DIGEST_INTERVAL_MS: '1000' },
      { own: true },
    );
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it('saves an Austin search and watches it weekly; its first run learns the territory', async () => {
    await signIn(page, stack.webUrl, REP);
    await page.getByRole('tab', { name: 'Search Leads' }).click();
    await search().getByLabel('City').fill('Austin');
    await search().getByRole('button', { name: 'Save this search' }).click();
    await search().getByRole('button', { name: 'Save search' }).click();
    await search()
      .getByLabel('Saved searches')
      .locator('option:checked')
      .filter({ hasText: 'Restaurants in Austin' })
      .waitFor({ state: 'attached', timeout: 10_000 });
    await search().getByRole('combobox', { name: 'Watch this search' }).selectOption({ label: 'Weekly' });
    await search()
      .getByTestId('watch-status')
      .getByText(/^Watched weekly · next run \w{3} \d{1,2}$/)
      .waitFor({ state: 'visible', timeout: 10_000 });
    const watch = await until('the first run', watchOf, (w) => Boolean(w?.last_run_at));
    expect(watch).toMatchObject({ frequency: 'weekly' });
    await shots('watch-01-watched');
  });

  it('moves the simulated world four weeks: the watch runs on its own and New this week shows what it found, with reasons', async () => {
    const moved = await fetch(stack.env.CLOCK_URL!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_days: 28 }),
    });
    expect(moved.status).toBe(200);
    const before = (await watchOf())!.last_run_at!;
    await until('the watch run after four weeks', watchOf, (w) => Boolean(w?.last_run_at && w.last_run_at > before));
    const found = await apiFrom<WatchChangesResponse>('GET', '/api/watch/changes?days=7');
    expect(found.changes.length).toBeGreaterThan(0);
    expect(found.changes.some((c) => c.kind === 'announced')).toBe(true);

    await page.goto(`${stack.webUrl}/my-leads?view=new`);
    await page
      .getByRole('tab', { name: 'New this week', selected: true })
      .waitFor({ state: 'visible', timeout: 20_000 });
    const cards = myLeads().getByTestId('watch-change');
    await cards.first().waitFor({ state: 'visible' });
    expect(await cards.count()).toBe(found.changes.length);
    const first = found.changes[0]!;
    const card = cards.filter({ has: page.getByTestId('change-name').getByText(first.name, { exact: true }) }).first();
    expect(await card.getByTestId('change-reason').textContent()).toBe(first.reason);
    expect(await card.getByTestId('change-watch').textContent()).toBe('Restaurants in Austin');
    await shots('watch-02-new-this-week');
  });

  it('saves one change to My Leads in one click', async () => {
    const found = await apiFrom<WatchChangesResponse>('GET', '/api/watch/changes?days=7');
    const pick = found.changes.find((c) => c.kind !== 'closed' && !c.saved && c.lead)!;
    const card = myLeads()
      .getByTestId('watch-change')
      .filter({ has: page.getByTestId('change-name').getByText(pick.name, { exact: true }) })
      .first();
    await card.getByRole('button', { name: `Save ${pick.name} to My Leads` }).click();
    await card.getByTestId('saved-mark').waitFor({ state: 'visible', timeout: 10_000 });
    const after = await apiFrom<WatchChangesResponse>('GET', '/api/watch/changes?days=7');
    expect(after.changes.find((c) => c.id === pick.id)?.saved).toBeTruthy();
    await shots('watch-03-saved', card);
  });

  it('mails the weekly digest: counts per watch and the places, read in the simulated mailbox', async () => {
    const [digest] = await until(
      'the weekly digest',
      async () => (await mailsTo(stack.mailboxUrl, REP)).filter((m) => /territory/i.test(m.subject)),
      (m) => m.length > 0,
      90_000,
    );
    const found = await apiFrom<WatchChangesResponse>('GET', '/api/watch/changes?days=7');
    expect(digest!.subject).toMatch(/Restaurants in Austin/);
    const named = found.changes.filter((c) => c.kind !== 'closed').slice(0, 3);
    for (const c of named) expect(digest!.text).toContain(c.name);
    expect(digest!.text).toMatch(/\/my-leads\?view=new/);
    expect(digest!.text).toMatch(/\/digest-off\?token=/);
    // The digest as the rep's mail program shows it.
    await page.goto(new URL(`/api/email/${digest!.id}/html`, stack.mailboxUrl).toString());
    await shots('watch-04-digest');
  });

  it('turns the digest off in one click from its link, and Account Settings says it is off', async () => {
    const [digest] = (await mailsTo(stack.mailboxUrl, REP)).filter((m) => /territory/i.test(m.subject));
    const link = /(http\S+\/digest-off\?token=\S+)/.exec(digest!.text)![1]!;
    await page.goto(link.replace(/^https?:\/\/[^/]+/, stack.webUrl));
    await waitForText(page.getByTestId('digest-off-message'), DIGEST_OPTED_OUT_MESSAGE, 15_000);
    await page.goto(`${stack.webUrl}/app/account`);
    const toggle = page.getByRole('switch', { name: 'Weekly digest' });
    await toggle.waitFor({ state: 'visible' });
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[role="switch"]');
      return input !== null && !input.disabled;
    });
    expect(await toggle.isChecked()).toBe(false);
    await shots('watch-05-digest-off-in-settings', toggle);
  });
});
