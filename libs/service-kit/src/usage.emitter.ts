import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, UsageRecordedEventSchema, type UsageRecordedEvent } from '@leadgen/contracts';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from './logger.js';

/** Provide this token with the NATS client a service emits its events through. */
export const EVENTS_CLIENT = Symbol('EVENTS_CLIENT');

/** Largest amount one event may carry; accounts refuses anything above it. */
const MAX_AMOUNT = 10_000;

export type UsageKind = UsageRecordedEvent['kind'];

/**
 * Tells accounts what a user used, for it to count per user per period. Fire and forget:
 * a lost event never fails the user's request, it is only logged as a warning.
 */
@Injectable()
export class UsageEmitter {
  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    @Optional() @Inject(SERVICE_LOGGER) private readonly logger?: Logger,
  ) {}

  /** `callId`: the gateway call (RpcRequest.call_id) it was used by, so a retried call counts once. */
  record(userId: string | undefined, kind: UsageKind, amount = 1, callId?: string): void {
    if (!userId || amount <= 0) return;
    const event = UsageRecordedEventSchema.safeParse({
      user_id: userId,
      kind,
      amount: Math.min(Math.round(amount), MAX_AMOUNT),
      at: new Date().toISOString(),
      call_id: callId || undefined,
    });
    if (!event.success) return;
    try {
      this.client.emit(SUBJECTS.events.usageRecorded, event.data).subscribe({ error: (err: unknown) => this.notSent(err, kind) });
    } catch (err) {
      this.notSent(err, kind);
    }
  }

  private notSent(err: unknown, kind: UsageKind): void {
    this.logger?.warn({ err, kind }, 'usage event not sent');
  }
}
