import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import type { MikroORM } from '@mikro-orm/core';
import { SUBJECTS, type ApiClient, type OutreachAnswerReceived, type OutreachEmailSent } from '@leadgen/contracts';
import { sampleLead } from '@leadgen/contracts/testing';
import { natsClientOptions } from '@leadgen/service-kit';
import { silentLogger, startTestService, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { lastValueFrom } from 'rxjs';
import { GatewayEnvSchema, type RunningGateway, startGateway } from '@leadgen/gateway/testing';
import { LeadsEnvSchema, LeadsModule, openDatabase } from '@leadgen/leads/testing';
import { gatewayClient, type RunningAccounts, settle, startAccounts } from '@leadgen/test-kit';

/**
 * The rep's own numbers (Analytics' 'Your pipeline'), through the real gateway over real NATS to
 * leads and its database, read from the same timelines the leads' histories show: saves, status
 * moves, and the emails and answers outreach tells leads of (played here by a NATS client).
 */
describe('Your pipeline numbers', () => {
  let gateway: RunningGateway;
  let leads: INestMicroservice;
  let orm: MikroORM;
  let accounts: RunningAccounts;
  let outreach: ClientProxy;
  let a: ApiClient;
  let b: ApiClient;
  let aId: string;
  let aToken: string;

  beforeAll(async () => {
    gateway = await startGateway(
      GatewayEnvSchema.parse({ NATS_URL: testNatsUrl(), JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }),
      silentLogger(),
      0,
    );
    accounts = await startAccounts();
    const env = LeadsEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      GOOGLE_PLACES_API_KEY: 'no-search-in-this-test',
      GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
    });
    orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    leads = await startTestService('leads', LeadsModule.forRoot(env, { orm }));
    const repA = await accounts.signIn(gateway.url);
    const repB = await accounts.signIn(gateway.url);
    a = gatewayClient(gateway.url, repA.token);
    b = gatewayClient(gateway.url, repB.token);
    aId = repA.userId;
    aToken = repA.token;
    outreach = ClientProxyFactory.create(natsClientOptions(testNatsUrl(), 'numbers-test'));
    await outreach.connect();
  }, 90_000);

  afterAll(async () => {
    await outreach?.close();
    await leads?.close();
    await gateway?.close();
    await accounts?.close();
    await orm?.close();
  });

  async function saved(count: number): Promise<string[]> {
    const { pitch: _pitch, ...lead } = sampleLead;
    const { items } = await a.call('myLeadsSave', {
      leads: Array.from({ length: count }, (_, i) => {
        const id = `numbers-${randomUUID()}`;
        return { ...lead, name: `${lead.name} ${i}`, id, place_id: id };
      }),
    });
    return items.map((i) => i.id);
  }

  const emailed = (leadId: string) =>
    lastValueFrom(
      outreach.send(SUBJECTS.leads.outreachEmailSent, {
        user_id: aId,
        lead_id: leadId,
        email_id: randomUUID(),
        to: 'rosa@casa-verde.example.com',
        subject: 'Orders from your own site',
        body: 'Hi Rosa,',
        step: 0,
        sent_at: new Date().toISOString(),
      } satisfies OutreachEmailSent),
    );
  const answered = (leadId: string, kind: OutreachAnswerReceived['kind']) =>
    lastValueFrom(
      outreach.send(SUBJECTS.leads.outreachAnswerReceived, {
        user_id: aId,
        lead_id: leadId,
        inbox_id: randomUUID(),
        kind,
        overrides: null,
        from: 'rosa@casa-verde.example.com',
        subject: 'Re: Orders from your own site',
        text: 'Sounds good, call me Tuesday.',
        received_at: new Date().toISOString(),
        return_date: null,
      } satisfies OutreachAnswerReceived),
    );

  it('counts what the rep saved, contacted, heard back from, booked, won and lost in the period', async () => {
    const empty = await a.call('myLeadsNumbers', undefined, undefined, { days: 30 });
    expect(empty).toMatchObject({ days: 30, saved: 0, contacted: 0, emails_sent: 0, replied: 0, meetings: 0, won: 0 });

    const [first, second, third, fourth, fifth] = await saved(5);
    // Two emails to the first (a first email and a follow-up), one to the second; the first replies.
    await emailed(first!);
    await emailed(first!);
    await emailed(second!);
    await answered(first!, 'reply');
    // An out-of-office is no answer from a person.
    await answered(second!, 'out_of_office');
    // The third is called (Attempted) and books a meeting, then is won; the fourth is lost.
    const version = async (id: string) => (await a.call('myLeadsGet', undefined, { id })).version;
    await a.call('myLeadsUpdate', { status: 'attempted', version: await version(third!) }, { id: third! });
    await a.call('myLeadsUpdate', { status: 'meeting_booked', version: await version(third!) }, { id: third! });
    await a.call('myLeadsUpdate', { status: 'won', version: await version(third!) }, { id: third! });
    await a.call(
      'myLeadsUpdate',
      { status: 'lost', lost_reason: 'Has a POS', version: await version(fourth!) },
      { id: fourth! },
    );
    void fifth;

    const numbers = await a.call('myLeadsNumbers', undefined, undefined, { days: 30 });
    expect(numbers).toMatchObject({
      days: 30,
      saved: 5,
      contacted: 3,
      emails_sent: 3,
      replied: 1,
      meetings: 1,
      won: 1,
      lost: 1,
    });
    expect(Date.parse(numbers.to) - Date.parse(numbers.from)).toBe(30 * 86_400_000);
    // 30 days unless asked; another rep's numbers are their own.
    expect(await a.call('myLeadsNumbers')).toMatchObject({ days: 30, saved: 5 });
    expect(await b.call('myLeadsNumbers', undefined, undefined, { days: 7 })).toMatchObject({
      days: 7,
      saved: 0,
      contacted: 0,
    });
  });

  it('refuses a period it does not offer, in words, and counts nothing', async () => {
    for (const days of ['5', 'soon', '30.5']) {
      const res = await fetch(`${gateway.url}/api/my-leads/numbers?days=${days}`, {
        headers: { authorization: `Bearer ${aToken}` },
      });
      expect({ days, status: res.status }).toEqual({ days, status: 400 });
      const body = (await res.json()) as { success: boolean; error: string };
      expect(body.success).toBe(false);
      expect(body.error).toMatch(/Days must be/);
    }
    const refused = await settle(a.call('myLeadsNumbers', undefined, undefined, { days: 5 as 30 }));
    expect(refused.status).toBe(400);
  });
});
