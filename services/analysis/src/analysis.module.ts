import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { llmSettings, StructuredGenerator } from '@leadgen/llm';
import {
  createHealthController,
  EVENTS_CLIENT,
  LeadLearnedEmitter,
  eventsClient,
  SERVICE_LOGGER,
  UsageEmitter,
} from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { BusinessAnalysisHandler } from './business-analysis/business-analysis.handler.js';
import { BusinessAnalysisService } from './business-analysis/business-analysis.service.js';
import { CustomPitchHandler } from './custom-pitch/custom-pitch.handler.js';
import { CustomPitchService } from './custom-pitch/custom-pitch.service.js';
import { ANALYSIS_ENV, type AnalysisEnv } from './env.js';
import { LeadPitchHandler } from './lead-pitch/lead-pitch.handler.js';
import { ProfileSeller } from './lead-pitch/lead-pitch.seller.js';
import { LeadPitchService } from './lead-pitch/lead-pitch.service.js';
import { OfferSource } from './offer/offer.source.js';
import { SearchPitchesHandler } from './search-pitches/search-pitches.handler.js';
import { SearchPitchesService } from './search-pitches/search-pitches.service.js';
import { SITE_SOURCE, createSiteSource, type SiteSource } from './site/site.source.js';
import { UrlPitchHandler } from './url-pitch/url-pitch.handler.js';
import { UrlPitchService } from './url-pitch/url-pitch.service.js';

@Module({})
export class AnalysisModule implements OnApplicationShutdown {
  constructor(@Inject(EVENTS_CLIENT) private readonly client: ClientProxy) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  static forRoot(env: AnalysisEnv, logger: Logger, sites?: SiteSource): DynamicModule {
    // Asks accounts for the rep's offer and profile, and tells usage and what it learned of a lead.
    const { provider: events } = eventsClient(env.NATS_URL, 'analysis');
    return {
      module: AnalysisModule,
      controllers: [
        createHealthController('analysis'),
        UrlPitchHandler,
        SearchPitchesHandler,
        BusinessAnalysisHandler,
        CustomPitchHandler,
        LeadPitchHandler,
      ],
      providers: [
        { provide: ANALYSIS_ENV, useValue: env },
        events,
        { provide: SERVICE_LOGGER, useValue: logger },
        { provide: SITE_SOURCE, useValue: sites ?? createSiteSource(env) },
        { provide: StructuredGenerator, useValue: new StructuredGenerator(llmSettings(env), logger) },
        UrlPitchService,
        SearchPitchesService,
        BusinessAnalysisService,
        CustomPitchService,
        LeadPitchService,
        ProfileSeller,
        OfferSource,
        UsageEmitter,
        LeadLearnedEmitter,
      ],
    };
  }
}
