import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  BusinessAnalysisDoneEventSchema,
  SUBJECTS,
  type BusinessAnalysisDoneEvent,
  type KeptAnalysisResponse,
} from '@leadgen/contracts';
import {
  requireCaller,
  rpcError,
  SERVICE_LOGGER,
  ZodPayloadPipe,
  Route,
  type RouteRequest,
} from '@leadgen/service-kit';
import type { Logger } from 'pino';
import { KeptAnalysesService } from './kept-analyses.service.js';

/** Said when the id is another rep's, or an analysis no longer kept (only the latest 20 are). */
export const ANALYSIS_NOT_FOUND = 'That business analysis was not found. Only your latest 20 are kept.';

/**
 * The rep's business analyses (GET /api/analyses, GET /api/analyses/{id}), kept from the event
 * analysis publishes when one is done; the caller's own only.
 */
@Controller()
export class KeptAnalysesHandler {
  constructor(
    private readonly analyses: KeptAnalysesService,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  @Route('analysesList')
  async list(req: RouteRequest<'analysesList'>) {
    return { items: await this.analyses.list(requireCaller(req.caller)) };
  }

  @Route('analysisGet')
  async get(req: RouteRequest<'analysisGet'>): Promise<KeptAnalysisResponse> {
    const kept = await this.analyses.get(requireCaller(req.caller), req.params!.id);
    if (!kept) throw rpcError('NOT_FOUND', ANALYSIS_NOT_FOUND);
    return kept;
  }

  /** An analysis is kept once it is done; one that cannot be kept (no such account) is logged, never retried. */
  @EventPattern(SUBJECTS.events.businessAnalysisDone)
  async done(
    @Payload(new ZodPayloadPipe(BusinessAnalysisDoneEventSchema)) event: BusinessAnalysisDoneEvent,
  ): Promise<void> {
    try {
      await this.analyses.keep(event.user_id, event.analysis);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'business analysis not kept');
    }
  }
}
