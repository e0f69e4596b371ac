import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DiagnosticRequestSchema, SUBJECTS, type DiagnosticRequest, type DiagnosticResponse, type RpcRequest } from '@leadgen/contracts';
import { rpcPayload } from '@leadgen/service-kit';
import { DiagnosticService } from './diagnostic.service.js';
import { UsageEmitter } from './usage.emitter.js';

@Controller()
export class DiagnosticHandler {
  constructor(
    private readonly diagnostics: DiagnosticService,
    private readonly usage: UsageEmitter,
  ) {}

  @MessagePattern(SUBJECTS.diagnostics.analyze)
  async analyze(@Payload(rpcPayload(DiagnosticRequestSchema)) req: RpcRequest<DiagnosticRequest>): Promise<DiagnosticResponse> {
    const result = await this.diagnostics.analyze(req.body.website_url, req.body.use_gpt, { request_id: req.request_id, caller: req.caller, ip: req.ip });
    this.usage.record(req.caller?.id);
    return result;
  }
}
