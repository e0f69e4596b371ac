import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BusinessAnalysisRequestSchema, SUBJECTS, type RpcRequest } from '@leadgen/contracts';
import { StructuredGenerator } from '@leadgen/llm';
import { rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { SITE_SOURCE, type SiteSource } from '../site/site.source.js';
import { BusinessAnalysisService } from './business-analysis.service.js';

@Controller()
export class BusinessAnalysisHandler {
  constructor(
    private readonly analysis: BusinessAnalysisService,
    private readonly llm: StructuredGenerator,
    @Inject(SITE_SOURCE) private readonly sites: SiteSource,
  ) {}

  @MessagePattern(SUBJECTS.analysis.businessAnalysis)
  async analyse(
    @Payload(rpcPayload(BusinessAnalysisRequestSchema)) req: RpcRequest<z.infer<typeof BusinessAnalysisRequestSchema>>,
  ) {
    const site = await this.sites.read(req.body.website_url);
    const analysis_data = await this.analysis.analyse(site, req.body.selected_steps, this.llm);
    return { success: true as const, analysis_data };
  }
}
