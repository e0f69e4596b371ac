import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PitchForLeadRequestSchema, PitchFromUrlRequestSchema, SUBJECTS, type RpcRequest } from '@leadgen/contracts';
import { rpcPayload, UsageEmitter } from '@leadgen/service-kit';
import type { z } from 'zod';
import { PitchService } from './pitch.service.js';

@Controller()
export class PitchHandler {
  constructor(
    private readonly pitches: PitchService,
    private readonly usage: UsageEmitter,
  ) {}

  @MessagePattern(SUBJECTS.analysis.pitchFromUrl)
  async fromUrl(
    @Payload(rpcPayload(PitchFromUrlRequestSchema)) req: RpcRequest<z.infer<typeof PitchFromUrlRequestSchema>>,
  ) {
    const result = await this.pitches.fromUrl(req.body.website_url);
    this.usage.record(req.caller?.id, 'pitches_generated');
    return result;
  }

  /** Asked by the leads service for the top leads of a search; it records the usage itself. */
  @MessagePattern(SUBJECTS.analysis.pitchForLead)
  forLead(@Payload(rpcPayload(PitchForLeadRequestSchema)) req: RpcRequest<z.infer<typeof PitchForLeadRequestSchema>>) {
    return this.pitches.forLead(req.body);
  }
}
