import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './browser.js';
import { useStackAndBrowser } from './stack.js';

jest.setTimeout(120_000);

/*
 * Which code a first visit downloads, told apart by the chunks' names (webpackChunkName in
 * apps/shell/src/app/app.routes.tsx and remotes/remote.loader.ts), never by their hashes.
 */

/** The main app and what loads remotes: its chunk, the federation runtime's, remotes.json and any remote's file. */
const APP_CODE = [
  /^\/main-app\.[0-9a-f]+\.(js|css)$/,
  /^\/federation\.[0-9a-f]+\.js$/,
  /^\/remotes\.json$/,
  /^\/remotes\//,
  /remoteEntry\.js$/,
  /mf-manifest\.json$/,
];
/** The public screens' chunks: the landing page, the access gate, sign-in and sign-up. */
const PUBLIC_CODE = [/^\/(landing|gate|signin|signup)\.[0-9a-f]+\.(js|css)$/];

const matching = (paths: string[], patterns: RegExp[]) => paths.filter((p) => patterns.some((re) => re.test(p)));

/** Loads `path` in a fresh context (empty cache, optionally signed in) and lists the paths of every request it made. */
async function requestsOf(
  browser: Browser,
  url: string,
  { token, ready, shot }: { token?: string; ready: (page: Page) => Promise<unknown>; shot: string },
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('session_token', t), token);
  const page = await context.newPage();
  const paths: string[] = [];
  page.on('request', (req) => paths.push(new URL(req.url()).pathname));
  try {
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, shot);
    return paths;
  } finally {
    await context.close();
  }
}

describe('what a first visit downloads', () => {
  const suite = useStackAndBrowser();

  it('the landing page, the gate, sign-in and sign-up load no main app, federation runtime or remote', async () => {
    const pages = [
      {
        path: '/landing',
        chunk: /^\/landing\./,
        ready: (p: Page) => p.getByRole('button', { name: 'Get Started Free' }).first().waitFor(),
      },
      { path: '/', chunk: /^\/(gate|landing)\./, ready: (p: Page) => p.locator('#root main').first().waitFor() },
      { path: '/signin', chunk: /^\/signin\./, ready: (p: Page) => p.getByLabel('Email').waitFor() },
      { path: '/signup', chunk: /^\/signup\./, ready: (p: Page) => p.getByLabel('Email').waitFor() },
      {
        path: '/signup-flow',
        chunk: /^\/signup\./,
        ready: (p: Page) => p.locator('#root main, #root form').first().waitFor(),
      },
    ];
    for (const { path, chunk, ready } of pages) {
      const paths = await requestsOf(suite.browser, suite.stack.webUrl + path, {
        ready,
        shot: `weight-${path.slice(1) || 'root'}`,
      });
      // The screen's own chunk did load, so the names below are the ones the build gives.
      expect({ path, loaded: paths.some((p) => chunk.test(p)) }).toEqual({ path, loaded: true });
      expect({ path, appCode: matching(paths, APP_CODE) }).toEqual({ path, appCode: [] });
      // The runtime settings are asked once, with the page (index.html preloads them), and the
      // screen takes that answer; the landing page, built as HTML, never asks them.
      const settings = paths.filter((p) => p === '/api/config').length;
      expect({ path, settings }).toEqual({ path, settings: path === '/landing' ? 0 : 1 });
    }
  });

  it('the signed-in app, on /app and on /landing, loads the main app and its first remote but no public screen', async () => {
    const res = await fetch(`${suite.stack.webUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'weight.rep@example.com', password: 'a-demo-password' }),
    });
    expect(res.status).toBe(200);
    const { session_token: token } = (await res.json()) as { session_token: string };

    for (const path of ['/app', '/landing']) {
      const paths = await requestsOf(suite.browser, suite.stack.webUrl + path, {
        token,
        ready: (p) => p.getByTestId('remote-search_mfe').waitFor({ state: 'visible', timeout: 30_000 }),
        shot: `weight-signed-in-${path.slice(1)}`,
      });
      expect({
        path,
        mainApp: paths.some((p) => /^\/main-app\./.test(p)),
        remote: paths.some((p) => p.endsWith('/remotes/search-mfe/remoteEntry.js')),
      }).toEqual({
        path,
        mainApp: true,
        remote: true,
      });
      // The landing page's HTML names its own stylesheet and script before any script can know
      // the visitor is signed in; nothing else public is loaded.
      const named = path === '/landing' ? /^\/landing\./ : /^$/;
      expect({ path, publicCode: matching(paths, PUBLIC_CODE).filter((p) => !named.test(p)) }).toEqual({
        path,
        publicCode: [],
      });
    }
  });

  it('the landing page arrives as finished HTML: readable with scripts off, then taken over by the app in place', async () => {
    const noScript = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(`${suite.stack.webUrl}/landing`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Stop cold-calling lists. Start with restaurants that need you.',
      );
      await expect(page.getByText('Simple pricing').isVisible()).resolves.toBe(true);
    } finally {
      await noScript.close();
    }

    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      // Counts the page's own elements taken out of #root: hydration keeps them, a fresh render replaces them.
      await page.addInitScript(() => {
        const w = window as unknown as { removedFromRoot: number };
        w.removedFromRoot = 0;
        new MutationObserver((records) => {
          for (const r of records) if ((r.target as Element).id === 'root') w.removedFromRoot += r.removedNodes.length;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${suite.stack.webUrl}/landing`);
      await page.waitForLoadState('networkidle');
      // Taken over: the calculator answers the visitor's own numbers.
      await page.getByLabel('Number of sales reps').fill('5');
      await expect(page.getByTestId('roi-hours').textContent()).resolves.toBe('2,600');
      await expect(
        page.getByText(`© ${new Date().getFullYear()} AI-Powered Lead Generation`).isVisible(),
      ).resolves.toBe(true);
      expect(await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot)).toBe(0);
      expect(problems).toEqual([]);
      await page.getByRole('link', { name: 'Sign In' }).first().click();
      await page.getByLabel('Email').waitFor();
      expect(new URL(page.url()).pathname).toBe('/signin');
    } finally {
      await context.close();
    }
  });
});
