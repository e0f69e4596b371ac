import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { ApiClient } from '@leadgen/contracts';
import { sampleBusinessAnalysis } from '@leadgen/contracts/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase as openLeadsDatabase } from '@leadgen/leads/testing';
import { startSimulator, type Simulator } from '@leadgen/simulator/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

type Report = typeof sampleBusinessAnalysis;
const report = (company: string): Report => ({ ...sampleBusinessAnalysis, company_name: company });

/**
 * The business report a rep selected for custom pitches (GET/PUT /api/preferences/custom-pitch-report),
 * kept by accounts with the rep's account: through the real gateway, over real NATS, with leads
 * running beside it for the carry-over of selections it kept before (its own database, on disk
 * for PGlite so that it can stop and start again with its rows).
 */
describe.each(drivers)('the custom-pitch report a rep selected (%s)', (_driver, dbUrl) => {
  let gateway: RunningGateway;
  let accounts: RunningAccounts;
  let leads: INestMicroservice | undefined;
  let leadsOrm: MikroORM;
  let leadsDir: string;
  /** The outside world leads finds restaurants in, played in-process: leads starts only with a source of places. */
  let simulator: Simulator;
  let simulatorDir: string;

  const leadsEnv = () =>
    LeadsEnvSchema.parse({
      ...simulator.settings,
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: dbUrl,
    });
  async function startLeads(): Promise<void> {
    leadsOrm = await openLeadsDatabase({ url: dbUrl, dataDir: leadsDir, log: () => {} });
    leads = await startTestService('leads', LeadsModule.forRoot(leadsEnv(), { orm: leadsOrm }));
  }
  /** Stops leads and its database (its rows stay where they are). */
  async function stopLeads(): Promise<void> {
    await leads?.close();
    leads = undefined;
  }

  const newRep = async (): Promise<{ id: string; api: ApiClient }> => {
    const rep = await accounts.signIn(gateway.url);
    return { id: rep.userId, api: gatewayClient(gateway.url, rep.token) };
  };
  /** A selection as leads kept it before accounts did, in leads' old table. */
  const keptByLeads = (userId: string, kept: Report) =>
    leadsOrm.em
      .fork()
      .getConnection()
      .execute(
        `insert into user_preferences (user_id, custom_pitch_report, updated_at) values (?, ?, now())
         on conflict (user_id) do update set custom_pitch_report = excluded.custom_pitch_report`,
        [userId, JSON.stringify(kept)],
      );
  /** The rep's row in accounts' own table, if any. */
  const inAccounts = async (userId: string) =>
    (
      (await accounts.orm.em
        .fork()
        .getConnection()
        .execute(`select report, carried_over from custom_pitch_reports where user_id = ?`, [userId])) as {
        report: Report | null;
        carried_over: boolean;
      }[]
    )[0];

  beforeAll(async () => {
    leadsDir = mkdtempSync(path.join(tmpdir(), 'custom-pitch-report-'));
    simulatorDir = mkdtempSync(path.join(tmpdir(), 'custom-pitch-report-simulator-'));
    simulator = await startSimulator({ port: 0, mailbox: false, dataDir: simulatorDir });
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ dbUrl, pglite: dbUrl === undefined });
    await startLeads();
    // The simulator, the gateway, accounts and leads with their databases: PGlite's start and every
    // migration take most of a minute on a busy 2-core machine.
  }, 120_000);

  afterAll(async () => {
    await stopLeads();
    await gateway?.close();
    await accounts?.close();
    await simulator?.close();
    rmSync(leadsDir, { recursive: true, force: true });
    rmSync(simulatorDir, { recursive: true, force: true });
  });

  it('is served by accounts at the same path, described in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${gateway.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/preferences/custom-pitch-report'] ?? {}).sort()).toEqual(['get', 'put']);
  });

  it('answers { report: null } while the rep has selected none', async () => {
    const rep = await newRep();
    expect(await rep.api.call('customPitchReportGet')).toEqual({ report: null });
  });

  it('keeps the business report a rep selected for custom pitches, per rep', async () => {
    const { api: a } = await newRep();
    const { api: b } = await newRep();
    expect(await a.call('customPitchReportGet')).toEqual({ report: null });
    const selected = { ...sampleBusinessAnalysis };
    const put = await settle(a.call('customPitchReportPut', { report: selected as never }));
    expect(put.status).toBe(200);
    expect((await a.call('customPitchReportGet')).report).toMatchObject({
      company_name: selected.company_name,
      website_url: selected.website_url,
    });
    expect(await b.call('customPitchReportGet')).toEqual({ report: null });
    await b.call('customPitchReportPut', { report: report('B Co') as never });
    expect((await b.call('customPitchReportGet')).report?.company_name).toBe('B Co');
    expect((await a.call('customPitchReportGet')).report?.company_name).toBe(selected.company_name);
    expect((await settle(a.call('customPitchReportPut', { report: { company_name: '' } as never }))).status).toBe(400);
    await a.call('customPitchReportPut', { report: null });
    expect(await a.call('customPitchReportGet')).toEqual({ report: null });
    expect((await b.call('customPitchReportGet')).report?.company_name).toBe('B Co');
  });

  it('carries over a selection leads kept on the first read, then answers it from accounts', async () => {
    const rep = await newRep();
    await keptByLeads(rep.id, report('Kept by leads'));
    expect(await inAccounts(rep.id)).toBeUndefined();
    expect(await rep.api.call('customPitchReportGet')).toEqual({ report: report('Kept by leads') });
    expect(await inAccounts(rep.id)).toEqual({ report: report('Kept by leads'), carried_over: true });
    // Leads' old row is not asked again: a change to it (none is made in practice) is not seen.
    await keptByLeads(rep.id, report('Changed in leads afterwards'));
    expect((await rep.api.call('customPitchReportGet')).report?.company_name).toBe('Kept by leads');
  });

  it("lets the rep's own put win over a selection leads kept", async () => {
    const rep = await newRep();
    await keptByLeads(rep.id, report('Kept by leads'));
    await rep.api.call('customPitchReportPut', { report: null });
    expect(await rep.api.call('customPitchReportGet')).toEqual({ report: null });
    await rep.api.call('customPitchReportPut', { report: report('Chosen now') as never });
    expect((await rep.api.call('customPitchReportGet')).report?.company_name).toBe('Chosen now');
  });

  it('answers { report: null } (200) while leads is down, loses nothing, and carries over once leads is back', async () => {
    const carried = await newRep();
    await keptByLeads(carried.id, report('Carried before'));
    expect((await carried.api.call('customPitchReportGet')).report?.company_name).toBe('Carried before');
    const late = await newRep();
    await keptByLeads(late.id, report('Kept by leads'));

    await stopLeads();
    try {
      const read = await settle(late.api.call('customPitchReportGet'));
      expect(read).toEqual({ status: 200, body: { report: null } });
      expect(await inAccounts(late.id)).toBeUndefined();
      // What accounts keeps needs no leads.
      expect((await carried.api.call('customPitchReportGet')).report?.company_name).toBe('Carried before');
    } finally {
      await startLeads();
    }
    expect((await late.api.call('customPitchReportGet')).report?.company_name).toBe('Kept by leads');
    expect(await inAccounts(late.id)).toMatchObject({ carried_over: true });
  });
});
