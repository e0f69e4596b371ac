import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import {
  LeadStatusChangedEventSchema,
  LeadToSaveSchema,
  SUBJECTS,
  UNDO_CONFLICT_MESSAGE,
  UNDO_EXPIRED_MESSAGE,
  type ApiClient,
  type LeadStatusChangedEvent,
  type SavedLead,
  type SavedLeadDetail,
} from '@leadgen/contracts';
import { sampleDiagnosticReport, samplePitch } from '@leadgen/contracts/testing';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import type { z } from 'zod';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase } from '@leadgen/leads/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';
import { startSimulatedPlaces, type SimulatedPlaces } from './simulated-places.js';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

/** What a rep sees of a lead that an undo must give back exactly. */
const asSeen = (d: SavedLeadDetail) => ({
  status: d.status,
  lost_reason: d.lost_reason,
  list: d.list,
  version: d.version,
  history: d.history,
  notes: d.notes,
  pitches: d.pitches,
  diagnostics: d.diagnostics,
  contacts: d.contacts,
});

/** Bulk changes of My Leads and their undo, through the real gateway, over real NATS, to the leads service and its database. */
describe.each(drivers)('My Leads bulk changes and undo (%s)', (_driver, dbUrl) => {
  let gateway: RunningGateway;
  let leads: INestMicroservice;
  let orm: MikroORM;
  let accounts: RunningAccounts;
  let places: SimulatedPlaces;
  let nc: NatsConnection;
  let a: ApiClient;
  let b: ApiClient;
  let aId: string;
  let found: z.infer<typeof LeadToSaveSchema>[];
  const told: LeadStatusChangedEvent[] = [];

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ dbUrl, pglite: dbUrl === undefined });
    places = await startSimulatedPlaces();
    const env = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: dbUrl,
      ...places.settings,
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://' });
    leads = await startTestService('leads', LeadsModule.forRoot(env, { orm }));
    const repA = await accounts.signIn(gateway.url);
    const repB = await accounts.signIn(gateway.url);
    a = gatewayClient(gateway.url, repA.token);
    b = gatewayClient(gateway.url, repB.token);
    aId = repA.userId;
    nc = await connect({ servers: testNatsUrl() });
    nc.subscribe(SUBJECTS.events.leadStatusChanged, {
      callback: (_err, msg) => {
        const packet = JSON.parse(new TextDecoder().decode(msg.data)) as { data: unknown };
        told.push(LeadStatusChangedEventSchema.parse(packet.data));
      },
    });
    await nc.flush();
    found = (await a.call('leadSearch', { city: 'Chicago', state: 'IL', limit: 25, filter_bad_fits: false })).leads.map(
      (l) => LeadToSaveSchema.parse(l),
    );
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await places?.close();
  });

  /** Saves `n` fresh leads for rep A (each test its own), some with a note. */
  let next = 0;
  async function saveLeads(n: number): Promise<SavedLead[]> {
    const picked = found.slice(next, next + n);
    next += n;
    expect(picked).toHaveLength(n);
    return (await a.call('myLeadsSave', { leads: picked })).items;
  }
  const details = (items: readonly { id: string }[]) =>
    Promise.all(items.map((i) => a.call('myLeadsGet', undefined, { id: i.id })));
  const seen = (items: readonly SavedLead[]) => items.map((i) => ({ id: i.id, version: i.version }));
  /** Waits until outreach has been told of each lead (events travel on their own). */
  async function toldOf(ids: string[], status: string | null): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if (ids.every((id) => told.some((t) => t.lead_id === id && t.status === status))) return;
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error(`outreach was not told ${status} for every lead`);
  }

  it('undoes a bulk status change: status, reason, version and history as they were; outreach hears the status put back', async () => {
    const items = await saveLeads(4);
    await a.call('myLeadsUpdate', { status: 'connected', version: 1 }, { id: items[0]!.id });
    const before = await details(items);

    const bulk = await a.call('myLeadsBulk', {
      action: 'status',
      leads: before.map((d) => ({ id: d.id, version: d.version })),
      status: 'lost',
      lost_reason: 'Chose another vendor',
    });
    expect(bulk).toMatchObject({ success: true, changed: 4, skipped: 0 });
    expect(bulk.items.map((i) => [i.status, i.lost_reason])).toEqual(items.map(() => ['lost', 'Chose another vendor']));
    expect(new Date(bulk.undo_until!).getTime() - Date.now()).toBeGreaterThan(5_000);
    const changed = await details(items);
    expect(changed.map((d) => d.version)).toEqual(before.map((d) => d.version + 1));
    expect(changed[0]!.history).toHaveLength(before[0]!.history.length + 1);
    await toldOf(
      items.map((i) => i.id),
      'lost',
    );

    expect(await a.call('myLeadsUndo', { undo_token: bulk.undo_token! })).toEqual({ success: true, restored: 4 });
    expect((await details(items)).map(asSeen)).toEqual(before.map(asSeen));
    await toldOf([items[0]!.id], 'connected');
    await toldOf(
      items.slice(1).map((i) => i.id),
      'new',
    );
    // Used once: a second click has nothing left to undo.
    const again = await settle(a.call('myLeadsUndo', { undo_token: bulk.undo_token! }));
    expect(again).toMatchObject({ status: 404, body: { error: UNDO_EXPIRED_MESSAGE, code: 'NOT_FOUND' } });
  });

  it('undoes a bulk list move, and leaves a lead changed since the rep saw it out of the change', async () => {
    const items = await saveLeads(3);
    const list = (await a.call('listsCreate', { name: 'Wednesday calls' })).list;
    await a.call('myLeadsUpdate', { status: 'attempted', version: 1 }, { id: items[2]!.id });
    const before = await details(items);

    // The third lead was seen at version 1, before its status change: it is skipped.
    const bulk = await a.call('myLeadsBulk', { action: 'move', leads: seen(items), list_id: list.id });
    expect(bulk).toMatchObject({ changed: 2, skipped: 1 });
    expect(bulk.items.map((i) => i.list.name)).toEqual(['Wednesday calls', 'Wednesday calls']);
    const moved = await details(items);
    expect(moved.map((d) => d.list.name)).toEqual(['Wednesday calls', 'Wednesday calls', 'My Leads']);
    expect(moved[0]!.history.map((h) => h.detail)).toContain('List My Leads -> Wednesday calls');

    await a.call('myLeadsUndo', { undo_token: bulk.undo_token! });
    expect((await details(items)).map(asSeen)).toEqual(before.map(asSeen));
  });

  it('undoes a bulk removal: the leads come back with their notes, history, pitches, reports and contacts', async () => {
    const items = await saveLeads(3);
    await a.call('myLeadsNote', { text: 'Owner is Maria; call after 3pm' }, { id: items[0]!.id });
    await a.call('myLeadsNote', { text: 'Asked for a menu sample' }, { id: items[1]!.id });
    await a.call(
      'myLeadsContactAdd',
      { kind: 'email', value: 'maria@casa.example.com', label: 'Owner' },
      { id: items[0]!.id },
    );
    await a.call('myLeadsUpdate', { status: 'meeting_booked', version: 1 }, { id: items[0]!.id });
    const pitch = {
      user_id: aId,
      place_id: items[0]!.place_id,
      kind: 'generated',
      pitch: samplePitch,
      at: '2026-11-25T09:00:00.000Z',
    };
    nc.publish(
      SUBJECTS.events.leadPitchWritten,
      JSON.stringify({ pattern: SUBJECTS.events.leadPitchWritten, data: pitch }),
    );
    await nc.flush();
    const report = sampleDiagnosticReport;
    const diagnosed = { user_id: aId, place_id: items[1]!.place_id, report, at: '2026-11-25T10:00:00.000Z' };
    nc.publish(
      SUBJECTS.events.leadDiagnosed,
      JSON.stringify({ pattern: SUBJECTS.events.leadDiagnosed, data: diagnosed }),
    );
    await nc.flush();
    let before = await details(items);
    for (let i = 0; i < 100 && (before[0]!.pitches.length === 0 || before[1]!.diagnostics.length === 0); i++) {
      await new Promise((r) => setTimeout(r, 30));
      before = await details(items);
    }
    expect(before[0]!.pitches).toHaveLength(1);
    expect(before[1]!.diagnostics).toHaveLength(1);
    expect(before[0]!.contacts.contacts.length).toBeGreaterThan(0);

    const bulk = await a.call('myLeadsBulk', {
      action: 'remove',
      leads: before.map((d) => ({ id: d.id, version: d.version })),
    });
    expect(bulk).toMatchObject({ changed: 3, skipped: 0, items: [] });
    for (const i of items) expect((await settle(a.call('myLeadsGet', undefined, { id: i.id }))).status).toBe(404);
    await toldOf(
      items.map((i) => i.id),
      null,
    );

    // Another rep cannot use the token.
    expect((await settle(b.call('myLeadsUndo', { undo_token: bulk.undo_token! }))).status).toBe(404);
    expect(await a.call('myLeadsUndo', { undo_token: bulk.undo_token! })).toEqual({ success: true, restored: 3 });
    const after = await details(items);
    expect(after.map(asSeen)).toEqual(before.map(asSeen));
    expect(after[0]!.notes.map((n) => n.text)).toEqual(['Owner is Maria; call after 3pm']);
    await toldOf([items[0]!.id], 'meeting_booked');
    // Marked saved again in a search.
    const search = (await a.call('leadSearch', { city: 'Chicago', state: 'IL', limit: 25, filter_bad_fits: false }))
      .leads;
    expect(search.find((l) => l.place_id === items[0]!.place_id)?.saved).toMatchObject({ status: 'meeting_booked' });
  });

  it('refuses an undo when a lead changed since, and changes nothing', async () => {
    const items = await saveLeads(2);
    const bulk = await a.call('myLeadsBulk', { action: 'status', leads: seen(items), status: 'connected' });
    await a.call('myLeadsUpdate', { status: 'meeting_booked', version: 2 }, { id: items[1]!.id });
    const now = await details(items);

    const refused = await settle(a.call('myLeadsUndo', { undo_token: bulk.undo_token! }));
    expect(refused).toMatchObject({ status: 409, body: { error: UNDO_CONFLICT_MESSAGE, code: 'CONFLICT' } });
    expect((await details(items)).map(asSeen)).toEqual(now.map(asSeen));
    expect(now.map((d) => d.status)).toEqual(['connected', 'meeting_booked']);
  });

  it('refuses a removal undo once a removed place was saved again', async () => {
    const items = await saveLeads(1);
    const bulk = await a.call('myLeadsBulk', { action: 'remove', leads: seen(items) });
    const resaved = await a.call('myLeadsSave', { leads: [found.find((l) => l.place_id === items[0]!.place_id)!] });
    const refused = await settle(a.call('myLeadsUndo', { undo_token: bulk.undo_token! }));
    expect(refused.status).toBe(409);
    expect((await a.call('myLeadsGet', undefined, { id: resaved.items[0]!.id })).version).toBe(1);
  });

  it("refuses bad bulk input with field messages and another rep's leads as not there", async () => {
    const bad = await settle(a.call('myLeadsBulk', { action: 'status', leads: [], status: 'lost' } as never));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['leads', 'lost_reason']);
    const items = await saveLeads(1);
    const theirs = await b.call('myLeadsBulk', { action: 'remove', leads: seen(items) });
    expect(theirs).toMatchObject({ changed: 0, skipped: 1, undo_token: null });
    expect((await a.call('myLeadsGet', undefined, { id: items[0]!.id })).status).toBe('new');
  });
});
