import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CustomPitchReportPutRequestSchema,
  EmptyBodySchema,
  SUBJECTS,
  type CustomPitchReportPreference,
  type RpcRequest,
} from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import { CustomPitchReportService } from './custom-pitch-report.service.js';

/**
 * GET/PUT /api/preferences/custom-pitch-report: the business report the rep selected for custom
 * pitches, kept server-side so it survives a reload and a new device; the caller's own only.
 */
@Controller()
export class CustomPitchReportHandler {
  constructor(private readonly reports: CustomPitchReportService) {}

  @MessagePattern(SUBJECTS.accounts.customPitchReportGet)
  get(@Payload(rpcPayload(EmptyBodySchema)) req: RpcRequest<object>): Promise<CustomPitchReportPreference> {
    const userId = requireCaller(req.caller);
    return this.reports.get(userId, { request_id: req.request_id, caller: req.caller, ip: req.ip });
  }

  /** Selects a report (null clears the selection). */
  @MessagePattern(SUBJECTS.accounts.customPitchReportPut)
  put(
    @Payload(rpcPayload(CustomPitchReportPutRequestSchema)) req: RpcRequest<CustomPitchReportPreference>,
  ): Promise<CustomPitchReportPreference> {
    return this.reports.put(requireCaller(req.caller), req.body.report);
  }
}
