import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, UsageRecordedEventSchema, type UsageRecordedBatch, type UsageRecordedEvent } from '@leadgen/contracts';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from './logger.js';
import { ensureUsageStream, USAGE_STREAM } from './usage.stream.js';

/** Provide this token with the NATS client a service emits its events through. */
export const EVENTS_CLIENT = Symbol('EVENTS_CLIENT');
/** Provide this token to publish usage events somewhere other than the JetStream stream (tests). */
export const USAGE_PUBLISHER = Symbol('USAGE_PUBLISHER');

/** Events sent together in one message at most: a batch this full goes at once. */
export const USAGE_BATCH_SIZE = 200;
/**
 * How long the first event of a batch waits for others. Short beside the time a rep takes to look
 * at Usage & Limits, and it delays a plan limit by no more than this.
 */
export const USAGE_BATCH_WAIT_MS = 50;
/** Largest amount one event may carry; accounts refuses anything above it. */
const MAX_AMOUNT = 10_000;
/** A failed publish is tried again after these waits, then given up with a warning. */
const RETRY_DELAYS_MS = [500, 2_000, 5_000];
/** Events waiting to be stored at most: past this (NATS long gone) new ones are dropped with a warning. */
const MAX_WAITING = 10_000;
/** How long a stopping service waits for events still being stored. */
const SHUTDOWN_WAIT_MS = 2_000;
/** How long one publish waits for JetStream's acknowledgement. */
const PUBLISH_TIMEOUT_MS = 5_000;

export type UsageKind = UsageRecordedEvent['kind'];

/** Stores one batch of usage events; rejects when it was not stored. */
export interface UsagePublisher {
  /** `batchId` is the same on every try of one batch, so a batch stored twice counts once. */
  publish(batch: UsageRecordedBatch, batchId: string): Promise<void>;
}

/**
 * Publishes to the usage stream over the service's own NATS connection. The stream is created
 * (once per connection) when missing: accounts may start later than this service. The message id
 * is the batch's id, so when an acknowledgement is lost and the batch is sent again, the server
 * keeps one copy.
 */
export class JetStreamUsagePublisher implements UsagePublisher {
  private js: Promise<JetStreamClient> | undefined;

  constructor(private readonly client: ClientProxy) {}

  async publish(batch: UsageRecordedBatch, batchId: string): Promise<void> {
    const opening = (this.js ??= this.open());
    try {
      const js = await opening;
      await js.publish(SUBJECTS.events.usageRecorded, JSON.stringify(batch), {
        msgID: batchId,
        expect: { streamName: USAGE_STREAM.name },
        timeout: PUBLISH_TIMEOUT_MS,
      });
    } catch (err) {
      // The stream may have gone (a NATS server started afresh) or the connection closed: the
      // next try checks both again.
      if (this.js === opening) this.js = undefined;
      throw err;
    }
  }

  private async open(): Promise<JetStreamClient> {
    await this.client.connect();
    const jsm = await jetstreamManager(this.client.unwrap<NatsConnection>());
    await ensureUsageStream(jsm);
    return jsm.jetstream();
  }
}

/**
 * Tells accounts what a user used, for it to count per user per period. record() returns at once
 * and never throws, so counting never delays or fails the user's request. The events one instance
 * records are gathered and stored together in the JetStream stream, one message per batch (when
 * USAGE_BATCH_SIZE are waiting or USAGE_BATCH_WAIT_MS after the first, whichever comes first): a
 * busy area then costs NATS and accounts a message per batch, not per search. A batch that fails
 * is tried again a few times, then logged as a warning.
 */
@Injectable()
export class UsageEmitter implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly publisher: UsagePublisher;
  /** Events recorded since the last batch went out. */
  private gathering: UsageRecordedEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Batches being stored, tries included. */
  private readonly sending = new Set<Promise<void>>();
  /** Events neither stored nor given up yet: those gathering and those of batches being sent. */
  private waiting = 0;
  /** When a stopping service stops waiting for its events (set once it begins to stop). */
  private stopBy: number | undefined;

  constructor(
    @Inject(EVENTS_CLIENT) client: ClientProxy,
    @Optional() @Inject(SERVICE_LOGGER) private readonly logger?: Logger,
    @Optional() @Inject(USAGE_PUBLISHER) publisher?: UsagePublisher,
  ) {
    this.publisher = publisher ?? new JetStreamUsagePublisher(client);
  }

  /**
   * `callId`: the gateway call (RpcRequest.call_id) it was used by, which becomes the event's id,
   * so a call retried on a second instance counts once. Without one the event gets an id of its own.
   */
  record(userId: string | undefined, kind: UsageKind, amount = 1, callId?: string): void {
    if (!userId || amount <= 0) return;
    const event = UsageRecordedEventSchema.safeParse({
      id: callId || randomUUID(),
      user_id: userId,
      kind,
      amount: Math.min(Math.round(amount), MAX_AMOUNT),
      at: new Date().toISOString(),
    });
    if (!event.success) return;
    if (this.waiting >= MAX_WAITING) {
      this.notSent(new Error(`${MAX_WAITING} usage events are already waiting to be stored`), 1);
      return;
    }
    this.gathering.push(event.data);
    this.waiting++;
    if (this.gathering.length >= USAGE_BATCH_SIZE) this.sendGathered();
    else this.timer ??= setTimeout(() => this.sendGathered(), USAGE_BATCH_WAIT_MS).unref();
  }

  /** Resolves once every event recorded so far is stored or given up; what is gathering goes now. */
  async settled(): Promise<void> {
    this.sendGathered();
    while (this.sending.size > 0) {
      await Promise.allSettled([...this.sending]);
      this.sendGathered();
    }
  }

  /**
   * A stopping service sends what it gathered and gives its events a moment to be stored, while
   * its NATS connection is still open (connections close at application shutdown).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.settledBeforeStop();
  }

  /** What a request still finishing recorded since then goes too, within the same moment. */
  async onApplicationShutdown(): Promise<void> {
    await this.settledBeforeStop();
  }

  /** Waits until everything is stored or given up, for at most SHUTDOWN_WAIT_MS from the first call. */
  private async settledBeforeStop(): Promise<void> {
    this.stopBy ??= Date.now() + SHUTDOWN_WAIT_MS;
    let timer: NodeJS.Timeout | undefined;
    const givingUp = new Promise((r) => (timer = setTimeout(r, Math.max(0, this.stopBy! - Date.now()))));
    await Promise.race([this.settled(), givingUp]);
    clearTimeout(timer);
  }

  /** Sends the events gathered so far as one batch, in the background. */
  private sendGathered(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.gathering.length === 0) return;
    const events = this.gathering;
    this.gathering = [];
    const sending = this.send({ events }, randomUUID()).finally(() => {
      this.waiting -= events.length;
      this.sending.delete(sending);
    });
    this.sending.add(sending);
  }

  /** Publishes one batch, trying again after each wait; never rejects. */
  private async send(batch: UsageRecordedBatch, batchId: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.publisher.publish(batch, batchId);
        return;
      } catch (err) {
        const wait = RETRY_DELAYS_MS[attempt];
        if (wait === undefined) {
          this.notSent(err, batch.events.length);
          return;
        }
        await new Promise((r) => setTimeout(r, wait).unref());
      }
    }
  }

  private notSent(err: unknown, events: number): void {
    this.logger?.warn({ err, events }, 'usage events not sent');
  }
}
