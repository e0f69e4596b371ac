import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, type UsageRecordedEvent } from '@leadgen/contracts';

export const EVENTS_CLIENT = Symbol('EVENTS_CLIENT');

/** Tells accounts what was used; fire and forget, a lost event never fails the user's request. */
@Injectable()
export class UsageEmitter {
  constructor(@Inject(EVENTS_CLIENT) private readonly client: ClientProxy) {}

  record(userId: string | undefined, kind: UsageRecordedEvent['kind'], amount = 1): void {
    if (!userId || amount <= 0) return;
    const event: UsageRecordedEvent = { user_id: userId, kind, amount, at: new Date().toISOString() };
    this.client.emit(SUBJECTS.events.usageRecorded, event).subscribe({ error: () => undefined });
  }
}
