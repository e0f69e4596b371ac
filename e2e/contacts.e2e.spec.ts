import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Lead, SaveLeadsRequest, SearchResponse, SiteContacts } from '@leadgen/contracts';
import { launchBrowser, screenshot, signIn, waitForText } from './browser.js';
import { startTestStack, type Stack } from './stack.js';

jest.setTimeout(240_000);

/**
 * Contacts as a rep meets them: 'Find contacts' on a search row reads the simulated restaurant's
 * website, the save keeps what was found, the saved lead's panel shows it with the evidence, a
 * correction survives a reload, and the HubSpot file carries the lead's contacts.
 */
describe('Contacts in a browser', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let lead: Lead;
  let found: SiteContacts;
  /** The email the rep corrects, and what it becomes. */
  let before: string;
  let corrected: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await signIn(page, stack.webUrl, 'e2e.contacts@example.com');
    await search().waitFor({ state: 'visible', timeout: 20_000 });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  const search = () => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const myLeads = () => page.locator('[data-testid="remote-search_mfe"][data-view="my-leads"]');
  const row = (name: string): Locator =>
    search()
      .getByTestId('lead-row')
      .filter({ has: page.getByTestId('lead-name').getByText(name, { exact: true }) });
  const savedRow = (name: string): Locator =>
    myLeads()
      .getByTestId('saved-lead-row')
      .filter({ has: page.getByTestId('lead-name').getByText(name, { exact: true }) });
  const dialog = () => page.getByTestId('find-contacts');
  const panel = () => page.getByTestId('lead-detail');

  async function runSearch(): Promise<SearchResponse> {
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads/search') && r.request().method() === 'POST',
    );
    await search().getByRole('button', { name: 'Search Leads' }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    await search().getByTestId('lead-row').first().waitFor({ state: 'visible', timeout: 20_000 });
    return (await res.json()) as SearchResponse;
  }

  /** 'Find contacts' on the row; the read's answer as the browser got it. */
  async function findContacts(name: string): Promise<SiteContacts> {
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads/contacts') && r.request().method() === 'POST',
    );
    await row(name).getByRole('button', { name: 'Find contacts' }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    const body = (await res.json()) as SiteContacts;
    await dialog().getByTestId('found-contacts').waitFor({ state: 'visible', timeout: 10_000 });
    return body;
  }

  async function closeDialog() {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await dialog().waitFor({ state: 'detached' });
  }

  async function openLead(name: string) {
    await page.getByRole('tab', { name: 'My Leads' }).click();
    await savedRow(name).waitFor({ state: 'visible', timeout: 20_000 });
    await savedRow(name)
      .getByRole('button', { name: `Open ${name}` })
      .click();
    await panel().getByTestId('detail-contacts').waitFor({ state: 'visible', timeout: 10_000 });
  }

  it('finds the contacts of a search row, with the evidence of each, and marks the row', async () => {
    await search().getByLabel('City').fill('Austin');
    const results = await runSearch();
    const withSite = results.leads.filter((l) => l.website && l.place_id);
    expect(withSite.length).toBeGreaterThan(0);
    // A lead without a website cannot be read, and the button says why.
    const noSite = results.leads.find((l) => !l.website);
    if (noSite) {
      const button = row(noSite.name).getByRole('button', { name: 'Find contacts' });
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute('title')).toBe('No website to read contacts from');
    }

    // A site whose read names a person and one email worth writing to (the simulated sites vary, as
    // real ones do); else the first with a person and any such email.
    let fallback: [Lead, SiteContacts] | null = null;
    for (const candidate of withSite.slice(0, 6)) {
      const read = await findContacts(candidate.name);
      const good = read.emails.filter((e) => !e.disposable).length;
      if (good === 1 && read.people.length) {
        [lead, found] = [candidate, read];
        break;
      }
      if (good && read.people.length) fallback ??= [candidate, read];
      await closeDialog();
    }
    if (!lead && fallback) {
      [lead, found] = fallback;
      await row(lead.name).getByRole('button', { name: 'Find contacts' }).click();
      await dialog().getByTestId('found-contacts').waitFor({ state: 'visible' });
    }
    expect(lead).toBeDefined();

    const shown = dialog();
    expect(await shown.getByTestId('found-email').count()).toBe(found.emails.length);
    expect(await shown.getByTestId('found-person').count()).toBe(found.people.length);
    expect(await shown.getByTestId('found-phone').count()).toBe(found.phones.length);
    const email = shown.getByTestId('found-email').first();
    expect(await email.getByRole('link').first().textContent()).toBe(found.emails[0]!.address);
    expect(await email.getByTestId('contact-evidence').locator('q').textContent()).toBe(found.emails[0]!.evidence);
    expect(await email.getByTestId('evidence-page').getAttribute('href')).toBe(found.emails[0]!.page_url);
    const person = shown.getByTestId('found-person').first();
    expect(await person.locator('strong').textContent()).toBe(found.people[0]!.name);
    expect(await person.textContent()).toContain(found.people[0]!.role);
    await screenshot(page, 'contacts-01-found');
    await closeDialog();

    const marks = row(lead.name).getByTestId('contact-marks');
    expect(await marks.getByRole('img', { name: 'Email known' }).count()).toBe(1);
    expect(await marks.getByRole('img', { name: 'Contact person known' }).count()).toBe(1);
  });

  it('shows the contacts full screen on a phone, without reading the site again', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    let reads = 0;
    const count = (r: { url(): string }) => void (r.url().endsWith('/api/leads/contacts') && reads++);
    page.on('request', count);
    await row(lead.name).getByRole('button', { name: 'Find contacts' }).click();
    await dialog().getByTestId('found-contacts').waitFor({ state: 'visible' });
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBe(390);
    await page.screenshot({ path: 'e2e/screenshots/contacts-02-phone.png' });
    await closeDialog();
    page.off('request', count);
    expect(reads).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('saves the row with what was found, and the panel shows it with the evidence', async () => {
    const saved = page.waitForRequest((r) => /\/api\/my-leads$/.test(r.url()) && r.method() === 'POST');
    await row(lead.name)
      .getByRole('button', { name: `Save ${lead.name} to My Leads` })
      .click();
    const body = (await saved).postDataJSON() as SaveLeadsRequest;
    expect(body.contacts?.map((c) => c.place_id)).toEqual([lead.place_id]);
    await row(lead.name).getByTestId('saved-mark').waitFor({ state: 'visible', timeout: 10_000 });

    await openLead(lead.name);
    const section = panel().getByTestId('detail-contacts');
    const kept = section.getByTestId('saved-contact');
    expect(await kept.count()).toBe(found.emails.length + found.phones.length + found.people.length);
    const email = kept.filter({ hasText: found.emails[0]!.address });
    expect(await email.getByTestId('contact-evidence').locator('q').textContent()).toBe(found.emails[0]!.evidence);
    expect(await email.getByTestId('evidence-page').getAttribute('href')).toBe(found.emails[0]!.page_url);
    expect(await section.getByTestId('contact-value').allTextContents()).toContain(found.people[0]!.name);
    await screenshot(page, 'contacts-03-panel');
  });

  it('corrects an email on the panel: a malformed one is refused next to the field, a good one is kept', async () => {
    before = found.emails.find((e) => !e.disposable)!.address;
    corrected = `corrected.owner@${before.split('@')[1]}`;
    const item = panel().getByTestId('saved-contact').filter({ hasText: before });
    await item.getByRole('button', { name: `Correct ${before}` }).click();
    const form = panel().getByTestId('contact-edit-form');
    await form.getByLabel('Email address').fill('owner at the restaurant');
    await form.getByRole('button', { name: 'Save correction' }).click();
    await form.getByTestId('contact-value-error').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await form.getByTestId('contact-value-error').textContent()).toBe('Email must be a valid email address');
    await screenshot(page, 'contacts-04-refused');

    await form.getByLabel('Email address').fill(corrected);
    await form.getByRole('button', { name: 'Save correction' }).click();
    await form.waitFor({ state: 'detached', timeout: 10_000 });
    const values = await panel().getByTestId('contact-value').allTextContents();
    expect(values).toContain(corrected);
    expect(values).not.toContain(before);
  });

  it('finds the correction again after a reload', async () => {
    // The address names the open lead: the reload opens its panel again.
    await page.reload();
    await panel().getByTestId('detail-contacts').waitFor({ state: 'visible', timeout: 30_000 });
    const item = panel().getByTestId('saved-contact').filter({ hasText: corrected });
    await item.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await item.textContent()).toContain('Corrected by you');
    expect(await panel().getByTestId('contact-value').allTextContents()).not.toContain(before);
    await screenshot(page, 'contacts-05-after-reload');
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
  });

  it("exports HubSpot with the lead's contacts, read back by a CSV parser", async () => {
    await savedRow(lead.name).getByRole('checkbox').check();
    const download = page.waitForEvent('download');
    await myLeads()
      .getByRole('button', { name: /^HubSpot/ })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const rows = parse(readFileSync((await file.path())!, 'utf8'), {
      columns: true,
      bom: true,
      skip_empty_lines: true,
    }) as Record<string, string>[];
    const mine = rows.filter((r) => r['Company name'] === lead.name);
    expect(mine.length).toBeGreaterThan(0);
    // Addresses named anywhere in the lead's rows (a description may quote them among other words).
    const named = new Set(mine.flatMap((r) => Object.values(r)).flatMap((c) => c.split(/[^\w.@+-]+/)));
    // The address the rep corrected never goes out; the correction does when it is the lead's only one.
    expect(named.has(before)).toBe(false);
    if (found.emails.filter((e) => !e.disposable).length === 1) expect(named.has(corrected)).toBe(true);
    for (const r of mine) if (r.Email) expect(r.Email).not.toBe(before);
    // The person to ask for is one the site named, with their role.
    const people = new Map(found.people.map((p) => [p.name, p.role]));
    const person = mine.find((r) => people.has(`${r['First Name']} ${r['Last Name']}`.trim()));
    expect(person).toBeDefined();
    expect(person?.['Job Title']).toBe(people.get(`${person?.['First Name']} ${person?.['Last Name']}`.trim()));
    await waitForText(myLeads().getByTestId('selected-count'), '1 selected', 5_000);
  });
});
