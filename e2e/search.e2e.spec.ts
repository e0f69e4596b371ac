import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoSiteViewPath, fitDecisionName, type Lead, type SearchResponse } from '@leadgen/contracts';
import { alertFrom, launchBrowser, screenshot, signIn, waitForText, foundOf } from './browser.js';
import { startSearchStack } from './search-stack.js';

jest.setTimeout(240_000);

const CITY = 'Austin';

const badgeTone = (decision: string) =>
  decision === 'good_fit' ? 'green' : decision === 'marginal_fit' ? 'yellow' : decision === 'bad_fit' ? 'red' : 'grey';

describe('Search Leads and Analytics in a browser', () => {
  let stack: Awaited<ReturnType<typeof startSearchStack>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startSearchStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await signIn(page, stack.webUrl, 'e2e.search@example.com');
    await page.getByTestId('remote-search_mfe').first().waitFor({ state: 'visible', timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  const search = () => page.getByTestId('remote-search_mfe').first();

  it('shows the form: city required, 50 states, cuisines with markers, advanced filters hidden', async () => {
    const city = search().getByLabel('City');
    expect(await city.getAttribute('placeholder')).toMatch(/^e\.g\. /);
    const submit = search().getByRole('button', { name: 'Search Leads' });
    expect(await submit.isDisabled()).toBe(true);
    await city.fill('   ');
    expect(await submit.isDisabled()).toBe(true);

    const states = await search().getByLabel('State').locator('option').allTextContents();
    expect(states).toHaveLength(51);
    expect(states[0]).toBe('Select State');
    expect(states).toContain('TX');

    // Cuisines come from the server: 'All Cuisines' first, a star on strong ones, a warning sign on tricky ones.
    const cuisine = search().getByLabel('Cuisine Type');
    await cuisine.locator('option', { hasText: '★' }).first().waitFor({ state: 'attached', timeout: 10_000 });
    const cuisines = await cuisine.locator('option').allTextContents();
    expect(cuisines[0]).toBe('All Cuisines');
    expect(cuisines).toContain('Mexican ★');
    expect(cuisines.some((c) => c.endsWith('⚠'))).toBe(true);

    expect(await search().getByLabel('Max Results').count()).toBe(0);
    await search().getByRole('button', { name: 'Show Advanced Filters' }).click();
    expect(await search().getByLabel('Max Results').inputValue()).toBe('25');
    expect(await search().getByLabel('Min Rating').inputValue()).toBe('0');
    expect(await search().getByLabel('Filter out bad fits').isChecked()).toBe(true);
    expect(await search().getByLabel('Filter duplicates').isChecked()).toBe(true);
    expect(await search().getByLabel('Recently established restaurants only').isChecked()).toBe(false);
    expect(await search().getByLabel('Prioritize new websites/domains (< 6 months)').isChecked()).toBe(false);
    expect(await search().getByLabel('Number of pitches').count()).toBe(0);
    await search().getByLabel('Generate Personalized Pitches').check();
    expect(await search().getByLabel('Number of pitches').inputValue()).toBe('5');
    await search().getByLabel('Filter by Number of Locations').check();
    expect(await search().getByLabel('Min Locations').inputValue()).toBe('1');
    expect(await search().getByLabel('Max Locations').inputValue()).toBe('10');
    expect(await search().getByLabel('Max Locations').locator('option[value="50000"]').textContent()).toBe(
      '50+ locations (unlimited)',
    );
    await search().getByText('Use 1-5 for independents and 5-50+ for chains.', { exact: false }).waitFor();
    await screenshot(page, 'search-01-form-advanced');

    // Back to the defaults for the first search.
    await search().getByLabel('Generate Personalized Pitches').uncheck();
    await search().getByLabel('Filter by Number of Locations').uncheck();
    await search().getByRole('button', { name: 'Hide Advanced Filters' }).click();
    expect(await search().getByLabel('Max Results').count()).toBe(0);
  });

  let first: SearchResponse;

  it(`searches ${CITY} with the default filters and shows every column by the rules`, async () => {
    // Hold the answer a moment so the loading state can be seen.
    await page.route('**/api/leads/search', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/search'));
    await search().getByLabel('City').fill(`  ${CITY}  `);
    await search().getByRole('button', { name: 'Search Leads' }).click();
    await search().getByRole('button', { name: 'Searching...' }).waitFor({ state: 'visible' });
    expect(await search().getByRole('button', { name: 'Searching...' }).isDisabled()).toBe(true);
    await search().getByText('Searching for leads...').waitFor();
    await search().getByText('This may take a few moments', { exact: false }).waitFor();
    await screenshot(page, 'search-02-loading');
    const res = await answered;
    expect(JSON.parse(res.request().postData() ?? '{}')).toMatchObject({
      city: CITY,
      limit: 25,
      min_rating: 0,
      min_reviews: 0,
      filter_bad_fits: true,
      filter_duplicates: true,
      enablePitchGeneration: false,
      enableLocationFilter: false,
    });
    first = (await res.json()) as SearchResponse;
    await page.unroute('**/api/leads/search');

    expect(first.count).toBeGreaterThan(0);
    await waitForText(
      search().getByTestId('search-success').locator('span').first(),
      `Found ${foundOf(first)} leads in ${first.processing_time}s`,
      10_000,
    );
    expect(await search().getByTestId('results-count').textContent()).toBe(`${foundOf(first)} leads`);
    expect(await search().getByTestId('lead-row').count()).toBe(first.leads.length);
    // Demo data is labelled as such.
    expect(await search().getByTestId('data-source').textContent()).toContain(first.data_source!.label);
    expect(first.data_source!.label).toBe('Demo data (simulated)');
    expect(await search().getByText('Demo data (simulated)', { exact: true }).count()).toBe(1);
    const headers = await search().getByTestId('leads-table').locator('th').allTextContents();
    // The first column holds the row checkboxes for Save selected.
    expect(headers).toEqual(['', 'Restaurant', 'Fit Score', 'Rating', 'Locations', 'Phone', 'Hours', 'Actions']);

    for (let i = 0; i < Math.min(first.leads.length, 8); i++) {
      const lead = first.leads[i]!;
      const row = search().getByTestId('lead-row').nth(i);
      expect(await row.getByTestId('lead-name').textContent()).toBe(lead.name);
      const badge = row.getByTestId('fit-badge');
      expect(await badge.textContent()).toBe(fitDecisionName(lead.fit_decision));
      expect(await badge.getAttribute('data-tone')).toBe(badgeTone(lead.fit_decision));
      expect(await row.getByTestId('fit-score').locator('.sm-score__num').textContent()).toBe(String(lead.fit_score));
      const rating = (await row.getByTestId('lead-rating').textContent())!.trim();
      if (lead.google_rating)
        expect(rating).toBe(`★ ${lead.google_rating.toFixed(1)} (${(lead.review_count ?? 0).toLocaleString('en-US')})`);
      else expect(rating).toBe('No rating');
      expect(await row.getByTestId('lead-locations').textContent()).toBe(
        lead.location_count
          ? `${lead.location_count} ${lead.location_count === 1 ? 'location' : 'locations'}`
          : 'Unknown',
      );
      if (lead.phone)
        expect(await row.getByTestId('lead-phone').locator('a').getAttribute('href')).toBe(
          `tel:${lead.phone.replace(/[^\d+]/g, '')}`,
        );
      else expect(await row.getByTestId('lead-phone').locator('span').first().textContent()).toBe('No phone');
      // Under the phone, when to call; an Unknown one says why one tap away, behind 'Why?'.
      const best = (await row.getByTestId('lead-best-time').textContent())!;
      expect(best).toContain(`Best time: ${lead.best_time!.label}`);
      if (lead.best_time!.state === 'unknown') {
        const why = row.getByTestId('lead-best-time-why');
        expect(await why.getByText(lead.best_time!.reasoning).isVisible()).toBe(false);
        await why.locator('summary').click();
        expect(await why.getByText(lead.best_time!.reasoning).isVisible()).toBe(true);
      }
      const hours = (await row.getByTestId('lead-hours').textContent())!;
      if (lead.operating_hours?.weekday_text.length) {
        expect(hours).toContain('View Hours');
        if (lead.operating_hours.is_open_now === true) expect(hours).toContain('Open now');
        if (lead.operating_hours.is_open_now === false) expect(hours).toContain('Closed now');
      } else if (typeof lead.operating_hours?.is_open_now !== 'boolean') {
        expect(hours).toBe('No hours available');
      }
      // No pitches were asked for: every lead with a website offers Generate Pitch, Diagnose and a
      // Visit link, which in demo mode opens the demo world's view of the lead's fictional site.
      if (lead.website) {
        await row.getByRole('button', { name: 'Generate Pitch' }).waitFor();
        expect(await row.getByRole('button', { name: 'Diagnose' }).isEnabled()).toBe(true);
        const visit = row.getByRole('link', { name: 'Visit' });
        expect(await visit.getAttribute('href')).toBe(demoSiteViewPath(lead.website) ?? lead.website);
        expect(await visit.getAttribute('rel')).toContain('noopener');
        expect(await visit.getAttribute('target')).toBe('_blank');
      }
    }
    expect(await search().getByRole('button', { name: 'View Pitch' }).count()).toBe(0);
    await screenshot(page, 'search-03-results');

    // The fit score explains itself on hover.
    await search().getByTestId('lead-row').first().getByTestId('fit-score').hover();
    const pop = search().getByTestId('lead-row').first().getByTestId('score-breakdown');
    await pop.waitFor({ state: 'visible' });
    expect(await pop.textContent()).toContain(first.leads[0]!.score_breakdown![0]!.label);
    await screenshot(page, 'search-04-score-breakdown');
    await page.mouse.move(0, 0);
  });

  it('opens the hours of one lead', async () => {
    const index = first.leads.findIndex((l) => (l.operating_hours?.weekday_text.length ?? 0) > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    const lead = first.leads[index]!;
    await search().getByTestId('lead-row').nth(index).getByRole('button', { name: 'View Hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hours' });
    await dialog.waitFor({ state: 'visible' });
    const text = (await dialog.textContent())!;
    expect(text).toContain(lead.name);
    for (const line of lead.operating_hours!.weekday_text) expect(text).toContain(line);
    if (lead.operating_hours!.is_open_now === true) expect(text).toContain('Open now');
    await screenshot(page, 'search-05-hours');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  let pitched: SearchResponse;
  let fixtureIndex = -1;
  let blockedIndex = -1;

  it('searches with Generate Personalized Pitches and shows a pitch with separate Copy states', async () => {
    // One lead without a pitch is pointed at a loopback fixture restaurant site, so Generate Pitch reads
    // a site offline, and another at a fixture site that refuses readers (403).
    const fixtureUrl = stack.fixtures.url('casa-del-sol');
    await page.route('**/api/leads/search', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as SearchResponse;
      fixtureIndex = body.leads.findIndex((l, i) => i > 0 && !l.pitch && !!l.website);
      if (fixtureIndex >= 0) body.leads[fixtureIndex]!.website = fixtureUrl;
      blockedIndex = body.leads.findIndex((l, i) => i > fixtureIndex && !l.pitch && !!l.website);
      if (blockedIndex >= 0) body.leads[blockedIndex]!.website = stack.fixtures.url('gatekeeper-steakhouse');
      pitched = body;
      await route.fulfill({ response, json: body });
    });
    await search().getByRole('button', { name: 'Show Advanced Filters' }).click();
    await search().getByLabel('Generate Personalized Pitches').check();
    await search().getByLabel('Number of pitches').selectOption('3');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/search'), { timeout: 30_000 });
    await search().getByRole('button', { name: 'Search Leads' }).click();
    await answered;
    await waitForText(
      search().getByTestId('search-success').locator('span').first(),
      `Found ${foundOf(pitched)} leads in ${pitched.processing_time}s`,
      10_000,
    );
    await page.unroute('**/api/leads/search');
    expect(fixtureIndex).toBeGreaterThan(0);
    expect(blockedIndex).toBeGreaterThan(fixtureIndex);

    const withPitch = pitched.leads.filter((l) => l.pitch);
    expect(withPitch.length).toBeGreaterThan(0);
    expect(withPitch.length).toBeLessThanOrEqual(3);
    expect(await search().getByRole('button', { name: 'View Pitch' }).count()).toBe(withPitch.length);

    const index = pitched.leads.findIndex((l) => l.pitch);
    const lead = pitched.leads[index]!;
    await search().getByTestId('lead-row').nth(index).getByRole('button', { name: 'View Pitch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personalized Pitch' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByTestId('pitch-fit-score').textContent()).toBe(`Fit Score: ${lead.fit_score}/100`);
    expect(await dialog.getByTestId('pitch-confidence').textContent()).toBe(
      `Confidence: ${Math.round(lead.pitch!.confidence_score * 100)}%`,
    );
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
    expect(text).toContain(lead.pitch!.email_opener);
    expect(text).toContain(lead.pitch!.call_opener);
    expect(text).toContain(lead.pitch!.key_insights[0]);

    // Copy: the email button says Copied! for 2 s while the call button keeps its own state.
    // The system clipboard of a headless browser can stall a test run: record what the page writes instead.
    await page.evaluate(() => {
      const w = window as unknown as { __copied: string[] };
      w.__copied = [];
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (t: string) => void w.__copied.push(t) },
      });
    });
    const copied = () => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    const copyEmail = dialog.getByRole('button', { name: 'Copy Email Opener' });
    const copyCall = dialog.getByRole('button', { name: 'Copy Call Opener' });
    await copyEmail.click();
    await waitForText(copyEmail, 'Copied!', 2000);
    expect(await copyCall.textContent()).toBe('Copy');
    expect(await copied()).toEqual([lead.pitch!.email_opener]);
    await screenshot(page, 'search-06-pitch-modal');
    await waitForText(copyEmail, 'Copy', 4000);
    await copyCall.click();
    await waitForText(copyCall, 'Copied!', 2000);
    expect(await copyEmail.textContent()).toBe('Copy');
    expect(await copied()).toEqual([lead.pitch!.email_opener, lead.pitch!.call_opener]);

    // The score breakdown is in the modal too.
    await dialog.getByText(`How the fit score of ${lead.fit_score} was calculated`).click();
    await dialog.getByTestId('score-breakdown').waitFor({ state: 'visible' });

    // A click on the backdrop closes it; so does Close.
    await page.mouse.click(5, 450);
    await dialog.waitFor({ state: 'detached' });
    await search().getByTestId('lead-row').nth(index).getByRole('button', { name: 'View Pitch' }).click();
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('still writes a pitch for a lead whose site cannot be read, and the modal says why', async () => {
    const lead = pitched.leads[blockedIndex]!;
    const row = search().getByTestId('lead-row').nth(blockedIndex);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/pitches/lead'));
    await row.getByRole('button', { name: 'Generate Pitch' }).click();
    const res = await answered;
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ site_read: false, pages_read: [] });
    await waitForText(
      page.getByTestId('toast').locator('.lg-toast__message'),
      `Pitch generated for ${lead.name}`,
      10_000,
    );
    const dialog = page.getByRole('dialog', { name: 'Personalized Pitch' });
    await dialog.waitFor({ state: 'visible' });
    const note = (await dialog.getByTestId('pitch-site-note').textContent())!;
    expect(note).toBe(body.site_note);
    expect(note).toMatch(
      /could not be read: The website answered 403 \(access denied\)\. This pitch is written from the listing instead/,
    );
    expect(await dialog.getByTestId('pitch-pages-read').count()).toBe(0);
    expect(await dialog.textContent()).toContain(body.pitch_content.email_opener);
    await screenshot(page, 'search-07-pitch-site-not-read');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await row.getByRole('button', { name: 'View Pitch' }).waitFor({ state: 'visible' });
    lead.pitch = body.pitch_content;
  });

  it('says why Generate Pitch failed when the pitch service is down, and goes back to idle', async () => {
    const index = pitched.leads.findIndex(
      (l, i) => i !== fixtureIndex && i !== blockedIndex && !l.pitch && !!l.website,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const row = search().getByTestId('lead-row').nth(index);
    await page.route('**/api/pitches/lead', (route) =>
      route.fulfill({
        status: 503,
        json: {
          error: 'Pitch for a lead from its website and listing is temporarily unavailable. Please try again shortly.',
          code: 'SERVICE_UNAVAILABLE',
        },
      }),
    );
    const text = await alertFrom(page, () => row.getByRole('button', { name: 'Generate Pitch' }).click());
    await page.unroute('**/api/pitches/lead');
    // The server's own reason follows the prefix.
    expect(text).toBe(
      'Failed to generate pitch: Pitch for a lead from its website and listing is temporarily unavailable. Please try again shortly.',
    );
    await row.getByRole('button', { name: 'Generate Pitch' }).waitFor({ state: 'visible' });
    expect(await row.getByRole('button', { name: 'Generate Pitch' }).isEnabled()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('generates a pitch for a row from its website and opens it', async () => {
    const lead = pitched.leads[fixtureIndex]!;
    const row = search().getByTestId('lead-row').nth(fixtureIndex);
    // Held a moment so the busy state can be seen.
    await page.route('**/api/pitches/lead', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/pitches/lead'));
    await row.getByRole('button', { name: 'Generate Pitch' }).click();
    const busy = row.getByRole('button', { name: 'Generating...' });
    await busy.waitFor({ state: 'visible' });
    expect(await busy.isDisabled()).toBe(true);
    const res = await answered;
    await page.unroute('**/api/pitches/lead');
    // The lead travels as the search returned it.
    expect(JSON.parse(res.request().postData() ?? '{}').lead).toMatchObject({
      name: lead.name,
      website: stack.fixtures.url('casa-del-sol'),
    });
    const body = await res.json();
    expect(res.status()).toBe(200);
    expect(body.site_read).toBe(true);
    await waitForText(
      page.getByTestId('toast').locator('.lg-toast__message'),
      `Pitch generated for ${lead.name}`,
      10_000,
    );
    const dialog = page.getByRole('dialog', { name: 'Personalized Pitch' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.textContent()).toContain(body.pitch_content.email_opener);
    // The modal lists the pages the pitch was written from, and no note.
    expect(await dialog.getByTestId('pitch-pages-read').textContent()).toContain(
      `Pages read (${body.pages_read.length})`,
    );
    expect(await dialog.getByTestId('pitch-site-note').count()).toBe(0);
    await screenshot(page, 'search-07-generated-pitch');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await row.getByRole('button', { name: 'View Pitch' }).waitFor({ state: 'visible' });
    lead.pitch = body.pitch_content;
  });

  it('exports the leads as a CSV file a real parser reads back', async () => {
    const download = page.waitForEvent('download');
    await search().getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^restaurant-leads-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/);
    await waitForText(page.getByTestId('toast').locator('.lg-toast__message'), 'Leads exported successfully!', 10_000);
    const csv = readFileSync((await file.path())!, 'utf8');
    const rows = parse(csv, { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
    // Every match the search found, not only Max Results: the matches after it follow, in order.
    const exported = [...pitched.leads, ...(pitched.more_leads ?? [])];
    expect(rows).toHaveLength(exported.length);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining([
        'Name',
        'Fit Decision',
        'Fit Score',
        'Cuisine',
        'City',
        'State',
        'Phone',
        'Website',
        'Rating',
        'Review Count',
        'Locations',
        'Hours',
        'Email Opener',
        'Call Opener',
      ]),
    );
    exported.forEach((lead: Lead, i) => {
      const row = rows[i]!;
      expect(row.Name).toBe(lead.name);
      expect(row['Fit Decision']).toBe(fitDecisionName(lead.fit_decision));
      expect(Number(row['Fit Score'])).toBe(lead.fit_score);
      expect(row.Phone).toBe(lead.phone ?? '');
      expect(row.Website).toBe(lead.website ?? '');
      expect(row['Review Count']).toBe(lead.review_count === null ? '' : String(lead.review_count));
      expect(row['Email Opener']).toBe(lead.pitch?.email_opener ?? '');
    });
    // The pitch generated in the browser travels with its lead.
    expect(rows[fixtureIndex]!['Email Opener']).not.toBe('');
  });

  it('shows the Analytics tab with the figures of the response', async () => {
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const analytics = page.locator('[data-testid="remote-search_mfe"][data-view="analytics"]');
    await analytics.getByTestId('analytics').waitFor({ state: 'visible', timeout: 20_000 });
    const a = pitched.analytics;
    expect(await analytics.getByRole('heading', { name: 'Search Analytics' }).count()).toBe(1);
    expect(await analytics.getByTestId('card-good-fits-value').textContent()).toBe(
      String(a.by_fit_decision.good_fit ?? 0),
    );
    expect(await analytics.getByTestId('card-website-value').textContent()).toBe(`${a.website_coverage}%`);
    expect(await analytics.getByTestId('card-phone-value').textContent()).toBe(`${a.phone_coverage}%`);
    expect(await analytics.getByTestId('card-high-rated-value').textContent()).toBe(
      String(a.rating_distribution.high ?? 0),
    );

    const rowsOf = async (testId: string) =>
      analytics
        .getByTestId(testId)
        .getByTestId('breakdown-row')
        .evaluateAll((els) =>
          els.map((el) => ({
            key: el.getAttribute('data-key'),
            label: el.querySelector('.sm-bar__label')?.textContent,
            count: Number(el.querySelector('.sm-bar__count')?.textContent),
            width: parseFloat((el.querySelector('.sm-bar__fill') as HTMLElement).style.width),
          })),
        );
    const fit = await rowsOf('fit-distribution');
    expect(fit.map((r) => [r.key, r.label, r.count])).toEqual(
      Object.entries(a.by_fit_decision).map(([k, n]) => [k, fitDecisionName(k), n]),
    );
    const ratings = await rowsOf('rating-distribution');
    expect(Object.fromEntries(ratings.map((r) => [r.key, r.count]))).toEqual(a.rating_distribution);
    expect(ratings.find((r) => r.key === 'no_rating')?.label).toBe('no rating');
    const reviews = await rowsOf('review-distribution');
    expect(Object.fromEntries(reviews.map((r) => [r.key, r.count]))).toEqual(a.review_distribution);
    const cuisines = await rowsOf('cuisine-distribution');
    const expectedTop = Object.entries(a.by_cuisine)
      .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
      .slice(0, 9);
    expect(cuisines).toHaveLength(expectedTop.length);
    expect(Object.fromEntries(cuisines.map((r) => [r.key, r.count]))).toEqual(Object.fromEntries(expectedTop));
    for (const r of [...fit, ...ratings, ...reviews, ...cuisines]) {
      expect(r.width).toBeGreaterThanOrEqual(0);
      expect(r.width).toBeLessThanOrEqual(100);
      expect(r.width).toBeCloseTo(Math.min(100, (r.count / pitched.leads.length) * 100), 0);
    }
    // Three columns of cuisines.
    expect(await analytics.getByTestId('cuisine-distribution').locator('.sm-cuisine-grid > *').count()).toBe(3);
    await screenshot(page, 'search-08-analytics');
    await page.getByRole('tab', { name: 'Search Leads' }).click();
  });

  it('shows server errors, the no-results text, and refuses to export nothing', async () => {
    await page.route('**/api/leads/search', (route) =>
      route.fulfill({
        status: 502,
        json: { success: false, error: 'Lead search failed upstream. Please try again.', code: 'UPSTREAM_FAILED' },
      }),
    );
    await search().getByRole('button', { name: 'Search Leads' }).click();
    await waitForText(
      search().getByTestId('search-error').locator('span').first(),
      'Lead search failed upstream. Please try again.',
      10_000,
    );
    await page.unroute('**/api/leads/search');
    // The error banner can be closed.
    await search().getByTestId('search-error').getByRole('button', { name: 'Dismiss message' }).click();
    expect(await search().getByTestId('search-error').count()).toBe(0);

    await search().getByLabel('City').fill('Nowhereville');
    await search().getByRole('button', { name: 'Search Leads' }).click();
    await search().getByText('No results found. Please try different search criteria.').waitFor({ timeout: 15_000 });
    expect(await search().getByTestId('lead-row').count()).toBe(0);
    // No results: Analytics stays (it holds the rep's own numbers), with no search to analyse.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const analytics = page.locator('[data-testid="remote-search_mfe"][data-view="analytics"]');
    await analytics.getByText('No analytics data available.').waitFor({ state: 'visible', timeout: 5000 });
    await analytics.getByTestId('my-leads-numbers').waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByRole('tab', { name: 'Search Leads' }).click();
    await search().getByRole('button', { name: 'Export CSV' }).click();
    await waitForText(page.getByTestId('toast').locator('.lg-toast__message'), 'No data to export', 5000);
    await screenshot(page, 'search-09-no-results');
  });
});
