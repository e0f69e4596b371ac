import { Controller } from '@nestjs/common';
import type { DigestSettings } from '@leadgen/contracts';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { DigestOptOut } from './digest.opt-out.js';
import { DigestSettingsService } from './digest.settings.js';

/** The weekly digest's routes: its switch in Account Settings, and the opt-out link in every digest. */
@Controller()
export class DigestHandler {
  constructor(
    private readonly settings: DigestSettingsService,
    private readonly optOuts: DigestOptOut,
  ) {}

  @Route('digestGet')
  get(req: RouteRequest<'digestGet'>): Promise<DigestSettings> {
    return this.settings.get(requireCaller(req.caller));
  }

  @Route('digestSet')
  set(req: RouteRequest<'digestSet'>): Promise<DigestSettings> {
    return this.settings.set(requireCaller(req.caller), req.body.weekly);
  }

  /** Public: whoever holds the email's link; the token, not a session, says whose digest stops. */
  @Route('digestOptOut')
  optOut(req: RouteRequest<'digestOptOut'>): Promise<{ success: true; message: string }> {
    return this.optOuts.optOut(req.params!.token);
  }
}
