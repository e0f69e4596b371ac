import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, type UsageRecordedEvent } from '@leadgen/contracts';

export const EVENTS_CLIENT = Symbol('EVENTS_CLIENT');
/** Usage kind of one diagnostic; accounts counts it per user per period. */
export const DIAGNOSTIC_USAGE_KIND = 'diagnostics_run' satisfies UsageRecordedEvent['kind'];

/** Tells accounts a diagnostic ran; fire and forget, a lost event never fails the rep's request. */
@Injectable()
export class UsageEmitter {
  constructor(@Inject(EVENTS_CLIENT) private readonly client: ClientProxy) {}

  record(userId: string | undefined, amount = 1): void {
    if (!userId || amount <= 0) return;
    const event: UsageRecordedEvent = { user_id: userId, kind: DIAGNOSTIC_USAGE_KIND, amount, at: new Date().toISOString() };
    this.client.emit(SUBJECTS.events.usageRecorded, event).subscribe({ error: () => undefined });
  }
}
