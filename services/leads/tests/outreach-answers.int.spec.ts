import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import type { MikroORM } from '@mikro-orm/core';
import {
  LeadStatusChangedEventSchema,
  NOT_INTERESTED_LOST_REASON,
  OutreachAddressSuppressedReplySchema,
  OutreachAnswerReceivedReplySchema,
  SAVED_LEAD_NOT_FOUND_MESSAGE,
  SUBJECTS,
  type ApiClient,
  type LeadStatusChangedEvent,
  type OutreachAddressSuppressed,
  type OutreachAnswerReceived,
  type RouteRequest,
} from '@leadgen/contracts';
import { sampleLead } from '@leadgen/contracts/testing';
import { natsClientOptions } from '@leadgen/service-kit';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { parse as parseCsv } from 'csv-parse/sync';
import { lastValueFrom } from 'rxjs';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase } from '@leadgen/leads/testing';
import { gatewayClient, type RunningAccounts, startAccounts } from '@leadgen/test-kit';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const UNKNOWN = '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';

/** Until `ok` holds (events travel on their own), or a while has passed. */
async function until(ok: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 250 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 20));
}

/**
 * What outreach tells leads of the rep's mailbox, over real NATS to the leads service and its
 * database, read back through the real gateway: answers in the lead's timeline (a reply connects the
 * lead; a rep's correction puts it back), and addresses on the rep's suppression list marked on the
 * contacts and kept unmailable in every export. The test plays outreach with a NATS client of its own.
 */
describe.each(drivers)('Answers and suppressions from outreach (%s)', (_driver, dbUrl) => {
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

  const answered = (answer: OutreachAnswerReceived) =>
    lastValueFrom(outreach.send(SUBJECTS.leads.outreachAnswerReceived, answer));
  const suppressed = (s: OutreachAddressSuppressed | Record<string, unknown>) =>
    lastValueFrom(outreach.send(SUBJECTS.leads.outreachAddressSuppressed, s));
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: unknown) => err,
    );

  /** A lead of the rep's saved from a search result (Casa Verde in Chicago's time zone). */
  async function savedLead(api: ApiClient = a) {
    const placeId = `answers-${randomUUID()}`;
    const { pitch: _pitch, ...lead } = sampleLead;
    const { items } = await api.call('myLeadsSave', {
      leads: [{ ...lead, id: placeId, place_id: placeId, time_zone: 'America/Chicago' }],
    });
    return items[0]!.id;
  }

  const answerTo = (leadId: string, over: Partial<OutreachAnswerReceived> = {}): OutreachAnswerReceived => ({
    user_id: aId,
    lead_id: leadId,
    inbox_id: randomUUID(),
    kind: 'reply',
    overrides: null,
    from: 'rosa@casa-verde.example.com',
    subject: 'Re: Orders from your own site',
    text: 'Sounds good <b>call me</b> Tuesday.',
    received_at: '2026-11-26T17:00:00.000Z',
    return_date: null,
    ...over,
  });

  async function download(body: RouteRequest<'myLeadsExport'>) {
    const file = await a.download('myLeadsExport', body);
    const text = new TextDecoder().decode(new Uint8Array(await file.blob.arrayBuffer()));
    return { text, rows: parseCsv(text, { bom: true, columns: true }) as Record<string, string>[] };
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
    outreach = ClientProxyFactory.create(natsClientOptions(testNatsUrl(), 'outreach-answers-test'));
    await outreach.connect();
    nc = await connect({ servers: testNatsUrl() });
    nc.subscribe(SUBJECTS.events.leadStatusChanged, {
      callback: (_err, msg) => {
        const packet = JSON.parse(new TextDecoder().decode(msg.data)) as { data: unknown };
        told.push(LeadStatusChangedEventSchema.parse(packet.data));
      },
    });
    await nc.flush();
  }, 180_000);

  afterAll(async () => {
    await nc?.close();
    await outreach?.close();
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await orm?.close();
  });

  it('keeps a reply told twice once, moves New to Connected once and tells outreach', async () => {
    const id = await savedLead();
    const answer = answerTo(id);
    expect(OutreachAnswerReceivedReplySchema.parse(await answered(answer))).toEqual({
      lead_status: 'connected',
      previous_status: 'new',
    });
    expect(OutreachAnswerReceivedReplySchema.parse(await answered(answer))).toEqual({
      lead_status: 'connected',
      previous_status: null,
    });
    const detail = await a.call('myLeadsGet', undefined, { id });
    expect(detail).toMatchObject({ status: 'connected', version: 2 });
    // The answer's text is kept as the rep's mailbox had it: text, never markup the timeline runs.
    expect(detail.history.filter((h) => h.kind === 'email_replied').map((h) => h.detail)).toEqual([
      'Replied (rosa@casa-verde.example.com): "Sounds good <b>call me</b> Tuesday."',
    ]);
    expect(detail.history.filter((h) => h.kind === 'status').map((h) => h.detail)).toEqual(['Status New -> Connected']);
    await until(() => told.some((e) => e.lead_id === id));
    expect(told.filter((e) => e.lead_id === id).map((e) => [e.user_id, e.status])).toEqual([[aId, 'connected']]);
  });

  it('puts the lead back when the rep corrects a reply to not interested, which one click then marks Lost', async () => {
    const id = await savedLead();
    await a.call('myLeadsUpdate', { status: 'attempted', version: 1 }, { id });
    const answer = answerTo(id);
    await answered(answer);
    const corrected = { ...answer, kind: 'not_interested' as const, overrides: 'reply' as const };
    expect(OutreachAnswerReceivedReplySchema.parse(await answered(corrected))).toEqual({
      lead_status: 'attempted',
      previous_status: 'connected',
    });
    expect(OutreachAnswerReceivedReplySchema.parse(await answered(corrected))).toEqual({
      lead_status: 'attempted',
      previous_status: null,
    });
    const detail = await a.call('myLeadsGet', undefined, { id });
    expect(detail).toMatchObject({ status: 'attempted', version: 4 });
    expect(detail.history.filter((h) => h.kind.startsWith('email_')).map((h) => h.kind)).toEqual([
      'email_not_interested',
    ]);
    expect(
      detail.history
        .filter((h) => h.kind === 'status')
        .map((h) => h.detail)
        .sort(),
    ).toEqual(['Status Attempted -> Connected', 'Status Connected -> Attempted', 'Status New -> Attempted']);
    await until(() => told.filter((e) => e.lead_id === id).length >= 3);
    expect(told.filter((e) => e.lead_id === id).map((e) => e.status)).toEqual(['attempted', 'connected', 'attempted']);
    // 'Mark Lost (not interested)' in the lead's panel: Lost with its reason, from the version shown.
    const lost = await a.call(
      'myLeadsUpdate',
      { status: 'lost', lost_reason: NOT_INTERESTED_LOST_REASON, version: detail.version },
      { id },
    );
    expect(lost.item).toMatchObject({ status: 'lost', lost_reason: 'Not interested' });
  });

  it("answers NOT_FOUND for a lead that is not the rep's, and keeps nothing", async () => {
    const id = await savedLead();
    const notFound = { code: 'NOT_FOUND', error: SAVED_LEAD_NOT_FOUND_MESSAGE };
    expect(await refusal(answered(answerTo(id, { user_id: bId })))).toMatchObject(notFound);
    expect(await refusal(answered(answerTo(UNKNOWN)))).toMatchObject(notFound);
    const detail = await a.call('myLeadsGet', undefined, { id });
    expect(detail).toMatchObject({ status: 'new', version: 1 });
    expect(detail.history.some((h) => h.kind.startsWith('email_'))).toBe(false);
  });

  it('refuses a bad telling with the field it is about, and keeps nothing', async () => {
    const id = await savedLead();
    const { inbox_id: _missing, ...noInbox } = answerTo(id);
    const bad = await refusal(lastValueFrom(outreach.send(SUBJECTS.leads.outreachAnswerReceived, noInbox)));
    expect(bad).toMatchObject({ code: 'VALIDATION_FAILED', fields: { inbox_id: expect.any(Array) } });
    const wrongKind = await refusal(answered({ ...answerTo(id), kind: 'hello' as never }));
    expect(wrongKind).toMatchObject({ code: 'VALIDATION_FAILED', fields: { kind: expect.any(Array) } });
    const notText = await refusal(answered({ ...answerTo(id), text: 42 as never }));
    expect(notText).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: expect.any(Array) } });
    const noAddress = await refusal(suppressed({ user_id: aId, reason: 'unsubscribed', lead_id: id, at: 'now' }));
    expect(noAddress).toMatchObject({ code: 'VALIDATION_FAILED', fields: { address: expect.any(Array) } });
    const badReason = await refusal(
      suppressed({ user_id: aId, address: 'x@y.example', reason: 'angry', lead_id: id, at: 'now' }),
    );
    expect(badReason).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: expect.any(Array) } });
    const detail = await a.call('myLeadsGet', undefined, { id });
    expect(detail).toMatchObject({ status: 'new', version: 1 });
    expect(detail.history.map((h) => h.kind)).toEqual(['saved']);
  });

  it('marks an unsubscribed address on the contacts and keeps it unmailable in every export; off the list, it is mailable again', async () => {
    const id = await savedLead();
    await a.call(
      'myLeadsContactAdd',
      { kind: 'person', value: 'Rosa Diaz', label: 'Owner', email: 'rosa@casa-verde.example.com' },
      { id },
    );
    await a.call(
      'myLeadsContactAdd',
      { kind: 'email', value: 'Rosa@Casa-Verde.example.com', label: 'personal' },
      { id },
    );
    // Rep B keeps the same address: B's own suppression list is B's.
    const theirs = await savedLead(b);
    await b.call('myLeadsContactAdd', { kind: 'email', value: 'rosa@casa-verde.example.com' }, { id: theirs });

    const suppression: OutreachAddressSuppressed = {
      user_id: aId,
      address: 'ROSA@casa-verde.example.com',
      reason: 'unsubscribed',
      lead_id: id,
      at: '2026-11-26T18:00:00.000Z',
    };
    expect(OutreachAddressSuppressedReplySchema.parse(await suppressed(suppression))).toEqual({ contacts: 2 });
    expect(OutreachAddressSuppressedReplySchema.parse(await suppressed(suppression))).toEqual({ contacts: 2 });
    const detail = await a.call('myLeadsGet', undefined, { id });
    expect(detail.contacts.contacts.map((c) => [c.kind, c.opted_out])).toEqual([
      ['person', 'unsubscribed'],
      ['email', 'unsubscribed'],
    ]);
    expect(detail.history.filter((h) => h.kind === 'email_suppressed').map((h) => h.detail)).toEqual([
      'Unsubscribed: rosa@casa-verde.example.com',
    ]);
    expect((await b.call('myLeadsContacts', undefined, { id: theirs })).contacts[0]!.opted_out).toBeNull();

    const csv = await download({ format: 'csv', ids: [id] });
    expect(csv.rows[0]).toMatchObject({
      'Best Email': '',
      'Email Opt-Out': 'Unsubscribed',
      'Contact Name': 'Rosa Diaz',
    });
    expect(csv.text).not.toContain('rosa@casa-verde.example.com');
    const hub = await download({ format: 'hubspot', ids: [id] });
    expect(hub.rows[0]).toMatchObject({ Email: '', 'First Name': 'Rosa', 'Last Name': 'Diaz' });
    expect(hub.rows[0]!.Description).toContain(
      'Email left out: the address is on your suppression list (Unsubscribed).',
    );
    expect(hub.text).not.toContain('rosa@casa-verde.example.com');
    const sf = await download({ format: 'salesforce', ids: [id] });
    expect(sf.rows[0]).toMatchObject({ Email: 'rosa@casa-verde.example.com', HasOptedOutOfEmail: 'true' });

    // The rep takes it off the list: the marks go, and the address is the best email again.
    expect(OutreachAddressSuppressedReplySchema.parse(await suppressed({ ...suppression, reason: null }))).toEqual({
      contacts: 0,
    });
    const after = await a.call('myLeadsGet', undefined, { id });
    expect(after.contacts.contacts.map((c) => c.opted_out)).toEqual([null, null]);
    const again = await download({ format: 'csv', ids: [id] });
    expect(again.rows[0]).toMatchObject({ 'Best Email': 'rosa@casa-verde.example.com', 'Email Opt-Out': '' });
    expect((await download({ format: 'salesforce', ids: [id] })).rows[0]!.HasOptedOutOfEmail).toBe('');
  });
});
