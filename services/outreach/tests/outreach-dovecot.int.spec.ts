import { filedInSent } from '@leadgen/outreach/testing';
import { settle } from '@leadgen/test-kit';
import { cutOff } from './cut-off.js';
import { emailLead, leadEmails } from './emailed.js';
import { startDovecot, type Dovecot, type DovecotLayout } from './dovecot.js';
import { startOutreachStack, until, type OutreachStack } from './outreach-stack.js';

/** The default wait before a cut-off send's Sent folder is looked at (OUTREACH_SENT_CHECK_AFTER_MS). */
const SENT_CHECK_AFTER_MS = 5 * 60_000;

/** A plain-text message as a mail server keeps it, dated now unless `headers` say otherwise. */
const mail = (headers: Record<string, string>, text: string) =>
  Object.entries({ Date: new Date().toUTCString(), ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('') + `Content-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n`;

/** The message as the suite's mail server took it for `to`, once it has. */
async function taken(stack: OutreachStack, to: string) {
  await until(() => stack.sink.received.some((m) => m.to.includes(to)));
  return stack.sink.received.find((m) => m.to.includes(to))!;
}

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

  describe("the rep's mailbox on a Courier host", () => {
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
      const { lead, first } = await emailLead(stack, rep);
      const sequenceId = first.sequence_id;
      const ours = (await taken(stack, lead.contact)).headers['message-id']!;
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
      const followUps = (await leadEmails(rep.api, lead.id)).filter((e) => e.sequence_id === sequenceId && e.step > 0);
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

    it("settles a cut-off send from 'INBOX.Sent': one filed there was sent, one missing goes out once more", async () => {
      const rep = await stack.signIn();
      const filed = await emailLead(stack, rep);
      // The server files what it takes in the Sent folder, as Gmail and many hosts do.
      await dovecot.append(dovecot.sentFolder, (await taken(stack, filed.lead.contact)).raw);
      const lost = await emailLead(stack, rep, { sendAt: new Date(stack.clock.now().getTime() + 24 * 3600_000) });
      const attemptedAt = stack.clock.now();
      await cutOff(stack, filed.first, attemptedAt);
      await cutOff(stack, lost.first, attemptedAt);
      // Taken and filed a minute after the cut-off ones: the server has filed what it took before.
      stack.clock.advance(60_000);
      const later = await emailLead(stack, rep);
      await dovecot.append(dovecot.sentFolder, (await taken(stack, later.lead.contact)).raw);

      stack.clock.advance(SENT_CHECK_AFTER_MS + 60_000);
      await until(async () => (await leadEmails(rep.api, filed.lead.id))[0]!.status === 'sent');
      expect((await leadEmails(rep.api, filed.lead.id)).map((e) => [e.status, e.sent_folder])).toEqual([
        ['sent', 'found'],
        ['scheduled', null],
        ['scheduled', null],
      ]);
      await until(async () => (await leadEmails(rep.api, lost.lead.id))[0]!.status === 'scheduled');
      expect((await leadEmails(rep.api, lost.lead.id))[0]!.sent_folder).toBe('missing');
      await stack.worker.tick();
      expect((await leadEmails(rep.api, lost.lead.id)).map((e) => e.status)).toEqual([
        'sent',
        'scheduled',
        'scheduled',
      ]);
      // Each went to the mail server once: the one found in Sent was not sent again.
      const times = (to: string) => stack.sink.received.filter((m) => m.to.includes(to)).length;
      expect([times(filed.lead.contact), times(lost.lead.contact)]).toEqual([1, 1]);
    });
  });

  // Sign-in without TLS is not shown refused here: Dovecot counts a connection from its own address
  // as secure. Production refuses 'none' before connecting (mailbox.service).
  describe("the rep's own mailbox on a host that requires TLS", () => {
    let dovecot: Dovecot;
    let stack: OutreachStack;

    beforeAll(async () => {
      dovecot = await startDovecot('courier', { tls: true });
      servers.push(dovecot);
      stack = await startOutreachStack({
        start: new Date().toISOString(),
        env: () => ({ OUTREACH_INBOX_POLL_MS: '300' }),
      });
    }, 90_000);

    afterAll(() => stack?.close());

    /** The rep's mailbox settings: the suite's SMTP server, and Dovecot's IMAP side as `imap` says. */
    const settings = (imap: { port: number; security: 'starttls' | 'tls'; password?: string }) => ({
      ...stack.sinkMailbox(),
      imap: { host: '127.0.0.1', user: dovecot.user, password: dovecot.password, ...imap },
    });

    it('saves it over STARTTLS or TLS (a wrong password refused in words, nothing kept) and hears the answer there', async () => {
      const rep = await stack.signIn();
      const wrong = await settle(
        rep.api.call('outreachMailboxPut', settings({ port: dovecot.port, security: 'starttls', password: 'not-it' })),
      );
      expect(wrong).toMatchObject({
        status: 502,
        body: {
          error:
            'Your IMAP server refused the sign-in: check the user and password (Gmail and Microsoft 365 need an app password).',
        },
      });
      expect((await rep.api.call('outreachMailboxGet')).mailbox).toBeNull();

      const starttls = await rep.api.call('outreachMailboxPut', settings({ port: dovecot.port, security: 'starttls' }));
      expect(starttls.mailbox?.imap).toMatchObject({ port: dovecot.port, security: 'starttls', has_password: true });
      const tls = await rep.api.call('outreachMailboxPut', settings({ port: dovecot.tlsPort!, security: 'tls' }));
      expect(tls.mailbox).toMatchObject({ source: 'own', imap: { port: dovecot.tlsPort, security: 'tls' } });

      // Sent from the rep's own mailbox; the answer arrives in its INBOX, read over TLS.
      const { lead } = await emailLead(stack, rep);
      const ours = (await taken(stack, lead.contact)).headers['message-id']!;
      await dovecot.append(
        'INBOX',
        mail(
          { From: lead.contact, To: 'ana@tabletech.example', Subject: 'Re: A quick idea', 'In-Reply-To': ours },
          'Thanks, send me the pricing.',
        ),
      );
      const inboxOf = () => rep.api.call('outreachInbox', undefined, undefined, { lead_id: lead.id });
      await until(async () => (await inboxOf()).messages.length > 0);
      expect((await inboxOf()).messages.map((m) => [m.kind, m.text])).toEqual([
        ['reply', 'Thanks, send me the pricing.'],
      ]);
    });
  });
});
