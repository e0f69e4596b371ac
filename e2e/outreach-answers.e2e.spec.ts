import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { InboxResponse, MyLeadsListResponse, OutreachEmailsResponse } from '@leadgen/contracts';
import { launchBrowser, screenshot, signIn } from './browser.js';
import { startTestStack, type Stack } from './stack.js';

jest.setTimeout(300_000);

const EMAIL = 'e2e.answers@example.com';
/**
 * The simulator's restaurants that always answer one way (docs/simulator.md, 'Fixed addresses'),
 * each on a domain of its own: a reply from one is nobody's at another.
 */
const WRITES_BACK = 'reply@tacos.answers.leadgen.test';
const AWAY = 'ooo@pho.answers.leadgen.test';
const GONE = 'nobody@bounce.leadgen.test';
const OPTS_OUT = 'optout@bbq.answers.leadgen.test';
/** Never answers: its owner unsubscribes with the link under the email instead. */
const UNSUBSCRIBES = 'silent@deli.answers.leadgen.test';
/** Not theirs to decide: points the rep to Maria Lopez, the general manager, who answers herself. */
const POINTS_ON = 'referral@burrito.answers.leadgen.test';
const COLLEAGUE = 'maria.lopez@burrito.answers.leadgen.test';

/** Waits until `read` gives a value `done` accepts, trying every 500 ms; the last value otherwise. */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The conversation on the default install: four saved leads emailed with two follow-ups each, to
 * simulated restaurants that answer as real ones do (a yes, an out-of-office, a bounce, a 'take me
 * off your list'). Nobody touches anything after sending: the product hears each answer in the
 * demo rep's mailbox over IMAP and shows what it did, in the Inbox, the outbox, the suppression
 * list, My Leads and the CRM files.
 */
describe('Outreach hears the answers, in a browser', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  /** Saved lead id and name by the address it was emailed at. */
  const leads = new Map<string, { id: string; name: string }>();

  beforeAll(async () => {
    // Answers arrive 0.3 s after the send instead of the demo's 10 to 60 s.
    stack = await startTestStack({ SIMULATOR_ANSWER_DELAY_MS: '300' });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, stack.webUrl, EMAIL);
    await search().waitFor({ state: 'visible', timeout: 20_000 });
    token = (await page.evaluate(() => localStorage.getItem('session_token')))!;
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  const search = () => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const myLeads = () => page.locator('[data-testid="remote-search_mfe"][data-view="my-leads"]');
  const outreach = () => page.getByTestId('remote-outreach_mfe');
  const panel = () => page.getByTestId('lead-detail');
  const answers = () => outreach().getByTestId('inbox-message');
  const outboxOf = (name: string): Locator => outreach().getByTestId('outbox-email').filter({ hasText: name });
  const lead = (address: string) => leads.get(address)!;

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.headers.get('content-type')?.includes('json') ? res.json() : res.text()) as Promise<T>;
  }

  async function openLead(name: string) {
    await page.getByRole('tab', { name: 'My Leads' }).click();
    const row = myLeads()
      .getByTestId('saved-lead-row')
      .filter({ has: page.getByTestId('lead-name').getByText(name, { exact: true }) });
    await row.waitFor({ state: 'visible', timeout: 20_000 });
    await row.getByRole('button', { name: `Open ${name}` }).click();
    await panel().getByTestId('detail-history').waitFor({ state: 'visible', timeout: 10_000 });
  }

  async function exported(format: 'csv' | 'hubspot' | 'salesforce', id: string) {
    const csv = await api<string>('POST', '/api/my-leads/export', { format, ids: [id] });
    return parse(csv, { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
  }

  /** The one-click unsubscribe link under the email the simulated mailbox holds for `to`. */
  async function unsubscribeLinkTo(to: string): Promise<string> {
    type Mail = { text: string; to: { address: string }[] };
    const mails = await eventually(
      async () => (await (await fetch(new URL('/api/email', stack.mailboxUrl))).json()) as Mail[],
      (all) => all.some((m) => m.to.some((r) => r.address === to)),
    );
    const mail = mails.find((m) => m.to.some((r) => r.address === to))!;
    return /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]{22,}/.exec(mail.text)![0];
  }

  it('saves five leads, each with an address a simulated restaurant answers from', async () => {
    await search().getByLabel('City').fill('Austin');
    await search().getByRole('button', { name: 'Search Leads' }).click();
    await search().getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 20_000 });
    await search().getByTestId('save-all').click();
    const saved = await eventually(
      () => api<MyLeadsListResponse>('GET', '/api/my-leads'),
      (r) => r.items.length >= 5,
    );
    const addresses = [WRITES_BACK, AWAY, GONE, OPTS_OUT, UNSUBSCRIBES];
    for (const [i, address] of addresses.entries()) {
      const { id, lead: facts } = saved.items[i]!;
      const name = facts.name;
      await api('POST', `/api/my-leads/${id}/contacts`, { kind: 'email', value: address, label: 'Owner' });
      leads.set(address, { id, name });
    }
  });

  it('sends the first from the composer with follow-ups on business days 3 and 7, the rest likewise', async () => {
    await openLead(lead(WRITES_BACK).name);
    await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).click();
    const composer = outreach().getByTestId('draft');
    await composer.getByLabel('Subject').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await composer.getByRole('radio', { name: new RegExp(WRITES_BACK.replace('.', '\\.')) }).isChecked()).toBe(
      true,
    );
    await composer.getByLabel('Follow up automatically').check();
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/emails') && r.request().method() === 'POST',
    );
    await composer.getByRole('button', { name: 'Send now' }).click();
    expect((await sent).status()).toBe(200);
    await composer.getByTestId('send-result').waitFor({ state: 'visible' });

    for (const address of [AWAY, GONE, OPTS_OUT, UNSUBSCRIBES])
      await api('POST', '/api/outreach/emails', {
        lead_id: lead(address).id,
        to: address,
        subject: `Quick question for ${lead(address).name}`,
        body: 'Hi, could we talk for 15 minutes this week about how you take orders?\n\nBest,\nDemo Rep',
        follow_up_days: [3, 7],
      });
  });

  it('shows each answer in the Inbox, unread and counted on the tab, with the words the person wrote', async () => {
    const inbox = await eventually(
      () => api<InboxResponse>('GET', '/api/outreach/inbox'),
      (r) => r.messages.length >= 4,
    );
    expect(inbox.messages.map((m) => m.kind).sort()).toEqual(['hard_bounce', 'opt_out', 'out_of_office', 'reply']);

    await page.getByRole('tab', { name: 'Outreach' }).click();
    await outreach()
      .getByRole('tab', { name: /^Inbox/ })
      .click();
    await outreach().getByTestId('inbox').getByRole('button', { name: 'Refresh' }).click();
    await answers().nth(3).waitFor({ state: 'visible', timeout: 20_000 });
    const reply = answers().and(page.locator('[data-kind="reply"]'));
    expect(await reply.getAttribute('data-read')).toBe('false');
    const said = (await reply.textContent())!;
    expect(said).toContain(lead(WRITES_BACK).name);
    expect(said).toMatch(/call me|talk|sounds good|works for me/i);
    // The sent mail it quoted is cut off: only the person's own words show.
    expect(said).not.toMatch(/wrote:|^>/m);
    expect(await reply.getByTestId('inbox-action').textContent()).toMatch(/follow-ups? stopped/i);
    const tab = page.getByRole('tab', { name: 'Outreach' });
    await eventually(
      () => tab.getAttribute('data-count'),
      (c) => c === '4',
      15_000,
    );
    expect(await tab.getAttribute('data-count')).toBe('4');
    await screenshot(page, 'answers-01-inbox');
    await page.setViewportSize({ width: 390, height: 844 });
    await reply.scrollIntoViewIfNeeded();
    await screenshot(page, 'answers-02-inbox-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("stops the follow-ups of the reply, the bounce and the opt-out, and pauses the out-of-office's until its return", async () => {
    const emails = await api<OutreachEmailsResponse>('GET', '/api/outreach/emails');
    const followUps = (address: string) => emails.emails.filter((e) => e.to === address && e.step > 0);
    expect(followUps(WRITES_BACK).map((e) => [e.status, e.stop_reason])).toEqual([
      ['stopped', 'replied'],
      ['stopped', 'replied'],
    ]);
    expect(followUps(GONE).every((e) => e.stop_reason === 'bounced')).toBe(true);
    expect(followUps(OPTS_OUT).every((e) => e.stop_reason === 'opted_out')).toBe(true);
    expect(followUps(AWAY).map((e) => e.status)).toEqual(['scheduled', 'scheduled']);
    // Both wait: the second keeps its business days after the first.
    expect(followUps(AWAY).every((e) => e.paused_until)).toBe(true);

    await outreach().getByRole('tab', { name: 'Outbox' }).click();
    const reason = (name: string, step: string) =>
      outboxOf(name).filter({ hasText: step }).getByTestId('outbox-reason').textContent();
    expect(await reason(lead(WRITES_BACK).name, 'Follow-up 1')).toBe('Stopped: they replied');
    expect(await reason(lead(GONE).name, 'Follow-up 1')).toBe('Stopped: an earlier email to this address bounced');
    expect(await reason(lead(OPTS_OUT).name, 'Follow-up 2')).toBe('Stopped: they asked not to be emailed');
    expect(await reason(lead(AWAY).name, 'Follow-up 1')).toMatch(/^Paused until \w{3}, \w{3} \d{1,2}$/);
    await outboxOf(lead(AWAY).name).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'answers-03-outbox');
  });

  it('puts the bounced, the opted-out and the unsubscribed addresses on the suppression list, in words', async () => {
    // The owner who never answers follows the link under the email, in a browser that never signed in.
    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const link = await stranger.newPage();
    await link.goto(await unsubscribeLinkTo(UNSUBSCRIBES));
    await link.getByRole('button', { name: 'Unsubscribe' }).click();
    await link.getByTestId('unsubscribe-message').waitFor({ state: 'visible', timeout: 10_000 });
    await stranger.close();

    const row = (address: string) => outreach().getByTestId('suppression').filter({ hasText: address });
    await row(UNSUBSCRIBES).waitFor({ state: 'visible', timeout: 30_000 });
    expect(await row(UNSUBSCRIBES).textContent()).toContain('Unsubscribed');
    await row(GONE).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await row(GONE).textContent()).toContain('Bounced');
    expect(await row(OPTS_OUT).textContent()).toContain('Asked not to be emailed');
    await row(GONE).scrollIntoViewIfNeeded();
    await screenshot(page, 'answers-04-suppressions');
  });

  it('moves the lead that replied to Connected and marks the opted-out contact on its lead', async () => {
    const stored = await api<{ status: string }>('GET', `/api/my-leads/${lead(WRITES_BACK).id}`);
    expect(stored.status).toBe('connected');
    await openLead(lead(WRITES_BACK).name);
    expect(await panel().textContent()).toMatch(/replied/i);
    await page.keyboard.press('Escape');
    const status = myLeads()
      .locator(`[data-saved-id="${lead(WRITES_BACK).id}"]`)
      .getByTestId('status-select')
      .locator('option:checked');
    expect(await status.textContent()).toBe('Connected');

    await openLead(lead(OPTS_OUT).name);
    const contact = panel().getByTestId('saved-contact').filter({ hasText: OPTS_OUT });
    await contact.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await contact.getByTestId('contact-opt-out').textContent()).toBe('Asked not to be emailed');
    // Shown, never offered as a link to write to.
    expect(await contact.locator('a[href^="mailto:"]').count()).toBe(0);
    await screenshot(page, 'answers-05-lead-opted-out');
    await page.setViewportSize({ width: 390, height: 844 });
    await contact.scrollIntoViewIfNeeded();
    await screenshot(page, 'answers-06-lead-opted-out-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
  });

  it('shows the unsubscribed address on its lead, never as a link to write to', async () => {
    await openLead(lead(UNSUBSCRIBES).name);
    const contact = panel().getByTestId('saved-contact').filter({ hasText: UNSUBSCRIBES });
    await contact.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await contact.getByTestId('contact-opt-out').textContent()).toBe('Unsubscribed');
    expect(await contact.locator('a[href^="mailto:"]').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it.each([OPTS_OUT, UNSUBSCRIBES])(
    'leaves %s out of the HubSpot and CSV files and marks it opted out for Salesforce',
    async (address) => {
      const id = lead(address).id;
      const [hubspot] = await exported('hubspot', id);
      expect(hubspot!['Email']).toBe('');
      expect(hubspot!['Description']).toContain('Email left out: the address is on your suppression list');
      const [salesforce] = await exported('salesforce', id);
      expect([salesforce!['Email'], salesforce!['HasOptedOutOfEmail']]).toEqual([address, 'true']);
      const [csv] = await exported('csv', id);
      expect(JSON.stringify(csv)).not.toContain(address);
      expect(csv!['Email Opt-Out']).toBe(address === OPTS_OUT ? 'Asked not to be emailed' : 'Unsubscribed');
    },
  );

  /** The Outreach tab's Inbox. */
  async function openInbox(): Promise<void> {
    await page.getByRole('tab', { name: 'Outreach' }).click();
    await outreach()
      .getByRole('tab', { name: /^Inbox/ })
      .click();
  }

  /** The Outreach tab's Inbox, and the person's reply in it. */
  async function theReply(): Promise<Locator> {
    await openInbox();
    const reply = answers().and(page.locator('[data-kind="reply"]'));
    await reply.waitFor({ state: 'visible', timeout: 10_000 });
    return reply;
  }

  it("books the meeting from the reply: 'Mark meeting booked' moves its lead on in My Leads, said where it was pressed", async () => {
    const reply = await theReply();
    // Only the person's reply offers it: an out-of-office or a bounce books nothing.
    expect(await answers().getByRole('button', { name: 'Mark meeting booked' }).count()).toBe(1);
    await reply.getByRole('button', { name: 'Mark meeting booked' }).click();
    const said = reply.getByTestId('inbox-booked');
    await said.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await said.textContent()).toBe(`${lead(WRITES_BACK).name} is at Meeting booked in My Leads.`);
    await screenshot(page, 'answers-07-meeting-booked');
    const stored = await api<{ status: string }>('GET', `/api/my-leads/${lead(WRITES_BACK).id}`);
    expect(stored.status).toBe('meeting_booked');
    await page.getByRole('tab', { name: 'My Leads' }).click();
    const status = myLeads()
      .locator(`[data-saved-id="${lead(WRITES_BACK).id}"]`)
      .getByTestId('status-select')
      .locator('option:checked');
    await eventually(
      () => status.textContent(),
      (t) => t === 'Meeting booked',
      15_000,
    );
  });

  it('hands the lead that replied over with its address: it is still mailable', async () => {
    const [replied] = await exported('hubspot', lead(WRITES_BACK).id);
    expect(replied!['Email']).toBe(WRITES_BACK);
  });

  it("writes back to the reply: 'Write back' opens a reply in its thread, sent now without follow-ups", async () => {
    const reply = await theReply();
    // Only the person's reply offers it: an out-of-office or a bounce has nobody to answer.
    expect(await answers().getByRole('button', { name: 'Write back' }).count()).toBe(1);
    await reply.getByRole('button', { name: 'Write back' }).click();
    const composer = outreach().getByTestId('draft');
    await composer.locator('textarea').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await composer.getByRole('heading').first().textContent()).toBe(`Write back to ${lead(WRITES_BACK).name}`);
    expect(await composer.locator('textarea').inputValue()).toContain('Thanks for getting back to me.');
    expect(await composer.getByLabel('Subject').inputValue()).toMatch(/^Re: /);
    expect(await composer.getByLabel('Follow up automatically').count()).toBe(0);
    expect(await composer.getByRole('button', { name: 'Send in their business hours' }).count()).toBe(0);
    // It takes up the time they proposed, and says the calendar invite that goes with it.
    expect(await composer.getByTestId('reply-note').textContent()).toMatch(
      /^They proposed .+: a calendar invite for \w+day, \w+ \d+ at \d+:\d\d [AP]M [A-Z]{2,5} \(15 minutes\) goes with this reply/,
    );
    await screenshot(page, 'answers-09-write-back');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/emails') && r.request().method() === 'POST',
    );
    await composer.getByRole('button', { name: 'Send now' }).click();
    const res = await sent;
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      emails: Array<{ step: number; status: string; to: string }>;
      lead_status: string;
    };
    expect(body.emails.map((e) => [e.step, e.status, e.to])).toEqual([[0, 'sent', WRITES_BACK]]);
    // Booked already: a reply carries on the conversation and leaves the lead where it is.
    expect(body.lead_status).toBe('meeting_booked');
    await composer.getByTestId('send-result').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await composer.getByTestId('send-result').textContent()).toContain(`Email sent to ${WRITES_BACK}.`);
  });

  it("writes to the colleague a reply points to: 'Write to Maria', then writes back to her own reply", async () => {
    const saved = await api<MyLeadsListResponse>('GET', '/api/my-leads');
    const { id, lead: facts } = saved.items[5]!;
    await api('POST', `/api/my-leads/${id}/contacts`, { kind: 'email', value: POINTS_ON, label: 'Manager' });
    await api('POST', '/api/outreach/emails', {
      lead_id: id,
      to: POINTS_ON,
      subject: `Quick question for ${facts.name}`,
      body: 'Hi, could we talk for 15 minutes this week about how you take orders?\n\nBest,\nDemo Rep',
    });
    await eventually(
      () => api<InboxResponse>('GET', `/api/outreach/inbox?lead_id=${id}`),
      (r) => r.messages.length > 0,
    );
    await openInbox();
    await outreach().getByTestId('inbox').getByRole('button', { name: 'Refresh' }).click();
    const pointer = answers().filter({ hasText: POINTS_ON });
    await pointer.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await pointer.getByTestId('inbox-asks').textContent()).toBe(`Points you to Maria Lopez, ${COLLEAGUE}`);
    await pointer.scrollIntoViewIfNeeded();
    await screenshot(page, 'answers-10-points-to-colleague');
    await pointer.getByRole('button', { name: 'Write to Maria' }).click();
    const composer = outreach().getByTestId('draft');
    await composer.locator('textarea').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await composer.getByRole('radio', { name: new RegExp(COLLEAGUE.replace(/\./g, '\\.')) }).isChecked()).toBe(
      true,
    );
    expect(await composer.locator('textarea').inputValue()).toMatch(
      /^Hi Maria,\n\n\w+ suggested I get in touch with you about my note to the team, below\. [^]+\n\n> Hi, could we talk for 15 minutes this week/,
    );
    // The one who pointed the rep on is copied, ticked until the rep unticks it.
    const cc = composer.getByTestId('draft-cc');
    expect(await cc.textContent()).toMatch(
      new RegExp(`^Cc${POINTS_ON.replace(/\./g, '\\.')} \\w+, who pointed you here$`),
    );
    expect(await cc.getByRole('checkbox').isChecked()).toBe(true);
    await screenshot(page, 'answers-11-write-to-colleague');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/emails') && r.request().method() === 'POST',
    );
    await composer.getByRole('button', { name: 'Send now' }).click();
    expect((await sent).status()).toBe(200);
    await composer.getByTestId('send-result').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await composer.getByTestId('send-result').textContent()).toContain(
      `Email sent to ${COLLEAGUE}, copying ${POINTS_ON}.`,
    );

    // Maria answers the email to her: the Inbox hears it as the same lead's, and says the time she asks for.
    await eventually(
      () => api<InboxResponse>('GET', `/api/outreach/inbox?lead_id=${id}`),
      (r) => r.messages.some((m) => m.from === COLLEAGUE),
    );
    // A send shows the Outbox: back to the Inbox.
    await openInbox();
    await outreach().getByTestId('inbox').getByRole('button', { name: 'Refresh' }).click();
    // Her answer by its sender: the referral above it names her address and her name too.
    const maria = answers()
      .filter({ has: page.locator('.or-answer__address', { hasText: COLLEAGUE }) })
      .and(page.locator('[data-kind="reply"]'));
    await maria.first().waitFor({ state: 'visible', timeout: 15_000 });
    const herAsk = maria.first().getByTestId('inbox-asks');
    expect(await herAsk.textContent()).toMatch(/^Asks for a (call|meeting) /);
    await maria.first().getByRole('button', { name: 'Write back' }).click();
    await composer.locator('textarea').waitFor({ state: 'visible', timeout: 20_000 });
    await eventually(
      () => composer.locator('textarea').inputValue(),
      (t) => t.startsWith('Hi Maria,\n\nThanks for getting back to me.'),
      10_000,
    );
    expect(await composer.locator('textarea').inputValue()).toMatch(/^Hi Maria,\n\nThanks for getting back to me\. /);
    await screenshot(page, 'answers-12-write-back-to-colleague');
    await page.setViewportSize({ width: 390, height: 844 });
    await maria.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'answers-13-colleague-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Sent with the invite it promises, Maria's calendar accepts it: the meeting is booked without a click.
    const again = page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/emails') && r.request().method() === 'POST',
    );
    await composer.getByRole('button', { name: 'Send now' }).click();
    expect((await again).status()).toBe(200);
    await eventually(
      () => api<InboxResponse>('GET', `/api/outreach/inbox?lead_id=${id}`),
      (r) => r.messages.some((m) => m.asks?.kind === 'invite_accepted'),
    );
    await openInbox();
    await outreach().getByTestId('inbox').getByRole('button', { name: 'Refresh' }).click();
    const yes = answers().filter({ hasText: 'Accepted your invite for' }).filter({ hasText: COLLEAGUE });
    await yes.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await yes.getByTestId('inbox-asks').textContent()).toMatch(
      /^Accepted your invite for \w+day, \w+ \d+ at \d+:\d\d [AP]M [A-Z]{2,5}$/,
    );
    // Booked by their calendar: no 'Mark meeting booked', and the meeting for the rep's own calendar.
    expect(await yes.getByRole('button', { name: 'Mark meeting booked' }).count()).toBe(0);
    // Nor on Maria's reply that asked for the call: the lead is booked already.
    expect(await maria.getByRole('button', { name: 'Mark meeting booked' }).count()).toBe(0);
    const download = page.waitForEvent('download');
    await yes.getByRole('button', { name: 'Add to my calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^meeting-[a-z0-9-]+\.ics$/);
    expect(readFileSync((await file.path())!, 'utf8')).toMatch(
      /^BEGIN:VCALENDAR\r\n[^]*METHOD:PUBLISH[^]*BEGIN:VEVENT/,
    );
    await yes.scrollIntoViewIfNeeded();
    await screenshot(page, 'answers-14-colleague-accepts');
    await eventually(
      () => api<{ status: string }>('GET', `/api/my-leads/${id}`),
      (l) => l.status === 'meeting_booked',
      15_000,
    );
    const booked = await api<{
      status: string;
      contacts: { contacts: Array<{ value: string; email: string | null }> };
    }>('GET', `/api/my-leads/${id}`);
    expect(booked.status).toBe('meeting_booked');
    // Maria is kept on the lead, with her address, for My Leads and the CRM files.
    expect(booked.contacts.contacts).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'Maria Lopez', email: COLLEAGUE })]),
    );
  });
});
