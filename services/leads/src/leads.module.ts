import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import type { MikroORM } from '@mikro-orm/core';
import { createHealthController, createLogger, DATABASE_PROBE, loadEnv, natsClientOptions } from '@leadgen/service-kit';
import { CuisinesHandler } from './cuisines/cuisines.handler.js';
import { DemoSitesHandler } from './demo-sites/demo-sites.handler.js';
import { leadsDataDir, LeadsEnvSchema, type LeadsEnv } from './env.js';
import { ExportHandler } from './export/export.handler.js';
import {
  LEAD_LISTS,
  LEAD_SEARCH,
  LEADS_DATA_PROVIDER,
  LEADS_DATABASE,
  LEADS_ENV,
  LEADS_ENV_OVERRIDE,
  LEADS_NATS_CLIENT,
  LEADS_ORM_OVERRIDE,
  LEADS_PROVIDER_OVERRIDE,
  MY_LEADS,
  SAVED_MARKS,
  SAVED_SEARCHES,
  USAGE_RECORDER,
} from './leads.tokens.js';
import { LeadsLookupHandler } from './lookup/lookup.handler.js';
import { openDatabase } from './my-leads/db/orm.js';
import { LeadEventsHandler } from './my-leads/lead-events.handler.js';
import { LeadListsHandler } from './my-leads/lead-lists.handler.js';
import { LeadListsService } from './my-leads/lead-lists.service.js';
import { LeadsDatabase } from './my-leads/leads.database.js';
import { MyLeadsHandler } from './my-leads/my-leads.handler.js';
import { MyLeadsService } from './my-leads/my-leads.service.js';
import { PitchReportHandler } from './my-leads/pitch-report.handler.js';
import { SavedSearchesHandler } from './my-leads/saved-searches.handler.js';
import { SavedMarksCache } from './my-leads/saved-marks.cache.js';
import { SavedSearchesService } from './my-leads/saved-searches.service.js';
import type { LeadProvider } from './providers/lead.provider.js';
import { createProvider } from './providers/provider.factory.js';
import { AnalysisPitchSource } from './search/pitch.source.js';
import { SearchHandler } from './search/search.handler.js';
import { LeadSearch } from './search/search.service.js';
import { createUsageRecorder } from './usage/usage.recorder.js';

/**
 * Usable bare (`LeadsModule`, settings read from the environment, as the gateway tests do) or
 * through forRoot(env) with settings main.ts validated, optionally with a provider of the test's own.
 */
@Module({
  controllers: [
    createHealthController('leads'),
    CuisinesHandler,
    SearchHandler,
    ExportHandler,
    LeadsLookupHandler,
    DemoSitesHandler,
    MyLeadsHandler,
    LeadListsHandler,
    SavedSearchesHandler,
    PitchReportHandler,
    LeadEventsHandler,
  ],
  providers: [
    {
      provide: LEADS_ENV,
      useFactory: (override?: LeadsEnv) => override ?? loadEnv(LeadsEnvSchema),
      inject: [{ token: LEADS_ENV_OVERRIDE, optional: true }],
    },
    {
      provide: LEADS_NATS_CLIENT,
      useFactory: (env: LeadsEnv) => ClientProxyFactory.create(natsClientOptions(env.NATS_URL, 'leads-client')),
      inject: [LEADS_ENV],
    },
    {
      provide: LEADS_DATA_PROVIDER,
      useFactory: (env: LeadsEnv, override?: LeadProvider) => override ?? createProvider(env),
      inject: [LEADS_ENV, { token: LEADS_PROVIDER_OVERRIDE, optional: true }],
    },
    {
      provide: LEAD_SEARCH,
      useFactory: (env: LeadsEnv, provider: LeadProvider, client: ClientProxy) =>
        new LeadSearch(provider, new AnalysisPitchSource(client, env.LEADS_PITCH_TIMEOUT_MS)),
      inject: [LEADS_ENV, LEADS_DATA_PROVIDER, LEADS_NATS_CLIENT],
    },
    {
      provide: LEADS_DATABASE,
      useFactory: (env: LeadsEnv, orm?: MikroORM) =>
        new LeadsDatabase(
          () => openDatabase({ url: env.DATABASE_URL, dataDir: leadsDataDir(env), debug: env.DB_DEBUG }),
          orm,
        ),
      inject: [LEADS_ENV, { token: LEADS_ORM_OVERRIDE, optional: true }],
    },
    { provide: SAVED_MARKS, useFactory: () => new SavedMarksCache() },
    {
      provide: LEAD_LISTS,
      useFactory: (db: LeadsDatabase, marks: SavedMarksCache) => new LeadListsService(db, marks),
      inject: [LEADS_DATABASE, SAVED_MARKS],
    },
    {
      provide: MY_LEADS,
      useFactory: (db: LeadsDatabase, lists: LeadListsService, marks: SavedMarksCache) =>
        new MyLeadsService(db, lists, marks),
      inject: [LEADS_DATABASE, LEAD_LISTS, SAVED_MARKS],
    },
    {
      provide: SAVED_SEARCHES,
      useFactory: (db: LeadsDatabase, leads: MyLeadsService) => new SavedSearchesService(db, leads),
      inject: [LEADS_DATABASE, MY_LEADS],
    },
    {
      provide: USAGE_RECORDER,
      useFactory: (env: LeadsEnv, client: ClientProxy) =>
        createUsageRecorder(env.LEADS_RECORD_USAGE, client, createLogger('leads', env.LOG_LEVEL)),
      inject: [LEADS_ENV, LEADS_NATS_CLIENT],
    },
  ],
})
export class LeadsModule implements OnApplicationShutdown {
  constructor(
    @Inject(LEADS_NATS_CLIENT) private readonly client: ClientProxy,
    @Inject(LEADS_DATABASE) private readonly db: LeadsDatabase,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
    await this.db.close();
  }

  /**
   * `orm`: the database main.ts opened (and migrated) at start; the health reply then says whether
   * it answers. Without one the module opens it on first use.
   */
  static forRoot(env: LeadsEnv, options: { provider?: LeadProvider; orm?: MikroORM } = {}): DynamicModule {
    return {
      module: LeadsModule,
      providers: [
        { provide: LEADS_ENV_OVERRIDE, useValue: env },
        ...(options.provider ? [{ provide: LEADS_PROVIDER_OVERRIDE, useValue: options.provider }] : []),
        ...(options.orm
          ? [
              { provide: LEADS_ORM_OVERRIDE, useValue: options.orm },
              {
                provide: DATABASE_PROBE,
                useFactory: (db: LeadsDatabase) => () => db.answers(),
                inject: [LEADS_DATABASE],
              },
            ]
          : []),
      ],
    };
  }
}
