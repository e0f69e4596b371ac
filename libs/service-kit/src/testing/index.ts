import type { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import type { ServiceName } from '@leadgen/contracts';
import { pino } from 'pino';
import { createService } from '../bootstrap.js';

export const TEST_JWT_SECRET = 'test-secret-for-integration-runs-only-000000';

/** The NATS server the integration setup started for this run. */
export function testNatsUrl(): string {
  const url = process.env.NATS_URL;
  if (!url)
    throw new Error('NATS_URL is not set: run integration tests through `npm test` or `npm run test:integration`.');
  return url;
}

export const silentLogger = () => pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** Starts a service in this process against the run's NATS server. */
export function startTestService(
  service: ServiceName,
  module: Type<unknown> | DynamicModule,
): Promise<INestMicroservice> {
  return createService({ service, module, natsUrl: testNatsUrl(), logger: silentLogger(), shutdownGraceMs: 0 });
}
