import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS } from '@leadgen/contracts';

export const EVENTS_CLIENT = Symbol('EVENTS_CLIENT');
/**
 * Usage kind of one diagnostic. accounts' USAGE_KINDS does not list it yet, so accounts drops
 * these events (logged) until 'diagnostics_run' is added there.
 */
export const DIAGNOSTIC_USAGE_KIND = 'diagnostics_run';

/** Tells accounts a diagnostic ran; fire and forget, a lost event never fails the rep's request. */
@Injectable()
export class UsageEmitter {
  constructor(@Inject(EVENTS_CLIENT) private readonly client: ClientProxy) {}

  record(userId: string | undefined, amount = 1): void {
    if (!userId || amount <= 0) return;
    const event = { user_id: userId, kind: DIAGNOSTIC_USAGE_KIND, amount, at: new Date().toISOString() };
    this.client.emit(SUBJECTS.events.usageRecorded, event).subscribe({ error: () => undefined });
  }
}
