import type { NatsConnection } from '@nats-io/transport-node';
import { SUBJECTS, UsageRecordedEventSchema, type UsageRecordedEvent } from '@leadgen/contracts';
import { usageEventKey } from '@leadgen/service-kit';

/**
 * The usage events the areas announce, as accounts would count them: a suite reads only its own
 * reps' events, and an event published again (a retry after a slow acknowledgement on a busy
 * machine) is heard once, as the stream stores it once.
 */
export interface HeardUsage {
  /** Events heard for these reps since the last clear, in order. */
  of(...userIds: string[]): UsageRecordedEvent[];
  clear(): void;
  /** Waits up to `ms` for `count` events of these reps, and returns what was heard by then. */
  settle(count: number, userIds: string[], ms?: number): Promise<UsageRecordedEvent[]>;
  stop(): void;
}

export function hearUsage(nc: NatsConnection): HeardUsage {
  let heard: UsageRecordedEvent[] = [];
  const sub = nc.subscribe(SUBJECTS.events.usageRecorded, {
    callback: (_err, msg) => {
      // A broken emitter's bytes are not usage: accounts refuses them too.
      const event = UsageRecordedEventSchema.safeParse(safeJson(msg.string()));
      if (event.success && !heard.some((e) => usageEventKey(e) === usageEventKey(event.data))) heard.push(event.data);
    },
  });
  const of = (...userIds: string[]) => heard.filter((e) => userIds.includes(e.user_id));
  return {
    of,
    clear: () => void (heard = []),
    async settle(count, userIds, ms = 1000) {
      await nc.flush();
      for (const end = Date.now() + ms; of(...userIds).length < count && Date.now() < end;) {
        await new Promise((r) => setTimeout(r, 20));
      }
      return of(...userIds);
    },
    stop: () => sub.unsubscribe(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
