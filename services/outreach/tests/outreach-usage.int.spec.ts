import { PLAN_LIMITS } from '@leadgen/contracts';
import { settle } from '@leadgen/test-kit';
import { startOutreachStack, until, type OutreachStack } from './outreach-stack.js';

/**
 * Emails sent count in the rep's usage, through the usage stream accounts counts from: at the free
 * plan's limit the gateway refuses the next send with the plan's words, and nothing more goes out.
 */
describe('Outreach: emails sent against the plan', () => {
  let stack: OutreachStack;

  beforeAll(async () => {
    stack = await startOutreachStack({
      start: '2026-12-01T16:00:00.000Z',
      usageStream: true,
      // Plan limits are counted, not enforced, outside production unless the gateway is told to.
      gatewayEnv: { USAGE_LIMITS: 'enforce' },
    });
  }, 90_000);

  afterAll(() => stack?.close());

  it("counts each email sent, and at the plan's limit the next send is refused", async () => {
    const limit = PLAN_LIMITS.free.emails;
    const rep = await stack.signIn();
    // A new account is on the Starter trial; this one's has ended, so the Free plan's limit applies.
    await stack.accounts.orm.em
      .fork()
      .getConnection()
      .execute('update profiles set trial_ends_at = ? where id = ?', [new Date(Date.now() - 1000), rep.userId]);
    await rep.api.call('outreachMailboxPut', stack.sinkMailbox({ daily_cap: 500 }));
    const lead = await stack.savedLead(rep);
    for (let i = 0; i < limit; i++) {
      const { emails } = await rep.api.call('outreachSend', {
        lead_id: lead.id,
        to: `guest-${i}@casa-verde.example.com`,
        subject: `Note ${i}`,
        body: 'Hi there.',
      });
      expect(emails[0]!.status).toBe('sent');
    }
    await until(async () => (await rep.api.call('usage')).usage.emails_sent === limit);
    expect((await rep.api.call('usage')).usage).toMatchObject({ emails_sent: limit, emails_limit: limit });
    // Accounts tells the gateway after it counts a batch: until then a send to a suppressed address
    // is refused by outreach (409, nothing sent); from then on the gateway refuses it first.
    await rep.api.call('suppressionAdd', { address: 'blocked@casa-verde.example.com' });
    const attempt = (to: string) =>
      settle(rep.api.call('outreachSend', { lead_id: lead.id, to, subject: 'x', body: 'y' }));
    await until(async () => (await attempt('blocked@casa-verde.example.com')).status === 429);
    expect(await attempt('one-more@casa-verde.example.com')).toMatchObject({
      status: 429,
      body: {
        code: 'USAGE_LIMIT_REACHED',
        error: expect.stringContaining(`the Free plan's monthly limit of ${limit} emails`),
      },
    });
    expect(stack.sink.received.filter((m) => m.to.includes('one-more@casa-verde.example.com'))).toHaveLength(0);
    // Its own limit: many sends one after another.
  }, 120_000);
});
