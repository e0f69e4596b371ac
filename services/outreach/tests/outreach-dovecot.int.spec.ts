import { filedInSent } from '@leadgen/outreach/testing';
import type { OutreachEmail } from '@leadgen/contracts';
import { startDovecot, type Dovecot, type DovecotLayout } from './dovecot.js';
import { startOutreachStack, until, type OutreachStack } from './outreach-stack.js';

const mail = (headers: Record<string, string>, text: string) =>
  Object.entries({ Date: new Date().toUTCString(), ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('') + `Content-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n`;

/**
 * The rep's mailbox on a real IMAP server (Dovecot), laid out as hosts lay it out, where the
 * simulated mailbox and the fakes cannot show what a server does: its folder names and separators,
 * and a message's flags as the rep's own mail program then sees them.
 */
describe('Outreach on a real IMAP server (Dovecot)', () => {
  const servers: Dovecot[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it.each<[string, DovecotLayout]>([
    ["a cPanel or Courier host's 'INBOX.Sent', '.' between names, found by its name", 'courier'],
    ["Dovecot's 'Sent Messages', marked \\Sent by the server", 'special-use'],
  ])('finds an email the server filed in %s, with the time it was filed', async (_layout, layout) => {
    const server = await startDovecot(layout);
    servers.push(server);
    const filedId = `<filed.${layout}@tabletech.example>`;
    const filedAt = new Date('2026-12-02T10:00:05Z');
    await server.append(
      server.sentFolder,
      mail({ From: 'ana@tabletech.example', To: 'owner@cafe.example', 'Message-ID': filedId }, 'Hi.'),
      filedAt,
    );
    const client = await server.client();
    const filed = await filedInSent(client, [filedId, '<never.1@tabletech.example>']);
    expect(filed && [...filed.keys()]).toEqual([filedId]);
    expect(filed?.get(filedId)?.toISOString()).toBe(filedAt.toISOString());
  });

  describe('hearing the answer', () => {
    let dovecot: Dovecot;
    let stack: OutreachStack;

    beforeAll(async () => {
      dovecot = await startDovecot('courier');
      servers.push(dovecot);
      stack = await startOutreachStack({
        start: new Date().toISOString(),
        env: (sink) => ({
          OUTREACH_DEMO_SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
          OUTREACH_DEMO_IMAP_URL: dovecot.url,
          OUTREACH_INBOX_POLL_MS: '300',
        }),
      });
    }, 90_000);

    afterAll(() => stack?.close());

    it('a reply delivered to INBOX stops the sequence and moves the lead to Connected, and stays unread in the mailbox', async () => {
      const rep = await stack.signIn();
      const lead = await stack.savedLead(rep);
      const sent = await rep.api.call('outreachSend', {
        lead_id: lead.id,
        to: lead.contact,
        subject: 'A quick idea for your tables',
        body: 'Hi there, a short note about turning tables faster.',
        follow_up_days: [3, 7],
      });
      const sequenceId = sent.emails[0]!.sequence_id;
      await until(() => stack.sink.received.some((m) => m.to.includes(lead.contact)));
      const ours = stack.sink.received.find((m) => m.to.includes(lead.contact))!.headers['message-id']!;
      expect(ours).toMatch(/^<.+@.+>$/);

      await dovecot.append(
        'INBOX',
        mail(
          {
            From: `Maria Lopez <${lead.contact}>`,
            To: 'ana@tabletech.example',
            Subject: 'Re: A quick idea for your tables',
            'Message-ID': '<answer.1@casa-verde.example.com>',
            'In-Reply-To': ours,
            References: ours,
          },
          'Sounds interesting. Could you call me Thursday afternoon?',
        ),
      );

      const inboxOf = () => rep.api.call('outreachInbox', undefined, undefined, { lead_id: lead.id });
      await until(async () => (await inboxOf()).messages.length > 0);
      const inbox = await inboxOf();
      expect(inbox.messages.map((m) => [m.kind, m.from])).toEqual([['reply', lead.contact]]);
      expect(inbox.messages[0]!.text).toContain('Could you call me Thursday afternoon?');
      const { emails } = await rep.api.call('outreachOutbox', undefined, undefined, { lead_id: lead.id });
      const followUps = emails.filter((e: OutreachEmail) => e.sequence_id === sequenceId && e.step > 0);
      expect(followUps.map((e) => [e.status, e.stop_reason])).toEqual([
        ['stopped', 'replied'],
        ['stopped', 'replied'],
      ]);
      await until(async () => (await rep.api.call('myLeadsGet', undefined, { id: lead.id })).status === 'connected');
      expect((await rep.api.call('myLeadsGet', undefined, { id: lead.id })).status).toBe('connected');
      // The rep still finds it unread in their own mail program: the product reads without marking.
      const flags = await dovecot.flags('INBOX');
      expect(flags.map((m) => m.flags.includes('\\Seen'))).toEqual([false]);
    });
  });
});
