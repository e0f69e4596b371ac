import type { ClientProxy } from '@nestjs/microservices';
import { UsageEmitter } from '@leadgen/service-kit';
import type { Logger } from 'pino';

/**
 * Where searches and exports are counted: accounts, through events.usage-recorded. A class
 * (never constructed itself) so handlers inject it; the module picks the emitter or the no-op.
 */
export abstract class UsageRecorder implements Pick<UsageEmitter, 'record'> {
  abstract record(...args: Parameters<UsageEmitter['record']>): void;
}

/** What the handlers record to when LEADS_RECORD_USAGE is off. */
export const NO_USAGE_RECORDER: UsageRecorder = { record: () => undefined };

/** Fire and forget over NATS when usage is recorded: a lost event never fails a search or an export. */
export function createUsageRecorder(recordUsage: boolean, client: ClientProxy, logger: Logger): UsageRecorder {
  return recordUsage ? new UsageEmitter(client, logger) : NO_USAGE_RECORDER;
}
