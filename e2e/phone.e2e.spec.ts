import path from 'node:path';
import { jest } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { mailedCode } from './accounts-stack.js';
import { SCREENSHOTS, screenshot } from './browser.js';
import { useStackAndBrowser } from './stack.js';

jest.setTimeout(240_000);

/** A phone in a rep's hand: 390 x 844 CSS pixels, touch. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface ScreenCheck {
  screen: string;
  /** How far the page could be scrolled sideways (0 when it cannot). */
  sideways: number;
  /** Controls a rep could reach on this screen that a toast's box lies on. */
  underToast: string[];
  /** How far the page itself could be scrolled down past the screen (0: the app scrolls inside). */
  tooTall: number;
  /** When the page is wider than the screen: the innermost elements that stick out. */
  tooWide?: string[];
}

/**
 * What a rep could trip over on the screen as it is: the page scrolling sideways, and a toast lying
 * on a control they could otherwise reach (one on top of the page, not behind a dialog or the tab
 * bar: hit-tested with the toasts hidden).
 */
async function checkScreen(page: Page, screen: string): Promise<ScreenCheck> {
  // What the phone's screen shows (the app scrolls inside it on a phone, so a full-page shot adds nothing).
  await page.screenshot({ path: path.join(SCREENSHOTS, `phone-${screen}.png`) });
  const found = await page.evaluate(() => {
    const toasts = [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]')];
    const toastBoxes = toasts.map((t) => t.getBoundingClientRect());
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="tab"], a[href], input, select, textarea',
    );
    const saved = toasts.map((t) => t.style.visibility);
    toasts.forEach((t) => (t.style.visibility = 'hidden'));
    const reachable: { label: string; box: DOMRect }[] = [];
    for (const el of controls) {
      if (el.closest('[data-testid="toast"]')) continue;
      // The part of the control its scrolling containers show (a card half scrolled out shows only its top).
      let box = el.getBoundingClientRect();
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        const left = Math.max(box.left, clip.left);
        const top = Math.max(box.top, clip.top);
        box = new DOMRect(left, top, Math.min(box.right, clip.right) - left, Math.min(box.bottom, clip.bottom) - top);
      }
      if (box.width < 1 || box.height < 1) continue;
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ].filter(([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight);
      const onTop = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !!hit && (el === hit || el.contains(hit));
      });
      const label = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.tagName).trim();
      if (onTop) reachable.push({ label: label.slice(0, 60), box });
    }
    toasts.forEach((t, i) => (t.style.visibility = saved[i]));
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    // The page, and on a phone the app's own scroller, never wider than the screen; if wider, what sticks out.
    const scroller = document.querySelector('.app-scroll');
    const tooWide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && el.children.length === 0)
      .filter((el) => !el.closest('[role="tablist"]'))
      .map(
        (el) =>
          `${el.parentElement?.className} > ${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 30)}" ${Math.round(el.getBoundingClientRect().right)}px`,
      )
      .slice(0, 5);
    return {
      tooWide,
      sideways: Math.max(
        document.documentElement.scrollWidth - window.innerWidth,
        scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
      ),
      underToast: reachable.filter((c) => toastBoxes.some((t) => overlaps(c.box, t))).map((c) => c.label),
      tooTall: document.documentElement.scrollHeight - window.innerHeight,
    };
  });
  const sideways = Math.max(0, found.sideways);
  return {
    screen,
    sideways,
    underToast: found.underToast,
    tooTall: Math.max(0, found.tooTall),
    ...(sideways > 0 ? { tooWide: found.tooWide } : {}),
  };
}

/** A dialog on a phone is the whole screen: from the top edge, as wide as the screen. */
async function fillsTheScreen(dialog: Locator, page: Page): Promise<boolean> {
  const box = await dialog.boundingBox();
  const width = page.viewportSize()!.width;
  return !!box && Math.round(box.x) === 0 && Math.round(box.y) === 0 && Math.round(box.width) === width;
}

describe('a rep on a phone (390 x 844)', () => {
  const suite = useStackAndBrowser();
  let context: BrowserContext;
  let page: Page;
  const checks: ScreenCheck[] = [];
  const check = async (screen: string) => checks.push(await checkScreen(page, screen));

  beforeAll(async () => {
    context = await suite.browser.newContext(PHONE);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('signs in and searches; the tab bar says more tabs are there; hours and pitch open full screen, the toast clear of the pitch', async () => {
    await page.goto(`${suite.stack.webUrl}/signin`);
    await page.getByLabel('Email').waitFor();
    await check('01-sign-in');
    await page.getByLabel('Email').fill('phone.rep@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a-demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/app/);

    const search = page.getByTestId('remote-search_mfe').first();
    await search.getByLabel('City').waitFor({ state: 'visible', timeout: 30_000 });
    // Six tabs do not fit 390 px: the bar scrolls, and its end says there are more.
    const bar = page.getByRole('navigation', { name: 'Workspace' });
    expect(await bar.getAttribute('data-more-after')).toBe('true');
    await check('02-search-form');

    await search.getByLabel('City').fill('Austin');
    await search.getByLabel('State').selectOption('TX');
    await search.getByRole('button', { name: 'Search Leads' }).click();
    await search.getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 30_000 });
    await check('03-search-results');

    await search.getByRole('button', { name: 'View Hours' }).first().click();
    const hours = page.getByRole('dialog');
    await hours.waitFor({ state: 'visible' });
    expect(await fillsTheScreen(hours, page)).toBe(true);
    await check('04-hours');
    await page.keyboard.press('Escape');
    await hours.waitFor({ state: 'detached' });

    const row = search.getByTestId('lead-row').filter({ has: page.getByRole('button', { name: 'Generate Pitch' }) });
    await row.first().getByRole('button', { name: 'Generate Pitch' }).click();
    const pitch = page.getByTestId('pitch-modal');
    await pitch.waitFor({ state: 'visible', timeout: 60_000 });
    // The 'Pitch generated' toast and the pitch together: the toast sits below the dialog, not on its title or Close.
    await page.getByTestId('toast').waitFor({ state: 'visible' });
    expect(await fillsTheScreen(page.getByRole('dialog'), page)).toBe(true);
    await check('05-pitch-with-toast');
    await page.keyboard.press('Escape');
    await pitch.waitFor({ state: 'detached' });
    await check('06-results-after-pitch');
  });

  it('saves a lead and opens its panel in My Leads, then the composer from it', async () => {
    const search = page.getByTestId('remote-search_mfe').first();
    const first = search.getByTestId('lead-row').first();
    const name = ((await first.getByTestId('lead-name').textContent()) ?? '').trim();
    await first.getByRole('button', { name: `Save ${name} to My Leads` }).click();
    await first.getByTestId('saved-mark').waitFor({ state: 'visible', timeout: 10_000 });
    await check('07-saved');

    await page.getByRole('tab', { name: 'My Leads', exact: true }).click();
    const saved = page.getByTestId('saved-lead-row').filter({ hasText: name }).first();
    await saved.waitFor({ state: 'visible', timeout: 20_000 });
    await check('08-my-leads');
    await saved.getByRole('button', { name: `Open ${name}` }).click();
    await page.getByTestId('lead-detail').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await fillsTheScreen(page.getByRole('dialog'), page)).toBe(true);
    await check('09-lead-panel');

    const email = page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true });
    if ((await email.count()) > 0) {
      await email.click();
      const composer = page.getByTestId('remote-outreach_mfe').first().getByTestId('draft');
      await composer.waitFor({ state: 'visible', timeout: 20_000 });
      await check('10-composer');
    } else {
      await page.keyboard.press('Escape');
    }
  });

  it("diagnoses a lead's site and writes a URL pitch: both results fit the screen", async () => {
    await page.getByRole('tab', { name: 'Search Leads', exact: true }).click();
    const search = page.getByTestId('remote-search_mfe').first();
    const withSite = search.getByTestId('lead-row').filter({ has: page.getByRole('button', { name: 'Diagnose' }) });
    await withSite.first().getByRole('button', { name: 'Diagnose' }).click();
    const diagnostic = page.getByTestId('remote-diagnostic_mfe');
    await diagnostic.getByTestId('diagnostic-result').waitFor({ state: 'visible', timeout: 60_000 });
    await check('10b-diagnostic-result');
    const site = await diagnostic.getByLabel('Restaurant Website URL').inputValue();

    await page.getByRole('tab', { name: 'URL Pitch', exact: true }).click();
    const analysis = page.locator('main > [role="tabpanel"]:not([hidden]) [data-testid="remote-analysis_mfe"]');
    await analysis.getByLabel('Restaurant Website URL').fill(site);
    await analysis.getByRole('button', { name: 'Generate Pitch' }).click();
    await analysis.getByTestId('pitch-result').waitFor({ state: 'visible', timeout: 60_000 });
    await check('10c-url-pitch-result');

    await page.getByRole('tab', { name: 'Business Analysis', exact: true }).click();
    const business = page.locator('main > [role="tabpanel"]:not([hidden]) [data-testid="remote-analysis_mfe"]');
    await business.getByRole('button', { name: 'TablePoint POS' }).click();
    await business.getByRole('button', { name: 'Analyze Business (All Steps)' }).click();
    await business.getByTestId('analysis-result').waitFor({ state: 'visible', timeout: 120_000 });
    await check('10d-business-analysis-result');
  });

  it('visits every tab with nothing wider than the screen and no toast on a control', async () => {
    const tabs = (await page.getByRole('navigation', { name: 'Workspace' }).getByRole('tab').allTextContents())
      .map((t) => t.trim())
      .filter(Boolean);
    expect(tabs.length).toBeGreaterThanOrEqual(6);
    for (const [i, tab] of tabs.entries()) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      const panel = page.locator('main > [role="tabpanel"]:not([hidden])');
      await panel.locator('[data-testid^="remote-"]').first().waitFor({ state: 'visible', timeout: 30_000 });
      await panel.locator('button, h2, h3, input').first().waitFor({ state: 'visible', timeout: 30_000 });
      expect(await page.getByTestId('remote-unavailable').count()).toBe(0);
      // The open tab is in view in the bar, whichever it is.
      const tabBox = (await page.getByRole('tab', { name: tab, exact: true }).boundingBox())!;
      expect(tabBox.x >= 0 && tabBox.x + tabBox.width <= 390).toBe(true);
      await check(`11-tab-${i + 1}-${tab.toLowerCase().replace(/\W+/g, '-')}`);
    }
  });

  it('opens Profile and every Account Settings tab; in demo mode both say limits are counted, not enforced', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile Settings' });
    await profile.getByTestId('profile-details').waitFor();
    expect(await fillsTheScreen(profile, page)).toBe(true);
    expect(await profile.getByTestId('profile-credits').textContent()).toBe(
      'Not limited in demo mode (usage is counted in Usage & Limits)',
    );
    await check('12-profile');
    await profile.getByRole('button', { name: 'Account Settings' }).click();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    // Four tabs do not fit either: the bar says there are more, as the workspace's does.
    const accountBar = page.getByRole('tablist', { name: 'Account Settings' }).locator('..');
    expect(await accountBar.getAttribute('data-more-after')).toBe('true');
    await check('13-account-info');
    for (const [i, tab] of ['What I sell', 'Security', 'Usage & Limits'].entries()) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      if (tab === 'Security') await page.getByText('This device').first().waitFor();
      await page.waitForLoadState('networkidle');
      if (tab === 'Usage & Limits') {
        await page.getByTestId('usage').waitFor();
        expect(await page.getByTestId('usage-demo-note').textContent()).toBe(
          'Demo mode: usage is counted against these limits but not enforced. Nothing is blocked when a count passes its limit.',
        );
      }
      await check(`14-account-${i + 1}-${tab.toLowerCase().replace(/\W+/g, '-')}`);
    }
  });

  it('never scrolled sideways, never taller than the screen, and no toast lay on a control, on any screen', () => {
    expect(checks.length).toBeGreaterThanOrEqual(18);
    // Inside the app the page is the screen and the app scrolls within; sign-in is a page of its own.
    const inApp = (c: ScreenCheck) => !c.screen.endsWith('sign-in');
    expect(checks.filter((c) => c.sideways > 0 || (inApp(c) && c.tooTall > 0) || c.underToast.length > 0)).toEqual([]);
  });

  it('a sign-up keeps its place over a reload, asking the password again (never kept)', async () => {
    const phone = await suite.browser.newContext(PHONE);
    const p = await phone.newPage();
    const email = `phone.signup.${Date.now().toString(36)}@example.com`;
    const password = 'Restaurant-Leads 1';
    try {
      await p.goto(`${suite.stack.webUrl}/signup-flow`);
      await p.getByLabel('Work email').fill(email);
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('Verification code').fill(await mailedCode(suite.stack, email));
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('Password', { exact: true }).fill(password);
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('First name').fill('Pat');
      await p.getByLabel('Last name').fill('Phone');
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('Manager', { exact: true }).check();
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('Company name').fill('Pocket Tills');
      const stored = (await p.evaluate(() => localStorage.getItem('signup_progress'))) ?? '';
      expect(stored).toContain(email);
      expect(stored).not.toContain(password);

      await p.reload();
      // Back where it was, once the password is typed again; the answers kept, the email not asked again.
      await p.getByText('Welcome back. Enter your password again to continue').waitFor();
      await screenshot(p, 'phone-20-signup-resumed');
      expect(await p.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      await p.getByLabel('Password', { exact: true }).fill(password);
      await p.getByRole('button', { name: 'Next' }).click();
      expect(await p.getByLabel('Company name').inputValue()).toBe('Pocket Tills');
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('6 to 10').check();
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByRole('button', { name: 'Create account' }).click();
      await p.waitForURL(/\/app/);
      expect(await p.evaluate(() => localStorage.getItem('signup_progress'))).toBeNull();
      const res = await fetch(`${suite.stack.webUrl}/api/account/profile`, {
        headers: { authorization: `Bearer ${await p.evaluate(() => localStorage.getItem('session_token'))}` },
      });
      expect(await res.json()).toMatchObject({
        profile: { first_name: 'Pat', last_name: 'Phone', company_name: 'Pocket Tills' },
      });
    } finally {
      await phone.close();
    }
  });
});
