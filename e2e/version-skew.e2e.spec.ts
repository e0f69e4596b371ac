import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';
// @ts-expect-error plain ESM module without types
import { root } from '../tools/stack.mjs';
import { screenshot, signIn } from './browser.js';
import { buildEarlierApps, composeApps, EARLIER_APPS } from './earlier-build.js';
import { startWebFront, useStackAndBrowser } from './stack.js';

jest.setTimeout(300_000);

/** The last commit before the Outreach area: the release every other team may still be serving. */
const BEFORE_OUTREACH = 'ff3795bc39b0195a4c2143363dbabdd46e984cde';
const CURRENT_APPS = path.join(root, 'apps');

/** What the page said went wrong: console errors and uncaught exceptions, from the moment it opened. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  return errors;
}

/** A search (so Analytics shows), then every tab the header offers, each showing its remote and not the 'unavailable' card. */
async function visitEveryTab(page: Page, shot: string): Promise<string[]> {
  const search = page.getByTestId('remote-search_mfe').first();
  await search.getByLabel('City').waitFor({ state: 'visible', timeout: 30_000 });
  await search.getByLabel('City').fill('Austin');
  await search.getByRole('button', { name: 'Search Leads' }).click();
  await search.getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 30_000 });
  const tabs = (await page.getByRole('tab').allTextContents()).map((t) => t.trim()).filter(Boolean);
  for (const [i, tab] of tabs.entries()) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.locator('main > [role="tabpanel"]:not([hidden])');
    await panel.locator('[data-testid^="remote-"]').first().waitFor({ state: 'visible', timeout: 30_000 });
    // A remote that loaded draws more than its slot: wait for its first control or heading.
    await panel.locator('button, h2, h3, input').first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('remote-unavailable').count()).toBe(0);
    await screenshot(page, `${shot}-${i + 1}-${tab.toLowerCase().replace(/\W+/g, '-')}`);
  }
  return tabs;
}

/**
 * Saves the first lead of the search on the page and opens its panel in My Leads (the remotes'
 * newest code: contacts, activity, and 'Email' where the shell offers Outreach); whether the panel
 * offers 'Email'.
 */
async function openFirstSavedLead(page: Page): Promise<boolean> {
  await page.getByRole('tab', { name: 'Search Leads', exact: true }).click();
  const search = page.getByTestId('remote-search_mfe').first();
  const first = search.getByTestId('lead-row').first();
  const name = ((await first.getByTestId('lead-name').textContent()) ?? '').trim();
  await first.getByRole('button', { name: `Save ${name} to My Leads` }).click();
  await first.getByTestId('saved-mark').waitFor({ state: 'visible', timeout: 10_000 });
  await page.getByRole('tab', { name: 'My Leads', exact: true }).click();
  const saved = page.getByTestId('saved-lead-row').filter({ hasText: name }).first();
  await saved.waitFor({ state: 'visible', timeout: 20_000 });
  await saved.getByRole('button', { name: `Open ${name}` }).click();
  try {
    await page.getByTestId('lead-detail').getByTestId('detail-history').waitFor({ state: 'visible', timeout: 10_000 });
  } catch (e) {
    // What the rep saw instead (a remote that stopped shows its reason on the page).
    await screenshot(page, 'skew-failed-lead-panel');
    throw e;
  }
  return (await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).count()) > 0;
}

describe('one release of an area beside another release of the others (version skew)', () => {
  const suite = useStackAndBrowser();
  let earlier: ReturnType<typeof buildEarlierApps>;
  const composed: { cleanup(): void }[] = [];

  beforeAll(() => {
    earlier = buildEarlierApps(BEFORE_OUTREACH);
  });
  afterAll(() => {
    for (const c of composed) c.cleanup();
  });

  const compose = (from: Record<string, string>) => {
    const c = composeApps(from);
    composed.push(c);
    return c.appsDir;
  };
  const currentRemotes = () =>
    Object.fromEntries(
      ['search-mfe', 'analysis-mfe', 'diagnostic-mfe', 'outreach-mfe']
        .filter((app) => existsSync(path.join(CURRENT_APPS, app, 'dist')))
        .map((app) => [app, CURRENT_APPS]),
    );

  it("loads every tab of the shell built before Outreach with this release's remotes, with no console error", async () => {
    const appsDir = compose({ shell: earlier.appsDir, ...currentRemotes() });
    const front = await startWebFront(suite.stack, { WEB_APPS_DIR: appsDir });
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    try {
      await signIn(page, front.url, 'skew.earlier-shell@example.com');
      const tabs = await visitEveryTab(page, 'skew-a');
      expect(tabs).toEqual(
        expect.arrayContaining([
          'Search Leads',
          'My Leads',
          'URL Pitch',
          'Business Analysis',
          'Analytics',
          'Diagnostic Checklist',
        ]),
      );
      // This shell has no Outreach tab to open, so the lead's panel offers no 'Email'.
      expect(await openFirstSavedLead(page)).toBe(false);
      await screenshot(page, 'skew-a-7-saved-lead');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await front.close();
    }
  });

  it("loads every tab of this release's shell with the remotes built before Outreach, with no console error", async () => {
    const appsDir = compose({
      shell: CURRENT_APPS,
      ...Object.fromEntries(EARLIER_APPS.filter((a) => a !== 'shell').map((a) => [a, earlier.appsDir])),
    });
    const front = await startWebFront(suite.stack, { WEB_APPS_DIR: appsDir });
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    try {
      await signIn(page, front.url, 'skew.earlier-remotes@example.com');
      const tabs = await visitEveryTab(page, 'skew-b');
      expect(tabs).toEqual(
        expect.arrayContaining([
          'Search Leads',
          'My Leads',
          'URL Pitch',
          'Business Analysis',
          'Analytics',
          'Diagnostic Checklist',
        ]),
      );
      // No Outreach remote is deployed beside these: no Outreach tab, and nothing said about it.
      expect(tabs).not.toContain('Outreach');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await front.close();
    }
  });

  it('shows the Outreach tab once its remote is deployed beside a running shell, without rebuilding or restarting the shell', async () => {
    const outreachBuilt = path.join(CURRENT_APPS, 'outreach-mfe', 'dist');
    expect(existsSync(outreachBuilt)).toBe(true);
    const { ['outreach-mfe']: _outreach, ...others } = currentRemotes();
    const appsDir = compose({ shell: CURRENT_APPS, ...others });
    const front = await startWebFront(suite.stack, { WEB_APPS_DIR: appsDir });
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    try {
      await signIn(page, front.url, 'skew.deploy-alone@example.com');
      await page.getByRole('tab', { name: 'Search Leads' }).waitFor({ state: 'visible' });
      expect(await page.getByRole('tab', { name: 'Outreach' }).count()).toBe(0);

      // The Outreach team deploys its remote next to the running shell: the same files, a new folder.
      mkdirSync(path.join(appsDir, 'outreach-mfe'));
      symlinkSync(outreachBuilt, path.join(appsDir, 'outreach-mfe', 'dist'));
      await page.reload();
      await page.getByRole('tab', { name: 'Outreach' }).click({ timeout: 30_000 });
      await page.getByTestId('remote-outreach_mfe').first().waitFor({ state: 'visible', timeout: 30_000 });
      expect(await page.getByTestId('remote-unavailable').count()).toBe(0);
      await screenshot(page, 'skew-c-outreach-deployed');
      // Now the shell has Outreach, a saved lead's panel offers 'Email'.
      await page.getByRole('tab', { name: 'Search Leads', exact: true }).click();
      const search = page.getByTestId('remote-search_mfe').first();
      await search.getByLabel('City').fill('Austin');
      await search.getByRole('button', { name: 'Search Leads' }).click();
      await search.getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 30_000 });
      expect(await openFirstSavedLead(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await front.close();
    }
  });
});
