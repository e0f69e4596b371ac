import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { INSTANCE_ID } from '../core/instance.js';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import { MailboxStore } from '../mailbox/mailbox.store.js';
import { AnswerHandler } from './answer.handle.js';
import { imapClient, imapOptionsOf } from './imap.client.js';
import { imapFailureWords } from './imap.errors.js';
import type { ImapAccess } from './imap.access.js';
import { MailboxCursors } from './mailbox.cursors.js';
import { MailboxWatch } from './mailbox.watch.js';
import { SentCheck } from './sent.check.js';

/**
 * The one mailbox watcher of this instance: every round it lists the mailboxes to read (the demo
 * one and each rep's with IMAP settings), takes those no other instance holds, renews its leases,
 * and keeps one connection open to each it holds. Instances share the mailboxes, one each.
 */
@Injectable()
export class InboxWatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly watches = new Map<string, MailboxWatch>();
  /** Each held mailbox's look at its Sent folder under way: one at a time, never holding up a round. */
  private readonly sentChecks = new Map<string, Promise<unknown>>();
  private readonly cursors: MailboxCursors;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly mailboxes: MailboxStore,
    private readonly handler: AnswerHandler,
    private readonly sentCheck: SentCheck,
    @Inject(OUTREACH_ENV) private readonly env: OutreachEnv,
    @Inject(INSTANCE_ID) instanceId: string,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.cursors = new MailboxCursors(orm, instanceId, env.OUTREACH_INBOX_LEASE_MS);
  }

  onApplicationBootstrap(): void {
    if (this.env.OUTREACH_INBOX_WATCH) this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Closes every connection and lets the leases go, so another instance takes the mailboxes at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round?.catch(() => undefined);
    await Promise.all(this.sentChecks.values());
    await Promise.all(
      [...this.watches.values()].map(async (w) => {
        await w.stop();
        await this.cursors.release(w.access.key).catch(() => undefined);
      }),
    );
    this.watches.clear();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.round = this.tick()
        .catch((err) => this.logger.error({ err: (err as Error).message }, 'mailbox watcher round failed'))
        .finally(() => this.schedule(Math.min(this.env.OUTREACH_INBOX_POLL_MS, this.env.OUTREACH_INBOX_LEASE_MS / 3)));
    }, delay);
    this.timer.unref?.();
  }

  /** One round: renew or take each mailbox, open what is held and not open, close what is no longer ours. */
  async tick(): Promise<void> {
    const wanted = await this.mailboxes.watched(this.orm.em.fork());
    const keys = new Set(wanted.map((w) => w.key));
    for (const [key, watch] of this.watches) if (!keys.has(key)) await this.drop(key, watch);
    for (const access of wanted) {
      if (this.stopped) return;
      const held = await this.cursors.lease(access.key);
      const watch = this.watches.get(access.key);
      if (!held && watch) await this.drop(access.key, watch);
      if (held && !watch) await this.open(access);
      // A look each round besides IDLE: a notice the server never sent cannot keep an answer waiting.
      if (held && watch) watch.kick();
      if (held) this.checkSent(access);
    }
  }

  /** Settles this mailbox's emails of unknown outcome from its Sent folder, beside the round. */
  private checkSent(access: ImapAccess): void {
    if (this.sentChecks.has(access.key)) return;
    const check = this.sentCheck
      .run(access)
      .catch((err) =>
        this.logger.warn({ mailbox: access.key, err: (err as Error).message }, 'Sent folder check failed'),
      )
      .finally(() => this.sentChecks.delete(access.key));
    this.sentChecks.set(access.key, check);
  }

  private async drop(key: string, watch: MailboxWatch): Promise<void> {
    this.watches.delete(key);
    await watch.stop();
  }

  private async open(access: ImapAccess): Promise<void> {
    const opened = await imapClient(access, { ...imapOptionsOf(this.env), pollMs: this.env.OUTREACH_INBOX_POLL_MS });
    if ('refused' in opened) return this.cursors.checked(access.key, opened.refused);
    const watch = new MailboxWatch(access, opened.client, this.handler, this.cursors, this.logger);
    this.watches.set(access.key, watch);
    // A connection that ends is opened again next round.
    void watch.ended.then(() => {
      if (this.watches.get(access.key) === watch) this.watches.delete(access.key);
    });
    try {
      await watch.start();
    } catch (err) {
      this.watches.delete(access.key);
      opened.client.close();
      await this.cursors.checked(access.key, imapFailureWords(err, access));
    }
  }
}
