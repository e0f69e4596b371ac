import {
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { SUBJECTS, type UsageRecordedEvent } from '@leadgen/contracts';
import { NatsStreamReplicasSchema } from './env.js';

const NANOS_PER_MS = 1_000_000;

/**
 * The JetStream stream usage events wait in until accounts has counted them. The areas publish to
 * it and accounts consumes from it; whichever starts first creates it.
 *
 * - On disk (`file`), so events survive a restart of the NATS server.
 * - A work queue: an event leaves the stream once accounts acknowledges it (after its batch is
 *   committed), so the stream holds only what is still to be counted.
 * - Duplicates (same message id: a call's id and kind) are dropped by the server for two minutes,
 *   longer than any route's time limit, so a call retried on a second instance is stored once;
 *   accounts also remembers counted ids for an hour.
 * - Events older than a week are dropped: by then accounts has been down far longer than any
 *   outage the product plans for, and the disk must not fill.
 */
export const USAGE_STREAM = {
  name: 'USAGE_EVENTS',
  subjects: [SUBJECTS.events.usageRecorded],
  storage: StorageType.File,
  retention: RetentionPolicy.Workqueue,
  discard: DiscardPolicy.Old,
  duplicate_window: 2 * 60_000 * NANOS_PER_MS,
  max_age: 7 * 24 * 3_600_000 * NANOS_PER_MS,
} as const satisfies Partial<StreamConfig>;

/** JetStream's code for "stream name already in use" (another process created it with other settings). */
const STREAM_NAME_IN_USE = 10058;

/** The message id of an event: its id and kind, since one call may use two kinds. */
export function usageEventKey(event: Pick<UsageRecordedEvent, 'id' | 'kind'>): string {
  return `${event.id}:${event.kind}`;
}

export function isJetStreamApiError(err: unknown, code: number): boolean {
  return err instanceof JetStreamApiError && err.code === code;
}

/** The operator's NATS_STREAM_REPLICAS (checked with the service's settings at start). */
export const streamReplicas = (env: NodeJS.ProcessEnv = process.env): number =>
  NatsStreamReplicasSchema.catch(1).parse(env.NATS_STREAM_REPLICAS);

/**
 * Creates the usage stream when it is missing, kept on `replicas` servers; one that exists keeps its
 * settings, but is moved to `replicas` copies when the operator changed NATS_STREAM_REPLICAS.
 */
export async function ensureUsageStream(jsm: JetStreamManager, replicas = streamReplicas()): Promise<void> {
  try {
    const info = await jsm.streams.info(USAGE_STREAM.name);
    if (info.config.num_replicas !== replicas)
      await jsm.streams.update(USAGE_STREAM.name, { ...info.config, num_replicas: replicas });
    return;
  } catch (err) {
    if (!isJetStreamApiError(err, JetStreamApiCodes.StreamNotFound)) throw err;
  }
  try {
    await jsm.streams.add({ ...USAGE_STREAM, subjects: [...USAGE_STREAM.subjects], num_replicas: replicas });
  } catch (err) {
    // Created by another process in between, with settings of an older or newer build: it serves.
    if (!isJetStreamApiError(err, STREAM_NAME_IN_USE)) throw err;
  }
}
