import { freshDatabase } from '@leadgen/test-kit';
import { startOutreachStack, until, type OutreachStack } from './outreach-stack.js';

const TUESDAY_10AM = '2026-12-01T16:00:00.000Z';

/**
 * When leads cannot answer: a due email is not sent on a guess (it waits and goes once leads
 * answers), and an email sent while leads cannot be told is told later by the worker, once, and
 * never sent again. PostgreSQL keeps the leads while their service is stopped.
 */
describe('Outreach while leads is down (PostgreSQL)', () => {
  let stack: OutreachStack;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const db = await freshDatabase('outreach');
    if (!db)
      throw new Error('This test needs the run’s PostgreSQL (TEST_DATABASE_URL): leads is stopped and started on it.');
    drop = db.drop;
    stack = await startOutreachStack({ dbUrl: db.url, leadsDbUrl: process.env.TEST_DATABASE_URL, start: TUESDAY_10AM });
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
    await drop?.();
  });

  it('waits for leads before a scheduled send, and tells leads of a send it missed, once', async () => {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', stack.sinkMailbox());
    const lead = await stack.savedLead(rep);
    const email = { lead_id: lead.id, to: lead.contact, subject: 'Hello', body: 'Hi there.' };
    const first = await rep.api.call('outreachSend', { ...email, send_at: '2026-12-01T16:01:00Z' });
    const delivered = () => stack.sink.received.filter((m) => m.to.includes(lead.contact)).length;

    await stack.stopLeads();
    stack.clock.set('2026-12-01T16:02:00.000Z');
    expect((await stack.worker.tick()).results).toEqual({ released: 1 });
    expect(delivered()).toBe(0);
    await stack.startLeads();
    stack.clock.set('2026-12-01T16:04:00.000Z');
    expect((await stack.worker.tick()).results).toEqual({ sent: 1 });
    expect(delivered()).toBe(1);

    // A second email: leads stops while the mail server holds it, so leads cannot be told.
    const second = await rep.api.call('outreachSend', {
      ...email,
      subject: 'Second note',
      send_at: '2026-12-01T16:05:00Z',
    });
    stack.clock.set('2026-12-01T16:06:00.000Z');
    let release!: () => void;
    stack.sink.hold = new Promise((r) => (release = r));
    const tick = stack.worker.tick();
    await until(() => stack.sink.holding === 1);
    await stack.stopLeads();
    release();
    stack.sink.hold = null;
    expect((await tick).results).toEqual({ sent: 1 });
    await stack.startLeads();
    const history = async () =>
      (await rep.api.call('myLeadsGet', undefined, { id: lead.id })).history.filter((h) => h.kind === 'email');
    expect((await history()).map((h) => h.detail)).toEqual([expect.stringContaining('Hello')]);
    await stack.worker.tick();
    expect((await history()).map((h) => h.detail).sort()).toEqual([
      expect.stringContaining('Hello'),
      expect.stringContaining('Second note'),
    ]);
    await stack.worker.tick();
    expect(await history()).toHaveLength(2);
    expect(delivered()).toBe(2);
    const { emails } = await rep.api.call('outreachOutbox');
    expect(
      emails.filter((e) => [first.emails[0]!.id, second.emails[0]!.id].includes(e.id)).map((e) => e.status),
    ).toEqual(['sent', 'sent']);
  });
});
