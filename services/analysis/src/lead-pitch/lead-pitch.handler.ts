import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LeadPitchRequestSchema, SUBJECTS, type LeadPitchRequest, type RpcRequest } from '@leadgen/contracts';
import { LeadLearnedEmitter, rpcPayload, UsageEmitter } from '@leadgen/service-kit';
import { LeadPitchService } from './lead-pitch.service.js';

@Controller()
export class LeadPitchHandler {
  constructor(
    private readonly pitches: LeadPitchService,
    private readonly usage: UsageEmitter,
    private readonly learned: LeadLearnedEmitter,
  ) {}

  /** 'Generate Pitch' of a lead row: a pitch every time, from the site when it can be read, else from the listing. */
  @MessagePattern(SUBJECTS.analysis.leadPitch)
  async lead(@Payload(rpcPayload(LeadPitchRequestSchema)) req: RpcRequest<LeadPitchRequest>) {
    const result = await this.pitches.write(req);
    this.usage.record(req.caller?.id, 'pitches_generated');
    this.learned.pitchWritten(req.caller?.id, req.body.lead.place_id, 'generated', result.pitch_content);
    return result;
  }
}
