import { randomUUID } from 'node:crypto';
import { jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, type UsageRecordedEvent } from '@leadgen/contracts';
import { ensureUsageStream, USAGE_STREAM, usageEventKey } from '@leadgen/service-kit';
import { USAGE_CONSUMER } from '@leadgen/accounts/testing';

/** Writes to the usage stream as the areas do (or as a broken one might), for accounts to count. */
export interface UsageStreamWriter {
  /**
   * One event, with its id and kind as the message id (as the areas send it); resolves once stored.
   * `msgId` sends it under another message id, as a report arriving after the stream's duplicate
   * window would be stored.
   */
  report(event: Omit<UsageRecordedEvent, 'id'> & { id?: string }, msgId?: string): Promise<{ duplicate: boolean }>;
  /** Any bytes on the usage subject, as a broken emitter might send them; resolves once stored. */
  raw(data: string | Uint8Array): Promise<void>;
  /** Events accounts has not yet acknowledged (not delivered, or delivered and not acknowledged). */
  waiting(): Promise<number>;
  close(): Promise<void>;
}

export async function usageStream(natsUrl: string): Promise<UsageStreamWriter> {
  const nc: NatsConnection = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await ensureUsageStream(jsm);
  const js: JetStreamClient = jsm.jetstream();
  return {
    async report(event, msgId) {
      const full = { ...event, id: event.id ?? randomUUID() };
      const ack = await js.publish(SUBJECTS.events.usageRecorded, JSON.stringify(full), {
        msgID: msgId ?? usageEventKey(full),
      });
      return { duplicate: ack.duplicate };
    },
    async raw(data) {
      await js.publish(SUBJECTS.events.usageRecorded, data, { msgID: randomUUID() });
    },
    async waiting() {
      try {
        const info = await jsm.consumers.info(USAGE_STREAM.name, USAGE_CONSUMER.durable_name);
        return info.num_pending + info.num_ack_pending;
      } catch {
        // No consumer yet: everything in the stream waits.
        return (await jsm.streams.info(USAGE_STREAM.name)).state.messages;
      }
    },
    close: () => nc.close(),
  };
}
