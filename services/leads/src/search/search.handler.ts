import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EXPORT_FAILED_MESSAGE,
  ExportRequestSchema,
  NO_EXPORT_DATA_MESSAGE,
  SearchCriteriaSchema,
  SUBJECTS,
  type ExportRequest,
  type ExportResponse,
  type RpcRequest,
  type SearchCriteria,
} from '@leadgen/contracts';
import { EncodedJson, rpcError, rpcPayload } from '@leadgen/service-kit';
import { RpcException } from '@nestjs/microservices';
import { z } from 'zod';
import { CUISINES } from './cuisines.js';
import { CSV_CONTENT_TYPE, exportFilename, leadsToCsv } from './csv.js';
import { UpstreamError } from './providers/http.js';
import { LeadSearch, UNLIMITED_LOCATIONS } from './search.js';
import type { UsageRecorder } from './usage.js';

export const LEAD_SEARCH = Symbol('LEAD_SEARCH');
export const USAGE_RECORDER = Symbol('USAGE_RECORDER');


@Controller()
export class LeadsHandler {
  constructor(
    @Inject(LEAD_SEARCH) private readonly search: LeadSearch,
    @Inject(USAGE_RECORDER) private readonly usage: UsageRecorder,
  ) {}

  @MessagePattern(SUBJECTS.leads.cuisineTypes)
  cuisineTypes(@Payload(rpcPayload(z.object({}))) _req: RpcRequest<object>) {
    return { base_cuisines_with_names: CUISINES };
  }

  /**
   * A search that matches nothing is a success with zero leads and `message` set to
   * 'No results found. Please try different search criteria.' (never a 404): the form shows that
   * text, and analytics, warnings and the data source still come back.
   */
  @MessagePattern(SUBJECTS.leads.search)
  async searchLeads(@Payload(rpcPayload(SearchCriteriaSchema)) req: RpcRequest<SearchCriteria>): Promise<EncodedJson> {
    const criteria = req.body;
    if (criteria.enableLocationFilter && criteria.minLocations > criteria.maxLocations && criteria.maxLocations < UNLIMITED_LOCATIONS) {
      throw rpcError('VALIDATION_FAILED', 'Min locations cannot be more than max locations.', {
        minLocations: ['Min locations cannot be more than max locations.'],
      });
    }
    try {
      const { count, json } = await this.search.runJson(criteria, { request_id: req.request_id, caller: req.caller, ip: req.ip });
      this.usage.record(req.caller?.id, 'leads_searched', count);
      return new EncodedJson(json);
    } catch (err) {
      if (err instanceof UpstreamError) throw rpcError(err.code, err.message);
      throw err;
    }
  }

  @MessagePattern(SUBJECTS.leads.export)
  exportLeads(@Payload(rpcPayload(ExportRequestSchema)) req: RpcRequest<ExportRequest>): ExportResponse {
    if (!req.body.leads.length) throw rpcError('VALIDATION_FAILED', NO_EXPORT_DATA_MESSAGE);
    try {
      const content = leadsToCsv(req.body.leads);
      this.usage.record(req.caller?.id, 'exports_used', 1);
      return { success: true, filename: exportFilename(), content_type: CSV_CONTENT_TYPE, content };
    } catch (err) {
      if (err instanceof RpcException) throw err;
      throw rpcError('INTERNAL', EXPORT_FAILED_MESSAGE);
    }
  }
}
