import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/core';
import {
  createHealthController,
  DATABASE_PROBE,
  EVENTS_CLIENT,
  eventsClient,
  SERVICE_LOGGER,
  USAGE_PUBLISHER,
  UsageEmitter,
  type UsagePublisher,
} from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { OfferSenderSource } from './draft/draft.offer-sender.js';
import { DraftPitchSource } from './draft/draft.pitch-source.js';
import { DraftHandler } from './draft/draft.handler.js';
import { CLOCK, systemClock, type Clock } from './core/clock.js';
import { INSTANCE_ID, newInstanceId } from './core/instance.js';
import { databaseAnswers } from './db/orm.js';
import { OutboxHandler } from './outbox/outbox.handler.js';
import { OutboxService } from './outbox/outbox.service.js';
import { OUTREACH_ENV, type OutreachEnv } from './env.js';
import { LeadStatusHandler } from './follow-ups/lead-status.handler.js';
import { LEADS_CLIENT, NatsLeadsClient, type LeadsClient } from './leads/leads.client.js';
import { MailboxHandler } from './mailbox/mailbox.handler.js';
import { MailboxService } from './mailbox/mailbox.service.js';
import { MailboxStore } from './mailbox/mailbox.store.js';
import { OutreachWorker } from './schedule/worker.js';
import { Deliverer } from './send/deliver.js';
import { SendHandler } from './send/send.handler.js';
import { SendService } from './send/send.service.js';
import { SuppressionsHandler } from './suppressions/suppressions.handler.js';
import { SuppressionsService } from './suppressions/suppressions.service.js';
import { UnsubscribeHandler } from './unsubscribe/unsubscribe.handler.js';
import { AnswerHandler } from './inbox/answer.handle.js';
import { AnswersTeller } from './inbox/answers.teller.js';
import { InboxHandler } from './inbox/inbox.handler.js';
import { InboxService } from './inbox/inbox.service.js';
import { InboxWatcher } from './inbox/inbox.watcher.js';
import { SentCheck } from './inbox/sent.check.js';

export interface OutreachOverrides {
  /** A clock a test moves on (business days pass without waiting). */
  clock?: Clock;
  leads?: LeadsClient;
  usage?: UsagePublisher;
  /** This instance's name on the rows it claims. */
  instanceId?: string;
}

@Module({})
export class OutreachModule implements OnApplicationShutdown {
  constructor(
    private readonly orm: MikroORM,
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    private readonly worker: OutreachWorker,
    private readonly watcher: InboxWatcher,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    // The round under way finishes its sends and records them before the database closes.
    await this.worker.stop();
    await this.watcher.stop();
    await this.client.close();
    await this.orm.close();
  }

  static forRoot(env: OutreachEnv, orm: MikroORM, logger: Logger, overrides: OutreachOverrides = {}): DynamicModule {
    // Asks leads for a lead's facts, tells it each email sent, and reports usage.
    const { client, provider: events } = eventsClient(env.NATS_URL, 'outreach');
    return {
      module: OutreachModule,
      controllers: [
        createHealthController('outreach'),
        MailboxHandler,
        DraftHandler,
        SendHandler,
        OutboxHandler,
        SuppressionsHandler,
        UnsubscribeHandler,
        LeadStatusHandler,
        InboxHandler,
      ],
      providers: [
        { provide: OUTREACH_ENV, useValue: env },
        { provide: MikroORM, useValue: orm },
        { provide: DATABASE_PROBE, useValue: () => databaseAnswers(orm) },
        events,
        { provide: SERVICE_LOGGER, useValue: logger },
        { provide: CLOCK, useValue: overrides.clock ?? systemClock },
        { provide: INSTANCE_ID, useValue: overrides.instanceId ?? newInstanceId() },
        {
          provide: LEADS_CLIENT,
          useValue: overrides.leads ?? new NatsLeadsClient(client, env.OUTREACH_LEADS_TIMEOUT_MS),
        },
        ...(overrides.usage ? [{ provide: USAGE_PUBLISHER, useValue: overrides.usage }] : []),
        UsageEmitter,
        MailboxStore,
        OfferSenderSource,
        DraftPitchSource,
        MailboxService,
        Deliverer,
        SendService,
        OutboxService,
        SuppressionsService,
        OutreachWorker,
        AnswersTeller,
        AnswerHandler,
        InboxService,
        InboxWatcher,
        SentCheck,
      ],
    };
  }
}
