import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LeadLookupRequestSchema,
  SUBJECTS,
  type LeadLookupRequest,
  type LeadLookupResponse,
  type RpcRequest,
} from '@leadgen/contracts';
import { rpcError, rpcPayload } from '@leadgen/service-kit';
import { UpstreamError } from '../providers/upstream.http.js';
import { LeadLookup } from './lookup.service.js';

/** Answers leads.lookup for the diagnostics service: one restaurant's listing and its competitors. */
@Controller()
export class LeadsLookupHandler {
  constructor(private readonly lookupService: LeadLookup) {}

  @MessagePattern(SUBJECTS.leads.lookup)
  async lookup(
    @Payload(rpcPayload(LeadLookupRequestSchema)) req: RpcRequest<LeadLookupRequest>,
  ): Promise<LeadLookupResponse> {
    try {
      return await this.lookupService.lookup(req.body);
    } catch (err) {
      if (err instanceof UpstreamError) throw rpcError(err.code, err.message);
      throw err;
    }
  }
}
