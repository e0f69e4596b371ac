import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Dialog, type Locator, type Page } from 'playwright-core';
import type { SearchResponse } from '@leadgen/contracts';
import { CHROMIUM_FLAGS, chromiumPath } from '../tools/chromium.mjs';

export const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

/** Debian's chromium, driven by playwright-core (its own browser download cannot work offline). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Off where nobody looks at them (CI): saving a full page is a tenth of a suite's time.
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Waits until the element's text equals `expected` (polling; the header refreshes on its own schedule). */
export async function waitForText(locator: Locator, expected: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    last = ((await locator.textContent({ timeout: 1000 }).catch(() => '')) ?? '').trim();
    if (last === expected) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`expected text "${expected}" within ${timeoutMs} ms, last saw "${last}"`);
}

/** Signs in on the sign-in page; in demo mode an unknown email creates the account. Waits for the app. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/app/);
}

/** The next browser alert's text, raised by `action`; accepted at once, since an open alert blocks the page (and the click). */
export async function alertFrom(page: Page, action: () => Promise<void>, timeoutMs = 30_000): Promise<string> {
  const dialog = new Promise<string>((resolve) =>
    page.once('dialog', (d: Dialog) => {
      const text = d.message();
      void d.accept().finally(() => resolve(text));
    }),
  );
  await action();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      dialog,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no alert shown')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The leads a search's answer lets the rep page through (Max Results and the matches after): the count the results screen says. */
export function foundOf(res: SearchResponse): number {
  return res.leads.length + (res.more_leads?.length ?? 0);
}
