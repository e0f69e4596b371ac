import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { BackgroundRounds, SERVICE_LOGGER } from '@leadgen/service-kit';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../core/clock.js';
import { INSTANCE_ID } from '../core/instance.js';
import { EmailRow } from '../db/entities.js';
import { OUTREACH_ENV, type OutreachEnv } from '../env.js';
import { MailboxStore } from '../mailbox/mailbox.store.js';
import { openCheckedTransport } from '../mailbox/smtp.transport.js';
import { Deliverer, type DeliveryResult } from '../send/deliver.js';
import { claimDue, recoverAbandoned } from './claim.js';
import { AnswersTeller } from '../inbox/answers.teller.js';
import { purgeRemovedLeads } from '../follow-ups/lead-removal.js';

export interface TickReport {
  claimed: number;
  results: Partial<Record<DeliveryResult['result'], number>>;
  requeued: number;
  unknown: number;
}

/**
 * Sends scheduled emails when they fall due: every interval it recovers abandoned claims, tells
 * leads of sent emails it missed, then claims a batch and sends it, one SMTP connection per rep.
 * Tests call tick() with an injected clock instead of waiting.
 */
@Injectable()
export class OutreachWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly rounds: BackgroundRounds;

  constructor(
    private readonly orm: MikroORM,
    private readonly mailboxes: MailboxStore,
    private readonly deliverer: Deliverer,
    private readonly teller: AnswersTeller,
    @Inject(OUTREACH_ENV) private readonly env: OutreachEnv,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(INSTANCE_ID) private readonly instanceId: string,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.rounds = new BackgroundRounds(
      async () => (await this.tick()).claimed > 0,
      env.OUTREACH_WORKER_INTERVAL_MS,
      (err) => this.logger.error({ err }, 'outreach worker tick failed'),
    );
  }

  onApplicationBootstrap(): void {
    this.rounds.start(0);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Takes no more rounds and waits for the one under way (the module stops it before closing the database). */
  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: recover, retell, claim and send. Safe to run on many instances at once. */
  async tick(): Promise<TickReport> {
    const em = this.orm.em.fork();
    const now = this.clock.now();
    const recovered = await recoverAbandoned(em, now, this.env.OUTREACH_SENDING_LEASE_MS);
    if (recovered.unknown > 0) this.logger.warn(recovered, 'emails left mid-send by a stopped instance');
    await this.retell(em);
    // What leads has not heard of yet (answers, suppressions), and removed leads past their undo.
    if (await this.teller.tellAnswer()) await this.teller.tellSuppressions();
    await purgeRemovedLeads(em, now);
    const claimed = await claimDue(em, this.mailboxes, this.instanceId, now, {
      batch: this.env.OUTREACH_WORKER_BATCH,
      domainCap: this.env.OUTREACH_DOMAIN_DAILY_CAP,
    });
    const report: TickReport = { claimed: claimed.length, results: {}, ...recovered };
    const byRep = new Map<string, string[]>();
    for (const c of claimed) byRep.set(c.userId, [...(byRep.get(c.userId) ?? []), c.id]);
    await Promise.all(
      [...byRep].map(async ([userId, ids]) => {
        const access = await this.mailboxes.access(this.orm.em.fork(), userId);
        let transport: Transporter | undefined;
        try {
          // A host refused now (production's private-address check) leaves each send to fail with the reason.
          const opened = access
            ? await openCheckedTransport(
                access,
                this.mailboxes.transportOptions(this.env.OUTREACH_WORKER_CONCURRENCY),
                this.env.OUTREACH_SMTP_ALLOW_PRIVATE_HOSTS,
              )
            : null;
          if (opened && 'transport' in opened) transport = opened.transport;
          // A few SMTP transactions at a time over the rep's connections; each email still once.
          const queue = [...ids];
          const lane = async () => {
            for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
              const r = await this.deliverer.deliver(id, {
                ...(access ? { access } : {}),
                ...(transport ? { transport } : {}),
              });
              report.results[r.result] = (report.results[r.result] ?? 0) + 1;
            }
          };
          await Promise.all(Array.from({ length: this.env.OUTREACH_WORKER_CONCURRENCY }, lane));
        } finally {
          transport?.close();
        }
      }),
    );
    return report;
  }

  /** Sent emails leads has not heard of yet (it was down): told now, once each. */
  private async retell(em: ReturnType<MikroORM['em']['fork']>): Promise<void> {
    const untold = await em.find(
      EmailRow,
      { status: 'sent', leadsTold: false },
      { limit: 20, orderBy: { sentAt: 'asc' } },
    );
    for (const row of untold) {
      // Leads still not answering: the rest wait for a later round rather than hold up the sends.
      if ((await this.deliverer.tellLeads(em, row)) === null) return;
    }
  }
}
