import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { startFakeOpenAI, type FakeOpenAI } from '@leadgen/llm/testing';
import { serveFixtures, type FixtureServer } from '@leadgen/site-reader/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { DiagnosticsEnvSchema, DiagnosticsModule, openDatabase } from '@leadgen/diagnostics/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';

/** Customer lists per account, nearby clients, the model's additions and a platform rule added as data. */
describe('diagnostics: customer list, nearby clients, Enhanced GPT, platform rules file', () => {
  let fx: FixtureServer;
  let gateway: RunningGateway;
  let diagnostics: INestMicroservice;
  let orm: MikroORM;
  let fake: FakeOpenAI;
  const run = Date.now().toString(36);
  let accounts: RunningAccounts;
  const tokenOf = async (id: string) => (await accounts.signIn(gateway.url, `${id}-${run}@example.com`)).token;
  let rep: string;
  let other: string;
  const as = (token: string) => gatewayClient(gateway.url, token);

  beforeAll(async () => {
    fx = await serveFixtures({ only: ['casa-del-sol', 'rusty-spoon-diner', 'pixel-taco'] });
    fake = await startFakeOpenAI([
      {
        content: {
          unique_features: ['Handmade tortillas pressed to order'],
          recommendations: ['Feature the mezcal bar in private-event packages'],
        },
      },
    ]);
    const rulesDir = mkdtempSync(path.join(os.tmpdir(), 'diag-rules-'));
    const rulesFile = path.join(rulesDir, 'team-rules.json');
    writeFileSync(
      rulesFile,
      JSON.stringify({
        rules: [
          {
            id: 'frontpage',
            platform: 'Microsoft FrontPage',
            platform_type: 'Legacy site editor',
            markers: ['generator:frontpage'],
          },
        ],
      }),
    );
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    rep = await tokenOf('rep-a');
    other = await tokenOf('rep-b');
    const env = DiagnosticsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      SITE_ALLOW_PRIVATE_HOSTS: fx.allowPrivateHosts.join(','),
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'fake-model',
      OPENAI_API_KEY: 'test',
      DIAGNOSTICS_PLATFORM_RULES_FILE: rulesFile,
      DIAGNOSTICS_LOOKUP_TIMEOUT_MS: '500',
    });
    orm = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
    diagnostics = await startTestService('diagnostics', DiagnosticsModule.forRoot(env, orm, silentLogger()));
  }, 60_000);

  afterAll(async () => {
    await diagnostics?.close();
    await gateway?.close();
    await accounts?.close();
    await fake?.close();
    await fx?.close();
  });

  it('imports a CSV with bad rows: reports them by line, imports the rest, lists them for that account only', async () => {
    const csv = [
      'name,address,city,state,website',
      'Verde Cantina,14 River St,Riverton,TX,verdecantina.example.com',
      'Broken Row,1 Main St,,TX,',
      'Oak Falls Brewing,9 Mill Rd,Oak Falls,OH,https://oakfallsbrewing.example.com',
      'Bad State,2 Main St,Riverton,Texas,',
      '"Pier 9, Seafood","5 Dock St, Unit 2",riverton,tx,',
      'Oops,"never closed,Riverton,TX,',
    ].join('\n');
    const { status, body } = await settle(as(rep).call('clientsImport', { csv }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, imported: 3, updated: 0, total: 3 });
    expect(body.rejected).toEqual([
      { line: 3, error: 'City is missing.' },
      { line: 5, error: 'State "Texas" is not a US state code.' },
      { line: 7, error: 'A quoted value is never closed.' },
    ]);
    const again = await settle(as(rep).call('clientsImport', { csv: 'name,city,state\nVerde Cantina,Riverton,TX' }));
    expect(again.body).toMatchObject({ imported: 0, updated: 1, total: 3, rejected: [] });
    const list = await settle(as(rep).call('clientsList'));
    expect(list.body.count).toBe(3);
    expect(list.body.clients.map((c) => c.name).sort()).toEqual([
      'Oak Falls Brewing',
      'Pier 9, Seafood',
      'Verde Cantina',
    ]);
    expect((await settle(as(other).call('clientsList'))).body.count).toBe(0);
    expect((await fetch(gateway.url + '/api/clients')).status).toBe(401);
    const bad = await settle(as(rep).call('clientsImport', { csv: 'restaurant,town\nA,B' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/lacks name, city, state/);
  });

  it('refuses a customer list holding a null character with 400 naming the field and its line, and imports none of it', async () => {
    const nul = await tokenOf('rep-nul');
    await settle(as(nul).call('clientsImport', { csv: 'name,city,state\nKept Cafe,Austin,TX' }));
    const csv = 'name,city,state\nFirst Cafe,Austin,TX\nSecond\u0000 Cafe,Austin,TX\n';
    const res = await settle(as(nul).call('clientsImport', { csv }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'CSV contains a null character on line 3, which is not allowed.',
    });
    expect(Object.keys(res.body.fields!)).toEqual(['csv']);
    const list = await settle(as(nul).call('clientsList'));
    expect(list.body.clients.map((c) => c.name)).toEqual(['Kept Cafe']);
  });

  it("lists the account's clients in the same city on a diagnostic of a restaurant there", async () => {
    const { status, body } = await settle(
      as(rep).call('checklist', { website_url: fx.url('casa-del-sol'), use_gpt: false }),
    );
    expect(status).toBe(200);
    expect(body.nearby_spothopper_clients.map((c) => [c.name, c.match])).toEqual([
      ['Pier 9, Seafood', 'same_city'],
      ['Verde Cantina', 'same_city'],
    ]);
    // Leads is not running in this file: google data says so instead of guessing.
    expect(body.google_data).toMatchObject({ status: 'unavailable', rating: null });
    expect(body.google_data.note).toMatch(/not running/);
    expect(body.generated_by).toBe('deterministic');
    expect(body.unique_features).not.toContain('Handmade tortillas pressed to order');
    const otherRep = await settle(as(other).call('checklist', { website_url: fx.url('casa-del-sol'), use_gpt: false }));
    expect(otherRep.body.nearby_spothopper_clients).toEqual([]);
  });

  it('with Enhanced GPT and a configured model, the language model adds to features and recommendations from the page text', async () => {
    const before = fake.requests.length;
    const { body } = await settle(as(rep).call('checklist', { website_url: fx.url('casa-del-sol'), use_gpt: true }));
    expect(fake.requests.length).toBe(before + 1);
    expect(fake.requests.at(-1)!.messages[1]!.content).toContain('Casa del Sol');
    expect(body.generated_by).toBe('model');
    expect(body.unique_features).toContain('Handmade tortillas pressed to order');
    expect(body.unique_features).toContain('Table reservations through Resy');
    expect(body.recommendations).toContain('Feature the mezcal bar in private-event packages');
    // A script shell has no text to read: the model is not asked.
    const shell = await settle(as(rep).call('checklist', { website_url: fx.url('pixel-taco'), use_gpt: true }));
    expect(shell.body.generated_by).toBe('deterministic');
    expect(fake.requests.length).toBe(before + 1);
  });

  it('detects a platform from a rule a team added in a data file, no code change', async () => {
    const { body } = await settle(
      as(rep).call('checklist', { website_url: fx.url('rusty-spoon-diner'), use_gpt: false }),
    );
    expect(body.website_analysis).toMatchObject({
      platform: 'Microsoft FrontPage',
      platform_type: 'Legacy site editor',
      platform_id: 'frontpage',
    });
    expect(body.website_analysis.platform_evidence![0]!.snippet).toMatch(/FrontPage 6\.0/);
  });
});
