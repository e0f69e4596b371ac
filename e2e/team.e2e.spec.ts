import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import { startTestStack, type Stack } from './stack.js';
import { mailedInvite as mailedInviteIn, openTeamTab as openTeamTabAt } from './team-steps.js';

jest.setTimeout(300_000);

// Unique per run, so a shared test database never sees the same addresses twice.
const RUN = Date.now().toString(36);
const ADMIN = `ana.team-admin.${RUN}@example.com`;
const REP_ONE = `ben.team-rep.${RUN}@example.com`;
const REP_TWO = `cruz.team-rep.${RUN}@example.com`;
const TEAM = 'Austin Crew';

/** Names that end with `text`: a control named for a member ends with their address, '… (sam@example.com)'. */
const endingWith = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$');

/**
 * Teams on the default install: an admin creates a team in Account Settings → Team and invites
 * two reps by email; each rep, in a browser of their own, joins with the code the simulated
 * mailbox received (one through the invite's link, one by typing it); the admin then sees both.
 * A rep sees the members only, and every refusal is said beside the form that caused it.
 */
describe('Teams in Account Settings', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let admin: Page;

  async function newPage(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  const openTeamTab = (page: Page, path?: string) => openTeamTabAt(page, stack.webUrl, path);
  const mailedInvite = (to: string) => mailedInviteIn(stack.mailboxUrl, to);

  /**
   * The whole Team tab on a phone in one picture: there the app scrolls inside itself, so a full-page
   * shot would hold one screen. The viewport grows to the content for the shot, then comes back.
   */
  async function phoneScreenshot(page: Page, name: string): Promise<void> {
    const height = await page.evaluate(() => document.querySelector('.app-scroll')?.scrollHeight ?? 0);
    await page.setViewportSize({ width: 390, height: Math.max(844, height) });
    await screenshot(page, name);
    await page.setViewportSize({ width: 390, height: 844 });
  }

  /** Holds the page's next request to `url` until released; `arrived` once it is held. */
  async function holdNextRequest(page: Page, url: string): Promise<{ arrived: Promise<void>; release(): void }> {
    let release!: () => void;
    let arrive!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(
      url,
      async (route) => {
        arrive();
        await gate;
        await route.continue();
      },
      { times: 1 },
    );
    return { arrived, release };
  }

  /** Waits until the app's server refuses `token` (its session ended), as every gateway does within a second. */
  async function refused(token: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${stack.webUrl}/api/stats`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status === 401) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the old session was still accepted 10 s after joining');
  }

  const members = (page: Page) => page.getByTestId('team-member');
  const memberNamed = (page: Page, email: string) => members(page).filter({ hasText: email });
  const inviteForm = (page: Page) => page.getByRole('form', { name: 'Invite a rep' });
  const where = (page: Page) => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };

  async function invite(email: string): Promise<void> {
    const form = inviteForm(admin);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Role').selectOption('rep');
    const answered = admin.waitForResponse((r) => r.url().endsWith('/api/team/invites'));
    await form.getByRole('button', { name: 'Send invite' }).click();
    expect((await answered).status()).toBe(200);
    await waitForText(form.getByTestId('team-invite-sent'), (await inviteSentText(email))!, 10_000);
    // The invite form is empty again for the next address.
    expect(await form.getByLabel('Email address').inputValue()).toBe('');
  }

  /** What the invite form says once the invite is out: the address and its code's last day, as listed. */
  async function inviteSentText(email: string): Promise<string> {
    const row = admin.getByTestId('team-invite').filter({ hasText: email });
    await row.waitFor({ state: 'visible' });
    const expiry = (await row.getByTestId('team-invite-expires').textContent()) ?? '';
    const expires = /Expires (.+)$/.exec(expiry.trim())?.[1];
    return `Invite sent to ${email}. Its code works until ${expires}.`;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    admin = await newPage(1280, 800);
    await signIn(admin, stack.webUrl, ADMIN);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it('shows a rep alone what a team is, with Create team and Join a team', async () => {
    await openTeamTab(admin);
    const tab = admin.getByTestId('team-tab');
    await tab.getByRole('heading', { name: 'Work as a team' }).waitFor({ state: 'visible' });
    await tab.getByRole('form', { name: 'Create a team' }).waitFor({ state: 'visible' });
    await tab.getByRole('form', { name: 'Join a team' }).getByLabel('Invite code').waitFor({ state: 'visible' });
    await screenshot(admin, 'team-01-alone-1280');
  });

  it('creates a team: its name, one seat of ten used, and the founder as its admin', async () => {
    const form = admin.getByRole('form', { name: 'Create a team' });
    await form.getByLabel('Team name (optional)').fill(TEAM);
    await form.getByRole('button', { name: 'Create team' }).click();
    await waitForText(admin.getByTestId('team-name'), TEAM, 10_000);
    await waitForText(admin.getByTestId('team-notice'), `You created ${TEAM}. Invite your reps below.`, 5_000);
    expect(await admin.getByTestId('team-seats').textContent()).toBe('1 of 10 seats used');
    expect(await members(admin).count()).toBe(1);
    const founder = (await members(admin).first().textContent()) ?? '';
    expect(founder).toContain('Founder');
    expect(founder).toContain('You');
    expect(founder).toContain('Admin');
  });

  it('invites two reps by email; each open invite holds a seat', async () => {
    await invite(REP_ONE);
    await invite(REP_TWO);
    expect(await admin.getByTestId('team-invite').count()).toBe(2);
    await waitForText(admin.getByTestId('team-seats'), '3 of 10 seats used', 5_000);
    await screenshot(admin, 'team-01b-invited-1280');
  });

  it("says the server's refusal beside the invite form: an address already invited by the team's own admin", async () => {
    const form = inviteForm(admin);
    await form.getByLabel('Email address').fill(ADMIN);
    await form.getByRole('button', { name: 'Send invite' }).click();
    const refusal = form.getByTestId('team-invite-error');
    await refusal.waitFor({ state: 'visible' });
    expect(((await refusal.textContent()) ?? '').trim()).toBe(`${ADMIN} is already on your team.`);
    await form.getByLabel('Email address').fill('');
  });

  it('lets the first rep join through the link in the invite email, and keeps them signed in', async () => {
    const rep = await newPage(1280, 800);
    await signIn(rep, stack.webUrl, REP_ONE);
    const { code, path } = await mailedInvite(REP_ONE);
    expect(path).toBe(`/app/account?tab=team&code=${code}`);
    await openTeamTab(rep, path);
    const form = rep.getByRole('form', { name: 'Join a team' });
    // The link's code is already in the form.
    expect(await form.getByLabel('Invite code').inputValue()).toBe(code);
    const tokenBefore = (await rep.evaluate(() => localStorage.getItem('session_token')))!;
    // The header's status poll (every 5 s), held in flight across the join: it reaches the server only
    // once the old session has ended there, is refused, and goes again with the new token.
    const held = await holdNextRequest(rep, '**/api/stats');
    await held.arrived;
    await form.getByRole('button', { name: 'Join team' }).click();
    await waitForText(rep.getByTestId('team-notice'), `You joined ${TEAM}.`, 15_000);
    await waitForText(rep.getByTestId('team-name'), TEAM, 5_000);
    await refused(tokenBefore);
    const oldToken = `Bearer ${tokenBefore}`;
    const stats = (withOld: boolean) =>
      rep.waitForResponse(
        (r) => r.url().endsWith('/api/stats') && (r.request().headers().authorization === oldToken) === withOld,
      );
    const [refusedPoll, retriedPoll] = [stats(true), stats(false)];
    held.release();
    expect((await refusedPoll).status()).toBe(401);
    const signedOut = rep.waitForURL(/\/landing$/, { timeout: 20_000 }).then(
      () => 'signed out',
      () => 'still signed in',
    );
    expect(await Promise.race([retriedPoll.then((r) => r.status()), signedOut])).toBe(200);
    // The new session is the one kept, the rep is still signed in, and the link's code has left the address.
    expect(await rep.evaluate(() => localStorage.getItem('session_token'))).not.toBe(tokenBefore);
    await waitForText(rep.getByTestId('team-name'), TEAM, 1_000);
    expect(where(rep)).toBe('/app/account?tab=team');
    // A reload (a new page on the stored token) is still signed in and on the team.
    await rep.reload();
    await rep.getByRole('tab', { name: 'Team', selected: true }).waitFor({ state: 'visible', timeout: 30_000 });
    await waitForText(rep.getByTestId('team-name'), TEAM, 10_000);
  });

  it('shows a rep the members only: no invite form, no role choice, no Remove', async () => {
    const rep = contexts[1]!.pages()[0]!;
    await memberNamed(rep, REP_ONE).waitFor({ state: 'visible' });
    expect(await inviteForm(rep).count()).toBe(0);
    expect(await rep.getByRole('heading', { name: /Open invites/ }).count()).toBe(0);
    const tab = rep.getByTestId('team-tab');
    expect(await tab.getByRole('combobox').count()).toBe(0);
    expect(await tab.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await memberNamed(rep, ADMIN).textContent()).toContain('Founder');
  });

  it('lets the second rep, on a phone, join with the code typed from the mailbox after a wrong one', async () => {
    const rep = await newPage(390, 844);
    await signIn(rep, stack.webUrl, REP_TWO);
    await rep.goto(`${stack.webUrl}/app/account`);
    await rep.getByRole('tab', { name: 'Account Info', selected: true }).waitFor({ state: 'visible', timeout: 30_000 });
    await rep.getByRole('tab', { name: 'Team' }).click();
    await rep.getByRole('tab', { name: 'Team', selected: true }).waitFor({ state: 'visible' });
    const form = rep.getByRole('form', { name: 'Join a team' });
    await form.getByLabel('Invite code').fill('ZZZZ9999');
    await form.getByRole('button', { name: 'Join team' }).click();
    const refusal = form.getByTestId('team-join-error');
    await refusal.waitFor({ state: 'visible' });
    expect(((await refusal.textContent()) ?? '').trim()).toBe(
      'This invite code is not valid. Check the code in your email.',
    );
    await phoneScreenshot(rep, 'team-02-join-refused-390');

    const { code } = await mailedInvite(REP_TWO);
    await form.getByLabel('Invite code').fill(code.toLowerCase());
    await form.getByRole('button', { name: 'Join team' }).click();
    await waitForText(rep.getByTestId('team-notice'), `You joined ${TEAM}.`, 15_000);
    await memberNamed(rep, REP_TWO).waitFor({ state: 'visible' });
    expect(await inviteForm(rep).count()).toBe(0);
    await phoneScreenshot(rep, 'team-03-rep-joined-390');
  });

  it('shows the admin both reps as members, no open invite left, three seats used', async () => {
    await openTeamTab(admin);
    await memberNamed(admin, REP_TWO).waitFor({ state: 'visible' });
    expect(await members(admin).count()).toBe(3);
    for (const email of [REP_ONE, REP_TWO]) {
      const row = memberNamed(admin, email);
      expect(await admin.getByRole('combobox', { name: endingWith(`(${email})`) }).inputValue()).toBe('rep');
      expect(await row.textContent()).toMatch(/Joined \w+ \d{1,2}, \d{4}/);
    }
    expect(await admin.getByTestId('team-invite').count()).toBe(0);
    expect(await admin.getByTestId('team-seats').textContent()).toBe('3 of 10 seats used');
    await screenshot(admin, 'team-04-admin-1280');
    await admin.setViewportSize({ width: 390, height: 844 });
    await phoneScreenshot(admin, 'team-05-admin-390');
    // Nothing on the Team tab is wider than the phone's screen.
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.setViewportSize({ width: 1280, height: 800 });
  });

  it('removes a rep after asking once more; the list and the seats follow, and the rep is signed out', async () => {
    const row = memberNamed(admin, REP_TWO);
    await admin.getByRole('button', { name: endingWith(`(${REP_TWO})`) }).click();
    const confirm = admin.getByRole('group', { name: endingWith(`(${REP_TWO})?`) });
    await confirm.waitFor({ state: 'visible' });
    await screenshot(admin, 'team-06-remove-confirm-1280');
    const answered = admin.waitForResponse((r) => r.url().includes('/api/team/members/'));
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    expect((await answered).status()).toBe(200);
    await row.waitFor({ state: 'detached' });
    expect(await members(admin).count()).toBe(2);
    await waitForText(admin.getByTestId('team-seats'), '2 of 10 seats used', 5_000);
    expect(await admin.getByTestId('team-tab').getByRole('status').last().textContent()).toMatch(
      / was removed from the team and signed out\.$/,
    );
    // The removed rep's session ended: their phone is signed out at its next request.
    const removed = contexts[2]!.pages()[0]!;
    await removed.waitForURL(/\/landing$/, { timeout: 20_000 });
  });
});
