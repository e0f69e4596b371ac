import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { MikroORM } from '@mikro-orm/core';
import { databaseTargetOf } from '@leadgen/db';
import { createLogger, DATABASE_PROBE, EVENTS_CLIENT, eventsClient, loadEnv } from '@leadgen/service-kit';
import { LEADS_ENV, LeadsEnvSchema, type LeadsEnv } from '../env.js';
import { LeadsDatabase } from '../db/leads.database.js';
import { openDatabase } from '../db/orm.js';
import { LeadProvider } from '../providers/lead.provider.js';
import { createProvider } from '../providers/provider.factory.js';
import { createUsageRecorder, UsageRecorder } from '../usage/usage.recorder.js';
import { Clock, SimulatedClock } from './clock.js';

export interface LeadsCoreOptions {
  /** A provider of the test's own instead of the one LEADS_PROVIDER names. */
  provider?: LeadProvider;
  /** The database main.ts opened (and migrated) at start; the health reply then says whether it answers. */
  orm?: MikroORM;
}

const SHARED = [LEADS_ENV, EVENTS_CLIENT, LeadProvider, LeadsDatabase, UsageRecorder, Clock];

/**
 * What every feature of the leads service shares: its settings, its NATS client (pitches asked of
 * analysis, usage events), the lead provider, the database and the usage recorder. Global, so
 * each feature module injects them by class without importing this one.
 */
@Module({})
export class LeadsCoreModule implements OnApplicationShutdown {
  constructor(
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
    private readonly db: LeadsDatabase,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
    await this.db.close();
  }

  /** `env` absent: read from the environment when the service starts. */
  static forRoot(env?: LeadsEnv, options: LeadsCoreOptions = {}): DynamicModule {
    const { provider, orm } = options;
    return {
      module: LeadsCoreModule,
      global: true,
      providers: [
        { provide: LEADS_ENV, useFactory: () => env ?? loadEnv(LeadsEnvSchema) },
        {
          provide: EVENTS_CLIENT,
          useFactory: (e: LeadsEnv) => eventsClient(e.NATS_URL, 'leads').client,
          inject: [LEADS_ENV],
        },
        { provide: LeadProvider, useFactory: (e: LeadsEnv) => provider ?? createProvider(e), inject: [LEADS_ENV] },
        {
          provide: LeadsDatabase,
          // Without one opened at start (the module used bare, by tests of other features), it opens on first use.
          useFactory: (e: LeadsEnv) => new LeadsDatabase(() => openDatabase(databaseTargetOf(e)), orm),
          inject: [LEADS_ENV],
        },
        {
          provide: UsageRecorder,
          useFactory: (e: LeadsEnv, client: ClientProxy) =>
            createUsageRecorder(e.LEADS_RECORD_USAGE, client, createLogger('leads', e.LOG_LEVEL)),
          inject: [LEADS_ENV, EVENTS_CLIENT],
        },
        {
          provide: Clock,
          useFactory: (e: LeadsEnv) => (e.CLOCK_URL ? new SimulatedClock(e.CLOCK_URL) : new Clock()),
          inject: [LEADS_ENV],
        },
        // Only a database opened at start is probed: the health reply then says whether it answers.
        ...(orm
          ? [
              {
                provide: DATABASE_PROBE,
                useFactory: (db: LeadsDatabase) => () => db.answers(),
                inject: [LeadsDatabase],
              },
            ]
          : []),
      ],
      exports: orm ? [...SHARED, DATABASE_PROBE] : SHARED,
    };
  }
}
