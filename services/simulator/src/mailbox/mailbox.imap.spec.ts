import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import PostalMime from 'postal-mime';
import {
  BOUNCE_ADDRESS,
  DEMO_IMAP_PASSWORD,
  DEMO_REP_ADDRESS,
  FIXED_ANSWER_ADDRESSES,
  type MailDirectory,
} from './answers.choice.js';
import { startMailbox, type Mailbox, type MailboxOptions } from './mailbox.js';

/** One simulated restaurant: rosas.example publishes info@ only. */
const directory: MailDirectory = {
  domain: (d) =>
    d === 'rosas.example'
      ? { name: "Rosa's Cantina", phone: '(512) 555-0143', owner: 'Maria Delgado', addresses: ['info@rosas.example'] }
      : null,
};

async function until<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** What the rep sends in the tests before the Sent folder's, in order. */
const REP_SENT = [
  '<first-touch.1@leadgen.test>',
  '<to-nobody.1@leadgen.test>',
  '<rosa.1@leadgen.test>',
  '<cat.1@leadgen.test>',
];

describe("the demo rep's IMAP INBOX", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sim-imap-'));
  const options: MailboxOptions = {
    host: '127.0.0.1',
    smtpPort: 0,
    webPort: 0,
    imapPort: 0,
    mailDirectory: path.join(dir, 'mail'),
    inboxDirectory: path.join(dir, 'imap'),
    answerDelayMs: 200,
    directory,
  };
  let mailbox: Mailbox;
  const clients: ImapFlow[] = [];

  const connect = async (readOnly = false) => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: mailbox.imap.port,
      secure: false,
      auth: { user: DEMO_REP_ADDRESS, pass: DEMO_IMAP_PASSWORD },
      logger: false,
    });
    client.on('error', () => undefined);
    clients.push(client);
    await client.connect();
    await client.mailboxOpen('INBOX', { readOnly });
    return client;
  };
  const exists = (client: ImapFlow) => (client.mailbox ? client.mailbox.exists : 0);
  const send = (mail: SendMailOptions) =>
    nodemailer.createTransport(mailbox.smtpUrl).sendMail({ text: 'Hello from the demo rep.', ...mail });
  const fromRep = { from: `Demo Rep <${DEMO_REP_ADDRESS}>` };
  /** Idles until the server says the INBOX holds `count` messages (the next command ends the IDLE). */
  const told = async (client: ImapFlow, count: number) => {
    if (exists(client) < count) void client.idle().catch(() => undefined);
    await until(() => exists(client) >= count, `${count} messages`);
  };
  /** Waits, idling, for the INBOX to hold `count` messages, then reads the newest. */
  const newest = async (client: ImapFlow, count: number) => {
    await told(client, count);
    const message = await client.fetchOne('*', { uid: true, source: true, flags: true });
    if (!message || !message.source) throw new Error('no message');
    return { uid: message.uid, flags: [...(message.flags ?? [])], mail: await PostalMime.parse(message.source) };
  };

  beforeAll(async () => {
    mailbox = await startMailbox(options);
  });
  afterAll(async () => {
    for (const c of clients) await c.logout().catch(() => undefined);
    await mailbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves one account on a free loopback port, named by its URL', async () => {
    expect(mailbox.imapUrl).toBe(`imap://demo%40leadgen.test:demo@127.0.0.1:${mailbox.imap.port}`);
    const wrong = new ImapFlow({
      host: '127.0.0.1',
      port: mailbox.imap.port,
      secure: false,
      auth: { user: DEMO_REP_ADDRESS, pass: 'nope' },
      logger: false,
    });
    wrong.on('error', () => undefined);
    await expect(wrong.connect()).rejects.toThrow();
  });

  it('tells an idling client at once of a mail sent to the rep (any case), with its bytes as sent', async () => {
    const client = await connect();
    const before = exists(client);
    const event = new Promise<{ count: number }>((resolve) => client.once('exists', resolve));
    // IDLE: the client sends nothing more until it is told.
    void client.idle().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    await send({
      from: 'Ana <ana@example.com>',
      to: 'Demo@LeadGen.TEST',
      subject: 'Hola, café?',
      text: 'Un café mañana?',
    });
    expect((await event).count).toBe(before + 1);
    const { mail, flags } = await newest(client, before + 1);
    expect(mail.subject).toBe('Hola, café?');
    expect(mail.text?.trim()).toBe('Un café mañana?');
    expect(flags).toEqual([]);
  });

  it('brings a restaurant answer threaded on the sent Message-ID, within the delay', async () => {
    const client = await connect();
    const before = exists(client);
    const messageId = '<first-touch.1@leadgen.test>';
    const sentAt = Date.now();
    await send({ ...fromRep, to: FIXED_ANSWER_ADDRESSES.reply, subject: 'Online ordering', messageId });
    const { mail } = await newest(client, before + 1);
    expect(Date.now() - sentAt).toBeLessThan(3_000);
    expect(mail.inReplyTo).toBe(messageId);
    expect(mail.references).toContain(messageId);
    expect(mail.subject).toBe('Re: Online ordering');
    expect(mail.from).toMatchObject({ address: FIXED_ANSWER_ADDRESSES.reply });
    expect(mail.to?.[0]).toMatchObject({ address: DEMO_REP_ADDRESS });
    expect(mail.text).toMatch(/On .+, Demo Rep <demo@leadgen\.test> wrote:\n> Hello from the demo rep\./);
  });

  it('bounces a mail to the bounce address with a delivery status report naming the original', async () => {
    const client = await connect();
    const before = exists(client);
    const messageId = '<to-nobody.1@leadgen.test>';
    await send({ ...fromRep, to: BOUNCE_ADDRESS, subject: 'Hello', messageId });
    const { mail } = await newest(client, before + 1);
    expect(mail.subject).toBe('Undelivered Mail Returned to Sender');
    expect(mail.from).toMatchObject({ address: 'MAILER-DAEMON@mx.bounce.leadgen.test' });
    expect(mail.inReplyTo).toBeUndefined();
    const type = mail.headers.find((h) => h.key === 'content-type')?.value ?? '';
    expect(type).toMatch(/^multipart\/report;\s*report-type=delivery-status/);
  });

  it('bounces an address a simulated restaurant does not publish, and answers only what the rep sent', async () => {
    const client = await connect();
    const before = exists(client);
    await send({ ...fromRep, to: 'sales@rosas.example', subject: 'Hi Rosa', messageId: '<rosa.1@leadgen.test>' });
    const { mail } = await newest(client, before + 1);
    expect(mail.subject).toBe('Undelivered Mail Returned to Sender');
    expect(mail.from).toMatchObject({ address: 'MAILER-DAEMON@mx.rosas.example' });
    // Someone else's mail to an answering address is not the rep's to read.
    await send({ from: 'someone@example.com', to: FIXED_ANSWER_ADDRESSES.reply, subject: 'Not the rep' });
    await new Promise((r) => setTimeout(r, 600));
    expect(exists(client)).toBe(before + 1);
  });

  it('never marks a message read when it is fetched with its source', async () => {
    const client = await connect();
    const flagsOf = async () => {
      const all = await client.fetchAll('1:*', { uid: true, flags: true });
      return all.map((m) => [m.uid, [...(m.flags ?? [])].sort()]);
    };
    const before = await flagsOf();
    expect(before.length).toBeGreaterThan(0);
    const sources = await client.fetchAll('1:*', { uid: true, source: true });
    expect(sources.every((m) => m.source && m.source.length > 0)).toBe(true);
    expect(await flagsOf()).toEqual(before);
    expect(before.every(([, flags]) => !(flags as string[]).includes('\\Seen'))).toBe(true);
  });

  it('tells a read-only (EXAMINE) idling client too, and finds what came after a UID', async () => {
    const client = await connect(true);
    const before = exists(client);
    const newestNow = await client.fetchOne('*', { uid: true });
    if (!newestNow) throw new Error('an empty INBOX');
    const last = newestNow.uid;
    await send({
      ...fromRep,
      to: FIXED_ANSWER_ADDRESSES.auto_ack,
      subject: 'Catering',
      messageId: '<cat.1@leadgen.test>',
    });
    await told(client, before + 1);
    const uids = (await client.search({ uid: `${last + 1}:*` }, { uid: true })) || [];
    expect(uids.filter((u) => u > last)).toEqual([last + 1]);
    expect((await client.search({ uid: `${last + 2}:*` }, { uid: true })) || []).toEqual([last + 1]);
  });

  it("files the rep's own mail in Sent (listed as \\Sent), found by its Message-ID, and nobody else's", async () => {
    const client = await connect(true);
    await send({
      ...fromRep,
      to: 'silent@answers.leadgen.test',
      subject: 'Filed',
      messageId: '<filed.1@leadgen.test>',
    });
    await send({
      from: 'someone@example.com',
      to: 'silent@answers.leadgen.test',
      subject: 'Not filed',
      messageId: '<not-filed.1@example.com>',
    });
    const sent = (await client.list()).find((f) => f.specialUse === '\\Sent');
    expect(sent?.path).toBe('Sent');
    await client.mailboxOpen(sent!.path, { readOnly: true });
    const found = async (id: string) => (await client.search({ header: { 'message-id': id } }, { uid: true })) || [];
    await until(async () => (await found('<filed.1@leadgen.test>')).length === 1, 'the filed copy');
    const copy = await client.fetchOne('*', { uid: true, source: true, flags: true });
    if (!copy || !copy.source) throw new Error('no filed copy');
    expect((await PostalMime.parse(copy.source)).subject).toBe('Filed');
    expect([...(copy.flags ?? [])]).toEqual(['\\Seen']);
    expect(await found('<not-filed.1@example.com>')).toEqual([]);
    expect(await found('<no-such.1@leadgen.test>')).toEqual([]);
    // Everything the rep sent in the tests before, in order; what others sent through the server is not there.
    const filed = await client.fetchAll('1:*', { uid: true, envelope: true });
    expect(filed.map((m) => m.envelope?.messageId)).toEqual([...REP_SENT, '<filed.1@leadgen.test>']);
  });

  it('keeps the INBOX, its UIDs and UIDVALIDITY, and the answers on their way, across a restart', async () => {
    let client = await connect();
    const uidValidity = client.mailbox ? client.mailbox.uidValidity : 0n;
    const uids = (await client.fetchAll('1:*', { uid: true })).map((m) => m.uid);
    await client.messageFlagsAdd({ uid: uids[0]! } as never, ['\\Flagged'], { uid: true });
    await client.logout();
    // An answer on its way when the mailbox stops arrives after it starts again.
    await mailbox.close();
    mailbox = await startMailbox({ ...options, answerDelayMs: 800 });
    await send({
      ...fromRep,
      to: FIXED_ANSWER_ADDRESSES.not_interested,
      subject: 'Gift cards',
      messageId: '<gc.1@leadgen.test>',
    });
    await new Promise((r) => setTimeout(r, 100));
    await mailbox.close();
    mailbox = await startMailbox(options);
    client = await connect();
    expect(client.mailbox && client.mailbox.uidValidity).toBe(uidValidity);
    const again = await client.fetchAll('1:*', { uid: true, flags: true });
    expect(again.slice(0, uids.length).map((m) => m.uid)).toEqual(uids);
    expect([...(again[0]!.flags ?? [])]).toContain('\\Flagged');
    const { uid, mail } = await newest(client, uids.length + 1);
    expect(uid).toBe(Math.max(...uids) + 1);
    expect(mail.inReplyTo).toBe('<gc.1@leadgen.test>');
    await client.mailboxOpen('Sent', { readOnly: true });
    const filed = await client.fetchAll('1:*', { uid: true, envelope: true });
    expect(filed.map((m) => m.envelope?.messageId)).toEqual([
      ...REP_SENT,
      '<filed.1@leadgen.test>',
      '<gc.1@leadgen.test>',
    ]);
  });
});
