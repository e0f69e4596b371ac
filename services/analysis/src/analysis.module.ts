import { Module, type DynamicModule } from '@nestjs/common';
import { ClientsModule } from '@nestjs/microservices';
import { llmSettings, StructuredGenerator } from '@leadgen/llm';
import {
  createHealthController,
  EVENTS_CLIENT,
  LeadLearnedEmitter,
  natsClientOptions,
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
export class AnalysisModule {
  static forRoot(env: AnalysisEnv, logger: Logger, sites?: SiteSource): DynamicModule {
    return {
      module: AnalysisModule,
      imports: [
        ClientsModule.register([{ name: EVENTS_CLIENT, ...natsClientOptions(env.NATS_URL, 'analysis-client') }]),
      ],
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
