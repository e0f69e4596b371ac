import { ImapFlow } from 'imapflow';
import { startImapInbox, type ImapInbox, type SentFolderLayout } from '@leadgen/simulator/testing';
import { filedInSent } from '@leadgen/outreach/testing';

const FILED = '<filed.1@tabletech.example>';
const NEVER = '<never.1@tabletech.example>';

const mail = (messageId: string) =>
  Buffer.from(
    `From: Ana Rep <ana@tabletech.example>\r\nTo: owner@cafe.example\r\nSubject: A quick idea\r\n` +
      `Message-ID: ${messageId}\r\nDate: Wed, 02 Dec 2026 10:00:00 +0000\r\n\r\nHi there.\r\n`,
  );

/**
 * The rep's Sent folder as servers lay it out, on a local IMAP server: found by its SPECIAL-USE
 * mark or by its name, an email looked up there by its Message-ID; no folder, no answer.
 */
describe("looking an email up in the rep's Sent folder", () => {
  const servers: ImapInbox[] = [];
  const clients: ImapFlow[] = [];

  afterAll(async () => {
    for (const c of clients) await c.logout().catch(() => undefined);
    for (const s of servers) await s.close();
  });

  /** A server with `sent` as its Sent folder, holding FILED there, and a client signed in to it. */
  async function mailboxWith(sent: SentFolderLayout | null) {
    const server = await startImapInbox({ host: '127.0.0.1', port: 0, user: 'ana', password: 'pw', sent });
    servers.push(server);
    server.appendSent(mail(FILED), { date: new Date('2026-12-02T10:00:05Z') });
    server.append(mail(NEVER));
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: server.port,
      secure: false,
      auth: { user: 'ana', pass: 'pw' },
      logger: false,
    });
    client.on('error', () => undefined);
    clients.push(client);
    await client.connect();
    return client;
  }

  it.each([
    ['a folder marked \\Sent (the simulated mailbox)', { path: 'Sent', marked: true }],
    ["Gmail's '[Gmail]/Sent Mail', marked", { path: '[Gmail]/Sent Mail', marked: true }],
    ["Microsoft 365's 'Sent Items', found by its name", { path: 'Sent Items', marked: false }],
    ["a German server's 'Gesendet', found by its name", { path: 'Gesendet', marked: false }],
  ])('finds the copy in %s, with the time it was filed', async (_layout, sent) => {
    const client = await mailboxWith(sent);
    const filed = await filedInSent(client, [FILED, NEVER]);
    expect(filed && [...filed.keys()]).toEqual([FILED]);
    expect(filed?.get(FILED)?.toISOString()).toBe('2026-12-02T10:00:05.000Z');
  });

  it('answers null where the server keeps no Sent folder (only an INBOX)', async () => {
    const client = await mailboxWith(null);
    expect(await filedInSent(client, [FILED, NEVER])).toBeNull();
  });
});
