import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { ApiClient } from '@leadgen/contracts';
import { createService } from '@leadgen/service-kit';
import { silentLogger, testNatsUrl, TEST_JWT_SECRET } from '@leadgen/service-kit/testing';
import { AccountsEnvSchema, AccountsModule, openDatabase } from '@leadgen/accounts/testing';
import { signIn } from './api.js';

/** A rep signed in through the gateway: a real session the gateway confirms with accounts. */
export interface SignedInRep {
  token: string;
  userId: string;
  email: string;
  api: ApiClient;
}

export interface RunningAccounts {
  orm: MikroORM;
  service: INestMicroservice;
  /** Signs a rep in through the gateway at `gatewayUrl` (demo mode creates the account on first sign-in). */
  signIn(gatewayUrl: string, email?: string, password?: string): Promise<SignedInRep>;
  close(): Promise<void>;
}

/**
 * The real accounts service on the run's NATS (or `natsUrl`), with its database: PostgreSQL at
 * `dbUrl`, else the run's PostgreSQL, else (or with `pglite`) in-memory PGlite. Suites whose
 * gateway checks sessions sign their reps in through it.
 */
export async function startAccounts(
  options: { dbUrl?: string; pglite?: boolean; natsUrl?: string; env?: Record<string, string> } = {},
): Promise<RunningAccounts> {
  const env = AccountsEnvSchema.parse({
    NATS_URL: options.natsUrl ?? testNatsUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    NODE_ENV: 'test',
    DATABASE_URL: options.pglite ? undefined : (options.dbUrl ?? process.env.TEST_DATABASE_URL),
    // Suites sign many reps in from one address.
    AUTH_RATE_PER_MINUTE: '100000',
    ...options.env,
  });
  const orm = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', log: () => {} });
  const service = await createService({
    service: 'accounts',
    module: AccountsModule.forRoot(env, orm, silentLogger()),
    natsUrl: env.NATS_URL,
    logger: silentLogger(),
    shutdownGraceMs: 0,
  });
  return {
    orm,
    service,
    async signIn(gatewayUrl, email = `rep-${randomUUID()}@example.com`, password = 'test-password') {
      const { session, api } = await signIn(gatewayUrl, { email, password });
      return { token: session.session_token, userId: session.user.id, email: session.user.email, api };
    },
    async close() {
      // A suite may have stopped the service already to see the gateway without it.
      await service.close().catch(() => undefined);
      await orm.close();
    },
  };
}
