import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/core';
import { llmSettings, StructuredGenerator } from '@leadgen/llm';
import { siteReaderOptions } from '@leadgen/site-reader';
import {
  createHealthController,
  DATABASE_PROBE,
  EVENTS_CLIENT,
  LeadLearnedEmitter,
  eventsClient,
  SERVICE_LOGGER,
  UsageEmitter,
} from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { ChecklistHandler } from './checklist/checklist.handler.js';
import { ChecklistService } from './checklist/checklist.service.js';
import { ClientsHandler } from './clients/clients.handler.js';
import { ClientsService } from './clients/clients.service.js';
import { databaseAnswers } from './clients/db/orm.js';
import { DIAGNOSTICS_ENV, type DiagnosticsEnv } from './env.js';
import { LEADS_LOOKUP, NatsLeadsLookup, type LeadsLookup } from './lookup/leads-lookup.client.js';
import { loadPlatformRules, PLATFORM_RULES } from './platforms/platform.rules.js';
import { createSiteSource, SITE_SOURCE, type SiteSource } from './site/site.source.js';

export interface DiagnosticsOverrides {
  sites?: SiteSource;
  lookup?: LeadsLookup;
}

@Module({})
export class DiagnosticsModule implements OnApplicationShutdown {
  constructor(
    private readonly orm: MikroORM,
    @Inject(EVENTS_CLIENT) private readonly client: ClientProxy,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
    await this.orm.close();
  }

  static forRoot(
    env: DiagnosticsEnv,
    orm: MikroORM,
    logger: Logger,
    overrides: DiagnosticsOverrides = {},
  ): DynamicModule {
    const { client, provider: events } = eventsClient(env.NATS_URL, 'diagnostics');
    const sites =
      overrides.sites ?? createSiteSource({ ...siteReaderOptions(env), maxPages: env.DIAGNOSTICS_MAX_PAGES });
    return {
      module: DiagnosticsModule,
      controllers: [createHealthController('diagnostics'), ChecklistHandler, ClientsHandler],
      providers: [
        { provide: DIAGNOSTICS_ENV, useValue: env },
        { provide: MikroORM, useValue: orm },
        { provide: DATABASE_PROBE, useValue: () => databaseAnswers(orm) },
        events,
        { provide: SERVICE_LOGGER, useValue: logger },
        { provide: SITE_SOURCE, useValue: sites },
        { provide: PLATFORM_RULES, useValue: loadPlatformRules(env.DIAGNOSTICS_PLATFORM_RULES_FILE) },
        {
          provide: LEADS_LOOKUP,
          useValue: overrides.lookup ?? new NatsLeadsLookup(client, env.DIAGNOSTICS_LOOKUP_TIMEOUT_MS),
        },
        { provide: StructuredGenerator, useValue: new StructuredGenerator(llmSettings(env), logger) },
        ClientsService,
        ChecklistService,
        UsageEmitter,
        LeadLearnedEmitter,
      ],
    };
  }
}
