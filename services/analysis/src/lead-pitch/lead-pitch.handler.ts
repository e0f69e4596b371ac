import { Controller } from '@nestjs/common';
import { LeadLearnedEmitter, UsageEmitter, Route, type RouteRequest } from '@leadgen/service-kit';
import { LeadPitchService } from './lead-pitch.service.js';

@Controller()
export class LeadPitchHandler {
  constructor(
    private readonly pitches: LeadPitchService,
    private readonly usage: UsageEmitter,
    private readonly learned: LeadLearnedEmitter,
  ) {}

  /** 'Generate Pitch' of a lead row: a pitch every time, from the site when it can be read, else from the listing. */
  @Route('leadPitch')
  async lead(req: RouteRequest<'leadPitch'>) {
    const result = await this.pitches.write(req);
    this.usage.record(req.caller?.id, 'pitches_generated');
    this.learned.pitchWritten(req.caller?.id, req.body.lead.place_id, 'generated', result.pitch_content);
    return result;
  }
}
