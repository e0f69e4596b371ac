import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { fileURLToPath } from 'node:url';
import { SUBJECTS } from '@leadgen/contracts';
import { createHealthController, createLogger, createPendingController, loadEnv } from '@leadgen/service-kit';
import { LEADS_ENV, LeadsEnvSchema, type LeadsEnv } from './env.js';
import { LEAD_SEARCH, LeadsHandler, USAGE_RECORDER } from './leads.handler.js';
import { createLocationEstimator } from './locations/model-location.estimator.js';
import { LeadsLookupHandler } from './lookup/lookup.handler.js';
import type { LeadProvider } from './model.js';
import { AnalysisPitchSource } from './pitches.js';
import { DemoProvider, loadDemoData } from './providers/demo.provider.js';
import { GoogleProvider } from './providers/google.provider.js';
import { OsmProvider } from './providers/osm.provider.js';
import { Scorer } from './scoring.js';
import { LeadSearch } from './search.js';
import { NatsUsageRecorder } from './usage.js';

/** Subjects this build of the service answers; the rest of its routes answer 501. */
export const IMPLEMENTED: string[] = [SUBJECTS.leads.cuisineTypes, SUBJECTS.leads.search, SUBJECTS.leads.export, SUBJECTS.leads.lookup];

export const DEFAULT_DEMO_DATA_FILE = fileURLToPath(new URL('../data/demo-restaurants.json', import.meta.url));

const LEADS_ENV_OVERRIDE = Symbol('LEADS_ENV_OVERRIDE');
const LEADS_PROVIDER_OVERRIDE = Symbol('LEADS_PROVIDER_OVERRIDE');
export const LEADS_NATS_CLIENT = Symbol('LEADS_NATS_CLIENT');
export const LEADS_DATA_PROVIDER = Symbol('LEADS_DATA_PROVIDER');

/** Builds the provider LEADS_PROVIDER names; google and osm get the model's location estimates when a model is configured. */
export function createProvider(env: LeadsEnv, scorer = new Scorer(env.LEADS_SCORING_WEIGHTS)): LeadProvider {
  const logger = createLogger('leads', env.LOG_LEVEL);
  const estimator = () => {
    const made = createLocationEstimator(env, logger);
    logger.info({ estimator: made?.name ?? null }, made ? 'location counts the data cannot give are estimated by the language model' : 'no location estimates: leads the data cannot count say unknown');
    return made;
  };
  switch (env.LEADS_PROVIDER) {
    case 'google':
      return new GoogleProvider(
        {
          apiKey: env.GOOGLE_PLACES_API_KEY ?? '',
          baseUrl: env.GOOGLE_PLACES_BASE_URL,
          timeoutMs: env.GOOGLE_PLACES_TIMEOUT_MS,
          maxPages: env.GOOGLE_PLACES_MAX_PAGES,
          estimator: estimator(),
        },
        scorer,
      );
    case 'osm':
      return new OsmProvider({ url: env.OVERPASS_URL, timeoutMs: env.OVERPASS_TIMEOUT_MS, estimator: estimator() }, scorer);
    default: {
      const file = env.LEADS_DEMO_DATA_FILE || DEFAULT_DEMO_DATA_FILE;
      const loaded = loadDemoData(file);
      if (loaded.origin === 'generated') logger.warn({ reason: loaded.reason }, 'demo data generated in memory');
      logger.info({ listings: loaded.data.rows.length, cities: loaded.data.cities.length, origin: loaded.origin }, 'demo data loaded');
      return new DemoProvider(loaded.data, scorer);
    }
  }
}

/**
 * Usable bare (`LeadsModule`, settings read from the environment, as the gateway tests do) or
 * through forRoot(env) with settings main.ts validated, optionally with a provider of the test's own.
 */
@Module({
  controllers: [createHealthController('leads', IMPLEMENTED), createPendingController('leads', IMPLEMENTED), LeadsHandler, LeadsLookupHandler],
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
      useFactory: (env: LeadsEnv, client: ClientProxy) =>
        env.LEADS_RECORD_USAGE ? new NatsUsageRecorder(client, createLogger('leads', env.LOG_LEVEL)) : { record: () => undefined },
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
