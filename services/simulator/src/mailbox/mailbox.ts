import path from 'node:path';
import type { Readable } from 'node:stream';
import { MailDev } from 'maildev';
import { Answerer } from './answers.js';
import { DEMO_IMAP_PASSWORD, DEMO_REP_ADDRESS, type AnswersMode, type MailDirectory } from './answers.choice.js';
import { startImapInbox } from './imap.server.js';

/**
 * The simulated mailbox: MailDev, a real SMTP server that keeps every mail it is sent, with a page
 * (and a REST API under /api/email) where the rep reads them. The product sends to it through its
 * ordinary SMTP_URL, so the sign-up code on the default install travels the way it does in production.
 *
 * Beside it, the demo rep's own mailbox over IMAP (one account, DEMO_REP_ADDRESS, one INBOX): every
 * mail sent through the SMTP server to the rep lands there, and the simulated restaurants answer the
 * rep's mail into it (src/mailbox/answers*.ts, docs/simulator.md).
 */
export interface Mailbox {
  /** smtp://host:port, as the product's SMTP_URL. */
  smtpUrl: string;
  /** The page that lists what was sent; its REST API is `${pageUrl}/api/email`. */
  pageUrl: string;
  /** imap://demo%40leadgen.test:demo@host:port: the demo rep's INBOX. */
  imapUrl: string;
  imap: { host: string; port: number; user: string; password: string };
  close(): Promise<void>;
}

export interface MailboxOptions {
  host: string;
  /** 0: a free port. */
  smtpPort: number;
  /** The page's port; 0: a free port. */
  webPort: number;
  /** The IMAP port of the demo rep's INBOX; 0 (the default): a free port. */
  imapPort?: number;
  /** Where the mails are kept, so a restart keeps them (none: a folder of the system's temporary files). */
  mailDirectory?: string;
  /**
   * Where the demo rep's folders (INBOX, Sent) and the answers on their way are kept, so a restart keeps them (none:
   * in memory only). Not inside `mailDirectory`: MailDev reads every .eml there as its own.
   */
  inboxDirectory?: string;
  /** Every answer arrives after this long (ms); none: 10 to 60 s, decided per address. */
  answerDelayMs?: number;
  /** Who answers: 'on' (the default shares), 'off' (only the fixed addresses), or one kind for every restaurant. */
  answers?: AnswersMode;
  /** The simulated restaurants' mail domains (which addresses exist); none: no domain is a restaurant's. */
  directory?: MailDirectory | null;
  /** A mail the simulated world could not take or answer. */
  onError?: (err: Error) => void;
  /** The simulator's clock: answers are dated and fall due by it (none: real time). */
  clock?: () => Date;
}

const bufferOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
};

/** Starts MailDev on loopback (both its SMTP server and its page) and the rep's IMAP INBOX, on the ports asked for or free ones. */
export async function startMailbox(options: MailboxOptions): Promise<Mailbox> {
  const { host, smtpPort, webPort, mailDirectory, inboxDirectory } = options;
  const onError = options.onError ?? ((err: Error) => console.error(`simulated mailbox: ${err.message}`));
  const inbox = await startImapInbox({
    host,
    port: options.imapPort ?? 0,
    user: DEMO_REP_ADDRESS,
    password: DEMO_IMAP_PASSWORD,
    directory: inboxDirectory,
    onError,
  });
  const answerer = new Answerer({
    repAddress: DEMO_REP_ADDRESS,
    inbox,
    directory: options.directory,
    mode: options.answers,
    delayMs: options.answerDelayMs,
    pendingDirectory: inboxDirectory && path.join(inboxDirectory, 'pending'),
    onError,
    clock: options.clock,
  });
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: host,
    web: webPort,
    webIp: host,
    silent: true,
    ...(mailDirectory ? { mailDirectory } : {}),
  });
  const stopAnswering = async () => {
    await answerer.close();
    await inbox.close();
  };
  let servers: Awaited<ReturnType<MailDev['start']>>;
  try {
    servers = await maildev.start();
  } catch (err) {
    await stopAnswering();
    throw err;
  }
  const smtp = servers.smtp.getAddress();
  const web = servers.api?.getAddress();
  if (!web) {
    await maildev.stop();
    await stopAnswering();
    throw new Error('the mailbox page did not start');
  }
  // Each mail MailDev accepts (its 'new' event), read back as it came (its .eml) with its envelope.
  servers.smtp.on('new', (email: { id: string; envelope: { to: Array<{ address: string }> } }) =>
    answerer.take(
      async () => bufferOf(await servers.smtp.getRawEmail(email.id)),
      email.envelope.to.map((t) => t.address),
    ),
  );
  return {
    smtpUrl: `smtp://${host}:${smtp.port}`,
    pageUrl: `http://${host}:${web.port}`,
    imapUrl: inbox.url,
    imap: { host, port: inbox.port, user: inbox.user, password: inbox.password },
    async close() {
      await answerer.close();
      await maildev.stop();
      await inbox.close();
    },
  };
}
