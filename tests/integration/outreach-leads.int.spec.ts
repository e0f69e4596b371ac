import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { ApiClient, OutreachEmail } from '@leadgen/contracts';
import { sampleLead } from '@leadgen/contracts/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { mailsTo, startSimulator, type Simulator } from '@leadgen/simulator/testing';
import { GatewayEnvSchema, startGateway, type RunningGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase as openLeadsDatabase } from '@leadgen/leads/testing';
import { OutreachEnvSchema, OutreachModule, openDatabase as openOutreachDatabase } from '@leadgen/outreach/testing';
import { gatewayClient, settle, startAccounts, type RunningAccounts } from '@leadgen/test-kit';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

/** Until `ok` holds (events travel on their own), or a while has passed. */
async function until(ok: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 250 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 20));
}

/**
 * An email from a saved lead across the real services: the gateway, accounts, leads and outreach
 * over real NATS, sending through the simulator's mailbox as the default install does. What leads
 * and outreach tell each other shows: the lead's contact and status in the draft, the email in the
 * lead's history with New moved to Attempted, and a follow-up stopped when the rep sets the lead to
 * Won or removes it.
 */
describe.each(drivers)('Outreach with My Leads (%s)', (_driver, dbUrl) => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let leads: INestMicroservice;
  let outreach: INestMicroservice;
  let leadsOrm: MikroORM;
  let outreachOrm: MikroORM;
  let sim: Simulator;
  let dataDir: string;
  let a: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'outreach-leads-'));
    sim = await startSimulator({ port: 0, dataDir });
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ dbUrl, pglite: dbUrl === undefined });
    const leadsEnv = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: dbUrl,
      // No search runs here: a key and an address on this machine that is never asked.
      GOOGLE_PLACES_API_KEY: 'no-search-in-this-test',
      GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9',
    });
    leadsOrm = await openLeadsDatabase({ url: dbUrl, dataDir: 'memory://', log: () => {} });
    leads = await startTestService('leads', LeadsModule.forRoot(leadsEnv, { orm: leadsOrm }));
    const outreachEnv = OutreachEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: dbUrl,
      OUTREACH_DEMO_SMTP_URL: sim.mailbox!.smtpUrl,
      OUTREACH_PUBLIC_URL: 'http://localhost:3000',
      // No worker: a follow-up stays scheduled, and what stops it is the lead's news alone.
      OUTREACH_WORKER_INTERVAL_MS: '0',
    });
    outreachOrm = await openOutreachDatabase({ url: dbUrl, dataDir: 'memory://', log: () => {} });
    outreach = await startTestService('outreach', OutreachModule.forRoot(outreachEnv, outreachOrm, silentLogger()));
    a = gatewayClient(gateway.url, (await accounts.signIn(gateway.url)).token);
    b = gatewayClient(gateway.url, (await accounts.signIn(gateway.url)).token);
  }, 120_000);

  afterAll(async () => {
    await outreach?.close();
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await sim?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A lead rep A saved, with a kept address at the restaurant. */
  async function savedLeadWithAddress(address: string) {
    const placeId = `outreach-${randomUUID()}`;
    const { pitch: _pitch, ...lead } = sampleLead;
    const { items } = await a.call('myLeadsSave', {
      leads: [{ ...lead, id: placeId, place_id: placeId, time_zone: 'America/Chicago' }],
    });
    const id = items[0]!.id;
    await a.call('myLeadsContactAdd', { kind: 'email', value: address }, { id });
    return id;
  }

  const emailsOf = async (leadId: string): Promise<OutreachEmail[]> =>
    (await a.call('outreachOutbox', undefined, undefined, { lead_id: leadId })).emails;

  it("sends from a saved lead, is kept in the lead's history, and stops the follow-up when the lead is won", async () => {
    const to = `owner-${randomUUID().slice(0, 8)}@casa-verde.example.com`;
    const id = await savedLeadWithAddress(to);
    const { draft } = await a.call('outreachDraft', undefined, { lead_id: id });
    expect(draft.recipients.map((r) => r.address)).toEqual([to]);
    expect(draft.time_zone).toBe('America/Chicago');
    expect(await settle(b.call('outreachDraft', undefined, { lead_id: id }))).toMatchObject({ status: 404 });

    const sent = await a.call('outreachSend', {
      lead_id: id,
      to,
      subject: 'Orders from your own site',
      body: 'Hi,\n\nThe patio looks busy on weekends.',
      follow_up_days: [3],
    });
    expect(sent.emails.map((e) => e.status)).toEqual(['sent', 'scheduled']);
    expect(sent.lead_status).toBe('attempted');
    expect(sent.suggested_follow_up).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await mailsTo(sim.mailbox!.pageUrl, to)).toHaveLength(1);

    const detail = await a.call('myLeadsGet', undefined, { id });
    expect(detail.status).toBe('attempted');
    expect(detail.follow_up_at).not.toBeNull();
    const history = detail.history.filter((h) => h.kind === 'email');
    expect(history).toHaveLength(1);
    expect(history[0]!.detail).toMatch(new RegExp(`^Email sent to ${to}: Orders from your own site\\n\\n`));
    expect(history[0]!.detail).toContain('The patio looks busy on weekends.');

    await a.call('myLeadsUpdate', { status: 'won', version: detail.version }, { id });
    await until(async () => (await emailsOf(id)).some((e) => e.status === 'stopped'));
    expect((await emailsOf(id)).map((e) => [e.step, e.status, e.stop_reason]).sort()).toEqual([
      [0, 'sent', null],
      [1, 'stopped', 'lead_status'],
    ]);
  });

  it('stops the follow-up of a lead the rep removes', async () => {
    const to = `manager-${randomUUID().slice(0, 8)}@casa-verde.example.com`;
    const id = await savedLeadWithAddress(to);
    await a.call('outreachSend', { lead_id: id, to, subject: 'A quick idea', body: 'Hi there.', follow_up_days: [3] });
    await a.call('myLeadsDelete', undefined, { id });
    await until(async () => (await emailsOf(id)).some((e) => e.status === 'stopped'));
    expect((await emailsOf(id)).find((e) => e.step === 1)).toMatchObject({
      status: 'stopped',
      stop_reason: 'lead_removed',
    });
  });
});
