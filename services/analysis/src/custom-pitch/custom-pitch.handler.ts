import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CustomPitchRequestSchema, SUBJECTS, type RpcRequest } from '@leadgen/contracts';
import { LeadLearnedEmitter, rpcPayload, UsageEmitter } from '@leadgen/service-kit';
import type { z } from 'zod';
import { CustomPitchService } from './custom-pitch.service.js';

@Controller()
export class CustomPitchHandler {
  constructor(
    private readonly pitches: CustomPitchService,
    private readonly usage: UsageEmitter,
    private readonly learned: LeadLearnedEmitter,
  ) {}

  /** 'Custom Pitch' of the leads table: the lead and the rep's selected business report travel together. */
  @MessagePattern(SUBJECTS.analysis.customPitch)
  async custom(
    @Payload(rpcPayload(CustomPitchRequestSchema)) req: RpcRequest<z.infer<typeof CustomPitchRequestSchema>>,
  ) {
    const result = await this.pitches.write(req);
    this.usage.record(req.caller?.id, 'pitches_generated');
    this.learned.pitchWritten(req.caller?.id, req.body.lead.place_id, 'custom', result.pitch_content, result.vendor);
    return result;
  }
}
