import { Controller } from '@nestjs/common';
import type { CustomPitchReportPreference } from '@leadgen/contracts';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { CustomPitchReportService } from './custom-pitch-report.service.js';

/**
 * GET/PUT /api/preferences/custom-pitch-report: the business report the rep selected for custom
 * pitches, kept server-side so it survives a reload and a new device; the caller's own only.
 */
@Controller()
export class CustomPitchReportHandler {
  constructor(private readonly reports: CustomPitchReportService) {}

  @Route('customPitchReportGet')
  get(req: RouteRequest<'customPitchReportGet'>): Promise<CustomPitchReportPreference> {
    const userId = requireCaller(req.caller);
    return this.reports.get(userId, { request_id: req.request_id, caller: req.caller, ip: req.ip });
  }

  /** Selects a report (null clears the selection). */
  @Route('customPitchReportPut')
  put(req: RouteRequest<'customPitchReportPut'>): Promise<CustomPitchReportPreference> {
    return this.reports.put(requireCaller(req.caller), req.body.report);
  }
}
