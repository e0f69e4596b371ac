import { settle } from '@leadgen/test-kit';
import { startOutreachStack, type OutreachStack } from './outreach-stack.js';

/**
 * The default install: every rep sends from the simulator's mailbox until they save their own,
 * with nothing set up. Here the mailbox setting stands for it, and private mail hosts are refused
 * for a rep's own mailbox, as production refuses them.
 */
describe('Outreach: the demo mailbox (PGlite)', () => {
  let stack: OutreachStack;

  beforeAll(async () => {
    stack = await startOutreachStack({
      pglite: true,
      start: '2026-12-01T16:00:00.000Z',
      env: (sink) => ({
        OUTREACH_DEMO_SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        OUTREACH_DEMO_FROM: 'demo@leadgen.test',
        OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS: 'false',
      }),
    });
  }, 90_000);

  afterAll(() => stack?.close());

  it('sends from the demo mailbox with nothing set up, with its postal address and unsubscribe headers', async () => {
    const rep = await stack.signIn();
    const { mailbox } = await rep.api.call('outreachMailboxGet');
    expect(mailbox).toMatchObject({
      source: 'demo',
      from_address: 'demo@leadgen.test',
      has_password: false,
      daily_cap: 50,
    });
    const lead = await stack.savedLead(rep);
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: lead.id });
    const sent = await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: lead.contact,
      subject: draft.subject,
      body: draft.body,
    });
    expect(sent.emails[0]!.status).toBe('sent');
    const [mail] = stack.sink.received.filter((m) => m.to.includes(lead.contact));
    expect(mail!.headers.from).toContain('demo@leadgen.test');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(mailbox!.postal_address);
  });

  it("sends as the rep's own name: the mailbox, the draft's sign-off and each email's From, follow-ups included", async () => {
    const first = await stack.signIn();
    await first.api.call('profileUpdate', { first_name: 'Sam', last_name: 'Rivera' });
    const rep = await stack.signIn(first.email);
    const { mailbox } = await rep.api.call('outreachMailboxGet');
    expect(mailbox).toMatchObject({ source: 'demo', from_name: 'Sam Rivera', from_address: 'demo@leadgen.test' });
    const lead = await stack.savedLead(rep);
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: lead.id });
    expect(draft.body.endsWith('\n\nBest,\nSam Rivera')).toBe(true);
    expect(draft.body).not.toContain('Demo Rep');
    expect(draft.sender_note ?? null).toBeNull();
    const sent = await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: lead.contact,
      subject: draft.subject,
      body: draft.body,
      follow_up_days: [2],
    });
    expect(sent.emails.map((e) => e.status)).toEqual(['sent', 'scheduled']);
    // The follow-up goes out two business days later, by the worker, under the same name.
    stack.clock.set('2026-12-03T17:00:00.000Z');
    await stack.worker.tick();
    const mails = stack.sink.received.filter((m) => m.to.includes(lead.contact));
    expect(mails.map((m) => m.headers.from)).toEqual([
      'Sam Rivera <demo@leadgen.test>',
      'Sam Rivera <demo@leadgen.test>',
    ]);
    expect(mails[1]!.text).toContain('Best,\nSam Rivera');
    expect(mails[1]!.headers['reply-to']).toBe('Sam Rivera <demo@leadgen.test>');
  });

  it("refuses a rep's own mailbox on this machine or a private network, keeping nothing", async () => {
    const rep = await stack.signIn();
    const refused = await settle(rep.api.call('outreachMailboxPut', stack.sinkMailbox()));
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'The SMTP host must be a mail server on the internet: local and private addresses are refused.' },
    });
    expect((await rep.api.call('outreachMailboxGet')).mailbox?.source).toBe('demo');
  });
});
