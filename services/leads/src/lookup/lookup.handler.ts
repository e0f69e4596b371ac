import { Controller, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LeadLookupRequestSchema, SUBJECTS, type LeadLookupRequest, type LeadLookupResponse, type RpcRequest } from '@leadgen/contracts';
import { rpcError, rpcPayload } from '@leadgen/service-kit';
import { LEADS_DATA_PROVIDER } from '../leads.module.js';
import type { LeadProvider } from '../model.js';
import { UpstreamError } from '../providers/http.js';
import { LeadLookup } from './lookup.service.js';

/** Answers leads.lookup for the diagnostics service: one restaurant's listing and its competitors. */
@Controller()
export class LeadsLookupHandler implements OnModuleInit {
  private lookupService?: LeadLookup;

  constructor(private readonly moduleRef: ModuleRef) {}

  // leads.module.ts imports this file, so its provider token is read when the module starts, never at import time.
  onModuleInit(): void {
    const provider = this.moduleRef.get<LeadProvider>(LEADS_DATA_PROVIDER, { strict: false });
    this.lookupService = new LeadLookup(provider);
  }

  @MessagePattern(SUBJECTS.leads.lookup)
  async lookup(@Payload(rpcPayload(LeadLookupRequestSchema)) req: RpcRequest<LeadLookupRequest>): Promise<LeadLookupResponse> {
    if (!this.lookupService) throw rpcError('SERVICE_UNAVAILABLE', 'The lead data source is not ready yet.');
    try {
      return await this.lookupService.lookup(req.body);
    } catch (err) {
      if (err instanceof UpstreamError) throw rpcError(err.code, err.message);
      throw err;
    }
  }
}
