import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import { MAX_SAVED_LEAD_BYTES } from '@leadgen/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { LeadsEnvSchema, startLeadsService } from '@leadgen/leads/testing';
import { startAccounts, type RunningAccounts } from '@leadgen/test-kit';
import { GatewayEnvSchema, startGateway, type RunningGateway } from '@leadgen/gateway/testing';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';

type Json = Record<string, unknown>;
type Lead = Json & { place_id: string; name: string; address: string };

/**
 * Odd input on the rep's own data (saved leads, lists, saved searches), through the real gateway,
 * over real NATS, to the real leads service and its database: refused with 400 naming the field as
 * the API names it, never a 500, a 504 later, or a reply that differs from what was stored.
 */
describe('gateway: odd input on saved leads, lists and saved searches', () => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let leads: INestMicroservice;
  let token: string;
  /** The outside world leads searches (Google's Places API), played in-process. */
  let simulator: Simulator;
  let simulatorDir: string;
  /** Chicago's search results from the simulated Places API, as a rep saves them. */
  let found: Lead[];

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(gateway.url + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      text,
      json: (text.startsWith('{') ? JSON.parse(text) : {}) as Json & { fields?: Json },
    };
  };
  const save = (...list: Json[]) => call('POST', '/api/my-leads', { leads: list });

  beforeAll(async () => {
    simulatorDir = mkdtempSync(path.join(tmpdir(), 'saved-leads-simulator-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir: simulatorDir });
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    leads = await startLeadsService(
      LeadsEnvSchema.parse({ ...simulator.settings, NATS_URL: testNatsUrl(), NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    );
    token = (await accounts.signIn(gateway.url)).token;
    const search = await call('POST', '/api/leads/search', {
      city: 'Chicago',
      state: 'IL',
      limit: 25,
      filter_bad_fits: false,
    });
    expect(search.status).toBe(200);
    found = search.json.leads as Lead[];
  }, 60_000);

  afterAll(async () => {
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await simulator?.close();
    rmSync(simulatorDir, { recursive: true, force: true });
  });

  describe('a saved lead has limits per field and as a whole', () => {
    it('refuses a lead with a 650 KB address (400 naming leads.0.address), three times, and stores nothing', async () => {
      const huge = { ...found[0]!, address: 'x'.repeat(650_000) };
      for (let i = 0; i < 3; i++) {
        const res = await save(huge);
        expect(res.status).toBe(400);
        expect(res.json).toMatchObject({
          code: 'VALIDATION_FAILED',
          error: 'Invalid request: leads.0.address: Address must be at most 500 characters',
          fields: { 'leads.0.address': ['Address must be at most 500 characters'] },
        });
      }
      // Nothing was stored: the rep's list answers at once, empty.
      const list = await call('GET', '/api/my-leads');
      expect([list.status, list.json.total]).toEqual([200, 0]);
    });

    it.each([
      ['name', 'x'.repeat(201), 'Name must be at most 200 characters'],
      ['website', `https://example.com/${'a'.repeat(2_048)}`, 'Website must be at most 2048 characters'],
      ['phone', '5'.repeat(101), 'Phone must be at most 100 characters'],
      ['cuisine_type', 'x'.repeat(101), 'Cuisine must be at most 100 characters'],
      ['place_id', 'x'.repeat(301), "The lead's place id must be at most 300 characters"],
    ])('refuses a lead whose %s is too long, naming the field', async (field, value, message) => {
      const res = await save({ ...found[0]!, [field]: value });
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual({ [`leads.0.${field}`]: [message] });
    });

    it('refuses nested fields and lists past their bounds, naming the field', async () => {
      const longList = await save({
        ...found[0]!,
        operating_hours: { weekday_text: Array.from({ length: 1_000 }, () => 'Monday: 9 AM - 5 PM') },
      });
      expect(longList.status).toBe(400);
      expect(longList.json.fields).toEqual({
        'leads.0.operating_hours.weekday_text': ['Opening hours must have at most 14 lines'],
      });
      const longStreet = await save({
        ...found[0]!,
        address_parts: { street: 'x'.repeat(501), city: 'Chicago', state: 'IL', zip: '60601' },
      });
      expect(longStreet.status).toBe(400);
      expect(longStreet.json.fields).toEqual({
        'leads.0.address_parts.street': ['Street must be at most 500 characters'],
      });
    });

    it('refuses a lead over the whole limit even when each field is within its own', async () => {
      const insights = Array.from({ length: 20 }, (_, i) => `${i}: ${'a reason to call '.repeat(28)}`);
      const pitch = {
        confidence_score: 0.5,
        key_insights: insights,
        pain_points: insights,
        opportunity_highlights: insights,
        email_opener: 'Hello',
        call_opener: 'Hi',
        value_proposition: 'Value',
        suggested_approach: 'Call',
      };
      const res = await save({ ...found[0]!, pitch });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: {
          'leads.0': [
            expect.stringMatching(
              new RegExp(`^A saved lead must be at most ${MAX_SAVED_LEAD_BYTES / 1024} KB; this one is \\d+ KB$`),
            ),
          ],
        },
      });
    });

    it("answers a page of 100 leads each at the limit, uncompressed, and the rep's export", async () => {
      // Text that does not compress, so the page is as large on the bus as it looks.
      const noise = (n: number) => randomBytes(n).toString('base64url').slice(0, n);
      const atLimit = (i: number): Json => {
        const lead = {
          ...found[0]!,
          place_id: `limit-${i}`,
          name: noise(200),
          address: noise(500),
          website: `https://example.com/${noise(2_000)}`,
          operating_hours: { weekday_text: [] as string[] },
          score_breakdown: [] as Json[],
        };
        // Opening hours and score factors, as long as they may be, fill the lead to its limit.
        const size = () => Buffer.byteLength(JSON.stringify(lead));
        const room = () => MAX_SAVED_LEAD_BYTES - size();
        while (lead.operating_hours.weekday_text.length < 14 && room() > 3)
          lead.operating_hours.weekday_text.push(noise(Math.min(200, room() - 3)));
        const factor = { factor: 'rating', label: '', points: 1, max_points: 10, detail: '' };
        while (room() > JSON.stringify(factor).length + 1)
          lead.score_breakdown.push({
            ...factor,
            detail: noise(Math.min(500, room() - JSON.stringify(factor).length - 1)),
          });
        expect(size()).toBeGreaterThan(MAX_SAVED_LEAD_BYTES - 80);
        expect(size()).toBeLessThanOrEqual(MAX_SAVED_LEAD_BYTES);
        return lead;
      };
      const leads = Array.from({ length: 100 }, (_, i) => atLimit(i));
      for (let i = 0; i < 100; i += 25) expect((await save(...leads.slice(i, i + 25))).status).toBe(200);
      const page = await fetch(`${gateway.url}/api/my-leads?page_size=100&sort=saved`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      });
      expect(page.status).toBe(200);
      expect(((await page.json()) as { items: unknown[] }).items).toHaveLength(100);
      const exported = await call('POST', '/api/my-leads/export', { format: 'csv' });
      expect(exported.status).toBe(200);
      for (const id of ((await call('GET', '/api/my-leads?page_size=100&sort=saved')).json.items as Json[]).map(
        (item) => item.id,
      )) {
        expect((await call('DELETE', `/api/my-leads/${id}`)).status).toBe(200);
      }
    });

    it('saves the leads a search finds, whole, as they are', async () => {
      const res = await save(...found.slice(0, 3));
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ saved: 3 });
    });
  });

  describe('text that is not valid UTF-16 (a lone surrogate) is refused with 400 naming the field', () => {
    const lone = (path: string, label: string) =>
      `Invalid request: ${path}: ${label} contains a lone UTF-16 surrogate, which is not valid text.`;

    it('in a saved lead', async () => {
      const res = await call(
        'POST',
        '/api/my-leads',
        `{"leads":[${JSON.stringify(found[1]).replace(/\}$/, ',"name":"Caf\\ud800"}')}]}`,
      );
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'BAD_REQUEST', error: lone('leads.0.name', 'Name') });
      expect(res.json.fields).toEqual({ 'leads.0.name': [expect.stringContaining('lone UTF-16 surrogate')] });
    });

    it("in a saved search's criteria", async () => {
      const res = await call('POST', '/api/saved-searches', '{"name":"Odd","criteria":{"city":"Chi\\udc00cago"}}');
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'BAD_REQUEST', error: lone('criteria.city', 'City') });
    });

    it("in a list's name, where the reply used to differ from what was stored", async () => {
      const res = await call('POST', '/api/lists', '{"name":"Hot \\ud800 leads"}');
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'BAD_REQUEST', error: lone('name', 'Name') });
      const lists = await call('GET', '/api/lists');
      expect((lists.json.lists as { name: string }[]).map((l) => l.name)).not.toContain('Hot \uFFFD leads');
    });

    it('in a key of the body', async () => {
      const res = await call('POST', '/api/lists', '{"name":"Fine","\\udfff":1}');
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(lone('\\udfff', '\\udfff'));
    });

    it('while a well-formed pair (an emoji) is stored and answered exactly as sent', async () => {
      const res = await call('POST', '/api/lists', { name: 'Pizza 🍕 places' });
      expect(res.status).toBe(200);
      expect((res.json.list as { name: string }).name).toBe('Pizza 🍕 places');
      const lists = await call('GET', '/api/lists');
      expect((lists.json.lists as { name: string }[]).map((l) => l.name)).toContain('Pizza 🍕 places');
    });
  });

  describe('a change names the version it was made from', () => {
    let id: string;
    beforeAll(async () => {
      id = ((await save(found[4]!)).json.items as { id: string }[])[0]!.id;
    });

    it.each([[0], [-1], [1.5], ['1']])(
      'refuses version %j: Version must be a positive whole number.',
      async (version) => {
        const res = await call('PATCH', `/api/my-leads/${id}`, { status: 'attempted', version });
        expect(res.status).toBe(400);
        expect(res.json.fields).toEqual({ version: ['Version must be a positive whole number.'] });
      },
    );

    it('still says Version is required when there is none', async () => {
      const res = await call('PATCH', `/api/my-leads/${id}`, { status: 'attempted' });
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual({ version: ['Version is required'] });
    });
  });

  describe('page and page size are plain decimal whole numbers', () => {
    it.each([
      ['page=0x10', 'page', 'Page must be a whole number'],
      ['page=1e1', 'page', 'Page must be a whole number'],
      ['page=%202', 'page', 'Page must be a whole number'],
      ['page=1.5', 'page', 'Page must be a whole number'],
      ['page_size=0b11', 'page_size', 'Page size must be a whole number'],
      ['page_size=', 'page_size', 'Page size must be a whole number'],
    ])('refuses ?%s with 400', async (query, field, message) => {
      const res = await call('GET', `/api/my-leads?${query}`);
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual({ [field]: [message] });
    });

    it('reads ?page=2&page_size=25 as page 2 of 25, and keeps the range messages', async () => {
      const res = await call('GET', '/api/my-leads?page=2&page_size=25');
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ page: 2, page_size: 25 });
      const zero = await call('GET', '/api/my-leads?page=0');
      expect(zero.json.fields).toEqual({ page: ['Page must be at least 1'] });
    });
  });

  describe('CSV exports neutralise a formula after any Unicode space, control or format character', () => {
    const lead = (i: number, name: string): Lead => ({ ...found[10 + i]!, name });
    const names = [
      '\u00a0=HYPERLINK("http://evil.example")',
      '\u3000+1',
      '\u200b-2',
      '\ufeff@SUM(A1)',
      '\u2028=1',
      '\u000b=1',
      '\u000c=1',
    ];

    it('in the My Leads export', async () => {
      const saved = await save(...names.map((n, i) => lead(i, n)));
      expect(saved.status).toBe(200);
      const res = await call('POST', '/api/my-leads/export', { format: 'csv' });
      expect(res.status).toBe(200);
      const rows = parseCsv(res.text, { bom: true, relax_column_count: true }) as string[][];
      const cells = rows.flat();
      for (const name of names) expect(cells).toContain(`'${name}`);
    });

    it("in a search's CSV export", async () => {
      const res = await call('POST', '/api/leads/export', { leads: names.map((n, i) => lead(i, n)) });
      expect(res.status).toBe(200);
      const cells = (parseCsv(res.text, { bom: true, relax_column_count: true }) as string[][]).flat();
      for (const name of names) expect(cells).toContain(`'${name}`);
    });
  });
});
