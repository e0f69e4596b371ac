import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Lead, OutreachSendResponse, SearchResponse, SiteContacts, TeamResponse } from '@leadgen/contracts';
import { launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import { mailWithId } from '@leadgen/simulator/testing';
import { startTestStack, type Stack } from './stack.js';
import { mailedInvite as mailedInviteIn, openTeamTab as openTeamTabAt } from './team-steps.js';

jest.setTimeout(300_000);

// Unique per run, so a shared test database never sees the same addresses twice.
const RUN = Date.now().toString(36);
const ADMIN = `ana.work-admin.${RUN}@example.com`;
const REP_ONE = `ben.work-rep.${RUN}@example.com`;
const REP_TWO = `cruz.work-rep.${RUN}@example.com`;
const TEAM = 'Austin Crew';
const CITY = 'Austin';

/** An address or a name, matched as written inside a longer text. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

/** 'Nov 30': the day a lead was saved, as the mark and the refusal say it (UTC, as the server does). */
const savedDay = (at: Date) => at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A team at work on the default install: an admin creates a team and invites two reps, who join with
 * the codes the simulated mailbox received. Rep 1 saves an Austin restaurant and emails it from
 * Outreach; rep 2 finds it marked as rep 1's lead, with no Save, and a save through the API is
 * refused naming rep 1. The restaurant unsubscribes through rep 1's email, and the address is on rep
 * 2's suppression list; rep 2 sees rep 1's lead in My Leads' whole-team view; the admin's team report
 * counts rep 1's saved lead and sent email.
 */
describe('A team at work', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let admin: Page;
  let repOne: Page;
  let repTwo: Page;
  let lead: Lead;
  let address: string;
  let sentMessageId: string;
  let saveBody: unknown;
  let savedAt: Date;
  const names = { one: '', two: '' };

  async function newPage(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  const openTeamTab = (page: Page, path?: string) => openTeamTabAt(page, stack.webUrl, path);
  const mailedInvite = async (to: string) => (await mailedInviteIn(stack.mailboxUrl, to)).path;

  /** A request from the page as the app makes it, with the page's own session. */
  async function apiFrom(
    page: Page,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: { error?: string } & Record<string, unknown> }> {
    return page.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(path, {
          method,
          headers: {
            authorization: `Bearer ${localStorage.getItem('session_token')}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, json: await res.json().catch(() => ({})) };
      },
      { method, path, body },
    );
  }

  /** The whole of a tall screen in one picture: the app scrolls inside itself, so the viewport grows to it for the shot. */
  async function tallScreenshot(page: Page, name: string, width: number): Promise<void> {
    const before = page.viewportSize()!;
    await page.setViewportSize({ width, height: 844 });
    const height = await page.evaluate(() => document.querySelector('.app-scroll')?.scrollHeight ?? 0);
    await page.setViewportSize({ width, height: Math.max(844, height) });
    await screenshot(page, name);
    await page.setViewportSize(before);
  }

  /** `target` on the screen at each width, as the rep scrolled to it. */
  async function shotsOf(page: Page, target: Locator, name: string): Promise<void> {
    const before = page.viewportSize()!;
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await target.scrollIntoViewIfNeeded();
      // Nothing hovered: the pointer of the last click would open a score's breakdown over the row.
      await page.mouse.move(0, 0);
      await screenshot(page, `${name}-${width}`);
    }
    await page.setViewportSize(before);
  }

  const search = (page: Page) => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const myLeads = (page: Page) => page.locator('[data-testid="remote-search_mfe"][data-view="my-leads"]');
  const outreach = (page: Page) => page.getByTestId('remote-outreach_mfe');
  const row = (page: Page, name: string): Locator =>
    search(page)
      .getByTestId('lead-row')
      .filter({ has: page.getByTestId('lead-name').getByText(name, { exact: true }) });
  const savedRow = (page: Page, name: string): Locator =>
    myLeads(page)
      .getByTestId('saved-lead-row')
      .filter({ has: page.getByTestId('lead-name').getByText(name, { exact: true }) });
  const reportRow = (name: string) =>
    admin.getByTestId('team-report-row').filter({ has: admin.getByTestId('team-report-rep').getByText(name) });
  const cell = (line: Locator, label: string) => line.locator(`td[data-label="${label}"]`);

  /** Searches the city on the Search Leads tab; the search's answer. */
  async function searchCity(page: Page): Promise<SearchResponse> {
    await page.getByRole('tab', { name: 'Search Leads' }).click();
    await page.getByRole('tab', { name: 'Search Leads', selected: true }).waitFor({ state: 'visible' });
    await search(page).getByLabel('City').fill(CITY);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads/search') && r.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await search(page).getByRole('button', { name: 'Search Leads' }).click();
    const results = (await (await answer).json()) as SearchResponse;
    await search(page).getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 20_000 });
    return results;
  }

  async function join(page: Page, email: string): Promise<void> {
    await signIn(page, stack.webUrl, email);
    await openTeamTab(page, await mailedInvite(email));
    await page.getByRole('form', { name: 'Join a team' }).getByRole('button', { name: 'Join team' }).click();
    await waitForText(page.getByTestId('team-notice'), `You joined ${TEAM}.`, 15_000);
    // Back to the app's home, where the rep searches, on the team's session.
    await page.goto(`${stack.webUrl}/app`);
    await search(page).waitFor({ state: 'visible', timeout: 30_000 });
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    admin = await newPage(1280, 800);
    repOne = await newPage(1280, 900);
    repTwo = await newPage(1280, 900);
    await signIn(admin, stack.webUrl, ADMIN);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it('has an admin create a team and invite two reps, who join with the codes from the mailbox', async () => {
    await openTeamTab(admin);
    const create = admin.getByRole('form', { name: 'Create a team' });
    await create.getByLabel('Team name (optional)').fill(TEAM);
    await create.getByRole('button', { name: 'Create team' }).click();
    await waitForText(admin.getByTestId('team-name'), TEAM, 10_000);
    for (const email of [REP_ONE, REP_TWO]) {
      const form = admin.getByRole('form', { name: 'Invite a rep' });
      await form.getByLabel('Email address').fill(email);
      const answered = admin.waitForResponse((r) => r.url().endsWith('/api/team/invites'));
      await form.getByRole('button', { name: 'Send invite' }).click();
      expect((await answered).status()).toBe(200);
      await admin.getByTestId('team-invite').filter({ hasText: email }).waitFor({ state: 'visible' });
    }
    await join(repOne, REP_ONE);
    await join(repTwo, REP_TWO);

    const team = (await apiFrom(repTwo, 'GET', '/api/team')).json as unknown as TeamResponse;
    expect(team.members).toHaveLength(3);
    const nameOf = (email: string) => team.members.find((m) => m.email === email)!.name || email;
    names.one = nameOf(REP_ONE);
    names.two = nameOf(REP_TWO);
  });

  it('lets rep 1 save an Austin restaurant and email it from Outreach', async () => {
    const results = await searchCity(repOne);
    // The first restaurant whose site names an email worth writing to (the simulated sites vary, as real ones do).
    for (const candidate of results.leads.filter((l) => l.website && l.place_id).slice(0, 8)) {
      const read = repOne.waitForResponse(
        (r) => r.url().endsWith('/api/leads/contacts') && r.request().method() === 'POST',
      );
      await row(repOne, candidate.name).getByRole('button', { name: 'Find contacts' }).click();
      const found = (await (await read).json()) as SiteContacts;
      await repOne.getByTestId('find-contacts').getByTestId('found-contacts').waitFor({ state: 'visible' });
      await repOne.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      await repOne.getByTestId('find-contacts').waitFor({ state: 'detached' });
      const email = found.emails.find((e) => !e.disposable);
      if (email) {
        [lead, address] = [candidate, email.address];
        break;
      }
    }
    expect(lead).toBeDefined();

    const saving = repOne.waitForRequest((r) => r.url().endsWith('/api/my-leads') && r.method() === 'POST');
    const saved = repOne.waitForResponse((r) => r.url().endsWith('/api/my-leads') && r.request().method() === 'POST');
    await row(repOne, lead.name)
      .getByRole('button', { name: `Save ${lead.name} to My Leads` })
      .click();
    saveBody = (await saving).postDataJSON();
    expect((await saved).status()).toBe(200);
    savedAt = new Date();
    await row(repOne, lead.name).getByTestId('saved-mark').waitFor({ state: 'visible', timeout: 10_000 });

    // From the lead's panel in My Leads, 'Email' opens Outreach's composer addressed to its contact.
    await repOne.getByRole('tab', { name: 'My Leads' }).click();
    await savedRow(repOne, lead.name).waitFor({ state: 'visible', timeout: 20_000 });
    await savedRow(repOne, lead.name)
      .getByRole('button', { name: `Open ${lead.name}` })
      .click();
    await repOne.getByTestId('lead-detail').getByTestId('detail-history').waitFor({ state: 'visible' });
    await repOne.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).click();
    const composer = outreach(repOne).getByTestId('draft');
    await composer.getByLabel('Subject').waitFor({ state: 'visible', timeout: 20_000 });
    await repOne.getByRole('tab', { name: 'Outreach', selected: true }).waitFor({ timeout: 10_000 });
    expect(await composer.getByRole('radio', { name: literally(address) }).isChecked()).toBe(true);
    const sent = repOne.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/emails') && r.request().method() === 'POST',
    );
    await composer.getByRole('button', { name: 'Send now' }).click();
    expect((await sent).status()).toBe(200);
    sentMessageId = ((await (await sent).json()) as OutreachSendResponse).emails[0]!.message_id!;
    await composer.getByTestId('send-result').waitFor({ state: 'visible' });
    expect(await composer.getByTestId('send-result').textContent()).toContain('Email sent to');
  });

  it("shows rep 2 the restaurant as rep 1's lead, with no Save, and refuses rep 2's save naming rep 1", async () => {
    await searchCity(repTwo);
    const theirs = row(repTwo, lead.name);
    await theirs.waitFor({ state: 'visible' });
    const mark = theirs.getByTestId('teammate-mark');
    await mark.waitFor({ state: 'visible' });
    const firstName = names.one.trim().split(/\s+/)[0];
    expect(((await mark.textContent()) ?? '').trim()).toBe(`${firstName}'s lead since ${savedDay(savedAt)}`);
    expect(await theirs.getByRole('button', { name: /^Save / }).count()).toBe(0);
    expect(await theirs.getByTestId('saved-mark').count()).toBe(0);
    await shotsOf(repTwo, theirs, 'team-work-01-teammate-mark');

    // The same save rep 1 made, sent from rep 2's page, as a rep's script or an old tab would.
    const refused = await apiFrom(repTwo, 'POST', '/api/my-leads', saveBody);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      `${names.one} saved ${lead.name} on ${savedDay(savedAt)}: it is their lead. An admin can reassign it.`,
    );
  });

  it("puts the address that unsubscribed from rep 1's email on rep 2's suppression list", async () => {
    // Rep 1's mail: other reps' tests may have written to the same restaurant before.
    const mail = await mailWithId(stack.mailboxUrl, sentMessageId);
    const link = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]{22,}/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no unsubscribe link in the email to ${address}`);
    // The restaurant follows the link, in a browser that never signed in.
    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const p = await stranger.newPage();
      await p.goto(link);
      await p.getByRole('button', { name: 'Unsubscribe' }).click({ timeout: 10_000 });
      await p.getByTestId('unsubscribe-message').waitFor({ state: 'visible', timeout: 10_000 });
    } finally {
      await stranger.close();
    }

    await repTwo.getByRole('tab', { name: 'Outreach' }).click();
    await repTwo.getByRole('tab', { name: 'Outreach', selected: true }).waitFor({ state: 'visible' });
    const suppressed = outreach(repTwo)
      .getByTestId('suppression')
      .filter({ hasText: literally(address) });
    await suppressed.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await suppressed.textContent()).toContain('Unsubscribed');
    await shotsOf(repTwo, suppressed, 'team-work-02-suppression-list');
  });

  it("shows rep 2 rep 1's lead, with its owner, in My Leads' whole-team view", async () => {
    await repTwo.getByRole('tab', { name: 'My Leads' }).click();
    await repTwo.getByRole('tab', { name: 'My Leads', selected: true }).waitFor({ state: 'visible' });
    await myLeads(repTwo).getByLabel('Whose leads').selectOption({ label: 'Whole team' });
    const theirs = savedRow(repTwo, lead.name);
    await theirs.waitFor({ state: 'visible', timeout: 15_000 });
    expect(((await theirs.getByTestId('lead-owner').textContent()) ?? '').trim()).toBe(`Owner: ${names.one}`);
  });

  it("shows the admin the team's report: both reps, rep 1's saved lead and sent email, and the team's total", async () => {
    await openTeamTab(admin);
    const report = admin.getByTestId('team-report');
    await report.getByRole('heading', { name: 'Team report' }).waitFor({ state: 'visible' });
    expect(await report.getByLabel('Period').inputValue()).toBe('30');
    await reportRow(names.one).waitFor({ state: 'visible', timeout: 15_000 });
    await reportRow(names.two).waitFor({ state: 'visible' });
    const one = reportRow(names.one);
    expect(Number(await cell(one, 'Saved').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await cell(one, 'Emails sent').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await cell(one, 'Contacted').textContent())).toBeGreaterThanOrEqual(1);
    expect(await cell(one, 'Reply rate').textContent()).toMatch(/^\d+%$/);
    const two = reportRow(names.two);
    expect(await cell(two, 'Saved').textContent()).toBe('0');
    expect(await cell(two, 'Reply rate').textContent()).toBe('—');
    const total = admin.getByTestId('team-report-total');
    expect(Number(await cell(total, 'Saved').textContent())).toBeGreaterThanOrEqual(1);

    // Another period reads the report again.
    const again = admin.waitForResponse((r) => r.url().includes('/api/team/report?days=7'));
    await report.getByLabel('Period').selectOption({ label: 'Last 7 days' });
    expect((await again).status()).toBe(200);
    await report
      .getByTestId('team-report-period')
      .filter({ hasText: /^Last 7 days:/ })
      .waitFor({ state: 'visible' });
    expect(Number(await cell(reportRow(names.one), 'Saved').textContent())).toBeGreaterThanOrEqual(1);

    await tallScreenshot(admin, 'team-work-03-team-report-1280', 1280);
    await tallScreenshot(admin, 'team-work-03-team-report-390', 390);
    // Nothing on the Team tab is wider than the phone's screen.
    await admin.setViewportSize({ width: 390, height: 844 });
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows a rep no team report, and the server refuses it to them', async () => {
    await openTeamTab(repTwo);
    await repTwo.getByTestId('team-members').waitFor({ state: 'visible' });
    expect(await repTwo.getByTestId('team-report').count()).toBe(0);
    const refused = await apiFrom(repTwo, 'GET', '/api/team/report');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBeTruthy();
  });

  it("lets the admin make What I sell the team's, which rep 2 reads with themselves as the sender", async () => {
    const openOffer = async (page: Page) => {
      await page.goto(`${stack.webUrl}/app/account?tab=what-i-sell`);
      await page
        .getByRole('tab', { name: 'What I sell', selected: true })
        .waitFor({ state: 'visible', timeout: 30_000 });
      await page.getByLabel('Product name').waitFor({ state: 'visible' });
    };
    await openOffer(admin);
    await admin.getByLabel('Company name').fill('TableTech');
    await admin.getByLabel('Product name').fill('TableTech POS');
    await admin.getByTestId('offer-category').selectOption('pos');
    await admin.getByRole('textbox', { name: 'Value point 1' }).fill('Tabs that close themselves at the bar');
    await admin.getByLabel('Call to action').fill('a 15-minute call this week');
    await admin.getByLabel('Your name').fill('Dana Reyes');
    await admin.getByTestId('offer-for-team').getByRole('checkbox').check();
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForText(
      admin.getByTestId('offer-status'),
      'What I sell is saved for your team. Every rep without an offer of their own now pitches it, as themselves.',
      15_000,
    );

    await openOffer(repTwo);
    await repTwo.getByTestId('offer-team-note').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await repTwo.getByLabel('Product name').inputValue()).toBe('TableTech POS');
    // The rep sends it as themselves, not as the admin who wrote it.
    expect(await repTwo.getByLabel('Your name').inputValue()).not.toBe('Dana Reyes');
    expect(await repTwo.getByTestId('offer-for-team').count()).toBe(0);
    await shotsOf(repTwo, repTwo.getByTestId('offer-team-note'), 'team-work-04-team-offer');
  });

  it("names who did what on rep 1's lead: its timeline and notes say rep 1", async () => {
    await repOne.getByRole('tab', { name: 'My Leads' }).click();
    await repOne.getByRole('tab', { name: 'My Leads', selected: true }).waitFor({ state: 'visible' });
    await savedRow(repOne, lead.name)
      .getByRole('button', { name: `Open ${lead.name}` })
      .click();
    const panel = repOne.getByTestId('lead-detail');
    const notes = panel.getByTestId('detail-notes');
    await notes.waitFor({ state: 'visible', timeout: 10_000 });
    await notes.getByLabel('New note').fill('Owner is in on Tuesdays');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await waitForText(notes.getByTestId('note-by').first(), names.one, 15_000);
    const by = panel.getByTestId('detail-history').getByTestId('activity-by');
    await by.first().waitFor({ state: 'visible' });
    // Rep 1's own changes; the restaurant's answers, if any came, carry no rep's name.
    expect(new Set(await by.allTextContents())).toEqual(new Set([names.one]));
    await shotsOf(repOne, panel.getByTestId('detail-history'), 'team-work-05-who-did-what');
  });
});
