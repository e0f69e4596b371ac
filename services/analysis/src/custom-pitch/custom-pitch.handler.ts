import { Controller } from '@nestjs/common';
import { LeadLearnedEmitter, UsageEmitter, Route, type RouteRequest } from '@leadgen/service-kit';
import { CustomPitchService } from './custom-pitch.service.js';

@Controller()
export class CustomPitchHandler {
  constructor(
    private readonly pitches: CustomPitchService,
    private readonly usage: UsageEmitter,
    private readonly learned: LeadLearnedEmitter,
  ) {}

  /** 'Custom Pitch' of the leads table: the lead and the rep's selected business report travel together. */
  @Route('customPitch')
  async custom(req: RouteRequest<'customPitch'>) {
    const result = await this.pitches.write(req);
    this.usage.record(req.caller?.id, 'pitches_generated');
    this.learned.pitchWritten(req.caller?.id, req.body.lead.place_id, 'custom', result.pitch_content, result.vendor);
    return result;
  }
}
