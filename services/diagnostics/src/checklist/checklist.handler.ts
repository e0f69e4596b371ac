import { Controller } from '@nestjs/common';
import type { DiagnosticResponse } from '@leadgen/contracts';
import { LeadLearnedEmitter, UsageEmitter, type UsageKind, Route, type RouteRequest } from '@leadgen/service-kit';
import { ChecklistService } from './checklist.service.js';

/** Usage kind of one checklist run; accounts counts it per user per period. */
export const CHECKLIST_USAGE_KIND: UsageKind = 'diagnostics_run';

@Controller()
export class ChecklistHandler {
  constructor(
    private readonly checklists: ChecklistService,
    private readonly usage: UsageEmitter,
    private readonly learned: LeadLearnedEmitter,
  ) {}

  @Route('checklist')
  async run(req: RouteRequest<'checklist'>): Promise<DiagnosticResponse> {
    const result = await this.checklists.run(req.body.website_url, req.body.use_gpt, {
      request_id: req.request_id,
      caller: req.caller,
      ip: req.ip,
    });
    this.usage.record(req.caller?.id, CHECKLIST_USAGE_KIND);
    this.learned.diagnosed(req.caller?.id, req.body.place_id, result);
    return result;
  }
}
