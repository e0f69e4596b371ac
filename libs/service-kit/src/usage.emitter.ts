import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, UsageRecordedEventSchema, type UsageRecordedEvent } from '@leadgen/contracts';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from './logger.js';
import { ensureUsageStream, USAGE_STREAM, usageEventKey } from './usage.stream.js';

/** Provide this token with the NATS client a service emits its events through. */
export const EVENTS_CLIENT = Symbol('EVENTS_CLIENT');
/** Provide this token to publish usage events somewhere other than the JetStream stream (tests). */
export const USAGE_PUBLISHER = Symbol('USAGE_PUBLISHER');

/** Largest amount one event may carry; accounts refuses anything above it. */
const MAX_AMOUNT = 10_000;
/**
 * A failed publish is tried again after these waits (a minute in all), then given up with a
 * warning. A NATS cluster just started may refuse the stream for some seconds, until every node
 * is a JetStream peer; a node's death moves its leader within seconds. The message id keeps a
 * retried event from counting twice.
 */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000];
/** Events waiting to be stored at most: past this (NATS long gone) new ones are dropped with a warning. */
const MAX_WAITING = 10_000;
/** How long a stopping service waits for events still being stored. */
const SHUTDOWN_WAIT_MS = 2_000;
/** How long one publish waits for JetStream's acknowledgement. */
const PUBLISH_TIMEOUT_MS = 5_000;

export type UsageKind = UsageRecordedEvent['kind'];

/** Stores one usage event; rejects when it was not stored. */
export interface UsagePublisher {
  publish(event: UsageRecordedEvent): Promise<void>;
}

/**
 * Publishes to the usage stream over the service's own NATS connection. The stream is created
 * (once per connection) when missing: accounts may start later than this service. The message id
 * is the event's id and kind, so the server drops a second report of one call.
 */
export class JetStreamUsagePublisher implements UsagePublisher {
  private js: Promise<JetStreamClient> | undefined;

  constructor(private readonly client: ClientProxy) {}

  async publish(event: UsageRecordedEvent): Promise<void> {
    const opening = (this.js ??= this.open());
    try {
      const js = await opening;
      await js.publish(SUBJECTS.events.usageRecorded, JSON.stringify(event), {
        msgID: usageEventKey(event),
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
 * Tells accounts what a user used, for it to count per user per period. The event is stored in a
 * JetStream stream in the background: record() returns at once and never throws, so counting
 * never delays or fails the user's request. A publish that fails is tried again a few times, then
 * logged as a warning.
 */
@Injectable()
export class UsageEmitter implements OnApplicationShutdown {
  private readonly publisher: UsagePublisher;
  private readonly waiting = new Set<Promise<void>>();

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
    if (this.waiting.size >= MAX_WAITING) {
      this.notSent(new Error(`${MAX_WAITING} usage events are already waiting to be stored`), kind);
      return;
    }
    const sending = this.send(event.data);
    this.waiting.add(sending);
    void sending.finally(() => this.waiting.delete(sending));
  }

  /** Resolves once every event recorded so far is stored or given up. */
  async settled(): Promise<void> {
    while (this.waiting.size > 0) await Promise.allSettled([...this.waiting]);
  }

  /** A stopping service gives the events it still holds a moment to be stored. */
  async onApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.settled(), new Promise((r) => (timer = setTimeout(r, SHUTDOWN_WAIT_MS)))]);
    clearTimeout(timer);
  }

  private async send(event: UsageRecordedEvent): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.publisher.publish(event);
        return;
      } catch (err) {
        const wait = RETRY_DELAYS_MS[attempt];
        if (wait === undefined) {
          this.notSent(err, event.kind);
          return;
        }
        await new Promise((r) => setTimeout(r, wait).unref());
      }
    }
  }

  private notSent(err: unknown, kind: UsageKind): void {
    this.logger?.warn({ err, kind }, 'usage event not sent');
  }
}
