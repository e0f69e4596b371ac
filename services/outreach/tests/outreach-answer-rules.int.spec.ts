import { randomUUID } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import {
  MY_LEADS_UNDO_SECONDS,
  OUTREACH_BOUNCE_BREAKER,
  OUTREACH_SOFT_BOUNCES_MAX,
  type InboxKind,
  type OutreachEmail,
} from '@leadgen/contracts';
import { MailboxRow } from '@leadgen/outreach/testing';
import { DEMO_REP_ADDRESS } from '@leadgen/simulator/testing';
import { settle, type SignedInRep, freshDatabase } from '@leadgen/test-kit';
import { startInboxWorld, type InboxWorld } from './inbox-world.js';
import { startOutreachStack, type OutreachStack } from './outreach-stack.js';

// Tuesday 15 September 2026, 10:00 in Chicago (the saved leads' time zone), and the business days
// after it (no holiday among them). In the past, so answers the mailbox receives now come after.
const TUESDAY = '2026-09-15T15:00:00.000Z';
const WEDNESDAY = '2026-09-16T15:00:00.000Z';
const FRIDAY = '2026-09-18T15:00:00.000Z';
const NEXT_THURSDAY = '2026-09-24T15:00:00.000Z';
const TWO_WEEKS_ON = '2026-09-29T15:00:00.000Z';

const HELD_WORDS = 'Held: the first email may not have been sent. Send it anyway or cancel it.';
const PRIVATE_SMTP = 'The SMTP host must be a mail server on the internet: local and private addresses are refused.';
const PRIVATE_IMAP = 'The IMAP host must be a mail server on the internet: local and private addresses are refused.';

/** Until `ok` holds, or `ms` have passed (answers travel through the simulator's mailbox on their own). */
async function eventually(ok: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

/** A unique label for this run's addresses: each subdomain of the simulator's answering domain is a restaurant of its own. */
const tag = () => randomUUID().slice(0, 8);

interface HangUpServer {
  port: number;
  /** Recipients whose message the server takes whole, then hangs up on instead of confirming. */
  cut: Set<string>;
  /** Recipients the server hangs up on at RCPT TO, before it ever asks for the message. */
  cutAtRcpt: Set<string>;
  /** The messages it confirmed (250), raw, with their envelope recipients. */
  accepted: Array<{ to: string[]; raw: string }>;
  /** The messages it took whole and then hung up on, raw, with their envelope recipients. */
  hungUp: Array<{ to: string[]; raw: string }>;
  close(): Promise<void>;
}

/**
 * A mail server on 127.0.0.1 that speaks just enough SMTP: it takes the whole message, then, for a
 * recipient in `cut`, drops the connection before its reply, as a server that crashes or a network
 * that breaks mid-DATA does. The sender cannot know whether the email was delivered. For one in
 * `cutAtRcpt` it drops the connection at RCPT TO: the email cannot have been delivered.
 */
async function startHangUpServer(): Promise<HangUpServer> {
  const sockets = new Set<Socket>();
  const state = {
    cut: new Set<string>(),
    cutAtRcpt: new Set<string>(),
    accepted: [] as HangUpServer['accepted'],
    hungUp: [] as HangUpServer['hungUp'],
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let data = false;
    let rcpt: string[] = [];
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 hangup.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          data = false;
          if (rcpt.some((r) => state.cut.has(r))) {
            state.hungUp.push({ to: rcpt, raw });
            socket.destroy();
            return;
          }
          state.accepted.push({ to: rcpt, raw });
          say('250 2.0.0 Ok: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') rcpt = [];
        if (verb === 'RCPT') rcpt.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
        if (verb === 'RCPT' && state.cutAtRcpt.has(rcpt.at(-1)!)) {
          socket.destroy();
          return;
        }
        if (verb === 'DATA') {
          data = true;
          say('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          say('221 Bye');
          socket.end();
          return;
        } else say(verb === 'EHLO' || verb === 'HELO' ? '250 hangup.test' : '250 Ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as HangUpServer;
}

/** A port on 127.0.0.1 that counts the connections made to it (none expected) and says nothing. */
async function startListeningPost(): Promise<{ port: number; connections: number; close(): Promise<void> }> {
  const post = { connections: 0 };
  const server = createServer((socket) => {
    post.connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(post, {
    port: (server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * A delivery status report (RFC 3464) for a temporary failure, as a receiving server sends it back
 * for `email` once it gave up: the machine-readable part (Action: failed, a 4.x.x or x.2.2 Status),
 * and the returned headers carrying the email's Message-ID.
 */
function temporaryFailureReport(
  email: Pick<OutreachEmail, 'to' | 'subject' | 'message_id'>,
  failure: { status: string; diagnostic: string },
): string {
  const mta = `mx.${email.to.split('@')[1]}`;
  const boundary = `report-${tag()}`;
  return [
    `From: Mail Delivery System <MAILER-DAEMON@${mta}>`,
    `To: ${DEMO_REP_ADDRESS}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <dsn-${tag()}@${mta}>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Delivery to the following recipient failed for now. Try again later.',
    '',
    `<${email.to}>: ${failure.diagnostic}`,
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    `Reporting-MTA: dns; ${mta}`,
    '',
    `Final-Recipient: rfc822; ${email.to}`,
    'Action: failed',
    `Status: ${failure.status}`,
    `Diagnostic-Code: smtp; ${failure.diagnostic}`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    `From: Demo Rep <${DEMO_REP_ADDRESS}>`,
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    `Message-ID: ${email.message_id}`,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

const byStep = (emails: OutreachEmail[]) =>
  [...emails].sort((a, b) => a.step - b.step || a.created_at.localeCompare(b.created_at));

describe("Outreach: the rules around answers and sending safety (the simulator's mailbox)", () => {
  let world: InboxWorld;
  let stack: OutreachStack;
  let hangUp: HangUpServer;

  beforeAll(async () => {
    world = await startInboxWorld();
    stack = world.stack;
    hangUp = await startHangUpServer();
  }, 120_000);

  afterAll(async () => {
    await hangUp?.close();
    await world?.close();
  });

  beforeEach(() => stack.clock.set(TUESDAY));

  const outbox = async (rep: SignedInRep, leadId: string) =>
    byStep((await rep.api.call('outreachOutbox', undefined, undefined, { lead_id: leadId, limit: 200 })).emails);
  const answers = async (rep: SignedInRep, leadId: string, kind?: InboxKind) =>
    (await rep.api.call('outreachInbox', undefined, undefined, { lead_id: leadId, limit: 200 })).messages.filter(
      (m) => !kind || m.kind === kind,
    );
  const send = (
    rep: SignedInRep,
    leadId: string,
    to: string,
    more: { follow_up_days?: number[]; send_at?: string } = {},
  ) =>
    rep.api.call('outreachSend', {
      lead_id: leadId,
      to,
      subject: 'A quick idea for your tables',
      body: 'Hi there, a short note about turning tables faster.',
      ...more,
    });
  /** A rep whose own mailbox is the hang-up server (it confirms the mailbox's test email). */
  async function repOnHangUpServer(): Promise<SignedInRep> {
    const rep = await stack.signIn();
    await rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), port: hangUp.port });
    return rep;
  }
  /** A first email through the hang-up server, cut off mid-DATA: its outcome is unknown. */
  async function sentIntoTheVoid(rep: SignedInRep) {
    const lead = await stack.savedLead(rep, `owner-${tag()}@casa-verde.example.com`);
    hangUp.cut.add(lead.contact);
    const sent = await send(rep, lead.id, lead.contact, { follow_up_days: [3, 7] });
    return { lead, sent };
  }

  it('a first email whose outcome is unknown holds its follow-ups, never sent on their own, until the rep sends one anyway or cancels it', async () => {
    const rep = await repOnHangUpServer();
    const { lead, sent } = await sentIntoTheVoid(rep);
    const cutOff = hangUp.hungUp.filter((m) => m.to.includes(lead.contact));
    expect(cutOff).toHaveLength(1);
    const [first, second, third] = sent.emails;
    expect(first).toMatchObject({
      step: 0,
      status: 'outcome_unknown',
      error:
        'The connection to your mail server broke before it confirmed the email: it may or may not have been sent. Where your mailbox is read for answers, its Sent folder settles this within the hour.',
    });
    expect([second, third].map((e) => [e!.step, e!.status, e!.error])).toEqual([
      [1, 'held', HELD_WORDS],
      [2, 'held', HELD_WORDS],
    ]);
    expect(second!.due_at).toBe(FRIDAY);
    expect(third!.due_at).toBe(NEXT_THURSDAY);

    // Their days come and go: nothing is sent on its own, even once the mail server works again.
    hangUp.cut.delete(lead.contact);
    for (const day of [FRIDAY, NEXT_THURSDAY, TWO_WEEKS_ON]) {
      stack.clock.set(day);
      await stack.worker.tick();
    }
    expect(hangUp.accepted.filter((m) => m.to.includes(lead.contact))).toEqual([]);
    expect((await outbox(rep, lead.id)).map((e) => e.status)).toEqual(['outcome_unknown', 'held', 'held']);

    // 'Send anyway' on the first follow-up: back in the queue, due now since its day has passed.
    const released = await rep.api.call('outreachOutboxRelease', undefined, { id: second!.id });
    expect(byStep(released.emails).map((e) => [e.status, e.error])).toEqual([
      ['outcome_unknown', first!.error],
      ['scheduled', null],
      ['held', HELD_WORDS],
    ]);
    expect(byStep(released.emails)[1]!.due_at).toBe(TWO_WEEKS_ON);
    await stack.worker.tick();
    const delivered = hangUp.accepted.filter((m) => m.to.includes(lead.contact));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toMatch(/^Subject: Re: A quick idea for your tables$/m);
    // In the thread of the first email, which may well have arrived.
    const firstMessageId = /^Message-ID: (<[^>]+>)$/im.exec(cutOff[0]!.raw)?.[1];
    expect(firstMessageId).toBeDefined();
    expect(delivered[0]!.raw).toContain(`In-Reply-To: ${firstMessageId}`);

    // 'Cancel' on the other: it is cancelled, and never sent.
    const cancelled = await rep.api.call('outreachOutboxCancel', undefined, { id: third!.id });
    expect(byStep(cancelled.emails).map((e) => [e.status, e.stop_reason])).toEqual([
      ['outcome_unknown', null],
      ['sent', null],
      ['cancelled', 'cancelled'],
    ]);
    stack.clock.set('2026-10-13T15:00:00.000Z');
    await stack.worker.tick();
    expect(hangUp.accepted.filter((m) => m.to.includes(lead.contact))).toHaveLength(1);
  });

  it('a connection cut before the mail server asked for the message is not an unknown: a send now fails saying nothing was sent, a scheduled one is sent once on a later try', async () => {
    const NOT_SENT = 'The connection to your mail server broke before it took the email: it was not sent.';
    const rep = await repOnHangUpServer();
    const lead = await stack.savedLead(rep, `owner-${tag()}@casa-verde.example.com`);
    hangUp.cutAtRcpt.add(lead.contact);

    expect(await settle(send(rep, lead.id, lead.contact))).toMatchObject({
      status: 502,
      body: { code: 'UPSTREAM_FAILED', error: NOT_SENT },
    });
    expect(await outbox(rep, lead.id)).toEqual([]);

    const scheduled = await send(rep, lead.id, lead.contact, { send_at: '2026-09-15T15:30:00.000Z' });
    stack.clock.set('2026-09-15T15:31:00.000Z');
    await stack.worker.tick();
    expect((await outbox(rep, lead.id)).map((e) => [e.id, e.status, e.error])).toEqual([
      [scheduled.emails[0]!.id, 'scheduled', NOT_SENT],
    ]);

    // The server works again; the next try goes out, once.
    hangUp.cutAtRcpt.delete(lead.contact);
    stack.clock.set(WEDNESDAY);
    await stack.worker.tick();
    expect((await outbox(rep, lead.id)).map((e) => [e.status, e.error])).toEqual([['sent', null]]);
    expect(hangUp.accepted.filter((m) => m.to.includes(lead.contact))).toHaveLength(1);
  });

  it('a held follow-up stops when the lead moves on, as a scheduled one does, and no longer offers Send anyway', async () => {
    const rep = await repOnHangUpServer();
    const { lead } = await sentIntoTheVoid(rep);
    expect((await outbox(rep, lead.id)).map((e) => e.status)).toEqual(['outcome_unknown', 'held', 'held']);
    // The rep heard back by phone: the lead is Connected.
    const { version } = await rep.api.call('myLeadsGet', undefined, { id: lead.id });
    await rep.api.call('myLeadsUpdate', { status: 'connected', version }, { id: lead.id });
    await eventually(async () => (await outbox(rep, lead.id))[1]!.status === 'stopped', 5_000);
    expect((await outbox(rep, lead.id)).map((e) => [e.status, e.stop_reason])).toEqual([
      ['outcome_unknown', null],
      ['stopped', 'lead_status'],
      ['stopped', 'lead_status'],
    ]);
  });

  it("says in words why a release or resume is refused (unknown, malformed, another rep's, not held, a body it does not take) and changes nothing", async () => {
    const rep = await repOnHangUpServer();
    const other = await stack.signIn();
    const { lead, sent } = await sentIntoTheVoid(rep);
    const [first, held] = sent.emails;
    const before = await outbox(rep, lead.id);
    expect(before.map((e) => e.status)).toEqual(['outcome_unknown', 'held', 'held']);

    const release = (api: SignedInRep['api'], id: string) =>
      settle(api.call('outreachOutboxRelease', undefined, { id }));
    expect(await release(rep.api, randomUUID())).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', error: 'This email is not in your outbox.' },
    });
    expect(await release(rep.api, 'not-an-email-id')).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Email id must be a valid id') },
    });
    expect(await release(other.api, held!.id)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', error: 'This email is not in your outbox.' },
    });
    expect(await release(rep.api, first!.id)).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', error: 'This email is not held (outcome unknown): there is nothing to send.' },
    });
    expect(
      await settle(rep.api.call('outreachOutboxRelease', { send: 'now' } as never, { id: held!.id })),
    ).toMatchObject({ status: 400 });
    expect(await settle(other.api.call('outreachOutboxCancel', undefined, { id: held!.id }))).toMatchObject({
      status: 404,
    });

    // Resume takes no id and no body; with nothing paused it changes nothing.
    expect(await settle(rep.api.call('outreachMailboxResume', { everything: true } as never))).toMatchObject({
      status: 400,
    });
    const resumed = await rep.api.call('outreachMailboxResume');
    expect(resumed.mailbox).toMatchObject({ source: 'own', port: hangUp.port, sending_paused: null });

    expect(await outbox(rep, lead.id)).toEqual(before);
    stack.clock.set(TWO_WEEKS_ON);
    await stack.worker.tick();
    expect(hangUp.accepted.filter((m) => m.to.includes(lead.contact))).toEqual([]);
    // Cancelled here, so no later test's round finds them.
    await rep.api.call('outreachOutboxCancel', undefined, { id: held!.id });
  });

  it('pauses new first emails once over 2% of at least 20 sends hard-bounced, refusing them with the reason while follow-ups go on; Resume lets them go again', async () => {
    expect(OUTREACH_BOUNCE_BREAKER).toEqual({ window: 50, minimum: 20, rate: 0.02 });
    const rep = await stack.signIn();
    const other = await stack.signIn();
    const run = tag();
    const lead = await stack.savedLead(rep, `silent@lead-${run}.answers.leadgen.test`);
    const mailbox = async () => (await rep.api.call('outreachMailboxGet')).mailbox!;
    const heardBounces = async (n: number) =>
      eventually(async () => (await answers(rep, lead.id, 'hard_bounce')).length >= n);

    // One bounce in a single send: too few sends to judge, nothing pauses.
    await send(rep, lead.id, `first-${run}@bounce.leadgen.test`);
    await heardBounces(1);
    expect(await answers(rep, lead.id, 'hard_bounce')).toHaveLength(1);
    expect((await mailbox()).sending_paused).toBeNull();

    // Nineteen delivered and never answered (the first with a follow-up), and one scheduled for later.
    const silent = (i: number) => `silent@s${i}-${run}.answers.leadgen.test`;
    const withFollowUp = await send(rep, lead.id, silent(0), { follow_up_days: [3] });
    for (let i = 1; i < 19; i += 6) {
      await Promise.all(Array.from({ length: Math.min(6, 19 - i) }, (_, k) => send(rep, lead.id, silent(i + k))));
    }
    const later = await send(rep, lead.id, silent(99), { send_at: '2026-09-15T15:30:00.000Z' });
    // The 21st send bounces too: 2 of 21 is over 2%.
    await send(rep, lead.id, `second-${run}@bounce.leadgen.test`);
    await heardBounces(2);
    await eventually(async () => (await mailbox()).sending_paused != null);
    const reason = '2 of your last 21 emails bounced (over 2%): check your list, then resume.';
    expect((await mailbox()).sending_paused).toEqual({ reason, since: TUESDAY });
    const bounced = await answers(rep, lead.id, 'hard_bounce');
    expect(bounced.map((m) => m.action).sort()).toEqual([
      'Address suppressed (bounced); its emails stopped',
      'Address suppressed (bounced); its emails stopped. New emails paused: too many bounces',
    ]);

    // A new first email, now or scheduled, is refused in words; another rep sends as before.
    const paused = {
      status: 409,
      body: { code: 'CONFLICT', error: `New emails are paused: ${reason} Resume in Outreach, Mailbox.` },
    };
    expect(await settle(send(rep, lead.id, silent(100)))).toMatchObject(paused);
    expect(await settle(send(rep, lead.id, silent(101), { send_at: FRIDAY }))).toMatchObject(paused);
    const otherLead = await stack.savedLead(other, `silent@other-${run}.answers.leadgen.test`);
    expect((await send(other, otherLead.id, otherLead.contact)).emails[0]!.status).toBe('sent');
    await other.api.call('outreachMailboxResume');
    expect((await mailbox()).sending_paused).toEqual({ reason, since: TUESDAY });

    // The worker holds back a first email scheduled before the pause, and sends the follow-up on its day.
    stack.clock.set('2026-09-15T15:30:00.000Z');
    await stack.worker.tick();
    const find = async (id: string) => (await outbox(rep, lead.id)).find((e) => e.id === id)!;
    expect(await find(later.emails[0]!.id)).toMatchObject({ status: 'scheduled', due_at: '2026-09-15T16:30:00.000Z' });
    stack.clock.set(FRIDAY);
    await stack.worker.tick();
    expect(await find(withFollowUp.emails[1]!.id)).toMatchObject({ status: 'sent' });
    expect(await find(later.emails[0]!.id)).toMatchObject({ status: 'scheduled' });
    // 21 sent, the follow-up and the one held back: nothing refused was kept.
    const { emails } = await rep.api.call('outreachOutbox', undefined, undefined, { limit: 200 });
    expect(emails).toHaveLength(23);

    // Resume: the mailbox says nothing is paused, a new first email goes, and so does the one held back.
    const resumed = await rep.api.call('outreachMailboxResume');
    expect(resumed.mailbox).toMatchObject({ source: 'demo', sending_paused: null });
    expect((await send(rep, lead.id, silent(102))).emails[0]!.status).toBe('sent');
    stack.clock.set('2026-09-18T16:00:00.000Z');
    await stack.worker.tick();
    expect(await find(later.emails[0]!.id)).toMatchObject({ status: 'sent' });
    // The bounces before the resume are forgiven: one more does not pause again at once.
    await send(rep, lead.id, `third-${run}@bounce.leadgen.test`);
    await heardBounces(3);
    expect((await mailbox()).sending_paused).toBeNull();
  });

  it('a soft bounce is sent again once, a business day later; the third soft bounce to an address suppresses it', async () => {
    expect(OUTREACH_SOFT_BOUNCES_MAX).toBe(3);
    const rep = await stack.signIn();
    const address = `silent@soft-${tag()}.answers.leadgen.test`;
    const lead = await stack.savedLead(rep, address);
    const sent = await send(rep, lead.id, address, { follow_up_days: [3, 7] });
    const [first, followUp, lastFollowUp] = sent.emails;
    expect(first).toMatchObject({ status: 'sent', to: address });
    const report = async (email: OutreachEmail, failure: Parameters<typeof temporaryFailureReport>[1], n: number) => {
      await nodemailer.createTransport(world.simulator.mailbox!.smtpUrl).sendMail({
        envelope: { from: `mailer-daemon@mx.${address.split('@')[1]}`, to: DEMO_REP_ADDRESS },
        raw: temporaryFailureReport(email, failure),
      });
      await eventually(async () => (await answers(rep, lead.id, 'soft_bounce')).length >= n);
      const soft = await answers(rep, lead.id, 'soft_bounce');
      expect(soft).toHaveLength(n);
      // Matched by the returned Message-ID to the email that bounced.
      return soft.find((m) => m.email_id === email.id)!;
    };

    // 1: the mailbox is full for now. Not suppressed: a copy goes again on Wednesday at 10:00.
    const one = await report(first!, { status: '4.2.2', diagnostic: '452 4.2.2 Mailbox full' }, 1);
    expect(one).toMatchObject({
      kind: 'soft_bounce',
      email_id: first!.id,
      rule: 'Delivery report: status 4.2.2 (mailbox full)',
      action: 'Sent again a business day later',
    });
    const retry = (await outbox(rep, lead.id)).find((e) => e.step === 0 && e.id !== first!.id)!;
    expect(retry).toMatchObject({ status: 'scheduled', to: address, subject: first!.subject, due_at: WEDNESDAY });
    expect((await rep.api.call('suppressionsList')).suppressions).toEqual([]);
    stack.clock.set(WEDNESDAY);
    await stack.worker.tick();
    const retried = (await outbox(rep, lead.id)).find((e) => e.id === retry.id)!;
    expect(retried).toMatchObject({ status: 'sent', sent_at: WEDNESDAY });

    // 2: the copy fails for now too (the server gave up waiting for the host). It is not sent a third time.
    const two = await report(retried, { status: '4.4.1', diagnostic: '421 4.4.1 No answer from host, gave up' }, 2);
    expect(two).toMatchObject({ kind: 'soft_bounce', action: 'Already sent again once: not retried' });
    expect((await outbox(rep, lead.id)).filter((e) => e.step === 0)).toHaveLength(2);

    // 3: the follow-up goes on Friday and bounces as over quota (5.2.2, a full mailbox: temporary however it is
    // numbered): the third temporary bounce suppresses the address and stops the last follow-up.
    stack.clock.set(FRIDAY);
    await stack.worker.tick();
    const sentFollowUp = (await outbox(rep, lead.id)).find((e) => e.id === followUp!.id)!;
    expect(sentFollowUp.status).toBe('sent');
    const three = await report(
      sentFollowUp,
      { status: '5.2.2', diagnostic: '552 5.2.2 The email account is over quota' },
      3,
    );
    expect(three).toMatchObject({
      kind: 'soft_bounce',
      rule: 'Delivery report: status 5.2.2 (mailbox full)',
      action: 'Address suppressed after 3 temporary bounces',
    });
    expect((await rep.api.call('suppressionsList')).suppressions).toMatchObject([{ address, reason: 'bounced' }]);
    expect((await outbox(rep, lead.id)).find((e) => e.id === lastFollowUp!.id)).toMatchObject({
      status: 'stopped',
      stop_reason: 'bounced',
    });
    expect(await settle(send(rep, lead.id, address))).toMatchObject({
      status: 409,
      body: { error: `${address} is on your suppression list (Bounced): it is not emailed.` },
    });
  });

  it('a lead removed from My Leads stops its scheduled emails at once, and past the undo window its emails and answers go; an undone removal puts its follow-ups back', async () => {
    // Leads dates a removal by its own clock: this test's time starts now.
    const start = Date.now();
    stack.clock.set(new Date(start).toISOString());
    const rep = await stack.signIn();
    const run = tag();
    const gone = await stack.savedLead(rep, `auto@gone-${run}.answers.leadgen.test`);
    const back = await stack.savedLead(rep, `silent@back-${run}.answers.leadgen.test`);
    await send(rep, gone.id, gone.contact, { follow_up_days: [3, 7] });
    await send(rep, gone.id, `gone-${run}@bounce.leadgen.test`);
    await send(rep, back.id, back.contact, { follow_up_days: [3] });
    // The restaurant's automatic acknowledgement, and the bounce, are in the Inbox; the bounce suppressed the address.
    await eventually(async () => (await answers(rep, gone.id)).length >= 2);
    expect((await answers(rep, gone.id)).map((m) => m.kind).sort()).toEqual(['auto_reply', 'hard_bounce']);
    expect((await outbox(rep, gone.id)).map((e) => e.status)).toEqual(['sent', 'sent', 'scheduled', 'scheduled']);

    const remove = async (id: string) => {
      const { version } = await rep.api.call('myLeadsGet', undefined, { id });
      return rep.api.call('myLeadsBulk', { action: 'remove', leads: [{ id, version }] });
    };
    const removedFrom = Date.now();
    // One lead removed and put back at once by Undo (outreach hears both as events)...
    const undo = await remove(back.id);
    expect(undo.undo_token).not.toBeNull();
    await eventually(async () => (await outbox(rep, back.id))[1]!.status === 'stopped', 5_000);
    expect(await rep.api.call('myLeadsUndo', { undo_token: undo.undo_token! })).toMatchObject({ restored: 1 });
    // ...and one removed for good: what was scheduled stops at once; what was sent stays, for now.
    await remove(gone.id);
    const removedTo = Date.now();
    await eventually(async () => (await outbox(rep, gone.id)).every((e) => e.status !== 'scheduled'), 5_000);
    expect((await outbox(rep, gone.id)).map((e) => [e.status, e.stop_reason])).toEqual([
      ['sent', null],
      ['sent', null],
      ['stopped', 'lead_removed'],
      ['stopped', 'lead_removed'],
    ]);
    // Nothing shows that the undo's event has arrived: a moment for it, as for the removal's.
    await new Promise((r) => setTimeout(r, 1_000));

    // Kept through the undo window and the minute after it.
    const keptMs = MY_LEADS_UNDO_SECONDS * 1000 + 60_000;
    stack.clock.set(new Date(removedFrom + keptMs - 1_000).toISOString());
    await stack.worker.tick();
    expect(await outbox(rep, gone.id)).toHaveLength(4);
    expect(await answers(rep, gone.id)).toHaveLength(2);

    // Past it: the removed lead's emails, sent or not, and its answers are deleted; its suppression stays.
    stack.clock.set(new Date(removedTo + keptMs + 1_000).toISOString());
    await stack.worker.tick();
    expect(await outbox(rep, gone.id)).toEqual([]);
    expect(await answers(rep, gone.id)).toEqual([]);
    expect((await rep.api.call('suppressionsList')).suppressions.map((s) => s.address)).toEqual([
      `gone-${run}@bounce.leadgen.test`,
    ]);
    // The lead put back by Undo keeps its emails, and its follow-up waits again as it was.
    expect((await outbox(rep, back.id)).map((e) => [e.step, e.status])).toEqual([
      [0, 'sent'],
      [1, 'scheduled'],
    ]);
  });
});

/**
 * Production-like (OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS=false): a mail host on this machine or a
 * private network is refused when the mailbox is saved, and again at every SMTP and IMAP
 * connection, so a name that later answers with an internal address (DNS rebinding) reaches
 * nothing. The run stays on 127.0.0.1: a mailbox kept from before stands for the one saved while
 * its name still answered with a public address.
 */
describe('Outreach: the mail host is checked at each connection (production-like, PostgreSQL when the run has one)', () => {
  let stack: OutreachStack;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const db = await freshDatabase('outreach');
    drop = db?.drop;
    stack = await startOutreachStack({
      dbUrl: db?.url,
      start: TUESDAY,
      env: () => ({ OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS: 'false', OUTREACH_INBOX_POLL_MS: '300' }),
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await drop?.();
  });

  it('refuses a private or loopback mail host when saved, and again at each SMTP and IMAP connection, connecting nowhere', async () => {
    const smtp = await startListeningPost();
    const imap = await startListeningPost();
    try {
      const rep = await stack.signIn();
      // Refused by the address check at save, before any connection is opened (10.1.2.3 is never reached).
      for (const host of ['127.0.0.1', 'localhost', '10.1.2.3']) {
        expect(
          await settle(rep.api.call('outreachMailboxPut', { ...stack.sinkMailbox(), host, port: smtp.port })),
        ).toMatchObject({
          status: 400,
          body: { error: PRIVATE_SMTP },
        });
      }
      expect(await rep.api.call('outreachMailboxGet')).toEqual({ mailbox: null });

      // A mailbox kept from before, as saved while its name answered with a public address: no API
      // can save one on 127.0.0.1 here, so the database holds it.
      const em = stack.orm.em.fork();
      em.create(MailboxRow, {
        userId: rep.userId,
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        smtpUser: '',
        passwordSealed: null,
        fromName: 'Ana Rep',
        fromAddress: 'ana@tabletech.example',
        postalAddress: '500 Congress Ave, Austin, TX 78701',
        dailyCap: 50,
        windowStartHour: 8,
        windowEndHour: 18,
        verifiedAt: new Date(TUESDAY),
        updatedAt: new Date(TUESDAY),
        imapHost: '127.0.0.1',
        imapPort: imap.port,
        imapSecurity: 'none',
        imapUser: 'ana',
        imapPasswordSealed: null,
      });
      await em.flush();

      // A send now: refused in words, nothing kept.
      const lead = await stack.savedLead(rep);
      const email = { lead_id: lead.id, to: lead.contact, subject: 'Hello', body: 'Hi there.' };
      expect(await settle(rep.api.call('outreachSend', email))).toMatchObject({
        status: 502,
        body: { code: 'UPSTREAM_FAILED', error: PRIVATE_SMTP },
      });
      expect((await rep.api.call('outreachOutbox')).emails).toEqual([]);

      // A scheduled one: the worker's connection is refused the same way; its follow-up is not sent either.
      const scheduled = await rep.api.call('outreachSend', { ...email, when: 'business_hours', follow_up_days: [3] });
      expect(scheduled.emails.map((e) => e.status)).toEqual(['scheduled', 'scheduled']);
      await stack.worker.tick();
      const after = byStep((await rep.api.call('outreachOutbox')).emails);
      expect(after.map((e) => [e.status, e.error])).toEqual([
        ['failed', PRIVATE_SMTP],
        ['failed', 'The first email could not be sent, so its follow-ups were not sent either.'],
      ]);

      // The IMAP side is refused at its connection too, and says so on the mailbox.
      await eventually(async () => (await rep.api.call('outreachMailboxGet')).mailbox?.imap?.error != null, 10_000);
      expect((await rep.api.call('outreachMailboxGet')).mailbox).toMatchObject({
        host: '127.0.0.1',
        imap: { host: '127.0.0.1', port: imap.port, error: PRIVATE_IMAP },
      });
      expect([smtp.connections, imap.connections]).toEqual([0, 0]);
    } finally {
      await smtp.close();
      await imap.close();
    }
  });
});
