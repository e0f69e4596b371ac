import type { ImapFlow } from 'imapflow';
import type { Logger } from 'pino';
import type { AnswerHandler } from './answer.handle.js';
import type { ImapAccess } from './imap.access.js';
import type { MailboxCursors } from './mailbox.cursors.js';

/** Messages fetched at a time: a large mailbox is read in steps, each kept before the next. */
const FETCH_STEP = 50;

/**
 * One mailbox read by one connection: the INBOX opened read-only (EXAMINE), so nothing is ever
 * marked read, moved or deleted; what arrived since the place kept is read, then every new
 * message as the server announces it (IDLE, or imapflow's polling on a server without it).
 */
export class MailboxWatch {
  private reading: Promise<void> = Promise.resolve();
  private again = false;
  private uidValidity = '';
  readonly ended: Promise<void>;
  private endNow!: () => void;

  constructor(
    readonly access: ImapAccess,
    private readonly client: ImapFlow,
    private readonly handler: AnswerHandler,
    private readonly cursors: MailboxCursors,
    private readonly logger: Logger,
  ) {
    this.ended = new Promise((resolve) => (this.endNow = resolve));
    client.on('error', (err: Error) =>
      this.logger.warn({ mailbox: access.key, err: err.message }, 'mailbox connection error'),
    );
    client.on('close', () => this.endNow());
    client.on('exists', () => this.kick());
  }

  async start(): Promise<void> {
    await this.client.connect();
    const box = await this.client.mailboxOpen('INBOX', { readOnly: true });
    this.uidValidity = String(box.uidValidity);
    await this.cursors.begin(this.access.key, this.uidValidity);
    this.kick();
    await this.reading;
  }

  /** Reads what is new; a second call while reading reads again once it ends (nothing missed, nothing twice). */
  kick(): void {
    if (this.again) return;
    this.again = true;
    this.reading = this.reading.then(async () => {
      this.again = false;
      try {
        await this.readNew();
        await this.cursors.checked(this.access.key, null);
      } catch (err) {
        await this.cursors.checked(this.access.key, (err as Error).message).catch(() => undefined);
        this.logger.warn({ mailbox: this.access.key, err: (err as Error).message }, 'mailbox not read');
      }
    });
  }

  /**
   * The UIDs to read: those after the place kept; on a first read (no place yet, or the server
   * renumbered the mailbox) only what arrived since the day before its first email went out, and
   * none at all when nothing was sent yet (the place moves past them).
   */
  private async newUids(): Promise<number[]> {
    const last = await this.cursors.lastUid(this.access.key);
    if (last > 0)
      return ((await this.client.search({ uid: `${last + 1}:*` }, { uid: true })) || []).filter((u) => u > last);
    const since = await this.cursors.answersSince(this.access.userId);
    if (since) return (await this.client.search({ since }, { uid: true })) || [];
    const all = (await this.client.search({ all: true }, { uid: true })) || [];
    if (all.length)
      await this.cursors.skipTo(
        this.access.key,
        this.uidValidity,
        all.reduce((a, b) => Math.max(a, b), 0),
      );
    return [];
  }

  private async readNew(): Promise<void> {
    const uids = await this.newUids();
    uids.sort((a, b) => a - b);
    for (let i = 0; i < uids.length; i += FETCH_STEP) {
      const step = uids.slice(i, i + FETCH_STEP);
      // Fetched whole before handling: no other command may run inside a fetch.
      const messages = await this.client.fetchAll(
        step.join(','),
        { uid: true, source: true, internalDate: true },
        { uid: true },
      );
      for (const m of messages.sort((a, b) => a.uid - b.uid)) {
        if (!m.source) continue;
        const receivedAt = m.internalDate ? new Date(m.internalDate) : new Date();
        await this.handler.handle(this.access, {
          uidValidity: this.uidValidity,
          uid: m.uid,
          raw: m.source,
          receivedAt,
        });
      }
    }
  }

  async stop(): Promise<void> {
    await this.reading.catch(() => undefined);
    try {
      await this.client.logout();
    } catch {
      this.client.close();
    }
    this.endNow();
  }
}
