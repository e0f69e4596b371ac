import { jest } from '@jest/globals';
// @ts-expect-error plain ESM module without types
import { freePort } from '../tools/infra.mjs';
import { screenshot, signIn, waitForText } from './browser.js';
import { startWebFront, useStackAndBrowser } from './stack.js';

jest.setTimeout(120_000);

const REMOTE_TABS = [
  { tab: 'Search Leads', remote: 'search_mfe', manifest: '/remotes/search-mfe/mf-manifest.json' },
  { tab: 'URL Pitch', remote: 'analysis_mfe', manifest: '/remotes/analysis-mfe/mf-manifest.json' },
  { tab: 'Diagnostic Checklist', remote: 'diagnostic_mfe', manifest: '/remotes/diagnostic-mfe/mf-manifest.json' },
];

describe('the composed app in a browser', () => {
  const suite = useStackAndBrowser({ own: true });

  it('loads the three remotes from their manifests, shows 7/7, and follows a service going down and up', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const manifests = new Map<string, number>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('mf-manifest.json')) manifests.set(url.pathname, res.status());
    });

    await page.goto(`${suite.stack.webUrl}/signin`);
    await screenshot(page, '01-signin');
    await signIn(page, suite.stack.webUrl, 'e2e.rep@example.com');

    // The six every install runs, and outreach: the stack runs it and remotes.json lists its tab.
    await waitForText(page.getByTestId('modules-count'), '7/7', 20_000);
    expect(await page.getByTestId('status-dot').getAttribute('data-status')).toBe('operational');
    // Signed in as e2e.rep@example.com in demo mode: the account is named after the email's first word.
    await waitForText(page.getByTestId('welcome-name'), 'E2e', 15_000);
    await screenshot(page, '02-app-search');

    for (const { tab, remote } of REMOTE_TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByTestId(`remote-${remote}`).waitFor({ state: 'visible', timeout: 20_000 });
      await screenshot(page, `03-tab-${remote}`);
    }
    for (const { manifest } of REMOTE_TABS) expect(manifests.get(manifest)).toBe(200);

    // Leads goes down: the header turns red, counts 6/7 and names it, and its routes answer 503.
    await suite.stack.stopService('leads');
    await waitForText(page.getByTestId('modules-count'), '6/7', 15_000);
    expect(await page.getByTestId('status-dot').getAttribute('data-status')).toBe('degraded');
    expect(await page.getByTestId('status-dot').getAttribute('title')).toContain('Down: Leads');
    await screenshot(page, '04-leads-down');
    const token = await page.evaluate(() => localStorage.getItem('session_token'));
    const res = await fetch(`${suite.stack.webUrl}/api/leads/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ city: 'Austin' }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      error: expect.stringContaining('Lead search'),
    });

    suite.stack.startService('leads');
    await waitForText(page.getByTestId('modules-count'), '7/7', 20_000);
    expect(await page.getByTestId('status-dot').getAttribute('data-status')).toBe('operational');
    await page.close();
  });

  it('shows the unavailable card on a tab whose remote does not answer, and keeps the others working', async () => {
    const dead = await freePort();
    const front = await startWebFront(suite.stack, {
      REMOTE_DIAGNOSTIC_MFE_URL: `http://127.0.0.1:${dead}/mf-manifest.json`,
    });
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await signIn(page, front.url, 'e2e.second@example.com');
      await page.getByRole('tab', { name: 'Diagnostic Checklist' }).click();
      await page.getByTestId('remote-unavailable').waitFor({ state: 'visible', timeout: 20_000 });
      await page
        .getByTestId('remote-unavailable')
        .getByText('This module is unavailable')
        .waitFor({ state: 'visible' });
      await screenshot(page, '05-remote-unavailable');

      await page.getByRole('tab', { name: 'URL Pitch' }).click();
      await page.getByTestId('remote-analysis_mfe').waitFor({ state: 'visible', timeout: 20_000 });
      await page.getByRole('tab', { name: 'Search Leads' }).click();
      await page.getByTestId('remote-search_mfe').waitFor({ state: 'visible', timeout: 20_000 });
      await waitForText(page.getByTestId('modules-count'), '7/7', 15_000);

      // Retry keeps failing politely while the remote is still down.
      await page.getByRole('tab', { name: 'Diagnostic Checklist' }).click();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('remote-unavailable').waitFor({ state: 'visible', timeout: 20_000 });
    } finally {
      await page.close();
      await front.close();
    }
  });

  it('signs out to the landing page and forgets the session', async () => {
    const page = await suite.browser.newPage();
    await signIn(page, suite.stack.webUrl, 'e2e.third@example.com');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/landing/);
    expect(await page.evaluate(() => localStorage.getItem('session_token'))).toBeNull();
    await screenshot(page, '06-landing-after-logout');
    await page.goto(`${suite.stack.webUrl}/app`);
    await page.getByRole('button', { name: 'Log in' }).waitFor({ state: 'visible' });
    await page.close();
  });
});
