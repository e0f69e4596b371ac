import { jest } from '@jest/globals';
import axe from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  type Lead,
  type OutreachDraft,
  type OutreachSendResponse,
  type SearchResponse,
  type SiteContacts,
} from '@leadgen/contracts';
import { sampleOffer } from '@leadgen/contracts/testing';
import { mailWithId } from '@leadgen/simulator/testing';
import { launchBrowser, screenshot, signIn } from './browser.js';
import { startTestStack, type Stack } from './stack.js';

jest.setTimeout(300_000);

/** What axe-core finds wrong on the page as shown (WCAG 2 A and AA, best practices), one line per rule. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    const result = await inPage.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Outreach as a rep meets it on the default install, with nothing set up: a saved lead with a
 * contact and a pitch, 'Email' on its panel, the composer's draft from the pitch, a send with two
 * follow-ups, the email in the simulated mailbox, its unsubscribe link followed in a browser that
 * never signed in, and the next follow-up shown stopped in the outbox.
 */
describe('Outreach in a browser', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let lead: Lead;
  /** A second lead saved without its site read and without a pitch. */
  let unread: Lead;
  let address: string;
  let sentMessageId: string;
  let draft: OutreachDraft;
  let senderWords = '';
  let unsubscribeLink: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, stack.webUrl, 'e2e.outreach@example.com');
    await search().waitFor({ state: 'visible', timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  const search = () => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const myLeads = () => page.locator('[data-testid="remote-search_mfe"][data-view="my-leads"]');
  const outreach = () => page.getByTestId('remote-outreach_mfe');
  const row = (name: string): Locator =>
    search()
      .getByTestId('lead-row')
      .filter({ has: page.getByTestId('lead-name').getByText(name, { exact: true }) });
  const savedRow = (name: string): Locator =>
    myLeads()
      .getByTestId('saved-lead-row')
      .filter({ has: page.getByTestId('lead-name').getByText(name, { exact: true }) });
  const panel = () => page.getByTestId('lead-detail');
  const outboxEmails = () => outreach().getByTestId('outbox-email');

  async function openLead(name: string) {
    await page.getByRole('tab', { name: 'My Leads' }).click();
    await savedRow(name).waitFor({ state: 'visible', timeout: 20_000 });
    await savedRow(name)
      .getByRole('button', { name: `Open ${name}` })
      .click();
    await panel().getByTestId('detail-history').waitFor({ state: 'visible', timeout: 10_000 });
  }

  it('shows the Outreach tab on the default install, with the demo mailbox said in words', async () => {
    await page.getByRole('tab', { name: 'Outreach' }).click();
    await outreach().getByTestId('mailbox-demo').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await outreach().getByTestId('mailbox-demo').textContent()).toContain("the simulator's mailbox page");
    expect(await outreach().getByTestId('mailbox-demo').getByRole('link').getAttribute('href')).toBe(stack.mailboxUrl);
    await screenshot(page, 'outreach-01-tab');
  });

  it('saves a lead with a contact and a pitch', async () => {
    await page.getByRole('tab', { name: 'Search Leads' }).click();
    await search().getByLabel('City').fill('Austin');
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads/search') && r.request().method() === 'POST',
    );
    await search().getByRole('button', { name: 'Search Leads' }).click();
    const results = (await (await answer).json()) as SearchResponse;
    await search().getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 20_000 });

    // The first lead whose site names an email worth writing to (the simulated sites vary, as real ones do).
    const withSites = results.leads.filter((l) => l.website && l.place_id);
    unread = withSites.at(-1)!;
    for (const candidate of withSites.slice(0, 8)) {
      const read = page.waitForResponse(
        (r) => r.url().endsWith('/api/leads/contacts') && r.request().method() === 'POST',
      );
      await row(candidate.name).getByRole('button', { name: 'Find contacts' }).click();
      const found = (await (await read).json()) as SiteContacts;
      await page.getByTestId('find-contacts').getByTestId('found-contacts').waitFor({ state: 'visible' });
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      await page.getByTestId('find-contacts').waitFor({ state: 'detached' });
      const email = found.emails.find((e) => !e.disposable);
      if (email) {
        [lead, address] = [candidate, email.address];
        break;
      }
    }
    expect(lead).toBeDefined();

    await row(lead.name)
      .getByRole('button', { name: `Save ${lead.name} to My Leads` })
      .click();
    await row(lead.name).getByTestId('saved-mark').waitFor({ state: 'visible', timeout: 10_000 });
    await row(unread.name)
      .getByRole('button', { name: `Save ${unread.name} to My Leads` })
      .click();
    await row(unread.name).getByTestId('saved-mark').waitFor({ state: 'visible', timeout: 10_000 });
    const pitched = page.waitForResponse((r) => r.url().endsWith('/api/pitches/lead'), { timeout: 60_000 });
    await row(lead.name).getByRole('button', { name: 'Generate Pitch' }).click();
    expect((await pitched).status()).toBe(200);
    await page.getByTestId('pitch-modal').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');

    // The pitch is filed on the saved lead as it happens; the panel shows what is stored when opened.
    const deadline = Date.now() + 15_000;
    for (;;) {
      await openLead(lead.name);
      const pitches = await panel().getByTestId('detail-pitches').locator('h3').textContent();
      if (pitches === 'Pitches (1)' || Date.now() > deadline) break;
      await page.keyboard.press('Escape');
      await panel().waitFor({ state: 'detached' });
    }
    expect(await panel().getByTestId('detail-pitches').locator('h3').textContent()).toBe('Pitches (1)');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/outreach-01b-lead-panel-phone.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("opens the composer from the lead's panel, addressed to its best contact and written from its pitch", async () => {
    const drafted = page.waitForResponse((r) => /\/api\/outreach\/leads\/[^/]+\/draft$/.test(r.url()));
    // The panel's footer, beside Close.
    await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).click();
    const res = await drafted;
    expect(res.status()).toBe(200);
    ({ draft } = (await res.json()) as { draft: OutreachDraft });
    expect(draft.pitch_id).not.toBeNull();
    expect(draft.recipients.map((r) => r.address.toLowerCase())).toContain(address.toLowerCase());
    // Addressed to the draft's first mailable recipient: the one order the CRM files name contacts in.
    address = draft.recipients.find((r) => !r.suppressed)!.address;

    const composer = outreach().getByTestId('draft');
    await composer.getByLabel('Subject').waitFor({ state: 'visible', timeout: 20_000 });
    // The tab opens by a move of the address, rendered as a transition: wait for it.
    await page.getByRole('tab', { name: 'Outreach', selected: true }).waitFor({ timeout: 10_000 });
    expect(await composer.getByRole('heading').first().textContent()).toBe(`Email ${lead.name}`);
    expect(
      await composer.getByRole('radio', { name: new RegExp(address.replace(/[.+]/g, '\\$&'), 'i') }).isChecked(),
    ).toBe(true);
    expect(await composer.getByLabel('Subject').inputValue()).toBe(draft.subject);
    // Addressed to a person's own address, the message greets them (the draft says how).
    const chosen = draft.recipients.find((r) => r.address.toLowerCase() === address.toLowerCase());
    const greeted = chosen?.greeting ? draft.body.replace(/^[^\n]*/, chosen.greeting) : draft.body;
    expect(await composer.getByLabel('Message').inputValue()).toBe(greeted);
    expect(draft.body.length).toBeGreaterThan(40);
    await screenshot(page, 'outreach-02-composer');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'outreach-02-composer-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('sends now with two follow-ups: the lead moves to Attempted and the outbox shows them', async () => {
    const composer = outreach().getByTestId('draft');
    await composer.getByLabel('Follow up automatically').check();
    expect(await composer.getByLabel('First follow-up after business days').inputValue()).toBe('3');
    expect(await composer.getByLabel('Second follow-up after business days').inputValue()).toBe('7');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/emails') && r.request().method() === 'POST',
    );
    await composer.getByRole('button', { name: 'Send now' }).click();
    const res = await sent;
    expect(res.status()).toBe(200);
    const body = (await res.json()) as OutreachSendResponse;
    expect(body.emails.map((e) => [e.step, e.status])).toEqual([
      [0, 'sent'],
      [1, 'scheduled'],
      [2, 'scheduled'],
    ]);
    expect(body.lead_status).toBe('attempted');
    sentMessageId = body.emails[0]!.message_id!;

    const result = composer.getByTestId('send-result');
    await result.waitFor({ state: 'visible' });
    const words = await result.textContent();
    expect(words).toContain(`Email sent to ${body.emails[0]!.to}.`);
    expect(words).toContain('2 follow-ups scheduled');
    expect(words).toContain(`${lead.name} is at Attempted in My Leads.`);
    expect(words).toMatch(/Suggested follow-up: \w{3}, \w{3} \d{1,2}\./);
    // Said where the rep looks: the result is on the screen, and no toast lies over the page.
    const inView = await result.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    // Any toast still showing from before covers nothing of it, and none repeats what it says.
    const toasts = await page.getByTestId('toast').allTextContents();
    expect(toasts.filter((t) => /Email (sent|scheduled)/.test(t))).toEqual([]);
    const overlaps = await page.evaluate(() => {
      const result = document.querySelector('[data-testid="send-result"]')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('[data-testid="toast"]')).some((t) => {
        const box = t.getBoundingClientRect();
        return box.top < result.bottom && box.bottom > result.top && box.left < result.right && box.right > result.left;
      });
    });
    expect(overlaps).toBe(false);

    await outboxEmails().nth(2).waitFor({ state: 'visible', timeout: 10_000 });
    const statuses = await outboxEmails().evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(statuses.sort()).toEqual(['scheduled', 'scheduled', 'sent']);
    // What goes out in the rep's name is there to read: the first follow-up's own words, greeting whom the first greeted.
    const firstFollowUp = outboxEmails().filter({ hasText: 'Follow-up 1' });
    await firstFollowUp.getByText('Message', { exact: true }).click();
    const said = await firstFollowUp.locator('.or-email__text').textContent();
    expect(said).toContain('I wanted to make sure my note below reached you.');
    expect(said!.split('\n')[0]).toBe(body.emails[0]!.body.split('\n')[0]);
    expect(await firstFollowUp.textContent()).toContain('The first email is quoted below it.');
    await screenshot(page, 'outreach-03-sent');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'outreach-04-sent-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("arrives in the simulator's mailbox with the postal address and a working unsubscribe link", async () => {
    // The mail this rep sent: other reps' tests may have written to the same restaurant before.
    const mail = await mailWithId(stack.mailboxUrl, sentMessageId);
    expect(mail.to.map((r) => r.address.toLowerCase())).toContain(address.toLowerCase());
    expect(mail.subject).toBe(draft.subject);
    expect(mail.text).toContain(draft.body.split('\n')[0]!.trim());
    const link = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]{22,}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    unsubscribeLink = link!;
    expect(new URL(unsubscribeLink).origin).toBe(new URL(stack.webUrl).origin);

    // The demo mailbox's postal address goes under every email, and the one-click headers with it.
    const token = await page.evaluate(() => localStorage.getItem('session_token'));
    const { mailbox: sender } = (await (
      await fetch(`${stack.webUrl}/api/outreach/mailbox`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { mailbox: { postal_address: string; source: string; from_name: string; from_address: string } };
    senderWords = `${sender.from_name} <${sender.from_address}>`;
    expect(sender.source).toBe('demo');
    expect(mail.text).toContain(sender.postal_address);
    const token64 = unsubscribeLink.split('/').at(-1);
    // The raw message as it arrived (the API's parsed headers leave these out).
    const raw = await (await fetch(new URL(`/api/email/${mail.id}/source`, stack.mailboxUrl))).text();
    const header = (name: string) =>
      new RegExp(`^${name}: (.*)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
    expect(header('List-Unsubscribe')).toBe(`<${new URL(stack.webUrl).origin}/api/unsubscribe/${token64}>`);
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The rep reads it on the mailbox page the Outreach tab links to.
    const mailbox = await context.newPage();
    await mailbox.goto(stack.mailboxUrl);
    await mailbox.getByText(mail.subject).first().click();
    await mailbox.getByText(sender.postal_address).first().waitFor({ state: 'visible', timeout: 10_000 });
    await screenshot(mailbox, 'outreach-05-mailbox');
    await mailbox.close();
  });

  it('unsubscribes in one click from a browser that never signed in', async () => {
    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const p = await stranger.newPage();
      const requests: string[] = [];
      p.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await p.goto(unsubscribeLink);
      await p.getByRole('button', { name: 'Unsubscribe' }).waitFor({ state: 'visible', timeout: 10_000 });
      await screenshot(p, 'outreach-06-unsubscribe-page');
      expect(await accessibilityProblems(p)).toEqual([]);
      await p.getByRole('button', { name: 'Unsubscribe' }).click();
      await p.getByTestId('unsubscribe-message').waitFor({ state: 'visible', timeout: 10_000 });
      // The page names who the recipient will hear no more from, as the email's From line did.
      expect(await p.getByTestId('unsubscribe-message').textContent()).toBe(
        `You're unsubscribed from emails from ${senderWords}.`,
      );
      await screenshot(p, 'outreach-07-unsubscribed');
      // The public page loads no part of the signed-in app: no remote, no federation runtime.
      expect(requests.filter((r) => /remotes|federation|main-app|mf-manifest/.test(r))).toEqual([]);
    } finally {
      await stranger.close();
    }
  });

  it('shows the next follow-up stopped in the outbox, the address on the suppression list and the email in the lead', async () => {
    // Back on the tab after a look elsewhere, it reads its lists again: no reload needed. The look
    // elsewhere must have happened (a tab switch is a router transition) for Outreach to be shown anew.
    await page.getByRole('tab', { name: 'My Leads' }).click();
    await page.getByRole('tab', { name: 'My Leads', selected: true }).waitFor({ state: 'visible' });
    await outreach().waitFor({ state: 'hidden', timeout: 10_000 });
    await page.getByRole('tab', { name: 'Outreach' }).click();
    const stopped = outboxEmails().filter({ hasText: 'Follow-up 1' });
    // Shown anew it reads the outbox at once; failing that, its ~15 s refresh while shown does.
    await stopped
      .and(page.locator('[data-status="stopped"]'))
      .waitFor({ state: 'visible', timeout: 20_000 })
      .catch(async (err: Error) => {
        // Which side was behind: what the outbox route says now, beside what the screen shows.
        const server = await page.evaluate(async () => {
          const res = await fetch('/api/outreach/emails', {
            headers: { authorization: `Bearer ${localStorage.getItem('session_token')}` },
          });
          const body = (await res.json()) as { emails: Array<Record<string, unknown>> };
          return JSON.stringify(body.emails.map((e) => [e.step, e.to, e.status, e.stop_reason, e.due_at]));
        });
        throw new Error(`${err.message}\nthe outbox route answers (step, to, status, reason, due): ${server}`);
      });
    expect(await stopped.textContent()).toContain('Stopped: the address unsubscribed');
    expect(await outboxEmails().filter({ hasText: 'Follow-up 2' }).getAttribute('data-status')).toBe('stopped');
    const suppressed = outreach()
      .getByTestId('suppression')
      .filter({ hasText: new RegExp(address.replace(/[.+]/g, '\\$&'), 'i') });
    await suppressed.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await suppressed.textContent()).toContain('Unsubscribed');
    await screenshot(page, 'outreach-08-stopped');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'outreach-09-stopped-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    await openLead(lead.name);
    const email = panel().getByTestId('activity').filter({ hasText: `Email sent to` });
    await email.first().waitFor({ state: 'visible', timeout: 10_000 });
    await email.first().getByText('Show the email').click();
    expect(await email.first().getByTestId('activity-email').textContent()).toContain(
      draft.body.split('\n')[0]!.trim(),
    );
    expect(await panel().getByTestId('detail-history').textContent()).toContain('Status New -> Attempted');
    await screenshot(page, 'outreach-10-lead-activity');
  });

  it('marks the unsubscribed address in the next composer for the lead, where it cannot be chosen', async () => {
    // The lead's panel is open from the test before.
    await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).click();
    const composer = outreach().getByTestId('draft');
    await composer.getByLabel('Subject').waitFor({ state: 'visible', timeout: 20_000 });
    const radio = composer.getByRole('radio', { name: new RegExp(address.replace(/[.+]/g, '\\$&'), 'i') });
    expect(await radio.isDisabled()).toBe(true);
    expect(await radio.isChecked()).toBe(false);
    expect(await composer.getByTestId('recipient-suppressed').textContent()).toBe(
      'On your suppression list: not mailed',
    );
    await screenshot(page, 'outreach-11-suppressed-recipient');
    await composer.getByRole('button', { name: 'Close' }).click();
  });

  it('says when What I sell names another sender, and makes it name the mailbox sender in one click', async () => {
    const token = await page.evaluate(() => localStorage.getItem('session_token'));
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${stack.webUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    const offer = sampleOffer;
    expect((await call('/api/account/offer', { method: 'PUT', body: JSON.stringify({ offer }) })).status).toBe(200);
    const { mailbox } = (await (await call('/api/outreach/mailbox')).json()) as { mailbox: { from_name: string } };

    await openLead(lead.name);
    await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).click();
    const composer = outreach().getByTestId('draft');
    const note = composer.getByTestId('sender-note');
    await note.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await note.textContent()).toContain(
      `Signed ${mailbox.from_name}, the name your mailbox sends as; What I sell names Sam Rivera.`,
    );
    await screenshot(page, 'outreach-12-sender-note');
    await page.setViewportSize({ width: 390, height: 844 });
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'outreach-12-sender-note-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'outreach-12-sender-note-1366');
    await page.setViewportSize({ width: 1280, height: 900 });
    const redrafted = page.waitForResponse((r) => /\/api\/outreach\/leads\/[^/]+\/draft$/.test(r.url()));
    await note.getByRole('button', { name: `Use ${mailbox.from_name} in What I sell` }).click();
    await redrafted;
    await note.waitFor({ state: 'detached', timeout: 10_000 });
    const saved = (await (await call('/api/account/offer')).json()) as { offer: { sender_name: string } };
    expect(saved.offer.sender_name).toBe(mailbox.from_name);
    expect(await composer.getByLabel('Message').inputValue()).toMatch(
      new RegExp(`Best,\\n${mailbox.from_name}\\nAccount Executive, TablePoint$`),
    );
    await composer.getByRole('button', { name: 'Close' }).click();
    // Pitches speak for no offer again, as the tests after this one expect.
    await call('/api/account/offer', { method: 'PUT', body: JSON.stringify({ offer: null }) });
  });

  it('adds an address to the suppression list by hand and removes it', async () => {
    const list = outreach().getByTestId('suppressions');
    await list.getByLabel('Address to suppress').fill('not an address');
    await list.getByRole('button', { name: 'Add' }).click();
    await list.getByText('Address must be an email address, like ana@example.com').waitFor({ state: 'visible' });
    await list.getByLabel('Address to suppress').fill('owner@elsewhere.example');
    await list.getByRole('button', { name: 'Add' }).click();
    const added = list.getByTestId('suppression').filter({ hasText: 'owner@elsewhere.example' });
    await added.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await added.textContent()).toContain('Added by you');
    await added.getByRole('button', { name: 'Remove' }).click();
    await added.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('keeps no mailbox whose settings are wrong or whose test send fails, and says why', async () => {
    const box = outreach().getByTestId('mailbox');
    await box.getByText('Set up your own mailbox (SMTP)').click();
    await box.getByLabel('SMTP host').fill('127.0.0.1');
    await box.getByLabel('Port').fill('70000');
    await box.getByLabel('Security').selectOption('none');
    await box.getByLabel('From name').fill('Ana Ruiz');
    await box.getByLabel('From address').fill('ana at tabletech');
    await box.getByLabel('Postal address').fill('12 Main St, Austin, TX 78701');
    await box.getByRole('button', { name: 'Test and save' }).click();
    await box.getByText('SMTP port must be from 1 to 65535').waitFor({ state: 'visible', timeout: 10_000 });
    await box.getByText('From address must be an email address, like ana@example.com').waitFor({ state: 'visible' });
    await screenshot(page, 'outreach-12-mailbox-fields');

    // Nothing listens on port 9 here: the test send fails and the mail server's trouble is said in words.
    await box.getByLabel('Port').fill('9');
    await box.getByLabel('From address').fill('ana@tabletech.example');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/mailbox') && r.request().method() === 'PUT',
    );
    await box.getByRole('button', { name: 'Test and save' }).click();
    const res = await saved;
    expect(res.status()).toBe(502);
    const { error } = (await res.json()) as { error: string };
    expect(await box.getByTestId('mailbox-error').textContent()).toBe(error);
    await screenshot(page, 'outreach-13-mailbox-test-failed');
    // The demo mailbox is still the one in use.
    expect(await box.getByTestId('mailbox-demo').isVisible()).toBe(true);
  });

  it('sends to a typed address and cancels its scheduled follow-up, which stops the one after it', async () => {
    await openLead(lead.name);
    await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).click();
    const composer = outreach().getByTestId('draft');
    await composer.getByLabel('Subject').waitFor({ state: 'visible', timeout: 20_000 });
    // The suppressed contact is not chosen: the composer waits for an address.
    await composer.getByLabel("Recipient's email address").fill('manager@elsewhere.example');
    await composer.getByLabel('Follow up automatically').check();
    await composer.getByRole('button', { name: 'Send now' }).click();
    await composer.getByTestId('send-result').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await composer.getByTestId('send-result').textContent()).toContain(
      'Email sent to manager@elsewhere.example.',
    );

    const toManager = outboxEmails().filter({ hasText: 'manager@elsewhere.example' });
    await toManager.nth(2).waitFor({ state: 'visible', timeout: 10_000 });
    const first = toManager.filter({ hasText: 'Follow-up 1' });
    expect(await first.getAttribute('data-status')).toBe('scheduled');
    await first.getByRole('button', { name: 'Cancel' }).click();
    await first.and(page.locator('[data-status="cancelled"]')).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.getByTestId('toast').locator('.lg-toast__message').textContent()).toBe(
      'Email cancelled, and the follow-up after it',
    );
    const second = toManager.filter({ hasText: 'Follow-up 2' });
    expect(await second.getAttribute('data-status')).not.toBe('scheduled');
    expect(await second.textContent()).toContain('Stopped: cancelled by you');
    expect(await first.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await screenshot(page, 'outreach-14-cancelled');
  });

  it("finds a lead's contacts before its first draft when its site was never read, and writes it a pitch", async () => {
    await openLead(unread.name);
    const found = page.waitForResponse((r) => /\/api\/my-leads\/[^/]+\/contacts\/read$/.test(r.url()));
    const drafted = page.waitForResponse((r) => /\/api\/outreach\/leads\/[^/]+\/draft$/.test(r.url()), {
      timeout: 60_000,
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).click();
    expect((await found).status()).toBe(200);
    const res = await drafted;
    expect(res.status()).toBe(200);
    const { draft: made } = (await res.json()) as { draft: OutreachDraft };
    const composer = outreach().getByTestId('draft');
    await composer.getByLabel('Subject').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await composer.getByRole('heading').first().textContent()).toBe(`Email ${unread.name}`);
    // Addressed from the contacts just read, when the site gave any.
    expect(await composer.getByRole('radio').count()).toBe(made.recipients.length + 1);
    // No pitch was kept: one was written for the draft, and the composer says so.
    expect(made.pitch_written).toBe(true);
    expect(await composer.getByTestId('pitch-written-note').isVisible()).toBe(true);
    expect(await composer.getByLabel('Message').inputValue()).not.toContain("had an idea I'd like to share");
    await screenshot(page, 'outreach-14b-unread-lead');
    await composer.getByRole('button', { name: 'Close' }).click();
  });

  it('counts the emails sent in Usage & Limits, against the plan', async () => {
    // Usage is applied in batches: read it again until both sends are counted.
    const emails = page.getByRole('progressbar', { name: 'Emails sent' });
    const deadline = Date.now() + 20_000;
    let seen: string | null = null;
    while (Date.now() < deadline) {
      await page.goto(`${stack.webUrl}/app?page=account&tab=usage`);
      await emails.waitFor({ state: 'visible', timeout: 20_000 });
      seen = await emails.getAttribute('aria-valuetext');
      if (seen === '2 of 1000 used') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // A new account is on the Starter trial: 1,000 emails a month.
    expect(seen).toBe('2 of 1000 used');
    await screenshot(page, 'outreach-15-usage');
  });

  it("saves the rep's own mailbox once a test email goes through it, and never shows its password back", async () => {
    await page.goto(`${stack.webUrl}/app`);
    await page.getByRole('tab', { name: 'Outreach' }).click();
    const box = outreach().getByTestId('mailbox');
    await box.getByTestId('mailbox-demo').waitFor({ state: 'visible', timeout: 20_000 });
    // The simulated mailbox's SMTP server stands in for the rep's own mail server.
    const smtp = new URL(stack.env.SMTP_URL!);
    await box.getByText('Set up your own mailbox (SMTP)').click();
    await box.getByLabel('SMTP host').fill(smtp.hostname);
    await box.getByLabel('Port').fill(smtp.port);
    await box.getByLabel('Security').selectOption('none');
    await box.getByLabel('User name').fill('ana');
    await box.getByLabel('Password').fill('a-mailbox-secret');
    await box.getByLabel('From name').fill('Ana Ruiz');
    await box.getByLabel('From address').fill('ana@tabletech.example');
    await box.getByLabel('Postal address').fill('12 Main St, Austin, TX 78701');
    await box.getByLabel('Daily cap (emails a day)').fill('40');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/mailbox') && r.request().method() === 'PUT',
    );
    await box.getByRole('button', { name: 'Test and save' }).click();
    const res = await saved;
    expect(res.status()).toBe(200);
    expect(JSON.stringify(await res.json())).not.toContain('a-mailbox-secret');

    await box.getByTestId('mailbox-own').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await box.getByTestId('mailbox-own').textContent()).toContain('Sending as Ana Ruiz <ana@tabletech.example>');
    expect(await box.getByTestId('mailbox-own').textContent()).toContain('of 40 sent today');
    // Saved, the form folds away; opened again, it shows what is kept, the password only as 'saved'.
    expect(await box.getByLabel('Password').isVisible()).toBe(false);
    await box.getByText('Change your mailbox').click();
    expect(await box.getByLabel('Password').isVisible()).toBe(true);
    expect(await box.getByLabel('Password').inputValue()).toBe('');
    expect(await box.getByTestId('password-saved').textContent()).toBe('Saved. Leave blank to keep it.');
    expect(await box.getByLabel('SMTP host').inputValue()).toBe(smtp.hostname);
    await screenshot(page, 'outreach-16-own-mailbox');
  });
});
