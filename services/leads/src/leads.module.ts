import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { createHealthController, createLogger, loadEnv } from '@leadgen/service-kit';
import { CuisinesHandler } from './cuisines/cuisines.handler.js';
import { DemoSitesHandler } from './demo-sites/demo-sites.handler.js';
import { LeadsEnvSchema, type LeadsEnv } from './env.js';
import { ExportHandler } from './export/export.handler.js';
import {
  LEAD_SEARCH,
  LEADS_DATA_PROVIDER,
  LEADS_ENV,
  LEADS_ENV_OVERRIDE,
  LEADS_NATS_CLIENT,
  LEADS_PROVIDER_OVERRIDE,
  USAGE_RECORDER,
} from './leads.tokens.js';
import { LeadsLookupHandler } from './lookup/lookup.handler.js';
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
  controllers: [createHealthController('leads'), CuisinesHandler, SearchHandler, ExportHandler, LeadsLookupHandler, DemoSitesHandler],
  providers: [
    {
      provide: LEADS_ENV,
      useFactory: (override?: LeadsEnv) => override ?? loadEnv(LeadsEnvSchema),
      inject: [{ token: LEADS_ENV_OVERRIDE, optional: true }],
    },
    {
      provide: LEADS_NATS_CLIENT,
      useFactory: (env: LeadsEnv) =>
        ClientProxyFactory.create({
          transport: Transport.NATS,
          options: { servers: env.NATS_URL.split(',').map((s) => s.trim()), name: `leads-client-${process.pid}` },
        }),
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
      provide: USAGE_RECORDER,
      useFactory: (env: LeadsEnv, client: ClientProxy) => createUsageRecorder(env.LEADS_RECORD_USAGE, client, createLogger('leads', env.LOG_LEVEL)),
      inject: [LEADS_ENV, LEADS_NATS_CLIENT],
    },
  ],
})
export class LeadsModule implements OnApplicationShutdown {
  constructor(@Inject(LEADS_NATS_CLIENT) private readonly client: ClientProxy) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  static forRoot(env: LeadsEnv, options: { provider?: LeadProvider } = {}): DynamicModule {
    return {
      module: LeadsModule,
      providers: [
        { provide: LEADS_ENV_OVERRIDE, useValue: env },
        ...(options.provider ? [{ provide: LEADS_PROVIDER_OVERRIDE, useValue: options.provider }] : []),
      ],
    };
  }
}
