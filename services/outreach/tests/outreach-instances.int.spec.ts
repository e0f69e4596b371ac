import { freshDatabase } from '@leadgen/test-kit';
import { silentLogger, startTestService, testNatsUrl } from '@leadgen/service-kit/testing';
import { OutreachEnvSchema, OutreachModule, OutreachWorker, openDatabase } from '@leadgen/outreach/testing';
import type { INestMicroservice } from '@nestjs/common';
import { startOutreachStack, type OutreachStack } from './outreach-stack.js';

const TUESDAY_10AM = '2026-12-01T16:00:00.000Z';
const EMAILS = 60;

/**
 * Two outreach instances in one queue group on one PostgreSQL database, their workers running at
 * the same moments: they share the due emails and each email reaches the mail server once.
 */
describe('Outreach: two instances share the queue (PostgreSQL)', () => {
  let stack: OutreachStack;
  let second: INestMicroservice;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const db = await freshDatabase('outreach');
    if (!db)
      throw new Error('This test needs the run’s PostgreSQL (TEST_DATABASE_URL): two processes share one queue there.');
    drop = db.drop;
    stack = await startOutreachStack({ dbUrl: db.url, leadsDbUrl: process.env.TEST_DATABASE_URL, start: TUESDAY_10AM });
    const env = OutreachEnvSchema.parse({
      NATS_URL: testNatsUrl(),
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      OUTREACH_PUBLIC_URL: stack.gateway.url,
      OUTREACH_WORKER_INTERVAL_MS: '0',
      OUTREACH_WORKER_BATCH: '7',
      // As the stack's own instance: sixty emails to one restaurant.
      OUTREACH_DOMAIN_DAILY_CAP: '1000',
    });
    const orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
    second = await startTestService(
      'outreach',
      OutreachModule.forRoot(env, orm, silentLogger(), {
        clock: stack.clock,
        usage: { publish: async () => undefined },
      }),
    );
  }, 90_000);

  afterAll(async () => {
    await second?.close();
    await stack?.close();
    await drop?.();
  });

  it('sends each of 60 due emails exactly once between them', async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', stack.sinkMailbox({ daily_cap: 500 }));
    const lead = await stack.savedLead(rep);
    const ids: string[] = [];
    for (let i = 0; i < EMAILS; i++) {
      const { emails } = await rep.api.call('outreachSend', {
        lead_id: lead.id,
        to: `guest-${i}@casa-verde.example.com`,
        subject: `Hello ${i}`,
        body: 'Hi there.',
        send_at: '2026-12-01T16:01:00Z',
      });
      ids.push(emails[0]!.message_id ?? emails[0]!.id);
    }
    stack.clock.set('2026-12-01T16:02:00.000Z');
    const workers = [stack.worker, second.get(OutreachWorker)];
    const claimedBy = [0, 0];
    for (let round = 0; round < 20; round++) {
      const reports = await Promise.all(workers.map((w) => w.tick()));
      reports.forEach((r, i) => (claimedBy[i]! += r.claimed));
      if (reports.every((r) => r.claimed === 0)) break;
    }
    const { emails } = await rep.api.call('outreachOutbox', undefined, undefined, { limit: 200 });
    const firsts = emails.filter((e) => e.subject.startsWith('Hello '));
    expect(firsts).toHaveLength(EMAILS);
    expect(firsts.every((e) => e.status === 'sent')).toBe(true);
    const perId = new Map<string, number>();
    for (const m of stack.sink.received)
      perId.set(m.headers['message-id']!, (perId.get(m.headers['message-id']!) ?? 0) + 1);
    for (const e of firsts) expect([e.to, perId.get(e.message_id!)]).toEqual([e.to, 1]);
    // Both instances took part: the work was shared, not done twice.
    expect(claimedBy[0]! + claimedBy[1]!).toBe(EMAILS);
    expect(Math.min(...claimedBy)).toBeGreaterThan(0);
    console.log(`two instances: ${claimedBy.join(' + ')} emails claimed, each delivered once`);
  });
});
