import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mailsTo } from '@leadgen/simulator/testing';
import { ACCESS_CODE, mailedCode, startAccountsStack } from './accounts-stack.js';
import { launchBrowser, screenshot, waitForText } from './browser.js';
import type { Stack } from './stack.js';

jest.setTimeout(120_000);

// Unique per run, so a shared test database never sees the same sign-up twice.
const RUN = Date.now().toString(36);
const WIZARD_EMAIL = `wizard.${RUN}@example.com`;
const WIZARD_PASSWORD = 'Restaurant-Leads 1';
const CHANGED_PASSWORD = 'Changed-Pass-2';

/** Answers the next call to `path` with a bare 500 and no error envelope: the screen's own fallback shows. */
async function failOnce(page: Page, path: string): Promise<void> {
  await page.route(
    `**${path}`,
    (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream exploded' }),
    { times: 1 },
  );
}

async function alertText(page: Page): Promise<string> {
  const alert = page.getByRole('alert');
  await alert.waitFor({ state: 'visible' });
  return ((await alert.textContent()) ?? '').trim();
}

/**
 * The landing page arrives as finished HTML, readable before the app takes it over; its visit is
 * recorded, and its calculator answers, only once the app has.
 */
async function landingTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => Number(localStorage.getItem('lastLandingVisit')) > 0);
}

async function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Another browser signed in as the same rep: a second device. Its token, and its context to close. */
async function otherDevice(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ context: BrowserContext; token: string }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await signIn(page, baseUrl, email, password);
  await page.waitForURL(/\/app\/search$/);
  return { context, token: (await stored(page, 'session_token'))! };
}

/** The status the API gives a token on a signed-in route: 200 while its session lives, 401 once ended. */
async function profileStatus(baseUrl: string, token: string): Promise<number> {
  return (await fetch(`${baseUrl}/api/account/profile`, { headers: { authorization: `Bearer ${token}` } })).status;
}

async function openAccountSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: 'Account Settings' }).click();
  await page.getByRole('heading', { name: 'Account Settings' }).waitFor({ state: 'visible' });
}

/** The plan a new account has today: 'Starter trial, ends December 14, 2026' (14 days, its last day included). */
function trialLabel(now = new Date()): string {
  const lastDay = new Date(now.getTime() + 14 * 24 * 3600 * 1000 - 1);
  return `Starter trial, ends ${lastDay.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`;
}

describe('account screens in a browser', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startAccountsStack();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.cleanup();
  });

  // One visitor for the whole story: gate, landing, sign-up, sign-in, settings, logout.
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('keeps / behind the Coming Soon gate until the server accepts the code', async () => {
    await page.goto(`${stack.webUrl}/`);
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor({ state: 'visible' });
    for (const item of [
      "What's coming",
      'AI-powered restaurant lead generation',
      'Personalized sales pitch creation',
      'Advanced analytics dashboard',
    ]) {
      await page.getByText(item, { exact: true }).waitFor({ state: 'visible' });
    }
    await screenshot(page, 'accounts-01-gate');

    // The code is the server's: nothing in the shell's bundle knows it.
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    for (const src of scripts) expect(await (await fetch(src)).text()).not.toContain(ACCESS_CODE);

    await page.getByLabel('Access Code').fill('not-the-code');
    await page.getByRole('button', { name: 'Access Platform' }).click();
    expect(await alertText(page)).toBe('Invalid access code. Please try again.');
    expect(await page.getByLabel('Access Code').inputValue()).toBe('');
    await screenshot(page, 'accounts-02-gate-wrong-code');

    // No code: the visitor asks for one, and the request lands in the team's mailbox.
    const asker = `asker.${RUN}@tacotech.example`.toLowerCase();
    await page.getByRole('button', { name: 'Ask for access' }).click();
    await page.getByLabel('Your work email').fill(asker);
    await page.getByLabel('Company (optional)').fill('Taco Tech');
    await page.getByRole('button', { name: 'Send my request' }).click();
    await waitForText(
      page.getByTestId('access-request-sent'),
      `Thanks. Your request is with our team; the code will come to ${asker}.`,
      10_000,
    );
    const asked = await mailsTo(stack.mailboxUrl, 'access@leadgen.example.com');
    expect(
      asked.some((m) => m.text.includes(`${asker} asks for an access code.`) && m.text.includes('Taco Tech')),
    ).toBe(true);
    await screenshot(page, 'accounts-02b-gate-access-asked');

    await page.getByLabel('Access Code').fill(ACCESS_CODE);
    await page.getByRole('button', { name: 'Access Platform' }).click();
    await page.getByRole('heading', { name: /Stop cold-calling lists/ }).waitFor({ state: 'visible' });
    expect(await stored(page, 'coming_soon_passed')).toBe('true');
    expect(Number(await stored(page, 'lastLandingVisit'))).toBeGreaterThan(0);
  });

  it('skips the gate within 10 minutes of a landing visit and shows it again after', async () => {
    const visitor = await browser.newContext();
    const p = await visitor.newPage();
    try {
      await p.goto(`${stack.webUrl}/landing`);
      await p.getByRole('heading', { name: /Stop cold-calling lists/ }).waitFor({ state: 'visible' });
      await landingTakenOver(p);
      await p.goto(`${stack.webUrl}/`);
      await p.getByRole('heading', { name: /Stop cold-calling lists/ }).waitFor({ state: 'visible' });
      expect(await p.getByRole('heading', { name: 'Coming Soon' }).count()).toBe(0);

      await p.evaluate(() => localStorage.setItem('lastLandingVisit', String(Date.now() - 600_001)));
      await p.reload();
      await p.getByRole('heading', { name: 'Coming Soon' }).waitFor({ state: 'visible' });
    } finally {
      await visitor.close();
    }
  });

  it('shows every landing section, the plans, the ROI figures for two inputs and the Contact Sales alert', async () => {
    await page.goto(`${stack.webUrl}/landing`);
    await page.getByRole('heading', { name: /Stop cold-calling lists/ }).waitFor({ state: 'visible' });
    await landingTakenOver(page);
    for (const heading of [
      'From city to pitch in four steps',
      'Prospecting restaurants the old way is expensive',
      'The old way versus the new way',
      'How it works',
      'Results reps see',
      'Simple pricing',
      "What is your team's time worth?",
      'Ready to fill your pipeline with restaurants that fit?',
    ]) {
      await page.getByRole('heading', { name: heading }).waitFor({ state: 'visible' });
    }
    const pricing = page.locator('#pricing');
    for (const text of [
      '$97',
      '500 leads per month',
      '$297',
      '2,500 leads per month',
      'Teams of 2-10 reps',
      'Custom',
      'Unlimited leads',
    ]) {
      await pricing.getByText(text, { exact: true }).waitFor({ state: 'visible' });
    }
    await pricing.getByText('Every plan starts with a 14-day free trial. No credit card required.').waitFor();

    // Defaults: 3 reps at 75000 -> 10 x 3 x 52 = 1560 hours, 1560 x 75000 / 2080 = 56250.
    expect(await page.getByTestId('roi-hours').textContent()).toBe('1,560');
    expect(await page.getByTestId('roi-savings').textContent()).toBe('$56,250');
    await page.getByLabel('Number of sales reps').fill('5');
    await page.getByLabel('Average annual salary per rep ($)').fill('60000');
    expect(await page.getByTestId('roi-hours').textContent()).toBe('2,600');
    expect(await page.getByTestId('roi-savings').textContent()).toBe('$75,000');
    await page.getByLabel('Number of sales reps').fill('');
    expect(await page.getByTestId('roi-hours').textContent()).toBe('0');
    expect(await page.getByTestId('roi-savings').textContent()).toBe('$0');
    await page.getByLabel('Number of sales reps').fill('2');
    await screenshot(page, 'accounts-03-landing');

    const dialog = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await page.getByRole('button', { name: 'Contact Sales' }).click();
    expect(await dialog).toBe('Contact sales feature coming soon! For now, please start with a free trial.');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await page.waitForFunction(() => {
      const box = document.getElementById('how-it-works')?.getBoundingClientRect();
      return !!box && box.top >= -1 && box.top < window.innerHeight / 2;
    });

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Get Started Free' }).click();
    await page.waitForURL(/\/signup-flow$/);
  });

  it('signs up through /signup and every wizard step to /app with the code from the mailbox', async () => {
    await page.goto(`${stack.webUrl}/signup`);
    await page.getByLabel('Email').fill(WIZARD_EMAIL);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(WIZARD_PASSWORD);
    await page.getByLabel('Confirm password').fill(`${WIZARD_PASSWORD}x`);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await alertText(page)).toBe('Passwords do not match');
    await screenshot(page, 'accounts-04-signup');
    await page.getByLabel('Confirm password').fill(WIZARD_PASSWORD);
    // /signup starts the sign-up on the server; a failure without a message reads 'Signup failed. Please try again.'
    await failOnce(page, '/api/auth/signup');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await alertText(page)).toBe('Signup failed. Please try again.');
    expect(await stored(page, 'signup_email')).toBeNull();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/signup-flow$/);
    expect(await stored(page, 'signup_email')).toBe(WIZARD_EMAIL);

    // The code is on its way: the wizard opens on its verify step, not on the email again.
    const code = page.getByLabel('Verification code');
    await code.waitFor({ state: 'visible' });
    await page.getByText(`We sent a 6-digit code to ${WIZARD_EMAIL}.`).waitFor({ state: 'visible' });

    // Step 1, one step back: email, prefilled; the server's failure without a message reads 'Signup failed'.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Work email').inputValue()).toBe(WIZARD_EMAIL);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await failOnce(page, '/api/auth/signup');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(page)).toBe('Signup failed');
    await screenshot(page, 'accounts-05-wizard-email');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: verify. Digits only, at most six; Next only at exactly six.
    await code.waitFor({ state: 'visible' });
    await code.fill('12ab34');
    expect(await code.inputValue()).toBe('1234');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await code.fill('1234567');
    expect(await code.inputValue()).toBe('123456');
    await failOnce(page, '/api/auth/resend-code');
    await page.getByRole('button', { name: 'Resend code' }).click();
    expect(await alertText(page)).toBe('Failed to resend code');
    await failOnce(page, '/api/auth/verify-email');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(page)).toBe('Verification failed');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(page)).toMatch(/code/i); // the server's own words about a wrong code
    await screenshot(page, 'accounts-06-wizard-verify');
    // The code the product mailed, read where the rep reads it: the mailbox the verify step links to.
    await code.fill(await mailedCode(stack, WIZARD_EMAIL));
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: password, handed over from /signup; the rule is 12+ with lower, upper and a non-letter-or-digit.
    const password = page.getByLabel('Password', { exact: true });
    await password.waitFor({ state: 'visible' });
    expect(await password.inputValue()).toBe(WIZARD_PASSWORD);
    await password.fill('Restaurant12');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(page)).toBe('Password does not meet requirements');
    await screenshot(page, 'accounts-07-wizard-password');
    await password.fill(WIZARD_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: name; Back goes one step back and keeps what was typed.
    await page.getByLabel('First name').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(page)).toBe('First name and last name are required');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(WIZARD_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('First name').fill('Wendy');
    await page.getByLabel('Last name').fill('Wizard');
    await screenshot(page, 'accounts-08-wizard-name');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 5: role.
    await page.getByLabel('Student/Intern').waitFor({ state: 'visible' });
    for (const role of ['Sales rep', 'Owner', 'Executive Team', 'Manager', 'Employee', 'Freelancer']) {
      await page.getByLabel(role, { exact: true }).waitFor({ state: 'visible' });
    }
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(page)).toBe('Please select your role');
    await page.getByLabel('Manager', { exact: true }).check();
    await screenshot(page, 'accounts-09-wizard-role');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 6: company.
    await page.getByLabel('Company name').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(page)).toBe('Company name is required');
    await page.getByLabel('Company name').fill('Taco Tech');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 7: company size, one of nine choices.
    await page.getByLabel('Just me').waitFor({ state: 'visible' });
    expect(await page.getByRole('radio').count()).toBe(9);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(page)).toBe('Please select company size');
    await page.getByLabel('6 to 10').check();
    await screenshot(page, 'accounts-10-wizard-size');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 8: website (optional), then the account.
    await page.getByLabel('Company website (optional)').fill('https://tacotech.example');
    await failOnce(page, '/api/auth/complete-signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await alertText(page)).toBe('Account creation failed');
    await screenshot(page, 'accounts-11-wizard-website');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/app\/search$/);
    // The header greets the rep by the first name given in the wizard.
    await waitForText(page.getByTestId('welcome-name'), 'Wendy', 15_000);
    expect(await stored(page, 'session_token')).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
    expect(await stored(page, 'signup_email')).toBeNull();
    await screenshot(page, 'accounts-12-app-after-signup');
    // What I sell starts from the company and website given at sign-up.
    await openAccountSettings(page);
    await page.getByRole('tab', { name: 'What I sell' }).click();
    const website = page.getByLabel('Website', { exact: true });
    await website.waitFor({ state: 'visible' });
    expect(await website.inputValue()).toBe('https://tacotech.example');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Taco Tech');
    // Saved from the bottom of the long form, the confirmation shows beside Save, on the screen.
    await page.getByLabel('Product name').fill('Taco Tech POS');
    await page.getByTestId('offer-category').selectOption('pos');
    await page.getByRole('textbox', { name: 'Value point 1' }).fill('Tableside ordering on handhelds');
    await page.getByLabel('Call to action').fill('a 15-minute call this week');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = page.getByTestId('offer-status');
    await waitForText(saved, 'What I sell is saved. Every pitch now speaks for it.', 15_000);
    const box = (await saved.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.getByTestId('account-status').count()).toBe(0);
    await screenshot(page, 'accounts-12b-what-i-sell-saved-beside-save');
    await page.getByRole('button', { name: 'Back to workspace' }).click();
  });

  it('shows the stored profile in the Profile modal and keeps an Account Info save after a reload', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
    const details = dialog.getByTestId('profile-details');
    await details.waitFor({ state: 'visible' });
    for (const text of [
      'Wendy Wizard',
      WIZARD_EMAIL,
      'Taco Tech',
      '6 to 10',
      'https://tacotech.example',
      'Manager',
      // A new account is on the Starter trial the landing page promises.
      trialLabel(),
      // Demo mode counts usage without enforcing it: Profile says so, as Usage & Limits does.
      'Not limited in demo mode (usage is counted in Usage & Limits)',
    ]) {
      await details.getByText(text, { exact: true }).waitFor({ state: 'visible' });
    }
    await screenshot(page, 'accounts-13-profile-modal');
    await dialog.getByRole('button', { name: 'Account Settings' }).click();

    await page.getByRole('heading', { name: 'Account Settings' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('tab', { name: 'Account Info' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Wendy');
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Taco Tech');
    const sizes = await page.getByLabel('Company Size').locator('option').allTextContents();
    for (const size of ['1-10', '11-50', '51-200', '201-500', '500+']) expect(sizes.join('|')).toContain(size);

    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await alertText(page)).toBe('First name, last name and email are required');

    await page.getByLabel('First Name').fill('Wendolyn');
    // The server refuses a booking page that is no web address, in the rep's words, and keeps nothing.
    await page.getByLabel('Meeting Link').fill('cal.com/wendy');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('alert')
      .getByText('Meeting link must be a web address, like https://cal.com/your-name', { exact: true })
      .waitFor({ state: 'visible' });
    await page.getByLabel('Meeting Link').fill('https://cal.com/wendy');
    await page.getByLabel('Company Name').fill('Taco Tech Two');
    await page.getByLabel('Company Size').selectOption('11-50');
    await page.getByLabel('Company Website').fill('https://tacotech-two.example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const status = page.getByTestId('account-status');
    await status.getByText('Account information updated successfully!').waitFor({ state: 'visible' });
    await screenshot(page, 'accounts-14-account-info-saved');
    // The status message clears itself after 5 seconds.
    await status.waitFor({ state: 'detached', timeout: 8000 });

    await page.reload();
    await page.getByLabel('First Name').waitFor({ state: 'visible' });
    expect(await page.getByLabel('First Name').inputValue()).toBe('Wendolyn');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Wizard');
    expect(await page.getByLabel('Email Address').inputValue()).toBe(WIZARD_EMAIL);
    expect(await page.getByLabel('Company Name').inputValue()).toBe('Taco Tech Two');
    expect(await page.getByLabel('Company Size').inputValue()).toBe('11-50');
    expect(await page.getByLabel('Company Website').inputValue()).toBe('https://tacotech-two.example');
    expect(await page.getByLabel('Meeting Link').inputValue()).toBe('https://cal.com/wendy');

    await page.getByRole('tab', { name: 'Usage & Limits' }).click();
    await page.getByTestId('usage').waitFor({ state: 'visible' });
    expect(await page.getByRole('progressbar').count()).toBe(5);
    // 'Find contacts' counts against the plan like searches, pitches and exports.
    expect(await page.getByRole('progressbar', { name: 'Contact lookups' }).getAttribute('aria-valuetext')).toBe(
      '0 of 250 used',
    );
    // The Starter trial's 500 leads, as the profile and the landing page say.
    expect(await page.getByRole('progressbar', { name: 'Leads searched' }).getAttribute('aria-valuetext')).toMatch(
      / of 500 used$/,
    );
    expect(await page.getByTestId('usage-package').textContent()).toBe(trialLabel());
    await page.getByTestId('usage-reset').waitFor({ state: 'visible' });
    expect(await page.getByTestId('usage-demo-note').textContent()).toBe(
      'Demo mode: usage is counted against these limits but not enforced. Nothing is blocked when a count passes its limit.',
    );
    await screenshot(page, 'accounts-15-usage');
  });

  it('lists the signed-in devices on the Security tab and ends another one from the keyboard', async () => {
    const phone = await otherDevice(browser, stack.webUrl, WIZARD_EMAIL, WIZARD_PASSWORD);
    try {
      await page.getByRole('tab', { name: 'Security' }).click();
      const rows = page.getByTestId('session-row');
      await page.getByRole('heading', { name: 'Active Sessions' }).waitFor({ state: 'visible' });
      await rows.nth(1).waitFor({ state: 'visible' });
      expect(await rows.count()).toBe(2);
      const here = page.locator('[data-testid="session-row"][data-current]');
      expect(await here.getByText('This device').count()).toBe(1);
      const there = page.locator('[data-testid="session-row"]:not([data-current])');
      expect(await there.locator('th').textContent()).toBe('Safari on iOS');
      expect(await here.getByRole('button', { name: /^End session/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Sign out everywhere else' }).waitFor({ state: 'visible' });
      await screenshot(page, 'accounts-16a-security-sessions');

      expect(await profileStatus(stack.webUrl, phone.token)).toBe(200);
      await there.getByRole('button', { name: /^End session on Safari on iOS/ }).focus();
      await page.keyboard.press('Enter');
      await page
        .getByTestId('account-status')
        .getByText('Session ended. That device is signed out.')
        .waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
      expect(await profileStatus(stack.webUrl, phone.token)).toBe(401);
      await screenshot(page, 'accounts-16b-security-session-ended');
    } finally {
      await phone.context.close();
    }
  });

  it('changes the password on the Security tab, checking the current one', async () => {
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByText('Must be at least 8 characters long.').waitFor({ state: 'visible' });
    const current = page.getByLabel('Current Password');
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password');
    const status = page.getByTestId('account-status');

    await current.fill(WIZARD_PASSWORD);
    await next.fill('Changed-Pass-2');
    await confirm.fill('Changed-Pass-3');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await status.getByText('New passwords do not match').waitFor({ state: 'visible' });

    await next.fill('short');
    await confirm.fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await status.getByText('New password must be at least 8 characters long').waitFor({ state: 'visible' });

    // Show/hide toggles on each field.
    await page.getByRole('button', { name: 'Show current password' }).click();
    expect(await current.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide current password' }).click();
    expect(await current.getAttribute('type')).toBe('password');

    await current.fill('not-my-password');
    await next.fill(CHANGED_PASSWORD);
    await confirm.fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await status.getByText('Current password is incorrect').waitFor({ state: 'visible' });
    expect(page.url()).toMatch(/\/app\/account\?tab=security$/); // a wrong current password does not sign out
    await screenshot(page, 'accounts-16-security-wrong-current');

    // Another device signed in with the old password is signed out by the change; this one stays.
    const laptop = await otherDevice(browser, stack.webUrl, WIZARD_EMAIL, WIZARD_PASSWORD);
    await laptop.context.close();
    await page.reload();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByTestId('session-row').nth(1).waitFor({ state: 'visible' });
    await current.fill(WIZARD_PASSWORD);
    await next.fill(CHANGED_PASSWORD);
    await confirm.fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await status
      .getByText('Password updated successfully! Your other sessions were signed out.')
      .waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
    expect(await profileStatus(stack.webUrl, laptop.token)).toBe(401);
    expect(await profileStatus(stack.webUrl, (await stored(page, 'session_token'))!)).toBe(200);
    expect([await current.inputValue(), await next.inputValue(), await confirm.inputValue()]).toEqual(['', '', '']);
    await screenshot(page, 'accounts-17-security-updated');
  });

  it('logs out to /landing, ends the session on the server and forgets the session keys', async () => {
    await page.evaluate(() => localStorage.setItem('demo_user', 'x'));
    const token = (await stored(page, 'session_token'))!;
    expect(await profileStatus(stack.webUrl, token)).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/landing$/);
    for (const key of ['session_token', 'coming_soon_passed', 'demo_user']) expect(await stored(page, key)).toBeNull();
    expect(await profileStatus(stack.webUrl, token)).toBe(401);
    await page.goto(`${stack.webUrl}/app`);
    await page.getByRole('button', { name: 'Log in' }).waitFor({ state: 'visible' });
  });

  it('refuses the wrong password, then signs in with the new one', async () => {
    await signIn(page, stack.webUrl, WIZARD_EMAIL, WIZARD_PASSWORD);
    expect(await alertText(page)).toBe('Invalid email or password');
    expect(page.url()).toMatch(/\/signin$/);
    await screenshot(page, 'accounts-18-signin-wrong-password');

    await page.getByLabel('Password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/app\/search$/);
    // The first name as the Account Info save above left it.
    await waitForText(page.getByTestId('welcome-name'), 'Wendolyn', 15_000);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/landing$/);
  });

  it('creates an unknown account on sign-in in demo mode, with the demo note shown', async () => {
    const email = `demo.${RUN}@example.com`;
    await page.goto(`${stack.webUrl}/signin`);
    await page.getByTestId('demo-mode-note').waitFor({ state: 'visible' });
    await screenshot(page, 'accounts-19-signin-demo-note');
    await signIn(page, stack.webUrl, email, 'any-password');
    await page.waitForURL(/\/app\/search$/);
    // No name given: the account is named after the email's first word, and the header greets it.
    await waitForText(page.getByTestId('welcome-name'), 'Demo', 15_000);
    await openAccountSettings(page);
    expect(await page.getByLabel('Email Address').inputValue()).toBe(email);
    await screenshot(page, 'accounts-20-demo-account-settings');
  });
});
