import { createServer, type AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/core';
import { UNSUBSCRIBE_DONE_MESSAGE, UNSUBSCRIBE_NEUTRAL_MESSAGE, type MailboxSettingsRequest } from '@leadgen/contracts';
import { settle, type SignedInRep, freshDatabase } from '@leadgen/test-kit';
import { selfSignedCertificate, startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { leadEmails } from './emailed.js';
import { startOutreachStack, until, type OutreachStack } from './outreach-stack.js';

// Same entities and migrations on both drivers: PGlite always, PostgreSQL when the run has one.
const drivers: [string, boolean][] = [['PGlite', false]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', true]);

// Tuesday 1 December 2026, 10:00 in Chicago (the saved leads' time zone).
const TUESDAY_10AM = '2026-12-01T16:00:00.000Z';
const POSTAL = '500 Congress Ave, Austin, TX 78701';

const mailboxOf = (sink: SmtpSink, more: Partial<MailboxSettingsRequest> = {}): MailboxSettingsRequest => ({
  host: '127.0.0.1',
  port: sink.port,
  security: 'none',
  user: '',
  from_name: 'Ana Rep',
  from_address: 'ana@tabletech.example',
  postal_address: POSTAL,
  ...more,
});

describe.each(drivers)('Outreach (%s)', (_driver, postgres) => {
  let stack: OutreachStack;
  let drop: (() => Promise<void>) | undefined;
  let orm: MikroORM;

  beforeAll(async () => {
    const db = postgres ? await freshDatabase('outreach') : undefined;
    drop = db?.drop;
    stack = await startOutreachStack({
      dbUrl: db?.url,
      leadsDbUrl: postgres ? process.env.TEST_DATABASE_URL : undefined,
      pglite: !postgres,
      start: TUESDAY_10AM,
    });
    orm = stack.orm;
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
    await drop?.();
  });

  beforeEach(() => stack.clock.set(TUESDAY_10AM));

  /** A signed-in rep whose mailbox is the suite's SMTP server. */
  async function repWithMailbox(more: Partial<MailboxSettingsRequest> = {}): Promise<SignedInRep> {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', mailboxOf(stack.sink, more));
    return rep;
  }
  const delivered = (to: string) => stack.sink.received.filter((m) => m.to.includes(to));
  const tokenOf = (header: string | undefined) => /\/api\/unsubscribe\/([A-Za-z0-9_-]+)>/.exec(header ?? '')?.[1];

  it('saves a mailbox only after a test send through it, and never gives the password back', async () => {
    const rep = await stack.signIn();
    expect(await rep.api.call('outreachMailboxGet')).toEqual({ mailbox: null });
    const server = await startSmtpSink({ user: 'ana', password: 'right-password' });
    try {
      const settings = mailboxOf(server, { user: 'ana', password: 'wrong-password' });
      expect(await settle(rep.api.call('outreachMailboxPut', settings))).toMatchObject({
        status: 502,
        body: { code: 'UPSTREAM_FAILED', error: 'Your mail server refused the sign-in: check the user and password.' },
      });
      const tls = await settle(
        rep.api.call('outreachMailboxPut', { ...settings, password: 'right-password', security: 'tls' }),
      );
      expect(tls).toMatchObject({ status: 502, body: { error: expect.stringMatching(/refused a secure connection/) } });
      const closed = await startSmtpSink();
      await closed.close();
      const unreachable = await settle(rep.api.call('outreachMailboxPut', { ...mailboxOf(closed) }));
      expect(unreachable).toMatchObject({
        status: 502,
        body: { error: `Your mail server could not be reached at 127.0.0.1:${closed.port}: check the host and port.` },
      });
      // A server that takes the connection and never greets.
      const silent = createServer(() => undefined);
      await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
      const silentPort = (silent.address() as AddressInfo).port;
      const mute = await settle(rep.api.call('outreachMailboxPut', { ...mailboxOf(server), port: silentPort }));
      await new Promise((r) => silent.close(r));
      expect(mute).toMatchObject({ status: 502, body: { error: expect.stringContaining(`127.0.0.1:${silentPort}`) } });
      expect(await rep.api.call('outreachMailboxGet')).toEqual({ mailbox: null });
      expect(server.received).toHaveLength(0);

      const saved = await rep.api.call('outreachMailboxPut', { ...settings, password: 'right-password' });
      expect(saved.mailbox).toMatchObject({
        source: 'own',
        has_password: true,
        user: 'ana',
        daily_cap: 50,
        sent_today: 0,
      });
      expect(JSON.stringify(saved)).not.toContain('right-password');
      expect(server.received.map((m) => m.to)).toEqual([['ana@tabletech.example']]);
      const [row] = await orm.em
        .fork()
        .getConnection()
        .execute<{ password_sealed: string }[]>('select password_sealed from outreach_mailboxes where user_id = ?', [
          rep.userId,
        ]);
      expect(row!.password_sealed).not.toContain('right-password');
      // Saved again without the password: the one kept still signs in.
      const renamed = await rep.api.call('outreachMailboxPut', {
        ...settings,
        password: undefined,
        from_name: 'Ana R.',
      });
      expect(renamed.mailbox).toMatchObject({ from_name: 'Ana R.', has_password: true });
      expect(JSON.stringify(await rep.api.call('outreachMailboxGet'))).not.toContain('right-password');
    } finally {
      await server.close();
    }
  });

  it('sends through a mail server over STARTTLS and over TLS from the start', async () => {
    const certificate = selfSignedCertificate();
    for (const [security, implicit] of [
      ['starttls', false],
      ['tls', true],
    ] as const) {
      const server = await startSmtpSink({
        user: 'ana',
        password: 'right-password',
        tls: { ...certificate, implicit },
      });
      try {
        const rep = await stack.signIn();
        const saved = await rep.api.call(
          'outreachMailboxPut',
          mailboxOf(server, { security, user: 'ana', password: 'right-password' }),
        );
        expect(saved.mailbox).toMatchObject({ security, has_password: true });
        const lead = await stack.savedLead(rep);
        const sent = await rep.api.call('outreachSend', {
          lead_id: lead.id,
          to: lead.contact,
          subject: 'Hello',
          body: 'Hi there.',
        });
        expect(sent.emails[0]!.status).toBe('sent');
        expect(server.received.map((m) => [m.to, m.secure])).toEqual([
          [['ana@tabletech.example'], true],
          [[lead.contact], true],
        ]);
      } finally {
        await server.close();
      }
    }
  });

  it('sends now from the latest pitch with the postal address, unsubscribe link and one-click headers; the lead moves to Attempted', async () => {
    const rep = await repWithMailbox();
    const lead = await stack.savedLead(rep);
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: lead.id });
    expect(draft.body).toContain('the patio looks busy every Friday');
    expect(draft.body).toContain('Ana Rep');
    expect(draft.recipients.map((r) => r.address)).toEqual([lead.contact]);
    expect(draft.time_zone).toBe('America/Chicago');

    const sent = await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: lead.contact,
      subject: draft.subject,
      body: draft.body,
    });
    expect(sent.emails).toHaveLength(1);
    expect(sent.emails[0]).toMatchObject({
      status: 'sent',
      step: 0,
      to: lead.contact,
      restaurant_name: 'Casa Verde Taqueria',
    });
    expect(sent.lead_status).toBe('attempted');
    expect(sent.suggested_follow_up).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const [mail] = delivered(lead.contact);
    expect(mail!.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${stack.gateway.url}/api/unsubscribe/[A-Za-z0-9_-]{32}>$`),
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers.from).toBe('Ana Rep <ana@tabletech.example>');
    expect(mail!.headers['reply-to']).toBe('Ana Rep <ana@tabletech.example>');
    expect(mail!.headers['message-id']).toBe(sent.emails[0]!.message_id);
    expect(mail!.text).toContain(POSTAL);
    expect(mail!.text).toContain(`${stack.gateway.url}/unsubscribe/${tokenOf(mail!.headers['list-unsubscribe'])}`);
    expect(mail!.text).toContain('the patio looks busy every Friday');

    expect(stack.usage.filter((u) => u.user_id === rep.userId)).toMatchObject([{ kind: 'emails_sent', amount: 1 }]);
    const detail = await rep.api.call('myLeadsGet', undefined, { id: lead.id });
    expect(detail.status).toBe('attempted');
    expect(detail.history.some((h) => h.kind === 'email' && h.detail.includes(draft.subject))).toBe(true);
    expect((await rep.api.call('outreachMailboxGet')).mailbox?.sent_today).toBe(1);
  });

  it('sends follow-ups in the thread after the business days pass; a status change stops the rest', async () => {
    const rep = await repWithMailbox();
    const lead = await stack.savedLead(rep);
    const sent = await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: lead.contact,
      subject: 'Friday rush',
      body: 'Hi Rosa,\n\nAbout the Friday rush.',
      follow_up_days: [3, 7],
    });
    const [first, second, third] = sent.emails;
    expect(sent.emails.map((e) => [e.step, e.status])).toEqual([
      [0, 'sent'],
      [1, 'scheduled'],
      [2, 'scheduled'],
    ]);
    // Three business days after Tuesday 10:00 is Friday 10:00; seven is the Thursday after.
    expect(second!.due_at).toBe('2026-12-04T16:00:00.000Z');
    expect(third!.due_at).toBe('2026-12-10T16:00:00.000Z');
    expect(second!.subject).toBe('Re: Friday rush');
    // Each greets Rosa as the first did: the first asks again lightly, the last closes the loop.
    expect(second!.body).toMatch(/^Hi Rosa,\n\nI wanted to make sure my note below reached you\./);
    expect(third!.body).toMatch(/^Hi Rosa,\n\nI haven't heard back, .* this is my last note\./);

    await stack.worker.tick();
    expect(delivered(lead.contact)).toHaveLength(1);
    stack.clock.set('2026-12-04T16:00:00.000Z');
    await stack.worker.tick();
    const mails = delivered(lead.contact);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.headers['in-reply-to']).toBe(first!.message_id);
    expect(mails[1]!.headers.references).toBe(first!.message_id);
    expect(mails[1]!.headers.subject).toBe('Re: Friday rush');
    expect(mails[1]!.text).toContain(POSTAL);
    expect(mails[1]!.text).toMatch(/^Hi Rosa,\n\nI wanted to make sure[^]*\n> Hi Rosa,\n> \n> About the Friday rush\./);
    expect((await leadEmails(rep.api, lead.id)).map((e) => e.status)).toEqual(['sent', 'sent', 'scheduled']);

    const { version } = await rep.api.call('myLeadsGet', undefined, { id: lead.id });
    await rep.api.call('myLeadsUpdate', { status: 'connected', version }, { id: lead.id });
    await until(async () => (await leadEmails(rep.api, lead.id))[2]!.status === 'stopped');
    expect((await leadEmails(rep.api, lead.id))[2]).toMatchObject({ status: 'stopped', stop_reason: 'lead_status' });
    stack.clock.set('2026-12-10T16:00:00.000Z');
    await stack.worker.tick();
    expect(delivered(lead.contact)).toHaveLength(2);
  });

  it('one-click unsubscribe stops the sequence, and a later send to the address is refused with the reason', async () => {
    const rep = await repWithMailbox();
    const lead = await stack.savedLead(rep);
    await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: lead.contact,
      subject: 'Hello',
      body: 'Hi there.',
      follow_up_days: [3],
    });
    const token = tokenOf(delivered(lead.contact)[0]!.headers['list-unsubscribe']);
    const unsubscribe = (t: string, body?: string) =>
      fetch(`${stack.gateway.url}/api/unsubscribe/${t}`, {
        method: 'POST',
        headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
        body,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await unsubscribe('not-a-token')).toEqual({ status: 200, body: { message: UNSUBSCRIBE_NEUTRAL_MESSAGE } });
    expect(await unsubscribe('A'.repeat(32))).toEqual({ status: 200, body: { message: UNSUBSCRIBE_NEUTRAL_MESSAGE } });
    // The page names who sent it: the rep's name and address, never this product.
    expect(await unsubscribe(token!, 'List-Unsubscribe=One-Click')).toEqual({
      status: 200,
      body: { message: UNSUBSCRIBE_DONE_MESSAGE, sender: 'Ana Rep <ana@tabletech.example>' },
    });
    expect((await leadEmails(rep.api, lead.id))[1]).toMatchObject({ status: 'stopped', stop_reason: 'unsubscribed' });
    const { suppressions } = await rep.api.call('suppressionsList');
    expect(suppressions).toMatchObject([{ address: lead.contact, reason: 'unsubscribed' }]);
    const { draft } = await rep.api.call('outreachDraft', undefined, { lead_id: lead.id });
    expect(draft.recipients).toMatchObject([{ address: lead.contact, suppressed: true }]);
    const again = await settle(
      rep.api.call('outreachSend', { lead_id: lead.id, to: lead.contact, subject: 'Hi', body: 'Again' }),
    );
    expect(again).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('suppression list (Unsubscribed)') },
    });
    stack.clock.set('2026-12-07T16:00:00.000Z');
    await stack.worker.tick();
    expect(delivered(lead.contact)).toHaveLength(1);
  });

  it('a bounce at the SMTP stage fails the email, puts the address on the list and stops its follow-ups', async () => {
    const rep = await repWithMailbox();
    const lead = await stack.savedLead(rep);
    stack.sink.refuse.add(lead.contact);
    const sent = await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: lead.contact,
      subject: 'Hello',
      body: 'Hi there.',
      when: 'business_hours',
      follow_up_days: [3],
    });
    expect(sent.emails.map((e) => e.status)).toEqual(['scheduled', 'scheduled']);
    expect(sent.emails[0]!.due_at).toBe(TUESDAY_10AM);
    await stack.worker.tick();
    const [first, second] = await leadEmails(rep.api, lead.id);
    expect(first).toMatchObject({ status: 'failed', error: expect.stringContaining('550') });
    expect(second).toMatchObject({ status: 'stopped', stop_reason: 'bounced' });
    expect((await rep.api.call('suppressionsList')).suppressions).toMatchObject([
      { address: lead.contact, reason: 'bounced' },
    ]);
    expect(delivered(lead.contact)).toHaveLength(0);
  });

  it('tries an unreachable mail server three times, then fails the email and its follow-ups, never sending them', async () => {
    const server = await startSmtpSink();
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', mailboxOf(server));
    const lead = await stack.savedLead(rep);
    await server.close();
    const sent = await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: lead.contact,
      subject: 'Hello',
      body: 'Hi there.',
      when: 'business_hours',
      follow_up_days: [3],
    });
    expect((await stack.worker.tick()).results).toMatchObject({ not_sent: 1 });
    expect((await leadEmails(rep.api, lead.id))[0]).toMatchObject({
      status: 'scheduled',
      due_at: '2026-12-01T16:05:00.000Z',
    });
    stack.clock.set('2026-12-01T16:05:00.000Z');
    await stack.worker.tick();
    expect((await leadEmails(rep.api, lead.id))[0]).toMatchObject({
      status: 'scheduled',
      due_at: '2026-12-01T16:20:00.000Z',
    });
    stack.clock.set('2026-12-01T16:20:00.000Z');
    await stack.worker.tick();
    const [first, second] = await leadEmails(rep.api, lead.id);
    expect(first).toMatchObject({
      id: sent.emails[0]!.id,
      status: 'failed',
      error: expect.stringContaining('could not be reached'),
    });
    expect(second).toMatchObject({ status: 'failed', error: expect.stringContaining('follow-ups were not sent') });
  });

  it('a hand-added suppression stops what was scheduled and refuses a send with its reason', async () => {
    const rep = await repWithMailbox();
    const lead = await stack.savedLead(rep);
    const sent = await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: lead.contact,
      subject: 'Hello',
      body: 'Hi there.',
      send_at: '2026-12-02T15:00:00Z',
    });
    expect(sent.emails[0]).toMatchObject({ status: 'scheduled', due_at: '2026-12-02T15:00:00.000Z' });
    await rep.api.call('suppressionAdd', { address: lead.contact.toUpperCase() });
    expect((await leadEmails(rep.api, lead.id))[0]).toMatchObject({ status: 'stopped', stop_reason: 'suppressed' });
    const refused = await settle(
      rep.api.call('outreachSend', { lead_id: lead.id, to: lead.contact, subject: 'Hi', body: 'Again' }),
    );
    expect(refused).toMatchObject({ status: 409, body: { error: expect.stringContaining('(Added by you)') } });
    const { suppressions } = await rep.api.call('suppressionsList');
    await rep.api.call('suppressionDelete', undefined, { id: suppressions[0]!.id });
    expect(
      (await rep.api.call('outreachSend', { lead_id: lead.id, to: lead.contact, subject: 'Hi', body: 'Again' }))
        .emails[0]!.status,
    ).toBe('sent');
  });

  it("holds the rep's daily cap and the lead's business hours, in requests and in the worker", async () => {
    const rep = await repWithMailbox({ daily_cap: 2 });
    const lead = await stack.savedLead(rep);
    const email = { lead_id: lead.id, to: lead.contact, subject: 'Hello', body: 'Hi there.' };
    // Saturday 5 December, 10:00 in Chicago: business hours wait for Monday 8:00.
    stack.clock.set('2026-12-05T16:00:00.000Z');
    const weekend = await rep.api.call('outreachSend', { ...email, when: 'business_hours' });
    expect(weekend.emails[0]).toMatchObject({ status: 'scheduled', due_at: '2026-12-07T14:00:00.000Z' });
    await rep.api.call('outreachSend', email);
    await rep.api.call('outreachSend', email);
    expect(await settle(rep.api.call('outreachSend', email))).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', error: expect.stringContaining('daily cap') },
    });
    const later = await rep.api.call('outreachSend', { ...email, send_at: '2026-12-05T16:01:00Z' });
    stack.clock.set('2026-12-05T16:02:00.000Z');
    await stack.worker.tick();
    const waiting = (await leadEmails(rep.api, lead.id)).find((e) => e.id === later.emails[0]!.id)!;
    expect(waiting).toMatchObject({ status: 'scheduled', due_at: '2026-12-06T00:00:00.000Z' });
    expect(delivered(lead.contact)).toHaveLength(2);
    stack.clock.set('2026-12-07T14:00:00.000Z');
    await stack.worker.tick();
    expect(delivered(lead.contact)).toHaveLength(4);
    expect((await rep.api.call('outreachMailboxGet')).mailbox?.sent_today).toBe(2);
  });

  it("answers 404 for another rep's lead, email and suppression, and lists only the rep's own", async () => {
    const rep = await repWithMailbox();
    const other = await repWithMailbox();
    const lead = await stack.savedLead(rep);
    const sent = await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: lead.contact,
      subject: 'Hello',
      body: 'Hi there.',
      when: 'business_hours',
      send_at: '2026-12-03T15:00:00Z',
    });
    await rep.api.call('suppressionAdd', { address: 'nobody@elsewhere.example' });
    const { suppressions } = await rep.api.call('suppressionsList');
    const notFound = { status: 404, body: { code: 'NOT_FOUND' } };
    expect(await settle(other.api.call('outreachDraft', undefined, { lead_id: lead.id }))).toMatchObject(notFound);
    expect(
      await settle(other.api.call('outreachSend', { lead_id: lead.id, to: lead.contact, subject: 'x', body: 'y' })),
    ).toMatchObject(notFound);
    expect(await settle(other.api.call('outreachOutboxCancel', undefined, { id: sent.emails[0]!.id }))).toMatchObject(
      notFound,
    );
    expect(await settle(other.api.call('suppressionDelete', undefined, { id: suppressions[0]!.id }))).toMatchObject(
      notFound,
    );
    expect((await other.api.call('outreachOutbox')).emails).toEqual([]);
    expect((await other.api.call('suppressionsList')).suppressions).toEqual([]);
    // The rep's own cancel stops the email and its sequence.
    const cancelled = await rep.api.call('outreachOutboxCancel', undefined, { id: sent.emails[0]!.id });
    expect(cancelled.emails[0]).toMatchObject({ status: 'cancelled', stop_reason: 'cancelled' });
  });

  it('refuses malformed addresses, oversized text and a time in the past with 400, sending nothing', async () => {
    const rep = await repWithMailbox();
    const lead = await stack.savedLead(rep);
    const email = { lead_id: lead.id, to: lead.contact, subject: 'Hello', body: 'Hi there.' };
    const bad = async (body: object) => settle(rep.api.call('outreachSend', body as never));
    expect(await bad({ ...email, to: 'not an address' })).toMatchObject({ status: 400 });
    expect(await bad({ ...email, subject: 'x'.repeat(201) })).toMatchObject({ status: 400 });
    expect(await bad({ ...email, body: 'x'.repeat(20_001) })).toMatchObject({ status: 400 });
    expect(await bad({ ...email, send_at: '2026-11-30T09:00:00Z' })).toMatchObject({
      status: 400,
      body: { fields: { send_at: ['Send time must be in the future'] } },
    });
    expect(await bad({ ...email, follow_up_days: [7, 3] })).toMatchObject({ status: 400 });
    expect(await settle(rep.api.call('suppressionAdd', { address: 'nope' }))).toMatchObject({ status: 400 });
    expect(await rep.api.call('outreachOutbox')).toEqual({ emails: [], total: 0 });
    expect(delivered(lead.contact)).toHaveLength(0);
  });
});
