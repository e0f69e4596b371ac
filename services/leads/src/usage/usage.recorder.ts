import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, UsageRecordedEventSchema, type UsageRecordedEvent } from '@leadgen/contracts';
import type { Logger } from 'pino';

export interface UsageRecorder {
  record(userId: string | undefined, kind: UsageRecordedEvent['kind'], amount: number): void;
}

/** Fire and forget: emits events.usage-recorded for accounts to count; a lost event never fails a search. */
export class NatsUsageRecorder implements UsageRecorder {
  constructor(
    private readonly client: ClientProxy,
    private readonly logger?: Logger,
  ) {}

  record(userId: string | undefined, kind: UsageRecordedEvent['kind'], amount: number): void {
    if (!userId || amount <= 0) return;
    const event = UsageRecordedEventSchema.safeParse({ user_id: userId, kind, amount: Math.min(Math.round(amount), 10_000), at: new Date().toISOString() });
    if (!event.success) return;
    try {
      this.client.emit(SUBJECTS.events.usageRecorded, event.data).subscribe({
        error: (err: unknown) => this.logger?.warn({ err, kind }, 'usage event not sent'),
      });
    } catch (err) {
      this.logger?.warn({ err, kind }, 'usage event not sent');
    }
  }
}
