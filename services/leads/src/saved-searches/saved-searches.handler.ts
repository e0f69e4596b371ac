import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LOCATION_RANGE_MESSAGE,
  locationRangeInvalid,
  SavedSearchCreateRequestSchema,
  SavedSearchIdParamsSchema,
  SUBJECTS,
  type RpcRequest,
  EmptyBodySchema,
} from '@leadgen/contracts';
import { requireCaller, rpcError, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { UpstreamError } from '../providers/upstream.http.js';
import { LeadSearch } from '../search/search.service.js';
import { UsageRecorder } from '../usage/usage.recorder.js';
import { SavedSearchesService } from './saved-searches.service.js';

type IdParams = z.infer<typeof SavedSearchIdParamsSchema>;

/** Answers the saved search routes: list, save, delete, and run again (a run is a search, counted as one). */
@Controller()
export class SavedSearchesHandler {
  constructor(
    private readonly searches: SavedSearchesService,
    private readonly search: LeadSearch,
    private readonly usage: UsageRecorder,
  ) {}

  @MessagePattern(SUBJECTS.leads.savedSearchesList)
  async all(@Payload(rpcPayload(EmptyBodySchema)) req: RpcRequest<unknown>) {
    return { searches: await this.searches.all(requireCaller(req.caller)) };
  }

  @MessagePattern(SUBJECTS.leads.savedSearchesCreate)
  async create(
    @Payload(rpcPayload(SavedSearchCreateRequestSchema))
    req: RpcRequest<z.infer<typeof SavedSearchCreateRequestSchema>>,
  ) {
    const userId = requireCaller(req.caller);
    if (locationRangeInvalid(req.body.criteria)) {
      throw rpcError('VALIDATION_FAILED', LOCATION_RANGE_MESSAGE, {
        'criteria.minLocations': [LOCATION_RANGE_MESSAGE],
      });
    }
    return { success: true as const, search: await this.searches.create(userId, req.body.name, req.body.criteria) };
  }

  @MessagePattern(SUBJECTS.leads.savedSearchesDelete)
  async remove(@Payload(rpcPayload(EmptyBodySchema, SavedSearchIdParamsSchema)) req: RpcRequest<unknown, IdParams>) {
    await this.searches.remove(requireCaller(req.caller), req.params!.id);
    return { success: true as const };
  }

  @MessagePattern(SUBJECTS.leads.savedSearchesRun)
  async run(@Payload(rpcPayload(EmptyBodySchema, SavedSearchIdParamsSchema)) req: RpcRequest<unknown, IdParams>) {
    const userId = requireCaller(req.caller);
    try {
      const answer = await this.searches.run(userId, req.params!.id, (criteria) =>
        this.search.run(criteria, { request_id: req.request_id, caller: req.caller, ip: req.ip }),
      );
      this.usage.record(userId, 'leads_searched', answer.count, req.call_id);
      return answer;
    } catch (err) {
      if (err instanceof UpstreamError) throw rpcError(err.code, err.message);
      throw err;
    }
  }
}
