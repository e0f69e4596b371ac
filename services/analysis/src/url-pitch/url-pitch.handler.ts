import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, UrlPitchRequestSchema, type RpcRequest } from '@leadgen/contracts';
import { rpcPayload, UsageEmitter } from '@leadgen/service-kit';
import type { z } from 'zod';
import { UrlPitchService } from './url-pitch.service.js';

@Controller()
export class UrlPitchHandler {
  constructor(
    private readonly pitches: UrlPitchService,
    private readonly usage: UsageEmitter,
  ) {}

  /** The URL Pitch tab (and the checklist's pitch): a pitch from the restaurant site at a URL. */
  @MessagePattern(SUBJECTS.analysis.urlPitch)
  async write(@Payload(rpcPayload(UrlPitchRequestSchema)) req: RpcRequest<z.infer<typeof UrlPitchRequestSchema>>) {
    const result = await this.pitches.write(req);
    this.usage.record(req.caller?.id, 'pitches_generated');
    return result;
  }
}
