import { Controller } from '@nestjs/common';
import { UsageEmitter, Route, type RouteRequest } from '@leadgen/service-kit';
import { UrlPitchService } from './url-pitch.service.js';

@Controller()
export class UrlPitchHandler {
  constructor(
    private readonly pitches: UrlPitchService,
    private readonly usage: UsageEmitter,
  ) {}

  /** The URL Pitch tab (and the checklist's pitch): a pitch from the restaurant site at a URL. */
  @Route('urlPitch')
  async write(req: RouteRequest<'urlPitch'>) {
    const result = await this.pitches.write(req);
    this.usage.record(req.caller?.id, 'pitches_generated');
    return result;
  }
}
