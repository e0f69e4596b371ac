import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { type DynamicModule, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NatsConnection } from '@nats-io/transport-node';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { instancePresenceSubject, queueGroup, type ServiceName } from '@leadgen/contracts';
import type { Logger } from 'pino';
import { keepCompiledCode } from './compile-cache.js';
import { PinoNestLogger } from './logger.js';
import { natsServers } from './nats.client.js';
import { ServiceNatsServer } from './nats.server.js';
import { RpcEnvelopeFilter } from './rpc-error.js';
import { ReplyCompressionInterceptor } from './reply-compression.interceptor.js';
import { ReplySerializer } from './rpc-wire.js';

export interface ServiceBootstrapOptions {
  service: ServiceName;
  module: Type<unknown> | DynamicModule;
  natsUrl: string;
  logger: Logger;
  /** Time in-flight requests get to finish after the service stops taking new ones. */
  shutdownGraceMs?: number;
}

/** Starts a service as a NATS microservice in its queue group, ready to drain on SIGTERM/SIGINT. */
export async function createService(options: ServiceBootstrapOptions): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(options.module, {
    strategy: new ServiceNatsServer(
      {
        servers: natsServers(options.natsUrl),
        queue: queueGroup(options.service),
        name: `${options.service}-${process.pid}`,
        reconnect: true,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1000,
        // A failed call becomes an envelope; a stack captured per request to trace it is pure cost.
        noAsyncTraces: true,
        // Unsubscribe first so the queue group's other members take new requests, then finish ours.
        gracefulShutdown: true,
        gracePeriod: options.shutdownGraceMs ?? 3000,
        // Response first on the wire, so the gateway relays it without re-encoding.
        serializer: new ReplySerializer(),
      },
      instancePresenceSubject(options.service, randomUUID()),
    ),
    logger: new PinoNestLogger(options.logger),
    bufferLogs: false,
    // Throw start-up errors to the caller (runService logs them and exits) instead of exiting here.
    abortOnError: false,
  });
  app.useGlobalFilters(new RpcEnvelopeFilter(options.logger));
  app.useGlobalInterceptors(new ReplyCompressionInterceptor());
  app.enableShutdownHooks();
  await app.listen();
  // The server has our subscriptions once a round trip after them comes back: from then on a
  // request finds this instance instead of "no responders".
  await app.unwrap<NatsConnection>().flush();
  return app;
}

/** Entry point helper: start, log, and exit non-zero with a clear message on failure. */
export async function runService(options: ServiceBootstrapOptions): Promise<void> {
  try {
    await createService(options);
    options.logger.info({ nats: options.natsUrl }, `${options.service} service listening`);
    keepCompiledCode();
  } catch (err) {
    options.logger.fatal({ err }, `${options.service} service failed to start`);
    process.exit(1);
  }
}
