import { jest } from '@jest/globals';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot, signIn } from './browser.js';
import { useStackAndBrowser } from './stack.js';

jest.setTimeout(300_000);

/** WCAG 2.0-2.2 levels A and AA, and axe's best practices (headings, landmarks, names). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * What axe-core finds wrong on the page as it is shown now, one line per rule with the elements
 * it names (empty when nothing is). Run through the DevTools protocol, so the page's Content
 * Security Policy does not block it.
 */
async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const result = await inPage.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, RULE_TAGS);
  return violations;
}

/** The WCAG contrast ratio of the element's text colour against the colour behind it (opaque colours only). */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
      const background = (node: Element | null): number[] => {
        for (let n = node; n; n = n.parentElement) {
          const [r, g, b, a = 1] = rgb(getComputedStyle(n).backgroundColor);
          if (a === 1 && r !== undefined) return [r, g!, b!];
        }
        return [255, 255, 255];
      };
      const luminance = ([r, g, b]: number[]) =>
        [r!, g!, b!]
          .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
      const [fg, bg] = [luminance(rgb(getComputedStyle(el).color)), luminance(background(el))].sort((a, b) => b - a);
      return (fg! + 0.05) / (bg! + 0.05);
    });
}

describe('accessibility of what a rep sees', () => {
  const suite = useStackAndBrowser();

  async function newPage(viewport: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return { context, page };
  }

  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`signed out on a ${device}: the gate, landing, sign-in, sign-up and the wizard's first step pass axe`, async () => {
      const { context, page } = await newPage(viewport);
      try {
        const problems: Record<string, string[]> = {};
        // A first visit to / shows the Coming Soon gate.
        await page.goto(`${suite.stack.webUrl}/`);
        await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
        problems.gate = await accessibilityProblems(page);
        for (const [path, heading] of [
          ['/landing', /Stop cold-calling lists/],
          ['/signin', 'Welcome back'],
          ['/signup', 'Create your account'],
        ] as const) {
          await page.goto(`${suite.stack.webUrl}${path}`);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          problems[path] = await accessibilityProblems(page);
          await screenshot(page, `a11y-${device}-${path.slice(1)}`);
        }
        // /signup's password step, then the wizard's verify step.
        await page.getByLabel('Email').fill(`e2e.a11y.${device}@example.com`);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByLabel('Password', { exact: true }).fill('Restaurant-a11y-12!');
        await page.getByLabel('Confirm password').fill('Restaurant-a11y-12!');
        problems['/signup password'] = await accessibilityProblems(page);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByLabel('Verification code').waitFor();
        problems['/signup-flow verify'] = await accessibilityProblems(page);
        expect(problems).toEqual({
          gate: [],
          '/landing': [],
          '/signin': [],
          '/signup': [],
          '/signup password': [],
          '/signup-flow verify': [],
        });
      } finally {
        await context.close();
      }
    });
  }

  it('signed out: links inside a sentence are underlined and the key texts reach 4.5:1 contrast', async () => {
    const { context, page } = await newPage(PHONE);
    try {
      await page.goto(`${suite.stack.webUrl}/signin`);
      const signUp = page.getByRole('link', { name: 'Sign up' });
      expect(await signUp.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain('underline');

      await page.goto(`${suite.stack.webUrl}/landing`);
      await page.locator('.landing-hero__eyebrow').waitFor();
      const belowAA: string[] = [];
      for (const selector of [
        '.landing-hero__eyebrow',
        '.landing-hero__lead',
        '.landing-closing p',
        '.landing-metric dt',
        '.landing-nav__anchor',
      ]) {
        const ratio = await contrastOf(page, selector);
        if (ratio < 4.5) belowAA.push(`${selector} ${ratio.toFixed(2)}:1`);
      }
      expect(belowAA).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signed in: every workspace tab, a pitch, the Profile modal and Account Settings pass axe', async () => {
    const { context, page } = await newPage(DESKTOP);
    try {
      const problems: Record<string, string[]> = {};
      await signIn(page, suite.stack.webUrl, 'e2e.a11y.rep@example.com');
      const search = page.getByTestId('remote-search_mfe').first();
      await search.getByLabel('City').waitFor();
      problems['Search Leads'] = await accessibilityProblems(page);

      await search.getByLabel('City').fill('Austin');
      await search.getByLabel('State').selectOption('TX');
      await search.getByRole('button', { name: 'Search Leads' }).click();
      await search.getByTestId('lead-row').first().waitFor({ timeout: 30_000 });
      problems['Search Leads results'] = await accessibilityProblems(page);
      await screenshot(page, 'a11y-desktop-search-results');

      await search.getByTestId('lead-row').first().getByRole('button', { name: 'Generate Pitch' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByTestId('pitch-pages-read')
        .or(dialog.getByTestId('pitch-site-note'))
        .first()
        .waitFor({ timeout: 60_000 });
      problems['pitch'] = await accessibilityProblems(page);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await dialog.waitFor({ state: 'detached' });

      for (const [tab, remote] of [
        ['My Leads', 'search_mfe'],
        ['URL Pitch', 'analysis_mfe'],
        ['Business Analysis', 'analysis_mfe'],
        ['Analytics', 'search_mfe'],
        ['Diagnostic Checklist', 'diagnostic_mfe'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.locator(`main > [role="tabpanel"]:not([hidden]) [data-testid="remote-${remote}"]`).first().waitFor();
        await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
        problems[tab] = await accessibilityProblems(page);
      }

      await page.getByRole('button', { name: 'Profile' }).click();
      const profile = page.getByRole('dialog', { name: 'Profile Settings' });
      await profile.getByTestId('profile-details').waitFor();
      problems['Profile'] = await accessibilityProblems(page);
      await profile.getByRole('button', { name: 'Account Settings' }).click();
      await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
      problems['Account Info'] = await accessibilityProblems(page);
      await page.getByRole('tab', { name: 'Security' }).click();
      await page.getByText('This device').first().waitFor();
      problems['Security'] = await accessibilityProblems(page);
      await screenshot(page, 'a11y-desktop-account-security');

      expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((k) => [k, []])));
      expect(Object.keys(problems)).toHaveLength(11);
    } finally {
      await context.close();
    }
  });
});
