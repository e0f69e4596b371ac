import type { ValueProvider } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { natsClientOptions } from './nats.client.js';
import { EVENTS_CLIENT } from './usage.emitter.js';

/**
 * The service's one NATS client (EVENTS_CLIENT): it tells other services what happened and asks
 * them what it needs. The service's module closes it when the service stops, after the work under
 * way that still speaks through it (a send round, a usage event) is done.
 */
export function eventsClient(natsUrl: string, service: string): { client: ClientProxy; provider: ValueProvider } {
  const client = ClientProxyFactory.create(natsClientOptions(natsUrl, `${service}-client`));
  return { client, provider: { provide: EVENTS_CLIENT, useValue: client } };
}
