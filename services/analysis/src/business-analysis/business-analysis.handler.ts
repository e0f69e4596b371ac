import { Controller, Inject, Optional } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { StructuredGenerator } from '@leadgen/llm';
import { EVENTS_CLIENT, SERVICE_LOGGER, Route, type RouteRequest } from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { SITE_SOURCE, type SiteSource } from '../site/site.source.js';
import { BusinessAnalysisDone } from './business-analysis.done.js';
import { BusinessAnalysisService } from './business-analysis.service.js';

@Controller()
export class BusinessAnalysisHandler {
  constructor(
    private readonly analysis: BusinessAnalysisService,
    private readonly llm: StructuredGenerator,
    @Inject(SITE_SOURCE) private readonly sites: SiteSource,
    @Inject(EVENTS_CLIENT) events: ClientProxy,
    @Optional() @Inject(SERVICE_LOGGER) logger?: Logger,
  ) {
    this.done = new BusinessAnalysisDone(events, logger);
  }

  private readonly done: BusinessAnalysisDone;

  @Route('businessAnalysis')
  async analyse(req: RouteRequest<'businessAnalysis'>) {
    const site = await this.sites.read(req.body.website_url);
    const analysis_data = await this.analysis.analyse(site, req.body.selected_steps, this.llm);
    // Kept in the rep's analyses by accounts, so it can be reopened after a reload.
    this.done.tell(req.caller?.id, analysis_data);
    return { success: true as const, analysis_data };
  }
}
