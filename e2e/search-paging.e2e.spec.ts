import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Lead, SearchResponse, Usage } from '@leadgen/contracts';
import path from 'node:path';
import { launchBrowser, screenshot, SCREENSHOTS, signIn, waitForText } from './browser.js';
import { startSearchStack } from './search-stack.js';

jest.setTimeout(300_000);

const CITY = 'Austin';

/**
 * A rep's long list: every match a search found, a page at a time (not only Max Results), sorted
 * by any column and narrowed within the results; a saved lead's kept pitch opened from a new
 * search's row without paying for another; the same results as cards on a phone.
 */
describe('Search results: pages, sort, filter and kept pitches in a browser', () => {
  let stack: Awaited<ReturnType<typeof startSearchStack>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startSearchStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, stack.webUrl, 'e2e.paging@example.com');
    await page.getByTestId('remote-search_mfe').first().waitFor({ state: 'visible', timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  const search = () => page.getByTestId('remote-search_mfe').first();
  const rows = () => search().getByTestId('lead-row');
  const toast = () => page.getByTestId('toast').locator('.lg-toast__message');
  const names = () => rows().getByTestId('lead-name').allTextContents();

  /** What the screen shows with `target` scrolled into view (the app may scroll inside its own frame, not the page). */
  async function screen(name: string, target = rows().first()): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  }

  /**
   * What scrolls sideways: the page, or any part of the Search Leads tab (the shell's tab bar scrolls sideways on purpose,
   * and the shell's own phone test covers it).
   */
  async function sidewaysOverflow(): Promise<string[]> {
    return page.evaluate(() => {
      const wide: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth) wide.push('page');
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>(
          '[data-testid="remote-search_mfe"], [data-testid="remote-search_mfe"] *',
        ),
      )) {
        const style = getComputedStyle(el);
        if (!['auto', 'scroll'].includes(style.overflowX)) continue;
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
          wide.push(`${el.tagName.toLowerCase()}.${el.className}`);
      }
      return wide;
    });
  }

  /** The rep's usage as the app reads it (GET /api/account/usage with the signed-in session). */
  async function usage(): Promise<Usage> {
    return page.evaluate(async () => {
      const token = localStorage.getItem('session_token');
      const res = await fetch('/api/account/usage', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { usage: Usage }).usage;
    });
  }

  /** Waits until usage satisfies `ok` (usage events are applied in batches), and returns it. */
  async function usageWhen(ok: (u: Usage) => boolean): Promise<Usage> {
    let last = await usage();
    for (let i = 0; i < 100 && !ok(last); i++) {
      await new Promise((r) => setTimeout(r, 200));
      last = await usage();
    }
    expect(ok(last)).toBe(true);
    return last;
  }

  async function runSearch(): Promise<SearchResponse> {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/search'), { timeout: 60_000 });
    await search().getByRole('button', { name: 'Search Leads' }).click();
    const res = (await (await answered).json()) as SearchResponse;
    await search().getByTestId('search-success').waitFor({ state: 'visible', timeout: 20_000 });
    return res;
  }

  let found: SearchResponse;
  let all: Lead[];

  it('pages through every match the search found, to the last page, for one search counted once', async () => {
    await search().getByLabel('City').fill(CITY);
    found = await runSearch();
    all = [...found.leads, ...(found.more_leads ?? [])];
    // The simulated Google gives 20 places a page: Max Results 25 reads two pages, so more match than it shows.
    expect(found.leads).toHaveLength(25);
    expect(found.more_leads?.length ?? 0).toBeGreaterThan(0);
    expect(found.total_matches).toBe(all.length);
    const pages = Math.ceil(all.length / 25);

    // One count, said one way: the banner, the heading and the pager name the same leads.
    await waitForText(search().getByTestId('results-count'), `${all.length} leads`, 10_000);
    expect(await search().getByTestId('search-success').locator('span').first().textContent()).toBe(
      `Found ${all.length} leads in ${found.processing_time}s`,
    );
    expect(await search().getByTestId('results-matching').count()).toBe(0);
    expect(await search().getByTestId('results-range').first().textContent()).toBe(`Showing 1-25 of ${all.length}`);
    expect(await search().getByTestId('results-page').first().textContent()).toBe(
      `Page 1 of ${Math.ceil(all.length / 25)}`,
    );
    expect(await names()).toEqual(found.leads.map((l) => l.name));
    await screenshot(page, 'search-paging-01-first-page-1280');
    await screen('search-paging-01-first-page-1280-screen', search().getByTestId('results-filter'));

    await search().getByTestId('results-pager').first().getByRole('button', { name: 'Last' }).click();
    await waitForText(search().getByTestId('results-page').first(), `Page ${pages} of ${pages}`, 5_000);
    const lastRows = all.slice((pages - 1) * 25);
    expect(await names()).toEqual(lastRows.map((l) => l.name));
    expect(await search().getByTestId('results-range').first().textContent()).toBe(
      `Showing ${(pages - 1) * 25 + 1}-${all.length} of ${all.length}`,
    );
    await screenshot(page, 'search-paging-02-last-page-1280');

    // One search, however many pages: leads searched grows by the search's count once.
    await usageWhen((u) => u.leads_searched === found.count);
  });

  it('fits the results at 1024 to 1440 px: no row is cut off, nothing scrolls sideways', async () => {
    const misfits: string[] = [];
    for (const width of [1024, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await rows().first().waitFor({ state: 'visible' });
      for (const wide of await sidewaysOverflow()) misfits.push(`${width} px: ${wide} scrolls sideways`);
      // Every control of every row on the page ends inside the results' box (the Diagnose button last).
      const cut = await search().evaluate((root) => {
        const table = root.querySelector('[data-testid="leads-table"]')!;
        const box = table.parentElement!.getBoundingClientRect();
        return Array.from(root.querySelectorAll<HTMLElement>('[data-testid="lead-row"] button'))
          .map((b) => ({ text: b.textContent, right: Math.round(b.getBoundingClientRect().right) }))
          .filter((b) => b.right > box.right + 1)
          .map(
            (b) =>
              `'${b.text}' ends at ${b.right} px, the results' box at ${Math.round(box.right)} px (table ${Math.round(table.getBoundingClientRect().width)} px wide in ${Math.round(box.width)} px)`,
          );
      });
      misfits.push(...cut.slice(0, 1).map((c) => `${width} px: ${c}`));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(misfits).toEqual([]);
  });

  it('sorts by fit and by rating, from the menu and from the column headers', async () => {
    await search().getByTestId('results-sort').selectOption('fit');
    await waitForText(search().getByTestId('results-page').first(), `Page 1 of ${Math.ceil(all.length / 25)}`, 5_000);
    const byFit = [...all].sort((a, b) => b.fit_score - a.fit_score).slice(0, 25);
    const scores = (await rows().getByTestId('fit-score').locator('.sm-score__num').allTextContents()).map(Number);
    expect(scores).toEqual(byFit.map((l) => l.fit_score));

    await search().getByTestId('leads-table').getByRole('button', { name: 'Rating' }).click();
    const header = search().getByTestId('leads-table').locator('th[aria-sort="descending"]');
    expect(await header.textContent()).toBe('Rating');
    const rated = all.filter((l) => l.google_rating).map((l) => l.google_rating!);
    const ratingOf = (t: string) => Number(t.match(/★\s*([\d.]+)/)?.[1] ?? 0);
    const shown = (await rows().getByTestId('lead-rating').allTextContents()).map(ratingOf);
    // Best first; a lead without a rating ('No rating', read as 0) after every rated one.
    expect(shown).toEqual(
      all
        .map((l) => l.google_rating || 0)
        .sort((a, b) => b - a)
        .slice(0, 25),
    );
    // A second click turns it around: the lowest rating first (no rating still last).
    await search().getByTestId('leads-table').getByRole('button', { name: 'Rating' }).click();
    expect(await search().getByTestId('leads-table').locator('th[aria-sort="ascending"]').textContent()).toBe('Rating');
    const low = (await rows().getByTestId('lead-rating').first().textContent())!;
    expect(low).toContain(Math.min(...rated).toFixed(1));
    await screenshot(page, 'search-paging-03-sorted-by-rating-1280');
    await search().getByTestId('results-sort').selectOption('rank');
  });

  it('filters within the results: words, fit decision, website and saved or not', async () => {
    const target = all[all.length - 1]!;
    const word = target.name.split(/\s+/).find((w) => w.length > 3) ?? target.name;
    await search().getByTestId('results-filter-text').fill(word);
    const expected = all.filter((l) =>
      `${l.name} ${l.address} ${l.cuisine_type}`.toLowerCase().replace(/_/g, ' ').includes(word.toLowerCase()),
    );
    await waitForText(
      search().getByTestId('results-filtered-count'),
      `${expected.length} ${expected.length === 1 ? 'matches' : 'match'} the filter`,
      5_000,
    );
    expect(await names()).toEqual(expected.slice(0, 25).map((l) => l.name));
    expect(await names()).toContain(target.name);
    await screenshot(page, 'search-paging-04-filtered-by-words-1280');
    await search().getByRole('button', { name: 'Clear filter' }).click();

    await search().getByTestId('results-filter-fit').selectOption('marginal_fit');
    const marginal = all.filter((l) => l.fit_decision === 'marginal_fit');
    if (marginal.length) {
      const badges = await rows().getByTestId('fit-badge').allTextContents();
      expect(new Set(badges)).toEqual(new Set(['Marginal fit']));
      expect(badges).toHaveLength(Math.min(25, marginal.length));
    } else {
      await search().getByTestId('results-none-match').waitFor();
    }
    await search().getByTestId('results-filter-fit').selectOption('');

    await search().getByTestId('results-filter-website').selectOption('no');
    const noSite = all.filter((l) => !l.website?.trim());
    if (noSite.length) expect(await names()).toEqual(noSite.slice(0, 25).map((l) => l.name));
    else await search().getByTestId('results-none-match').waitFor();
    await search().getByTestId('results-filter-website').selectOption('');

    await search().getByTestId('results-filter-saved').selectOption('saved');
    await search().getByTestId('results-none-match').waitFor();
    await search().getByRole('button', { name: 'Clear filter' }).click();
    expect(await rows().count()).toBe(25);
  });

  let keptIndex = -1;

  it("a saved lead's kept pitch opens from a new search's row: 'View Pitch', no pitch charged", async () => {
    // A search with pitches for its top 3, saved: the pitches are kept with the saved leads.
    await search().getByRole('button', { name: 'Show Advanced Filters' }).click();
    await search().getByLabel('Generate Personalized Pitches').check();
    await search().getByLabel('Number of pitches').selectOption('3');
    const pitched = await runSearch();
    const withPitch = pitched.leads.filter((l) => l.pitch);
    expect(withPitch.length).toBeGreaterThan(0);
    await search().getByTestId('save-all').click();
    await waitForText(toast(), 'Saved 25 new leads', 15_000);
    // Saving the same page again says they were all saved already.
    await search().getByTestId('save-all').click();
    await waitForText(toast(), 'All 25 leads were already saved', 15_000);

    // The first search again, without pitches: the saved leads with a kept pitch offer 'View Pitch',
    // and the same search the same day is not counted again.
    await search().getByLabel('Generate Personalized Pitches').uncheck();
    const again = await runSearch();
    const settled = await usageWhen((u) => u.leads_searched === found.count + pitched.count);
    const before = settled.pitches_generated;
    expect(again.leads.every((l) => !l.pitch)).toBe(true);
    const kept = again.leads.filter((l) => l.saved?.has_pitch);
    expect(kept.map((l) => l.place_id).sort()).toEqual(withPitch.map((l) => l.place_id).sort());
    expect(await search().getByTestId('view-kept-pitch').count()).toBe(kept.length);

    keptIndex = again.leads.findIndex((l) => l.saved?.has_pitch);
    const lead = again.leads[keptIndex]!;
    const row = rows().nth(keptIndex);
    expect(await row.getByRole('button', { name: 'Generate Pitch' }).count()).toBe(0);
    const pitchCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/pitches/')) pitchCalls.push(r.url());
    });
    await row.getByTestId('view-kept-pitch').click();
    const dialog = page.getByRole('dialog', { name: 'Personalized Pitch' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    const original = withPitch.find((l) => l.place_id === lead.place_id)!;
    expect(await dialog.textContent()).toContain(original.pitch!.email_opener);
    await screenshot(page, 'search-paging-05-kept-pitch-1280');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'search-paging-05-kept-pitch-1280-screen.png') });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(pitchCalls).toEqual([]);

    // Usage is applied in order: once a later, other search is counted, an earlier pitch or a
    // second count of the repeated search would have been too.
    await search().getByLabel('Prioritize new websites/domains (< 6 months)').check();
    const last = await runSearch();
    const after = await usageWhen((u) => u.leads_searched === found.count + pitched.count + last.count);
    expect(after.pitches_generated).toBe(before);
    await search().getByLabel('Prioritize new websites/domains (< 6 months)').uncheck();
  });

  it('shows the results as cards on a phone (390 px) that never scroll sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await rows().first().waitFor({ state: 'visible' });
    expect(await sidewaysOverflow()).toEqual([]);
    // Each card shows the name, fit badge and score, rating, tap-to-call phone, best time, hours and actions, inside the screen.
    const card = rows().first();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    for (const id of [
      'lead-name',
      'fit-badge',
      'fit-score',
      'lead-rating',
      'lead-phone',
      'lead-best-time',
      'lead-hours',
    ])
      expect(await card.getByTestId(id).isVisible()).toBe(true);
    const phone = card.getByTestId('lead-phone').locator('a');
    if (await phone.count()) expect(await phone.getAttribute('href')).toMatch(/^tel:/);
    expect(await search().getByTestId('leads-table').locator('thead').isVisible()).toBe(false);
    await screenshot(page, 'search-paging-06-cards-390');
    await screen('search-paging-06-cards-390-screen');
    await screen('search-paging-06-filter-390-screen', search().getByTestId('results-filter'));

    await search().getByTestId('results-pager').first().getByRole('button', { name: 'Last' }).click();
    await search().getByTestId('results-sort').selectOption('rating');
    expect(await sidewaysOverflow()).toEqual([]);
    await screenshot(page, 'search-paging-07-cards-sorted-390');
    await screen('search-paging-07-cards-sorted-390-screen');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
