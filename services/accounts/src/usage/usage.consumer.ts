import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/core';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  jetstreamManager,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, type UsageLimitsReachedEvent } from '@leadgen/contracts';
import {
  EVENTS_CLIENT,
  ensureUsageStream,
  isJetStreamApiError,
  SERVICE_LOGGER,
  USAGE_STREAM,
} from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { databaseAnswers } from '../db/orm.js';
import { readUsage, type CountableUsage } from './usage.batch.js';
import { UsageService, type UserLimits } from './usage.service.js';

const NANOS_PER_MS = 1_000_000;

/** Events counted in one transaction at most. */
export const BATCH_MAX = 500;
/** How long the first event of a batch waits for more before the batch is counted. */
export const BATCH_WAIT_MS = 250;

/**
 * The durable pull consumer every accounts instance shares (each takes its own batches). An event
 * is acknowledged only after the transaction that counted it commits; one not acknowledged within
 * `ack_wait` is delivered again (to any instance), and its noted id keeps it from counting twice.
 * `max_ack_pending` bounds what the instances hold between them.
 */
export const USAGE_CONSUMER = {
  durable_name: 'accounts-usage',
  ack_policy: AckPolicy.Explicit,
  deliver_policy: DeliverPolicy.All,
  ack_wait: 5_000 * NANOS_PER_MS,
  max_ack_pending: 4 * BATCH_MAX,
} as const satisfies Partial<ConsumerConfig>;

/** Waits between tries to reach the stream while NATS or JetStream is not there. */
const SETUP_RETRY_MS = 2_000;
/** A batch the database could not take comes back after this. */
const DATABASE_RETRY_MS = 1_000;
/** How often the ids of events counted long ago are forgotten. */
const FORGET_EVERY_MS = 10 * 60_000;

interface Delivered {
  msg: JsMsg;
  usage: CountableUsage;
}

/**
 * Counts the usage the other areas report, from the usage stream, in batches: up to BATCH_MAX
 * events or what arrived within BATCH_WAIT_MS of the first, counted in one transaction, then
 * acknowledged. A malformed event is logged and terminated, never blocking the ones behind it.
 * After each batch the users it brought to a plan limit are announced to every gateway.
 */
@Injectable()
export class UsageConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private pending: JsMsg[] = [];
  private timer: NodeJS.Timeout | undefined;
  private counting: Promise<void> | undefined;
  private messages: ConsumerMessages | undefined;
  private jsm: JetStreamManager | undefined;
  private stopped = false;
  private forgotAt = Date.now();

  constructor(
    private readonly usage: UsageService,
    private readonly orm: MikroORM,
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /** Starts in the background: sign-in and the rest answer even while the stream cannot be reached. */
  onApplicationBootstrap(): void {
    void this.start();
  }

  /** Stops taking events, then counts and acknowledges what it holds, before the database closes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.messages?.close().catch(() => undefined);
    clearTimeout(this.timer);
    this.countPending();
    await this.counting;
  }

  private async start(): Promise<void> {
    let warned = false;
    while (!this.stopped) {
      try {
        await this.client.connect();
        const jsm = await jetstreamManager(this.client.unwrap<NatsConnection>());
        await this.prepare(jsm);
        const consumer = await jsm.jetstream().consumers.get(USAGE_STREAM.name, USAGE_CONSUMER.durable_name);
        if (this.stopped) return;
        const messages = await consumer.consume({ max_messages: BATCH_MAX, callback: (msg) => this.take(msg) });
        if (this.stopped) {
          await messages.close().catch(() => undefined);
          return;
        }
        this.jsm = jsm;
        this.messages = messages;
        void this.watch(messages, jsm);
        this.logger.info(
          { stream: USAGE_STREAM.name, consumer: USAGE_CONSUMER.durable_name },
          'counting usage from the stream',
        );
        return;
      } catch (err) {
        if (!warned)
          this.logger.error(
            { err },
            'usage stream not reachable (is JetStream on? nats-server -js); usage is counted once it is',
          );
        warned = true;
        await new Promise((r) => setTimeout(r, SETUP_RETRY_MS).unref());
      }
    }
  }

  /** The stream and this consumer, made when missing (another instance or a later start may race). */
  private async prepare(jsm: JetStreamManager): Promise<void> {
    await ensureUsageStream(jsm);
    try {
      const info = await jsm.consumers.info(USAGE_STREAM.name, USAGE_CONSUMER.durable_name);
      const { ack_wait, max_ack_pending } = USAGE_CONSUMER;
      if (info.config.ack_wait !== ack_wait || info.config.max_ack_pending !== max_ack_pending) {
        await jsm.consumers.update(USAGE_STREAM.name, USAGE_CONSUMER.durable_name, { ack_wait, max_ack_pending });
      }
    } catch (err) {
      if (!isJetStreamApiError(err, JetStreamApiCodes.ConsumerNotFound)) throw err;
      await jsm.consumers.add(USAGE_STREAM.name, { ...USAGE_CONSUMER });
    }
  }

  /** The library keeps asking for events; when the stream or consumer went away it makes them again. */
  private async watch(messages: ConsumerMessages, jsm: JetStreamManager): Promise<void> {
    for await (const status of messages.status()) {
      if (this.stopped) return;
      if (
        status.type === 'consumer_not_found' ||
        status.type === 'stream_not_found' ||
        status.type === 'consumer_deleted'
      ) {
        this.logger.warn({ status: status.type }, 'usage stream or consumer missing; making them again');
        await this.prepare(jsm).catch((err: unknown) => this.logger.warn({ err }, 'usage stream not ready yet'));
      }
    }
  }

  /** Called by the library for each delivered event; must not throw (that would stop consuming). */
  private take(msg: JsMsg): void {
    this.pending.push(msg);
    if (this.pending.length >= BATCH_MAX) this.countPending();
    else this.timer ??= setTimeout(() => this.countPending(), BATCH_WAIT_MS);
  }

  /** Counts what is pending, batch after batch, one batch at a time. */
  private countPending(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.counting) return;
    this.counting = (async () => {
      while (this.pending.length > 0) await this.countBatch(this.pending.splice(0, BATCH_MAX));
    })()
      .catch((err: unknown) => this.logger.error({ err }, 'usage batch failed'))
      .finally(() => {
        this.counting = undefined;
        // Events that came while the last batch was being counted wait their turn.
        if (this.pending.length > 0) this.countPending();
      });
  }

  private async countBatch(batch: JsMsg[]): Promise<void> {
    const delivered: Delivered[] = [];
    for (const msg of batch) {
      const read = readUsage(msg.data, msg.seq, msg.time);
      if ('usage' in read) {
        delivered.push({ msg, usage: read.usage });
        continue;
      }
      this.logger.warn({ seq: msg.seq, problem: read.problem }, 'malformed usage event dropped');
      // No reason attached: servers before 2.10 do not take one, and would deliver it again.
      msg.term();
    }
    await this.countIsolating(delivered);
    this.forgetNowAndThen();
  }

  /**
   * Counts the events in one transaction, then acknowledges them. When the database does not
   * answer, they come back a moment later. When it answers but refuses the batch, the batch is
   * split until the event it refuses stands alone; that one is logged and terminated.
   */
  private async countIsolating(delivered: Delivered[]): Promise<void> {
    if (delivered.length === 0) return;
    let limits: UserLimits[];
    try {
      const counted = await this.usage.count(delivered.map((d) => d.usage));
      limits = counted.limits;
      if (counted.repeated > 0)
        this.logger.info({ repeated: counted.repeated }, 'usage events counted before came again; not counted twice');
    } catch (err) {
      if (!(await databaseAnswers(this.orm))) {
        this.logger.warn({ err, events: delivered.length }, 'database not answering; usage batch will come again');
        for (const d of delivered) d.msg.nak(DATABASE_RETRY_MS);
        return;
      }
      if (delivered.length === 1) {
        this.logger.error(
          { err, seq: delivered[0]!.msg.seq, event: delivered[0]!.usage },
          'usage event refused by the database; dropped',
        );
        delivered[0]!.msg.term();
        return;
      }
      const half = Math.ceil(delivered.length / 2);
      await this.countIsolating(delivered.slice(0, half));
      await this.countIsolating(delivered.slice(half));
      return;
    }
    for (const d of delivered) d.msg.ack();
    this.announce(limits);
  }

  /** Tells every gateway which users of the batch are at a limit, so their next call is refused. */
  private announce(limits: UserLimits[]): void {
    if (limits.length === 0) return;
    const event: UsageLimitsReachedEvent = { users: limits };
    try {
      this.client.emit(SUBJECTS.events.usageLimitsReached, event).subscribe({
        error: (err: unknown) => this.logger.warn({ err }, 'usage limits not announced'),
      });
    } catch (err) {
      this.logger.warn({ err }, 'usage limits not announced');
    }
  }

  /** Drops the ids of events counted long ago that the stream can no longer deliver again. */
  private forgetNowAndThen(): void {
    if (Date.now() - this.forgotAt < FORGET_EVERY_MS || !this.jsm) return;
    this.forgotAt = Date.now();
    void this.jsm.consumers
      .info(USAGE_STREAM.name, USAGE_CONSUMER.durable_name)
      .then((info) => this.usage.forget(info.ack_floor.stream_seq))
      .catch((err: unknown) => this.logger.warn({ err }, 'counted usage ids not forgotten this time'));
  }
}
