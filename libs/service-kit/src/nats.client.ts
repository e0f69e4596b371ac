import { Transport, type NatsOptions } from '@nestjs/microservices';

/** The servers of a NATS_URL setting (a comma-separated list). */
export function natsServers(natsUrl: string): string[] {
  return natsUrl
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A service's own NATS client (its events, the usage stream, calls to other services). A failed
 * call becomes an envelope or a warning; a stack captured per request to trace it is pure cost
 * (about 6% of the leads service's busy time per search went to it).
 */
export function natsClientOptions(natsUrl: string, name: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: { servers: natsServers(natsUrl), name: `${name}-${process.pid}`, noAsyncTraces: true },
  };
}
