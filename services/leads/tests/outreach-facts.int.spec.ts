import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import type { MikroORM } from '@mikro-orm/core';
import {
  LeadStatusChangedEventSchema,
  OutreachEmailSentReplySchema,
  OutreachLeadFactsSchema,
  SAVED_LEAD_NOT_FOUND_MESSAGE,
  SUBJECTS,
  type ApiClient,
  type LeadStatusChangedEvent,
  type OutreachEmailSent,
} from '@leadgen/contracts';
import { sampleLead, samplePitch } from '@leadgen/contracts/testing';
import { natsClientOptions } from '@leadgen/service-kit';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { lastValueFrom } from 'rxjs';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase } from '@leadgen/leads/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const UNKNOWN = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';

/** Until `ok` holds (events travel on their own), or a while has passed. */
async function until(ok: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 250 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 20));
}

/**
 * What outreach asks of leads and hears from it, over real NATS to the leads service and its
 * database, with two reps signed in through the real gateway and accounts. The test plays outreach
 * with a NATS client of its own, as the outreach service asks.
 */
describe.each(drivers)('Leads for outreach (%s)', (_driver, dbUrl) => {
  let gateway: RunningGateway;
  let leads: INestMicroservice;
  let orm: MikroORM;
  let accounts: RunningAccounts;
  let outreach: ClientProxy;
  let nc: NatsConnection;
  let a: ApiClient;
  let b: ApiClient;
  let aId: string;
  let bId: string;
  const told: LeadStatusChangedEvent[] = [];

  const facts = (userId: string, leadId: string) =>
    lastValueFrom(outreach.send(SUBJECTS.leads.outreachLeadFacts, { user_id: userId, lead_id: leadId }));
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: unknown) => err,
    );
  const sent = (email: OutreachEmailSent) => lastValueFrom(outreach.send(SUBJECTS.leads.outreachEmailSent, email));

  /** A lead of rep A's saved from a search result (Casa Verde in Chicago's time zone). */
  async function savedLead(api: ApiClient = a) {
    const placeId = `outreach-${randomUUID()}`;
    const { pitch: _pitch, ...lead } = sampleLead;
    const { items } = await api.call('myLeadsSave', {
      leads: [{ ...lead, id: placeId, place_id: placeId, time_zone: 'America/Chicago' }],
    });
    return { id: items[0]!.id, placeId };
  }

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts({ dbUrl, pglite: dbUrl === undefined });
    const env = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // No search runs here: a key and an address on this machine that is never asked.
      GOOGLE_PLACES_API_KEY: 'no-search-in-this-test',
      GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9',
      DATABASE_URL: dbUrl,
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    leads = await startTestService('leads', LeadsModule.forRoot(env, { orm }));
    const repA = await accounts.signIn(gateway.url);
    const repB = await accounts.signIn(gateway.url);
    a = gatewayClient(gateway.url, repA.token);
    b = gatewayClient(gateway.url, repB.token);
    aId = repA.userId;
    bId = repB.userId;
    outreach = ClientProxyFactory.create(natsClientOptions(testNatsUrl(), 'outreach-test'));
    await outreach.connect();
    nc = await connect({ servers: testNatsUrl() });
    nc.subscribe(SUBJECTS.events.leadStatusChanged, {
      callback: (_err, msg) => {
        const packet = JSON.parse(new TextDecoder().decode(msg.data)) as { data: unknown };
        told.push(LeadStatusChangedEventSchema.parse(packet.data));
      },
    });
    await nc.flush();
  }, 90_000);

  afterAll(async () => {
    await nc?.close();
    await outreach?.close();
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await orm?.close();
  });

  it("gives a saved lead's facts to its rep only: the latest pitch, the addresses best first, the time zone", async () => {
    const { id, placeId } = await savedLead();
    await a.call('myLeadsContactAdd', { kind: 'email', value: 'info@casa-verde.example.com' }, { id });
    await a.call('myLeadsContactAdd', { kind: 'person', value: 'Rosa Diaz', label: 'Owner' }, { id });
    outreach.emit(SUBJECTS.events.leadPitchWritten, {
      user_id: aId,
      place_id: placeId,
      kind: 'generated',
      pitch: { ...samplePitch, email_opener: 'Hi Rosa, the patio looks busy.' },
      vendor: null,
      at: new Date().toISOString(),
    });
    await until(async () => OutreachLeadFactsSchema.parse(await facts(aId, id)).pitch !== null);
    const mine = OutreachLeadFactsSchema.parse(await facts(aId, id));
    expect(mine).toMatchObject({
      lead_id: id,
      restaurant_name: sampleLead.name,
      status: 'new',
      time_zone: 'America/Chicago',
      pitch: { email_opener: 'Hi Rosa, the patio looks busy.' },
      recipients: [{ address: 'info@casa-verde.example.com', name: null, role: 'General inbox' }],
    });
    const notFound = { code: 'NOT_FOUND', error: SAVED_LEAD_NOT_FOUND_MESSAGE };
    expect(await refusal(facts(bId, id))).toMatchObject(notFound);
    expect(await refusal(facts(aId, UNKNOWN))).toMatchObject(notFound);
    expect(await refusal(facts(aId, 'not-a-uuid'))).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('keeps an email sent once in the lead history, moves New to Attempted and sets the suggested follow-up', async () => {
    const { id } = await savedLead();
    const email: OutreachEmailSent = {
      user_id: aId,
      lead_id: id,
      email_id: randomUUID(),
      to: 'info@casa-verde.example.com',
      subject: 'Orders from your own site',
      body: 'Hi,\n\nThe patio looks busy.\n\n— Ana',
      step: 0,
      // Thursday 26 November 2026, 10:00 in Chicago: three business days later is Tuesday 1 December.
      sent_at: '2026-11-26T16:00:00.000Z',
    };
    const first = OutreachEmailSentReplySchema.parse(await sent(email));
    expect(first).toEqual({ lead_status: 'attempted', suggested_follow_up: '2026-12-01' });
    expect(OutreachEmailSentReplySchema.parse(await sent(email))).toEqual(first);
    const detail = await a.call('myLeadsGet', undefined, { id });
    expect(detail).toMatchObject({ status: 'attempted', version: 2, follow_up_at: '2026-12-01T15:00:00.000Z' });
    expect(detail.history.filter((h) => h.kind === 'email').map((h) => h.detail)).toEqual([
      'Email sent to info@casa-verde.example.com: Orders from your own site\n\nHi,\n\nThe patio looks busy.\n\n— Ana',
    ]);
    expect(detail.history.filter((h) => h.kind === 'status').map((h) => h.detail)).toEqual(['Status New -> Attempted']);
    expect(await refusal(sent({ ...email, user_id: bId, email_id: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await refusal(sent({ ...email, email_id: 'not-a-uuid' }))).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("tells outreach each status the rep sets and each removal, for the rep's own leads", async () => {
    const { id } = await savedLead();
    await a.call('myLeadsUpdate', { status: 'connected', version: 1 }, { id });
    await until(() => told.some((e) => e.lead_id === id));
    await a.call('myLeadsDelete', undefined, { id });
    await until(() => told.filter((e) => e.lead_id === id).length >= 2);
    expect(told.filter((e) => e.lead_id === id).map((e) => [e.user_id, e.status])).toEqual([
      [aId, 'connected'],
      [aId, null],
    ]);
    // Another rep's lead: B's removal is refused and tells nothing; A's next change is what is told.
    const theirs = await savedLead();
    expect(await settle(b.call('myLeadsDelete', undefined, { id: theirs.id }))).toMatchObject({ status: 404 });
    await a.call('myLeadsUpdate', { status: 'won', version: 1 }, { id: theirs.id });
    await until(() => told.some((e) => e.lead_id === theirs.id));
    expect(told.filter((e) => e.lead_id === theirs.id).map((e) => e.status)).toEqual(['won']);
  });
});
