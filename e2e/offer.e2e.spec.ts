import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DEMO_VENDOR_EXAMPLES,
  type Lead,
  type LeadPitchResponse,
  type OfferResponse,
  type SearchResponse,
  type Pitch,
} from '@leadgen/contracts';
import { demoSitePage, demoSiteTruth } from '@leadgen/simulator/testing';
import { launchBrowser, screenshot, signIn } from './browser.js';
import { startTestStack, type Stack } from './stack.js';

jest.setTimeout(300_000);

const CITY = 'Austin';
/** The simulated point-of-sale vendor: its Business Analysis becomes what the rep sells. */
const VENDOR = DEMO_VENDOR_EXAMPLES.find((v) => v.category === 'Point of sale')!;

/** The restaurant's own details a pitch can name: dishes, prices, years and events from its simulated site, its street from the listing. */
function detailsOf(lead: Lead): string[] {
  const truth = demoSiteTruth(lead.website!);
  const html = (truth?.pages ?? [])
    .map((p) => demoSitePage(`https://${truth!.host}${p}`))
    .filter((page) => page.found && page.status === 200 && page.content_type.includes('html'))
    .map((page) => page.body)
    .join('\n');
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');
  const dishes = [...html.matchAll(/<li[^>]*>(?:<div>|<img[^>]*>)<h3>([^<]+)<\/h3>/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&').replace(/&#39;/g, "'"),
  );
  const prices = text.match(/\$\d+(?:\.\d{2})?/g) ?? [];
  const years = [...text.matchAll(/\b(19[5-9]\d|20[0-2]\d|\d{1,3} years)\b/g)].map((m) => m[1]!);
  const events = ['private event', 'catering', 'happy hour', 'brunch', 'birthday', 'live music', 'trivia'].filter((e) =>
    text.toLowerCase().includes(e),
  );
  const platforms = truth
    ? [truth.platform_name, ...truth.ordering.providers, truth.reservations.provider ?? ''].filter(
        (p) => p && !['Custom', 'Owner', 'owner'].includes(p),
      )
    : [];
  const street = (lead.address_parts?.street ?? '').replace(/^\d+\s+/, '').trim();
  return [
    ...new Set([...dishes, ...prices, ...years, ...events, ...platforms, ...(street.length >= 4 ? [street] : [])]),
  ];
}

/** The details of `lead` that `text` names. */
const named = (text: string, lead: Lead) => detailsOf(lead).filter((d) => text.toLowerCase().includes(d.toLowerCase()));

/** At least two of the restaurant's own details in the email opener and value proposition (the pitch said when not). */
function expectTwoDetails(pitch: Pick<Pitch, 'email_opener' | 'value_proposition'>, lead: Lead) {
  const text = `${pitch.email_opener} ${pitch.value_proposition}`;
  const found = named(text, lead);
  if (found.length < 2)
    throw new Error(
      `${lead.name}: ${found.length} of its details (${found.join(', ')}) in "${text}"; known: ${detailsOf(lead).join(', ')}`,
    );
}

/** An opener with the restaurant's and the seller's names masked: what would read the same on every lead. */
const masked = (opener: string, lead: Lead) =>
  [lead.name, lead.brand ?? '', VENDOR.name]
    .filter(Boolean)
    .reduce((t, n) => t.split(n).join('<name>'), opener)
    .trim();

describe('What I sell, from a Business Analysis, in every pitch', () => {
  let stack: Stack & { cleanup(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let leads: Lead[];
  const openers: string[] = [];
  const pitched = new Set<number>();

  const search = () => page.locator('[data-testid="remote-search_mfe"][data-view="search"]');
  const rows = () => search().getByTestId('lead-row');

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, stack.webUrl, `e2e.offer.${Date.now().toString(36)}@example.com`);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.cleanup();
  });

  it("sets What I sell from a Business Analysis of the vendor's site", async () => {
    await page.getByRole('tab', { name: 'Business Analysis' }).click();
    const view = page.locator('[data-testid="remote-analysis_mfe"][data-view="business-analysis"]');
    await view.waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByLabel('Technology Business Website URL').fill(VENDOR.url);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/analyze_business_url'), { timeout: 120_000 });
    await page.getByRole('button', { name: 'Analyze Business (All Steps)' }).click();
    expect((await answered).status()).toBe(200);
    await page.getByTestId('analysis-result').waitFor({ state: 'visible', timeout: 20_000 });

    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/offer') && r.request().method() === 'PUT',
    );
    await page.getByTestId('use-as-offer').click();
    const put = await stored;
    expect(put.status()).toBe(200);
    const saved = page.getByTestId('offer-saved');
    await saved.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await saved.textContent()).toContain(VENDOR.name);
    await screenshot(page, 'offer-01-use-as-what-i-sell');

    // The account keeps it: what the rep sells is the vendor's product.
    const { offer } = (await put.json()) as OfferResponse;
    // The company as a rep says whom they are with: 'TablePoint', its product 'TablePoint POS'.
    expect(offer).toMatchObject({ product_name: VENDOR.name, company_name: 'TablePoint' });
  });

  it('writes three search rows’ pitches for the product, each on that restaurant’s own details, no opener repeated', async () => {
    await page.getByRole('tab', { name: 'Search Leads' }).click();
    await search().waitFor({ state: 'visible', timeout: 20_000 });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads/search'), { timeout: 30_000 });
    await search().getByLabel('City').fill(CITY);
    await search().getByRole('button', { name: 'Search Leads' }).click();
    leads = ((await (await answered).json()) as SearchResponse).leads;
    const picked = leads
      .map((lead, index) => ({ lead, index }))
      .filter(({ lead }) => lead.website && !lead.pitch && demoSiteTruth(lead.website)?.behaviour === 'normal')
      .slice(0, 3);
    expect(picked).toHaveLength(3);

    for (const { lead, index } of picked) {
      pitched.add(index);
      const row = rows().nth(index);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/pitches/lead'), { timeout: 60_000 });
      await row.getByRole('button', { name: 'Generate Pitch' }).click();
      const res = await answer;
      expect(res.status()).toBe(200);
      const { pitch_content: pitch } = (await res.json()) as LeadPitchResponse;

      const dialog = page.getByRole('dialog', { name: 'Personalized Pitch' });
      await dialog.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await dialog.getByTestId('pitch-vendor').textContent()).toBe(`Written for ${VENDOR.name}, what you sell`);
      const shown = (await dialog.textContent())!;
      expect(shown).toContain(pitch.email_opener);
      expect(`${pitch.email_opener} ${pitch.value_proposition}`).toContain(VENDOR.name);
      expectTwoDetails(pitch, lead);
      openers.push(masked(pitch.email_opener, lead));
      if (openers.length === 1) await screenshot(page, 'offer-02-row-pitch');
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(new Set(openers).size).toBe(3);
    // Not even the first sentence reads the same on two restaurants.
    expect(new Set(openers.map((o) => o.split(/(?<=[.!?])\s/)[0])).size).toBe(3);
  });

  it("writes the diagnostic page's pitch for the product, on the restaurant's own details", async () => {
    // A fourth restaurant, none of the three rows pitched above.
    const lead = leads.find(
      (l, i) => !pitched.has(i) && l.website && demoSiteTruth(l.website)?.behaviour === 'normal',
    )!;
    expect(lead).toBeDefined();
    await page.getByRole('tab', { name: 'Diagnostic Checklist' }).click();
    await page.getByTestId('remote-diagnostic_mfe').waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByLabel('Restaurant Website URL').fill(lead.website!);
    await page.getByRole('button', { name: 'Analyze Website' }).click();
    await page.getByTestId('diagnostic-result').waitFor({ state: 'visible', timeout: 60_000 });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/generate_pitch_from_url'), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Generate Pitch' }).click();
    const res = await answered;
    expect(res.status()).toBe(200);
    const { pitch_content: written } = (await res.json()) as { pitch_content: Pitch };
    const pitch = page.getByTestId('diagnostic-pitch');
    await pitch.waitFor({ state: 'visible', timeout: 60_000 });
    const text = (await pitch.textContent())!;
    expect(text).toContain(written.email_opener);
    expect(`${written.email_opener} ${written.value_proposition}`).toContain(VENDOR.name);
    expectTwoDetails(written, lead);
    const opener = masked(written.email_opener, lead);
    expect(openers).not.toContain(opener);
    expect(openers.map((o) => o.split(/(?<=[.!?])\s/)[0])).not.toContain(opener.split(/(?<=[.!?])\s/)[0]);
    await pitch.scrollIntoViewIfNeeded();
    await screenshot(page, 'offer-03-diagnostic-pitch');
  });
  it('asks before another Business Analysis replaces What I sell, and brings the replaced one back', async () => {
    const other = DEMO_VENDOR_EXAMPLES.find((v) => v.category === 'Reservations')!;
    await page.getByRole('tab', { name: 'Business Analysis' }).click();
    await page.getByLabel('Technology Business Website URL').fill(other.url);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/analyze_business_url'), { timeout: 120_000 });
    await page.getByRole('button', { name: 'Analyze Business (All Steps)' }).click();
    expect((await answered).status()).toBe(200);
    await page.getByTestId('use-as-offer').waitFor({ state: 'visible', timeout: 20_000 });

    // Nothing is replaced before the rep says so.
    await page.getByTestId('use-as-offer').click();
    const question = page.getByTestId('offer-replace');
    await question.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await question.textContent()).toContain(`What you sell is now ${VENDOR.name}`);
    // What the account keeps, read as the rep's own browser session reads it.
    const offerNow = async () => {
      const token = await page.evaluate(() => localStorage.getItem('session_token'));
      const res = await fetch(`${stack.webUrl}/api/account/offer`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as OfferResponse).offer;
    };
    expect((await offerNow())?.product_name).toBe(VENDOR.name);
    await screenshot(page, 'offer-04-replace-question');

    await page.getByTestId('offer-replace-confirm').click();
    const back = page.getByTestId('offer-bring-back');
    await back.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.getByTestId('offer-saved').textContent()).toContain(other.name);
    expect((await offerNow())?.product_name).toBe(other.name);

    expect(await back.textContent()).toContain(`Bring back ${VENDOR.name}`);
    const restored = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/offer') && r.request().method() === 'PUT',
    );
    await back.click();
    expect((await restored).status()).toBe(200);
    expect((await offerNow())?.product_name).toBe(VENDOR.name);
  });
});
